import type { PayerKind } from '@idealens/shared/brief';
import { BRIEF_CUES, namesOrganisations, namesPeople, namesPublicUsers } from './brief-cues.ts';
import { namesEnglishParty } from './customer.ts';
import { CUSTOMER_NOUNS, PROVIDER_NOUNS, STOPWORDS } from './knowledge/text-cues.ts';
import { type IdeaText, prepareIdea } from './text.ts';

/**
 * Who the idea says pays, in its own words: "parents book and pay", "rooms pay us 12 %",
 * "employer pays", "paid by the venue", "we charge landlords £5", "向农家乐收取10%佣金",
 * "营地付年费上架", "由教育局统一采购". The group is the one charged, which in a marketplace is
 * often not the side that uses the app most.
 */

/** A group of up to three words ("grocery brands", "school districts", "the club"). */
const G = "((?:[a-z&'-]+\\s+){0,3}[a-z&'-]+?)";
/** The same, as short as the words after it allow ("the shop" in "from the shop on each job"). */
const SHORT_G = "((?:[a-z'-]+\\s+){0,3}?[a-z'-]+?)";
const THE = '(?:the |their |its |each |every |our |local )?';

/** What follows "pay" when a group pays for the product ("pay us", "pay $5", "pay per seat"). */
const PAID_WHAT =
  'us|for|a|an|per|the|to|only|monthly|annually|yearly|what|tuition|rent|fees?|dues|premiums?|commissions?|half|upfront|up front|extra|through|via|in the app|by the|each|every|pmpm|pepm|pupm|[$£€]|\\d';

const EN_PATTERNS: readonly RegExp[] = [
  // "parents book and pay" (also ending a clause), "rooms pay us 12%", "the employer pays", "brands
  // that pay to feature", "the applicant consents and pays the fee", "parents pay tuition through us"
  new RegExp(
    `\\b${G}\\s+(?:(?:that|who)\\s+)?(?:[a-z]+ and\\s+)?(?:(?:pay|pays)\\s+(?:${PAID_WHAT})|pays\\b|pay(?=\\s*[.,;:!?)]|\\s*$)|foot the bill)`,
    'g',
  ),
  // "paid by the employer", "paid for by insurers", "covered by insurance", "funded by the city"
  new RegExp(
    `\\b(?:paid (?:for )?by|covered by|reimbursed by|funded by|subsidi[sz]ed by|bankrolled by) ${THE}${G}(?=\\s+(?:as|per|for|under|through|via|and|with|at|on|in|who|which|that)\\b|\\s*[,.;:!?()]|\\s*$)`,
    'g',
  ),
  // "we charge landlords £5", "bill insurers through RPM codes", "billed to Medicare"
  new RegExp(
    `\\b(?:charge|charges|charging|bill|billing|billed to)\\s+${THE}${G}\\s+(?:a|an|\\d|[$£€]|per|for|monthly|annually|yearly|through|under|via|directly|by)\\b`,
    'g',
  ),
  // "a finder's fee from the lab", "a per-ticket fee to the fan", "a cut from each host"
  new RegExp(
    `\\b(?:fee|fees|commission|cut|percentage|margin)\\s+(?:from|to|paid by|charged to)\\s+${THE}${G}(?=\\s+(?:as|per|for|on|in|who|which|that|and|when|after)\\b|\\s*[,.;:!?()]|\\s*$)`,
    'g',
  ),
  // "sold to hospitals as a licence", "we sell it to property managers per unit", "we sell by the
  // case to distributors", "we sell the data to brokers"
  new RegExp(
    `\\b(?:sold|sells?|selling)\\s+(?:[a-z0-9'$-]+\\s+){0,4}?to ${THE}${G}(?=\\s+(?:as|per|by|for|on|in|at|who|which|that|and|with|through|via|under)\\b|\\s*[,.;:!?()]|\\s*$)`,
    'g',
  ),
  // "we take 12% from the shop", "we keep a cut from each host"
  new RegExp(
    `\\b(?:take|takes|keep|keeps|collect|collects)\\s+(?:a |an )?(?:\\d+(?:\\.\\d+)?\\s?%|(?:[a-z-]+ )?(?:cut|fee|commission))\\s+from ${THE}${SHORT_G}(?=\\s+(?:as|per|for|on|in|who|which|that|and|when|after)\\b|\\s*[,.;:!?()]|\\s*$)`,
    'g',
  ),
  // "school districts buy it per bus", "hotels lease a unit", "clinics subscribe per therapist";
  // not "farmers rent it to neighbours", who let it out
  new RegExp(
    `\\b${G}\\s+(?:buy|buys|lease|leases|subscribe|subscribes|license|licenses|licence|licences|rent|rents|purchase|purchases)(?!\\s+(?:it|them)\\s+(?:out|to)\\b)\\s+(?:it|them|a|an|the|our|per|monthly|annually|yearly|seats|for|as|\\d|[$£€])\\b`,
    'g',
  ),
  // "garden centers would give every buyer the app", "gyms give it free to their members": whoever
  // hands it to their own customers pays for it
  new RegExp(
    `\\b${G}\\s+(?:would |will |could |can )?(?:give|gives|hand|hands|offer|offers)\\s+(?:it |them |the app |access )?(?:free |for free )?(?:to )?(?:every|each|all|their)\\s+(?:new\\s+)?(?:customers?|buyers?|members?|employees?|staff|guests?|tenants?|residents?|patients?|students?|clients?|shoppers?|riders?|drivers?)\\b`,
    'g',
  ),
  // "premium for job seekers at $5/month"
  new RegExp(`\\bfor ${G} at [$£€]\\s?\\d`, 'g'),
];

