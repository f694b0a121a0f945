import type { Language } from '@idealens/shared/simple-report';
import { BRIEF_CUES, namesOrganisations, namesPeople } from './brief-cues.ts';
import {
  CUSTOMER_NOUNS,
  DEPENDANT_WORDS,
  GENERIC_CUSTOMER_WORDS,
  PROVIDER_NOUNS,
  STOPWORDS,
} from './knowledge/text-cues.ts';
import {
  compileKeywords,
  containsAny,
  hasCjk,
  type IdeaText,
  isPlural,
  type KeywordMatcher,
  matchKeywords,
  pluralize,
  prepareIdea,
} from './text.ts';

/** The two sides of a marketplace as the idea names them. */
export interface MarketplaceSides {
  supply: string;
  demand: string;
}

/** Customer groups: the knowledge base's customer nouns, organisations and trades. */
export const GROUP_NOUNS = {
  en: [
    ...CUSTOMER_NOUNS.en,
    ...BRIEF_CUES.publicUsers.en,
    ...BRIEF_CUES.organisations.en,
    ...BRIEF_CUES.professionals.en,
    ...BRIEF_CUES.people.en,
  ],
  zh: [
    ...CUSTOMER_NOUNS.zh,
    ...BRIEF_CUES.publicUsers.zh,
    ...BRIEF_CUES.organisations.zh,
    ...BRIEF_CUES.professionals.zh,
    ...BRIEF_CUES.people.zh,
  ],
};
const CUSTOMER_MATCHERS = compileKeywords(GROUP_NOUNS);
const EN_CUSTOMER_MATCHERS = compileKeywords({ en: GROUP_NOUNS.en, zh: [] });

/** Whether an English phrase names a party the knowledge base knows ("employers", "dental groups"). */
export function namesEnglishParty(phrase: string): boolean {
  return containsAny(EN_CUSTOMER_MATCHERS, prepareIdea(phrase));
}

/**
 * Plurals shaped like a party ("-ers", "-ors") that are things: after "for", "hikers" and
 * "installers" are customers, "chargers" and "stickers" are not.
 */
export const THING_PLURALS = new Set(
  'documents instruments payments apartments ingredients components investments shipments statements treatments supplements garments ornaments segments appointments assignments attachments comments contents events implants containers computers chargers trackers stickers posters letters filters burgers papers numbers orders meters printers speakers sensors monitors motors tractors elevators calculators generators heaters coolers lockers trailers scooters boosters markers folders servers routers browsers controllers adapters blenders headphones covers layers towers corners borders headers footers colors colours flavors flavours odors errors factors vectors sectors mirrors doors floors parameters characters matters hours dollars offers answers'.split(
    ' ',
  ),
);

const PROVIDER_MATCHERS = compileKeywords(PROVIDER_NOUNS);

const customerWords = new Map<string, boolean>();

/** Whether one English word names a customer group; remembered, as ideas repeat their words. */
export function isCustomerWord(word: string): boolean {
  let known = customerWords.get(word);
  if (known === undefined) {
    known = containsAny(EN_CUSTOMER_MATCHERS, prepareIdea(word));
    // The cache holds a bounded vocabulary, never whole ideas.
    if (customerWords.size < 5000) customerWords.set(word, known);
  }
  return known;
}

/** Keeps the words of a phrase up to its last customer noun ("freelancers track invoices" → "freelancers"). */
function trimEnglishCustomer(phrase: string): string | undefined {
  const raw = phrase.split(/\s+/).filter(Boolean);
  // "for your accountant", "for their kid": someone of the user's, not whom it serves.
  if (/^(?:your|their|his|her)$/.test(raw[0] ?? '')) return undefined;
  const words = raw.map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''));
  while (words.length > 0 && (STOPWORDS.has(words[0] ?? '') || /^\d+$/.test(words[0] ?? '')))
    words.shift();
  let last = -1;
  words.forEach((word, index) => {
    // A group named by two words ("dental groups", "health systems") or by its last one.
    const pair = index > 0 ? `${words[index - 1]} ${word}` : '';
    if (
      isCustomerWord(word) ||
      (PARTY_PLURAL.test(word) && !THING_PLURALS.has(word)) ||
      (pair !== '' && isPlural(word) && isCustomerWord(pair))
    )
      last = index;
  });
  if (last < 0) return undefined;
  // "kids' clothes", "women's shoes": a possessive names what is sold, not whom.
  if (/'s?$/.test(raw[last] ?? '') && last < words.length - 1) return undefined;
  const kept = words.slice(0, last + 1);
  // "for flying over people" names an activity, not a group ("for nursing students" does).
  if (/ing$/.test(kept[0] ?? '') && kept.slice(1).some((w) => STOPWORDS.has(w))) return undefined;
  if (kept.length === 1 && GENERIC_CUSTOMER_WORDS.has(kept[0] ?? '')) return undefined;
  const result = kept.join(' ');
  return result.length <= 40 ? result : undefined;
}

