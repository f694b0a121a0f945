import type { PayerKind } from '@idealens/shared/brief';
import { namesOrganisations, namesPublicUsers } from './brief-cues.ts';
import { STOPWORDS } from './knowledge/text-cues.ts';
import { type IdeaText, prepareIdea } from './text.ts';

/**
 * Who the idea says pays, in its own words: "parents book and pay", "rooms pay us 12 %",
 * "employer pays", "paid by the venue", "we charge landlords £5", "向农家乐收取10%佣金",
 * "营地付年费上架", "由教育局统一采购". The group is the one charged, which in a marketplace is
 * often not the side that uses the app most.
 */

const EN_PATTERNS: readonly RegExp[] = [
  // "parents book and pay", "rooms pay us 12%", "the employer pays", "brands pay for placement"
  /\b((?:[a-z'-]+\s+){0,2}[a-z'-]+?)\s+(?:book and pay|pay us|pays us|pay for it|pays for it|pay a|pays a|pay per|pays per|pay the|pays the|foot the bill|pays|pay \$|pay £|pay €)/g,
  // "paid by the employer", "paid for by insurers"
  /\bpaid (?:for )?by (?:the |their |its )?((?:[a-z'-]+\s+){0,2}[a-z'-]+)/g,
  // "we charge landlords £5", "charging venues a fee"
  /\b(?:charge|charges|charging)\s+(?:the\s+)?((?:[a-z'-]+\s+){0,2}[a-z'-]+?)\s+(?:a|an|\d|\$|£|€|per|for|monthly|annually|yearly|\d+%)/g,
];

const ZH_PATTERNS: readonly RegExp[] = [
  /(?:向|对|找)([\u4e00-\u9fffA-Za-z0-9]{1,10}?)收(?:取)?/g,
  /由([\u4e00-\u9fffA-Za-z0-9]{1,10}?)(?:统一)?(?:采购|付费|买单|支付|出钱|结算)/g,
  /(?:^|[，,。；;：:\s])([\u4e00-\u9fffA-Za-z0-9]{1,10}?)(?:按[\u4e00-\u9fff]{1,6}?|每[\u4e00-\u9fff]{1,4}?)?(?:付费|付年费|付月费|买单|出钱|结算|统一采购)/g,
];

/** Words that cannot be the paying group themselves ("we", "users can", "it"). */
const NOT_A_GROUP = new Set([
  'we',
  'you',
  'they',
  'it',
  'who',
  'which',
  'that',
  'and',
  'or',
  'to',
  'will',
  'can',
  'then',
  'only',
  'also',
  'just',
  'never',
  'not',
  'nobody',
  'anybody',
  'everybody',
  'after',
  'over',
  'under',
  'other',
  'either',
  'rather',
  'whether',
  'ever',
  'later',
]);

/** A group's head word: a plural ("parents", "rooms") or a party ("employer", "insurer"). */
const GROUP_HEAD = /(?:s|er|or|ist|ant|ent|ian|ee|ple|ren)$/;

function cleanEnglish(group: string): string | undefined {
  const words = group
    .split(/\s+/)
    .filter(Boolean)
    .filter((word, index, all) => !(index < all.length - 1 && STOPWORDS.has(word)));
  while (words.length > 0 && (STOPWORDS.has(words[0] ?? '') || NOT_A_GROUP.has(words[0] ?? '')))
    words.shift();
  if (words.length === 0) return undefined;
  const last = words.at(-1) ?? '';
  if (NOT_A_GROUP.has(last) || STOPWORDS.has(last) || /^\d/.test(last) || !GROUP_HEAD.test(last))
    return undefined;
  return words.join(' ');
}

const ZH_NOT_A_GROUP =
  /^(?:我们|用户可以|可以|需要|不用|不需要|无需|免费|按月|按年|按次|每月|每年|平台|再|也|就|都|先)$/;

function cleanChinese(group: string): string | undefined {
  // "前两次由学校心理中心买单": the group is what follows the last 由.
  const afterBy = group.includes('由') ? group.slice(group.lastIndexOf('由') + 1) : group;
  const trimmed = afterBy.replace(/^(?:再|并|则|主要|统一|全部|都|也|会|让)/, '');
  if (trimmed.length === 0 || ZH_NOT_A_GROUP.test(trimmed)) return undefined;
  return trimmed;
}

export interface PayerPhrase {
  group: string;
  kind: PayerKind;
}

/** The paying group the idea names, and its kind; undefined when it names none. */
export function payerPhrase(text: IdeaText): PayerPhrase | undefined {
  const candidates: Array<{ at: number; group: string }> = [];
  for (const pattern of EN_PATTERNS) {
    for (const match of text.lower.matchAll(pattern)) {
      const group = cleanEnglish(match[1] ?? '');
      if (group) candidates.push({ at: match.index ?? 0, group });
    }
  }
  for (const pattern of ZH_PATTERNS) {
    for (const match of text.clean.matchAll(pattern)) {
      const group = cleanChinese(match[1] ?? '');
      if (group && !text.negated(match.index ?? 0))
        candidates.push({ at: match.index ?? 0, group });
    }
  }
  const first = candidates.sort((a, b) => a.at - b.at)[0];
  if (!first) return undefined;
  return { group: first.group, kind: kindOfGroup(first.group) };
}

const INSURERS = /insur|medicare|medicaid|health plans?|医保|保险公司|商保/;
const ADVERTISERS = /advertis|sponsor|广告主|赞助/;
const DONORS = /donor|foundation|philanthrop|捐|基金会/;

function kindOfGroup(group: string): PayerKind {
  if (INSURERS.test(group)) return 'insurers';
  if (ADVERTISERS.test(group)) return 'advertisers';
  if (DONORS.test(group)) return 'donors';
  const prepared = prepareIdea(group);
  if (namesPublicUsers(prepared) || /(?:局|委|政府|街道|部门)$/.test(group)) return 'public-sector';
  // Organisations, employers, and Chinese names of businesses and offices (…店, …商, …公司, …局).
  if (namesOrganisations(group) || /employer|(?:店|商|厂|公司|机构|方|局|委)$/.test(group)) {
    return 'businesses';
  }
  return 'users';
}