/**
 * "employers offer it as a benefit and pay $3 per employee": a clause's subject, several verbs
 * before "and pay". The subject must be a party the knowledge base knows (not "gets quotes").
 */
const SUBJECT_AND_PAY = new RegExp(
  `(?:^|[.;:!?]\\s+|,\\s+)${THE}([a-z'-]+(?:\\s+[a-z'-]+)??)\\s+[a-z]+(?: [a-z]+){1,5}? and\\s+(?:pay|pays)\\s+(?:${PAID_WHAT})`,
  'g',
);

const ZH = '[\\u4e00-\\u9fffA-Za-z0-9]';
const ZH_PATTERNS: readonly RegExp[] = [
  // 向农家乐收取10%佣金, 对商家收费
  new RegExp(`(?:向|对|找|跟)(${ZH}{1,10}?)(?<![代回接验吸])收(?:取)?`, 'g'),
  // 由教育局统一采购, 由房东按套付月费, 由工厂按在职人数每人每月6块付, 由保险公司出
  new RegExp(
    `由(${ZH}{1,10}?)(?:统一|按[^，,。；;]{1,12}?|每[\\u4e00-\\u9fff]{1,4}?)?(?:采购|购买|付费|付|买单|支付|出钱|结算|订阅|租用|交|出(?=[，,。；;!！]|$))`,
    'g',
  ),
  // 修理厂给技师报名, 公司给员工买单: whoever enrols or pays for another
  new RegExp(
    `(?:^|[，,。；;：:、\\s])(${ZH}{1,10}?)给${ZH}{1,8}?(?:报名|买单|交钱|付钱|付费|买(?![家方手单]))`,
    'g',
  ),
  // 快递公司按件给我们付派送费, 家具品牌按成交给我们佣金, 果园按成交额给我们5个点
  new RegExp(
    `(?:^|[，,。；;：:、\\s])(${ZH}{1,12}?)(?:按[^，,。；;]{1,8}?|每[\\u4e00-\\u9fff]{1,4}?)?给(?:我们|平台|我)(?:付|交|返|分|结)?[\\u4e00-\\u9fff0-9%.]{0,8}?(?:佣金|费|钱|个点|提成|分成|返点)`,
    'g',
  ),
  // 付钱的肯定是我们这些在外地的子女, 买单的是企业
  new RegExp(
    `(?:付钱|付费|买单|出钱|掏钱)的(?:肯定|主要|一般|通常|其实|多半|基本)?(?:都)?是(?:我们这些)?(${ZH}{1,14}?)(?=[，,。；;!！?？]|$)`,
    'g',
  ),
  // 钱是品牌方出的, 钱由物业出, 钱从工会经费里出: whose money it is
  new RegExp(
    `(?:钱|费用|这笔钱|这钱)(?:都|全|主要)?(?:是|由|从)(${ZH}{1,10}?)(?:的经费|经费|预算|账上)?(?:里|那里|那边)?(?:来)?出`,
    'g',
  ),
  // 卖给初中生家长, 销售给物业公司
  new RegExp(
    `(?:卖给|售给|销售给|出售给|卖到|租给|出租给)(${ZH}{1,12}?)(?=[，,。；;!！?？]|$|作为|使用|按|每|种|住|用)`,
    'g',
  ),
  // 营地付年费上架, 车商按台付费, 企业为员工购买, 物业公司采购后, 旅行社付给我们返佣,
  // 快递公司按件付我们五毛, 园区企业按员工人数包月, 房东付半个月房租
  new RegExp(
    `(?:^|[，,。；;：:、\\s])(${ZH}{1,12}?)(?:(?:统一|自己|个人)?(?:在[^，,。；;]{1,6}?上|按[^，,。；;]{1,8}?|每[\\u4e00-\\u9fff]{1,4}?|一次性|为[\\u4e00-\\u9fff]{1,6}?|当[^，,。；;]{1,8}?)?)(?:付费|付钱|掏钱|付年费|付月费|付给|付\\d+(?:\\.\\d+)?(?:个点|%|块|元|毛)|付[\\u4e00-\\u9fff]{0,4}?(?:费|房租|租金|月租)|付(?:我们|平台)|包月|包年|交[\\u4e00-\\u9fff]{0,4}?费|缴[\\u4e00-\\u9fff]{0,4}?费|买单|出钱|结算|统一采购|采购|购买|订阅|租用|买(?![家方手单]))`,
    'g',
  ),
];