const EN_CUSTOMER_PATTERN =
  /\b(?:for|helps?|helping|targeting|aimed at|serving|designed for|built for|lets|allows|enables)\s+((?:[a-z0-9'-]+\s+){0,5}?[a-z0-9'-]+)(?=\s+(?:who|that|to|in|with|by|so|via|using|through|on|at|across|when|where|from|of|for|during|while|without|than)\b|\s*[,.;:!?()]|\s*$)/g;
// 给/让/帮/为 name the customer only at the start of a clause ("给中小企业做…", not "同步给医生").
const ZH_CUSTOMER_PATTERN =
  /(?:面向|针对|专为|服务于|帮助|客户是|用户是|客群是|(?<=^|[，,。；;\s个款门是要])(?:给|让|帮|为|服务))([\u4e00-\u9fffA-Za-z0-9]{1,12}?)(?=的|提供|打造|解决|做|管理|找|记录|追踪|获得|更|也|能|可以|在|设计|定制|用|，|,|。|；|、|\s|$)/g;
/** An idea that opens with whose tool it is: "<party>(用)的…系统/小程序/App". */
const ZH_OWNER_PATTERN =
  /^([\u4e00-\u9fff]{2,8}?)(?:专用|用)?的[\u4e00-\u9fffA-Za-z]{0,14}?(?:系统|软件|平台|App|APP|app|小程序|工具|SaaS|解决方案)/;
/** Chinese names of a party by their ending: a place or body (…店, …组织) or a person (…者, …商). */
const ZH_PARTY_END =
  /(?:[店商厂院所站户者员师客]|组织|机构|公司|企业|中心|协会|单位|学校|门店|人士|人群)$/;

/** Plurals that name people or organisations ("neighbours", "employees", "teams"), not a condition. */
export const PARTY_PLURAL =
  /^[a-z-]+(?:ers|ors|ours|ists|ants|ents|ians|ees)$|^(?:friends|kids|teams|clients|businesses|shops|stores|brands)$/;

/** Whether a word names people or organisations: a customer group or a party's plural. */
const namesParty = (word: string) =>
  word !== '' && (PARTY_PLURAL.test(word) || isCustomerWord(word));

/**
 * "people" + " with anxiety" / " over 50": the qualifier is what makes a generic group specific.
 * After a group that is specific already, a plural ("dog owners with neighbours") names another
 * party, not a qualifier.
 */
function withQualifier(lower: string, group: string, from = 0, generic = false): string {
  const at = lower.indexOf(group, from);
  if (at < 0) return group;
  const rest = lower
    .slice(at + group.length)
    .match(/^ (with|over|under|aged) ([a-z0-9-]+)(?: ([a-z0-9-]+))?(?: ([a-z0-9-]+))?/);
  if (!rest) return group;
  // One qualifying word ("with diabetes", "over 50"), two when the first reads as an adjective
  // ("with chronic pain"); participles ("with vetted walkers") introduce another party instead.
  const [, , firstWord = '', secondWord = '', thirdWord = ''] = rest;
  if (STOPWORDS.has(firstWord) || /(?:ed|ing)$/.test(firstWord)) return group;
  // An adjective by its ending, or a word before a singular noun that ends the phrase ("with bad
  // credit", "with low vision").
  const adjective =
    /(?:ic|al|ous|ive|ful|less|ary|ent|ant)$/.test(firstWord) ||
    (!isPlural(firstWord) &&
      secondWord !== '' &&
      !STOPWORDS.has(secondWord) &&
      !/^\d/.test(secondWord) &&
      !isPlural(secondWord) &&
      !/(?:ed|ing)$/.test(secondWord) &&
      !namesParty(secondWord) &&
      (thirdWord === '' || STOPWORDS.has(thirdWord)));
  // "engineers with small manufacturers": a word before another plural party, not a qualifier.
  if (!adjective && /^[a-z]+s$/.test(secondWord) && !/^\d/.test(firstWord)) return group;
  const qualifier =
    adjective && secondWord && !STOPWORDS.has(secondWord) ? [firstWord, secondWord] : [firstWord];
  // "farmers with restaurants" names a second party, not a qualifier.
  if (!generic && qualifier.some(isCustomerWord)) return group;
  // After a specific group, a party as the qualifier or right after it ends it: "dog owners with
  // neighbours", "homeowners with local solar installers". (An adjective is never such a plural.)
  const after = qualifier.length === 2 ? thirdWord : secondWord;
  if (!generic && (PARTY_PLURAL.test(firstWord) || namesParty(after))) return group;
  const phrase = `${group} ${rest[1]} ${qualifier.join(' ')}`.trim();
  return qualifier.length > 0 && phrase.length <= 40 ? phrase : group;
}

/** A verb whose object is the group that follows ("pairing retirees"), not part of its name. */
export const ACTS_ON_PEOPLE =
  /^(?:told|showed|shown|gave|given|sent|sold|taught|brought|kept|met|found|made|paid|hired|let|put|got|left)$|^(?:connect|match|pair|link|help|serv|target|support|teach|train|coach|reward|pay|hir|recruit|remind|alert|protect|feed|introduc|bill|answer|notif|text|email|call|messag|show|tell|let|giv|send|ask|find|bring|get|mak|keep|spot|track|watch|warn|greet|reach|invit|onboard|vet|screen)(?:e|es|s|ing|ed|y|ies)?$/;
/** Words before a group that are not part of its name ("only brands", "all parents"). */
const NOT_A_MODIFIER = new Set([
  'only',
  'also',
  'just',
  'even',
  'all',
  'many',
  'more',
  'most',
  'other',
  'such',
  'both',
  'each',
  'every',
  'some',
  'any',
  'no',
]);

/** "Uber for tutors", "Airbnb for boats": the words after "for" name the service, not the customer. */
const SERVICE_IDIOM =
  /\b(?:uber|airbnb|netflix|tinder|spotify|doordash|etsy|linkedin|yelp|zillow|peloton|duolingo)\s+for\s+$/;

/** Verbs a group does with the product: its subject is who uses it ("students tap a button"). */
export const USING_VERB =
  /^(?:use|uses|tap|taps|book|books|open|opens|scan|scans|log|logs|upload|uploads|order|orders|post|posts|rate|rates|download|downloads|join|joins|pick|picks|choose|chooses|browse|browses|swipe|swipes|chat|chats|play|plays|learn|learns|share|shares|receive|receives|borrow|borrows|see|sees|get|gets|sign|signs|list|lists|submit|submits|request|requests|reserve|reserves|search|searches|text|texts|record|records|check|checks|photograph|photographs|snap|snaps|answer|answers|report|reports|track|tracks|enter|enters|fill|fills|message|messages|can|just|simply)$/;
/** A passive that names who uses it: "booked by families", "used by nurses". */
const BY_USERS =
  /\b(?:booked|used|ordered|bought|chosen|played|rented|hired|requested|downloaded|read|watched) (?:by|for) (?:the )?((?:[a-z0-9'-]+\s+){0,3}?[a-z0-9'-]+)(?=\s+(?:who|that|to|in|with|by|so|via|on|at|for|from|when)\b|\s*[,.;:!?()]|\s*$)/g;

/** The subject of a using verb at the start of a clause ("Physical therapists use our app"). */
function findSubject(lower: string): string | undefined {
  const clauses = lower.split(/[.;:!?]\s+|,\s*(?:and\s+|while\s+|then\s+)?|\s+and\s+|\s+while\s+/);
  for (const clause of clauses) {
    const words = clause.trim().split(/\s+/).filter(Boolean);
    for (let i = 1; i <= Math.min(4, words.length - 1); i += 1) {
      if (!USING_VERB.test(words[i] ?? '')) continue;
      const opening = words.slice(0, i);
      // "half our engineers just don't come in": the founder's own staff, not who it serves.
      if (opening.some((word) => word === 'our' || word === 'my')) break;
      // "sends the buyer a report": a subject starts after the clause's last little word.
      const start = opening.findLastIndex((word) => STOPWORDS.has(word)) + 1;
      const group = trimEnglishCustomer(opening.slice(start).join(' '));
      if (group && namesParty(group.split(' ').at(-1) ?? '')) return group;
      break;
    }
  }
  for (const match of lower.matchAll(BY_USERS)) {
    const group = trimEnglishCustomer(match[1] ?? '');
    if (group) return withQualifier(lower, group, match.index ?? 0);
  }
  return undefined;
}

/** Words before a group that make it the founder's own people: "two reporters", "our engineers". */
const STAFF_BEFORE = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|our|my)$/;

/** Prepositions that make the group after them a place ("at gyms", "in hospitals"). */
/** Businesses a founder runs ("virtual brands", "our own shops"). */
const OWN_BUSINESSES =
  /^(?:brands|stores|shops|restaurants|kitchens|studios|cafes|salons|gyms|clinics)$/;
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'inside', 'near', 'outside', 'around', 'into']);