/** Words that cannot be the paying group themselves ("we", "users can", "it"). */
const NOT_A_GROUP = new Set(
  'we you they it its this these those us who which that what and or to will can could would should may might must then only also just never not nobody anybody everybody anyone everyone someone after over under other either rather whether ever later always perhaps plus still already even first finally instead usually often sometimes directly simply easily gladly happily'.split(
    ' ',
  ),
);

/** A group's head word: a plural ("parents", "rooms") or a party ("employer", "insurer"). */
const GROUP_HEAD = /(?:s|er|or|ist|ant|ent|ian|ee|ple|ren)$/;
/** Single paying parties that end like no plural ("the club", "the lab", "HR", "Medicare"). */
const SINGLE_PARTY =
  /^(?:club|lab|hr|fan|school|hospital|clinic|city|county|district|venue|hotel|store|shop|brand|company|family|agency|firm|gym|salon|studio|restaurant|government|state|council|ministry|nhs|medicare|medicaid|insurance|university|college|church|charity|foundation|employer|host|landlord|tenant|guest|client|patient|parent|student|buyer|seller|user|customer|member|team|business|practice|office|facility|hoa|platform|school board|system|network|chain|group|plant|mine|fleet|site|bureau|department|authority|board|association|union|cooperative|co-op)$/;

/** Money, time and lists that end like a party ("a monthly fee", "a 5-year waitlist", "hours"). */
const NOT_A_PARTY =
  /^(?:fees?|prices?|costs?|rates?|payments?|charges?|subscriptions?|commissions?|dollars|bucks|cents|euros|pounds|taxes|dues|premiums|margins|profits|savings|minutes|hours|days|weeks|months|years|waitlists?|lists?)$/;

function isPartyHead(word: string): boolean {
  // "equipment", "management": things and acts that end like a party.
  if (/(?:ments?|ness)$/.test(word) && !/(?:depart|govern)ments?$/.test(word)) return false;
  if (NOT_A_PARTY.test(word)) return false;
  return !NOT_A_GROUP.has(word) && (GROUP_HEAD.test(word) || SINGLE_PARTY.test(word));
}

/** Prepositions that open a phrase after a paying party ("owners of gyms", "clinics in Ohio"). */
const SUBJECT_PREPOSITIONS = new Set(['of', 'with', 'in', 'at', 'across', 'from', 'on']);

function cleanEnglish(group: string): string | undefined {
  const words = group
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/'s$/, ''));
  // "the applicant consents and (pays)", "parents book and (pay)": the group is the subject
  // before the other verb.
  if (/^(?:and|or)$/.test(words.at(-1) ?? '') && words.length >= 3) words.splice(-2);
  // "franchisors of quick-service chains (pay)", "clinics in Ohio (pay)": the subject is the party
  // a preposition's phrase follows, not the last noun of that phrase.
  const preposition = words.findIndex((w, i) => i > 0 && SUBJECT_PREPOSITIONS.has(w));
  const headAt = preposition - 1;
  if (preposition > 0 && isPartyHead(words[headAt] ?? '')) {
    return words.slice(phraseStart(words, headAt)).join(' ');
  }
  const last = words.at(-1) ?? '';
  if (STOPWORDS.has(last) || /^\d/.test(last) || !isPartyHead(last) || /ing$/.test(last))
    return undefined;
  return words.slice(phraseStart(words, words.length - 1)).join(' ');
}

/** Where the noun phrase that ends at `end` starts: back to the first stopword or non-group word. */
function phraseStart(words: readonly string[], end: number): number {
  let from = end;
  while (from > 0) {
    const before = words[from - 1] ?? '';
    if (STOPWORDS.has(before) || NOT_A_GROUP.has(before) || /^\d|[$£€%]/.test(before)) break;
    from -= 1;
  }
  return from;
}

const ZH_NOUNS = [
  ...new Set([
    ...BRIEF_CUES.organisations.zh,
    ...BRIEF_CUES.professionals.zh,
    ...BRIEF_CUES.people.zh,
    ...CUSTOMER_NOUNS.zh,
    ...PROVIDER_NOUNS.zh,
  ]),
];
const ZH_NOT_A_GROUP =
  /^(?:我们|用户可以|可以|需要|不用|不需要|无需|免费|按月|按年|按次|每月|每年|一次|一次性|平台|再|也|就|都|先|后|然后|之后|最后|目前|现在)$/;
/** Chinese names of a party: a place or body (…店, …局, …方), or a person (…者, …员, …长). */
const ZH_PARTY_END =
  /(?:[店商厂司构方局委馆院所站地乐户主者人员家长师生客社团队部科会园校行场区业东]|中心|单位|部门|集体)$/;

function cleanChinese(group: string): string | undefined {
  // "前两次由学校心理中心买单": the group is what follows the last 由.
  const afterBy = group.includes('由') ? group.slice(group.lastIndexOf('由') + 1) : group;
  const trimmed = afterBy
    .replace(/^(?:再|并|则|主要|统一|全部|都|也|会|让|我们|平台|然后|之后|最后)+/, '')
    // "成交后房东(付)", "开业时商家(付)": when it pays, not who.
    .replace(/^[\u4e00-\u9fff]{1,4}?(?:以后|之后|后|时)(?=[\u4e00-\u9fff]{2})/, '');
  if (trimmed.length === 0 || ZH_NOT_A_GROUP.test(trimmed)) return undefined;
  // "也不想让学校(掏钱)", "不用家长(付费)": a payment the idea rules out.
  if (/^(?:也|都)?(?:不想|不要|不用|不必|不会|无需|别|没有?)/.test(trimmed)) return undefined;
  // Up to the last party the stretch names ("旅客扫码" → 旅客, "老师个人" → 老师).
  let end = -1;
  for (const noun of ZH_NOUNS) {
    const at = trimmed.lastIndexOf(noun);
    if (at >= 0) end = Math.max(end, at + noun.length);
  }
  if (end > 0) return trimmed.slice(0, end);
  return ZH_PARTY_END.test(trimmed) ? trimmed : undefined;
}

/** Whether the payment is denied, before the group or at the verb ("技师自己不用掏钱", "nobody pays"). */
/**
 * Groups the idea says use it for free ("tenants get it free", "free for drivers", "团长免费用",
 * "老乡不花钱"): whoever pays, it is not them.
 */
const FREE_EN: readonly RegExp[] = [
  new RegExp(
    `\\bfree (?:for|to) ${THE}${G}(?=\\s+(?:and|but|while|who|to|on|in|at|with)\\b|\\s*[,.;:!?()]|\\s*$)`,
    'g',
  ),
  new RegExp(
    `\\b${G}\\s+(?:(?:get|gets|use|uses|join|joins|read|reads|browse|browses|list|lists|ride|rides|book|books|borrow|borrows|sign up|signs up)\\s+(?:it\\s+|in\\s+|on\\s+)?(?:for\\s+)?free|(?:is|are|stay|stays)\\s+free|never pays?|pays? nothing|don't pay|doesn't pay|do not pay|does not pay)\\b`,
    'g',
  ),
];
const FREE_ZH =
  /(?:^|[，,。；;：:、\s]|对)([\u4e00-\u9fffA-Za-z0-9]{1,10}?)(?:都|也|完全|全部)?(?:免费|不花钱|不用花钱|一分钱不(?:用)?(?:出|花|掏)|零成本|不收费|不用付费|不用付钱|不用掏钱)/g;