function findEnglishCustomer(lower: string, tokens: readonly string[]): string | undefined {
  for (const match of lower.matchAll(EN_CUSTOMER_PATTERN)) {
    const phrase = match[1] ?? '';
    const from = match.index ?? 0;
    if (SERVICE_IDIOM.test(lower.slice(Math.max(0, from - 12), from + 4))) continue;
    const customer = trimEnglishCustomer(phrase);
    if (customer) {
      // Sold to organisations, used by people it names doing something with it ("for orthopedic
      // practices… patients photograph the incision"): those people use it.
      const user = namesOrganisations(customer) ? findSubject(lower) : undefined;
      if (user && namesPeople(user) && !namesOrganisations(user)) return pluralize(user);
      const qualified = withQualifier(lower, customer, from);
      return qualified === customer ? pluralize(customer) : qualified;
    }
    // "for people with anxiety": a generic group made specific by its qualifier.
    const generic = phrase.split(' ')[0] ?? '';
    if (GENERIC_CUSTOMER_WORDS.has(generic)) {
      const qualified = withQualifier(lower, generic, from, true);
      if (qualified !== generic) return qualified;
    }
  }
  const subject = findSubject(lower);
  if (subject) return pluralize(subject);
  // Otherwise the first plural customer noun with the word before it ("busy dog owners" → "dog owners").
  const groupAt = (i: number): string => {
    const token = tokens[i] ?? '';
    const before = tokens[i - 1];
    // "cameras that spot workers": after "that", the word before the group is a verb.
    const verbBefore = /^(?:that|which|who|it|we|they|and)$/.test(tokens[i - 2] ?? '');
    // "…heat stroke. Employers lease it": the word before must be in the same sentence; a
    // hyphenated one is kept whole ("night-shift nurses").
    const modifier = before
      ? new RegExp(
          `(?:^|[\\s("'])((?:[a-z0-9]+-)*${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}) ${token}\\b`,
        ).exec(lower)?.[1]
      : undefined;
    const group =
      before &&
      modifier &&
      !STOPWORDS.has(before) &&
      !/^\d+$/.test(before) &&
      !ACTS_ON_PEOPLE.test(before) &&
      !NOT_A_MODIFIER.has(before) &&
      !/ing$/.test(before) &&
      !verbBefore &&
      !(isPlural(before) && namesParty(before))
        ? `${modifier} ${token}`
        : token;
    return withQualifier(lower, group, 0);
  };
  let place: number | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    if (GENERIC_CUSTOMER_WORDS.has(token) || !isPlural(token) || !isCustomerWord(token)) continue;
    // "meet at climbing gyms", "in travellers' luggage": a place where it happens, read as the
    // customer only when no other group is named ("probes in GP practices").
    if (
      PLACE_PREPOSITIONS.has(tokens[i - 1] ?? '') ||
      PLACE_PREPOSITIONS.has(tokens[i - 2] ?? '')
    ) {
      place ??= i;
      continue;
    }
    // "two reporters", "our engineers": a count of the founder's own staff, not a customer; "three
    // virtual brands", "our own shops": the founder's own businesses.
    if (
      STAFF_BEFORE.test(tokens[i - 1] ?? '') ||
      (OWN_BUSINESSES.test(token) && /^(?:virtual|own|new)$/.test(tokens[i - 1] ?? ''))
    ) {
      place ??= i;
      continue;
    }
    return groupAt(i);
  }
  return place === undefined ? undefined : groupAt(place);
}