function freeGroups(text: IdeaText): string[] {
  const groups: string[] = [];
  for (const pattern of FREE_EN) {
    for (const match of text.lower.matchAll(pattern)) {
      const group = cleanEnglish(match[1] ?? '');
      if (group) groups.push(group);
    }
  }
  for (const match of text.clean.matchAll(FREE_ZH)) {
    const group = cleanChinese(match[1] ?? '');
    if (group) groups.push(group);
  }
  return groups;
}

/**
 * Where the idea starts saying what it builds ("we report…", "我们做…", "app idea:"): a payment
 * told before it is often the story (what renters pay in rent, 老乡买化肥), not what pays for this.
 */
const PRODUCT_START =
  /\b(?:we(?:'re| are| will|'ll)?|i(?:'m| am|'ll| will)?)\s+(?:(?:want to|going to|gonna|plan to|would|just|now|then)\s+)?(?:build|built|make|run|offer|sell|create|launch|report|provide|connect|match|source|do|start|wire|help|check|ship|deliver|book|handle|turn|put|give|pay)\b|\b(?:app idea|the idea|my idea|so:|what if)\b|我们(?:想|要|打算|准备)?(?:做|把|提供|帮|用|来|接|给|签)|(?:想|打算|准备)(?:做|开|搞)|做(?:一|个)/;

function productStart(text: IdeaText): number {
  const english = text.lower.search(PRODUCT_START);
  const chinese = text.clean.search(PRODUCT_START);
  const found = [english, chinese].filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : 0;
}

/** The mentions from where the product is told on, when there are any; else all of them. */
export function fromProductOn<T extends { at: number }>(items: readonly T[], text: IdeaText): T[] {
  const start = productStart(text);
  const after = items.filter((item) => item.at >= start);
  return after.length > 0 ? after : [...items];
}

/**
 * A Chinese clause that pays with its subject left to the clause before (供货商想进选品库，就按成交付2个点):
 * the party that opens the clause before.
 */
const ZH_CHAINED_PAY =
  /(?:^|[，,。；;：:、\s])([^，,。；;：:\s]{2,16})[，,](?:那就|就|则|才|再|便)(?:按[^，,。；;]{1,8}?|每[\u4e00-\u9fff]{1,4}?)?(?:付|交|缴|出钱|买单|掏钱)/g;

function leadingParty(clause: string): string | undefined {
  let end = -1;
  for (const noun of ZH_NOUNS) {
    const at = clause.indexOf(noun);
    if (at >= 0 && at <= 2) end = Math.max(end, at + noun.length);
  }
  if (end > 0) return clause.slice(0, end);
  // A party named by its ending (供货商, 化肥店): the shortest opening that ends like one.
  for (let length = 2; length <= 5; length += 1) {
    const opening = clause.slice(0, length);
    if (ZH_PARTY_END.test(opening) && !ZH_NOT_A_GROUP.test(opening)) return opening;
  }
  return undefined;
}

function negatedPayment(text: IdeaText, match: RegExpMatchArray): boolean {
  const at = match.index ?? 0;
  return text.negated(at) || text.negated(at + match[0].length - 1);
}

export interface PayerPhrase {
  /** The group in the idea's words; empty when the idea names only the kind ("funded by ads"). */
  group: string;
  kind: PayerKind;
}

/**
 * The paying group the idea names, and its kind; undefined when it names none. `users` is who
 * the brief reads as using it: when they are the ones charged, the users pay.
 */
export function payerPhrase(text: IdeaText, users?: string): PayerPhrase | undefined {
  const candidates: Array<{ at: number; group: string; ads?: boolean }> = [];
  for (const pattern of EN_PATTERNS) {
    for (const match of text.lower.matchAll(pattern)) {
      const group = cleanEnglish(match[1] ?? '');
      // "funded by ads from grocery brands": whoever pays for ads is an advertiser.
      const ads = /\b(?:ads?|advertising|adverts?|sponsorships?)\b/.test(match[0]);
      if (group && !negatedPayment(text, match))
        candidates.push({ at: match.index ?? 0, group, ads });
    }
  }
  for (const match of text.lower.matchAll(SUBJECT_AND_PAY)) {
    const group = cleanEnglish(match[1] ?? '');
    if (group && namesEnglishParty(group) && !negatedPayment(text, match))
      candidates.push({ at: match.index ?? 0, group });
  }
  for (const pattern of ZH_PATTERNS) {
    for (const match of text.clean.matchAll(pattern)) {
      const group = cleanChinese(match[1] ?? '');
      if (group && !negatedPayment(text, match)) candidates.push({ at: match.index ?? 0, group });
    }
  }
  for (const match of text.clean.matchAll(ZH_CHAINED_PAY)) {
    const group = leadingParty(match[1] ?? '');
    if (group && !negatedPayment(text, match)) candidates.push({ at: match.index ?? 0, group });
  }
  // Not a group the idea says uses it free; after the product is told, when any payer is.
  const free = freeGroups(text);
  const paying = candidates.filter(
    (candidate) => !free.some((group) => sameGroup(candidate.group, group)),
  );
  const first = fromProductOn(paying, text).sort((a, b) => a.at - b.at)[0];
  if (!first) return undefined;
  const kind = first.ads ? 'advertisers' : kindOfGroup(first.group, text, users);
  // "funded by ads", "covered by insurance": a kind of payer, not a group the idea names.
  if (/^(?:ads|advertising|insurance|donations|grants?|广告|医保|捐款|捐赠)$/.test(first.group)) {
    return { group: '', kind };
  }
  return { group: first.group, kind };
}