/** What a party does with the product at the start of a clause ("患者上传照片", "房东把房子交给我们"). */
const ZH_USING_VERB =
  /^(?:们)?(?:[和与及、][\u4e00-\u9fff]{1,6}?)?(?:自己|前期|全程)?(?:都|也|只需|只要|可以|直接|随时|就能|能)?(?:免费(?!入驻|上架|开店|注册商家)|不花钱|不用(?:额外)?(?:花|掏|付|出)钱|一分钱(?:都)?不(?:用)?(?:出|花|掏)|在(?:手机|App|APP|app|小程序|网上|线上|家|车里|群里|平台)|用|使用|上传|下单|预约|扫码|打开|登录|注册|拍照|拍下|把|付费|付钱|支付|按(?:月|年|次|单|天|小时|度|时长|人)|选|挑|点|寄|申请|提交|发布|浏览|填|录入|输入|领取|购买|买|租|订|报名|搜|查|看|听|问|发)/;
/** Words that make a clause's opening a place or a time, not a party ("在商场里", "周末"). */
const ZH_NOT_A_SUBJECT = /[在的给向和与跟对从把被让由帮替为]/;

/**
 * The party that does something with the product at the start of a clause: "患者上传照片",
 * "观众在车里用收音机听", "卖家把包寄过来". The party may carry a short modifier before it
 * ("货车司机", "独居老人"), never a place or an object ("在城郊商场的停车场").
 */
function findChineseSubject(clean: string, zhNouns: readonly string[]): string | undefined {
  for (const clause of clean.split(/[，,。；;：:！!？?\s]+/)) {
    let best: string | undefined;
    for (const noun of zhNouns) {
      const at = clause.indexOf(noun);
      if (at < 0 || at > 6) continue;
      const head = clause.slice(0, at + noun.length);
      if (ZH_NOT_A_SUBJECT.test(head)) continue;
      if (!ZH_USING_VERB.test(clause.slice(at + noun.length))) continue;
      if (!best || head.length > best.length) best = head;
    }
    if (best) return best;
  }
  return undefined;
}

/** The Chinese party words, each found only where it reads as a word (not 保安 in 确保安全). */
let zhNounMatchers: KeywordMatcher[] | undefined;

/**
 * Where a party noun first names someone the idea serves: not the founder's own brand, shop or
 * class ("做个咖啡挂耳品牌", "开个编程培训班", "五六个品牌共用一个后厨"), which is what is sold, nor a
 * supplier it finds ("找有SC证的代工厂生产"), nor the place it replaces ("比去医院排队方便"); a later mention may still be a customer ("我们自己的
 * 工厂拆解…储能柜卖给工厂").
 */
function customerOccurrence(text: IdeaText, matcher: KeywordMatcher, noun: string): number {
  let hay = text.lower;
  for (let tries = 0; tries < 4; tries += 1) {
    const at = matcher.find(text, hay);
    if (at < 0) return -1;
    const before = text.clean.slice(Math.max(0, at - 14), at);
    const own = ZH_OWN_KINDS.test(noun) && ZH_OWN_BEFORE.test(before);
    const supplier = /找[^，,。；;！!？?]{0,8}$/.test(before);
    // "比去医院排队方便", "不用去药店": the place it replaces, not a customer.
    const replaced = /(?:比|不用|无需|不必|代替|取代|不如)去?[^，,。；;！!？?]{0,3}$/.test(before);
    if (!own && !supplier && !replaced) return at;
    hay = `${hay.slice(0, at)}${'\u3000'.repeat(noun.length)}${hay.slice(at + noun.length)}`;
  }
  return -1;
}