const INSURERS = /insur|medicare|medicaid|health plans?|医保|保险公司|商保/;
/** Carriers are insurers when the idea is about policies or claims (not freight carriers). */
const INSURANCE_CONTEXT = /\binsur|\bpolic(?:y|ies)\b|\bclaims?\b|\bpremiums?\b|保险|保单/;
const ADVERTISERS = /advertis|sponsor|\bads?\b|广告|赞助/;
/** Sponsors of a clinical trial are drug companies, not advertisers. */
const TRIAL_CONTEXT = /\btrials?\b|\bstud(?:y|ies)\b|\benrol+ment\b|临床试验/;
const DONORS = /donor|foundation|philanthrop|alumni|捐|基金会|爱心人士|好心人/;
const PUBLIC =
  /\b(?:(?:school |water |fire |park |transit )?districts?|public works|authorit(?:y|ies)|county|counties|city|cities|municipal\w*|council\w*|state agenc\w*|ministr\w*|nhs|(?:parks?|police|fire|health|transportation|transit|housing|education|public works|sanitation|water) departments?|department of [a-z]+)\b|(?:局|委|政府|街道|部门|民政|社区)$/;

/** The last word of a group, lower-cased and singular ("grocery brands" → "brand"). */
function headOf(group: string): string {
  const word = group.toLowerCase().split(/\s+/).at(-1) ?? '';
  return word
    .replace(/ies$/, 'y')
    .replace(/(?:ches|shes|xes|ses)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '');
}

/**
 * Whether the charged group is the one that uses it ("freelancers" use it and pay): one of the
 * users' groups has the same head word ("schools" are not "high school students").
 */
export function sameGroup(group: string, users: string | undefined): boolean {
  if (!users) return false;
  if (/[\u4e00-\u9fff]/.test(group)) return users.includes(group) || group.includes(users);
  const head = headOf(group);
  return (
    head.length > 2 &&
    users
      .split(/\s+(?:and|or|&)\s+|\s*,\s*/)
      .some((part) => headOf(part.replace(/\s+(?:with|over|under|aged)\s.*$/, '')) === head)
  );
}

/**
 * The kind of payer users are who pay for themselves: as businesses when named as organisations
 * (clinics, schools), as the users otherwise (freelancers, gym owners, parents).
 */
export function usersPaying(group: string): 'users' | 'businesses' {
  return namesOrganisations(group) ? 'businesses' : 'users';
}

function kindOfGroup(group: string, text: IdeaText, users?: string): PayerKind {
  if (INSURERS.test(group)) return 'insurers';
  if (/\bcarriers?$/.test(group) && INSURANCE_CONTEXT.test(text.lower)) return 'insurers';
  if (ADVERTISERS.test(group) && !(/sponsor/.test(group) && TRIAL_CONTEXT.test(text.lower)))
    return 'advertisers';
  if (DONORS.test(group)) return 'donors';
  const prepared = prepareIdea(group);
  if (namesPublicUsers(prepared) || PUBLIC.test(group)) return 'public-sector';
  // People buying for themselves or their family (parents, 子女), or users who are people; users
  // that are organisations (学校, fleets) pay as businesses.
  if (namesPeople(group)) return 'users';
  if (sameGroup(group, users)) return usersPaying(group);
  // Anyone else who is charged is a business: an organisation, an employer, or the supply side of
  // a marketplace (handymen paying for leads, 营地付年费上架, rooms paying 12 %).
  return 'businesses';
}