/** Kinds of business a founder opens or builds, as opposed to serves. */
const ZH_OWN_KINDS = /^(?:品牌|店|门店|小店|餐厅|饭店|培训班|工作室|公司|工厂|作坊|机构|档口)$/;
/** What comes before the founder's own one: 做个…, 开一家…, 自己的…, 五六个… (same clause). */
const ZH_OWN_BEFORE =
  /(?:开(?:一|个)?(?:家|间|个)?|做(?:一个|个|一)?|想做|搞(?:个|一个)?|自己(?:的)?|打造|创立|成立|我们的|我们自己的|(?:[2-9]|[两三四五六七八九几]|十几|几十)个)[^，,。；;！!？?：:]{0,12}$/;

function findChineseCustomer(text: IdeaText): string | undefined {
  const { clean } = text;
  const zhNouns = GROUP_NOUNS.zh.filter((noun) => !GENERIC_CUSTOMER_WORDS.has(noun));
  const lastNounEnd = (phrase: string) => {
    let end = -1;
    for (const noun of zhNouns) {
      const at = phrase.lastIndexOf(noun);
      if (at >= 0) end = Math.max(end, at + noun.length);
    }
    return end;
  };
  for (const match of clean.matchAll(ZH_CUSTOMER_PATTERN)) {
    const phrase = match[1] ?? '';
    const end = lastNounEnd(phrase);
    if (end > 0) return phrase.slice(0, end);
    if (ZH_PARTY_END.test(phrase)) return phrase;
    // "服务三四线城市的大龄青年", "为高血压、糖尿病复诊患者": the group ends later in the clause.
    const start = (match.index ?? 0) + match[0].length - phrase.length;
    const clause =
      clean
        .slice(start)
        .split(/[，,。；;！!？?]/)[0]
        ?.slice(0, 16) ?? '';
    const later = lastNounEnd(clause);
    if (later > 0) return clause.slice(0, later);
  }
  // "月子中心的护理排班系统", "宠物医院用的预约小程序": the party whose tool it is, named first.
  // The founder's own words before it are not the owner ("做一个健身房的…系统" is the gym's), and a
  // negation names none ("想做一个没有中介的租房App").
  const owner = ZH_OWNER_PATTERN.exec(clean)?.[1]?.replace(
    /^(?:我们|我)?(?:想|要|打算|准备)?(?:做|开|搞)(?:一个|个|一款|款|一套|套)?/,
    '',
  );
  if (owner && owner.length >= 2 && !/没有|不|无/.test(owner)) {
    const end = lastNounEnd(owner);
    if (end === owner.length || ZH_PARTY_END.test(owner)) return owner;
  }
  const subject = findChineseSubject(clean, zhNouns);
  if (subject) return subject;
  zhNounMatchers ??= compileKeywords({ en: [], zh: zhNouns });
  let first: { at: number; noun: string } | undefined;
  for (const matcher of zhNounMatchers) {
    const noun = matcher.label;
    const at = customerOccurrence(text, matcher, noun);
    // Skip indirect objects: "同步给医生" shares data with doctors, it does not serve them; "卖给工厂"
    // names the buyer.
    if (
      at < 0 ||
      (/[给向和与跟]/.test(clean[at - 1] ?? '') && !/[面卖售租]/.test(clean[at - 2] ?? ''))
    ) {
      continue;
    }
    if (!first || at < first.at || (at === first.at && noun.length > first.noun.length)) {
      first = { at, noun };
    }
  }
  if (!first) return undefined;
  // "医生开了医嘱的患者": a party inside a relative clause describes the one after 的.
  const rest = clean.slice(first.at + first.noun.length).split(/[，,。；;！!？?：:]/)[0] ?? '';
  const of = rest.indexOf('的');
  if (of >= 0 && of <= 12) {
    const after = rest.slice(of + 1);
    const head = zhNouns
      .filter((noun) => after.startsWith(noun))
      .sort((a, b) => b.length - a.length)[0];
    if (head) return head;
  }
  return first.noun;
}

function isPartyPhrase(phrase: string): boolean {
  const text = prepareIdea(phrase);
  return (
    matchKeywords(CUSTOMER_MATCHERS, text).score > 0 ||
    matchKeywords(PROVIDER_MATCHERS, text).score > 0
  );
}

const EN_SIDES_PATTERN =
  /\b(?:connect(?:s|ing)?|match(?:es|ing)?|link(?:s|ing)?|pair(?:s|ing)?|between)\s+([a-z][a-z' -]{2,40}?)\s+(?:with|to|and)\s+([a-z][a-z' -]{2,40}?)(?=\s+(?:in|who|that|for|so|via|through|by|at|on|near|across|to|nearby)\b|\s*[,.;:!?()]|\s*$)/;
const ZH_SIDES_PATTERN =
  /(?:连接|撮合|对接|匹配)([\u4e00-\u9fff]{2,12}?)(?:和|与|跟|及)([\u4e00-\u9fff]{2,12})/;

function cleanSide(side: string): string {
  return side
    .replace(/^(?:the|a|an|local|our)\s+/, '')
    .replace(/(?:的)?(?:平台|服务|应用|小程序|网站)$/, '')
    .trim();
}

/** "connects dog owners with vetted dog walkers" → supply "vetted dog walkers", demand "dog owners". */
export function findSides(text: IdeaText): MarketplaceSides | undefined {
  const match = text.lower.match(EN_SIDES_PATTERN) ?? text.clean.match(ZH_SIDES_PATTERN);
  if (!match) return undefined;
  const first = cleanSide(match[1] ?? '');
  const second = cleanSide(match[2] ?? '');
  if (!first || !second || !isPartyPhrase(first) || !isPartyPhrase(second)) return undefined;
  // The side that offers something is the supply; when neither or both do ("owners with walkers",
  // "farmers with restaurants"), the first named provider leads, else the second side supplies.
  const firstIsProvider = containsAny(PROVIDER_MATCHERS, prepareIdea(first));
  return firstIsProvider ? { supply: first, demand: second } : { supply: second, demand: first };
}

/**
 * A customer group read from the lower-cased idea, with the idea's own capitals put back
 * ("Shopify merchants", "HR teams"); a word capitalised only because it starts a sentence stays
 * as it is mid-sentence, and so does a word of five letters or more shouted in capitals ("NOTICE
 * TO LANDLORDS"): acronyms are shorter, or end in a small "s" (SMEs, CPAs).
 */
export function withIdeasCapitals(customer: string, text: IdeaText): string {
  return customer
    .split(' ')
    .map((word) => {
      const index = text.positions.get(word)?.[0];
      const at = index === undefined ? undefined : text.offsets[index];
      if (at === undefined) return word;
      const original = text.clean.slice(at, at + word.length);
      const startsSentence = /(?:^|[.!?]\s+)$/.test(text.clean.slice(0, at));
      const shouted = original.length >= 5 && /^[A-Z]+$/.test(original);
      return shouted || (startsSentence && original.slice(1) === word.slice(1)) ? word : original;
    })
    .join(' ');
}

/** The customer group an idea names, in its own words ("independent gym owners", "独立健身房老板"). */
export function findCustomer(text: IdeaText, ideaLanguage: Language): string | undefined {
  if (ideaLanguage === 'zh-CN') return findChineseCustomer(text);
  const customer = findEnglishCustomer(text.lower, text.tokens);
  return customer === undefined ? undefined : withIdeasCapitals(customer, text);
}

/** Whether a named group uses but does not pay (children): the report then talks to the payer. */
export function isDependant(customer: string): boolean {
  const head = customer.split(' ').at(-1)?.toLowerCase() ?? '';
  return (
    DEPENDANT_WORDS.has(head) ||
    [...DEPENDANT_WORDS].some((word) => hasCjk(word) && customer.endsWith(word))
  );
}
