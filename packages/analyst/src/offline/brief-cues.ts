import {
  type DeliveryKind,
  PAYER_KINDS,
  type PayerKind,
  REGIONS,
  REVENUE_MODELS,
  type Region,
  type RevenueModel,
} from '@idealens/shared/brief';
import { z } from 'zod';
import { readKnowledgeFile } from './knowledge/load.ts';
import type { Keywords } from './knowledge/types.ts';
import {
  CLAUSE_BREAK,
  compileKeywords,
  containsAny,
  type IdeaText,
  isPlural,
  type KeywordMatcher,
  matchKeywords,
  pluralize,
  prepareIdea,
} from './text.ts';

/**
 * The words that tell the brief how an idea makes money, who pays, what it delivers and where it
 * sells: data a content editor changes (`packages/analyst/knowledge/brief-cues.json`), checked by
 * this schema when the analyst loads.
 */
const keywordsSchema = z.strictObject({
  en: z.array(z.string().min(1)),
  zh: z.array(z.string().min(1)),
});
const briefCuesSchema = z.strictObject({
  revenue: z.strictObject(
    Object.fromEntries(
      REVENUE_MODELS.filter((m) => m !== 'unclear').map((m) => [m, keywordsSchema]),
    ) as Record<Exclude<RevenueModel, 'unclear'>, typeof keywordsSchema>,
  ),
  payer: z.strictObject(
    Object.fromEntries(
      PAYER_KINDS.filter((k) => k !== 'unclear').map((k) => [k, keywordsSchema]),
    ) as Record<Exclude<PayerKind, 'unclear'>, typeof keywordsSchema>,
  ),
  delivery: z.strictObject({
    software: keywordsSchema,
    hardware: keywordsSchema,
    service: keywordsSchema,
    'physical-goods': keywordsSchema,
    content: keywordsSchema,
  }),
  region: z.strictObject(
    Object.fromEntries(
      REGIONS.filter((r) => r !== 'global').map((r) => [r, keywordsSchema]),
    ) as Record<Exclude<Region, 'global'>, typeof keywordsSchema>,
  ),
  publicUsers: keywordsSchema,
  /** Businesses and other organisations as customers: a group of them uses and pays as a business. */
  organisations: keywordsSchema,
  /** People named by their trade: a business customer for a work tool, a consumer otherwise. */
  professionals: keywordsSchema,
  /**
   * People who buy for themselves or their family (parents, patients, tenants, 乘客, 子女): a group
   * of them uses as consumers, and when the idea charges them, the users pay.
   */
  people: keywordsSchema,
  /** What an investor weighs beyond the market: traction, a me-too pitch, "no competitors". */
  judgement: z.strictObject({
    traction: keywordsSchema,
    meToo: keywordsSchema,
    noCompetition: keywordsSchema,
  }),
});
export type BriefCues = z.infer<typeof briefCuesSchema>;

/** Checked by its schema when the analyst loads: a bad file fails naming it. */
export const BRIEF_CUES: BriefCues = readKnowledgeFile('brief-cues.json', briefCuesSchema);

type Compiled<K extends string> = ReadonlyArray<readonly [K, KeywordMatcher[]]>;

function compileGroup<K extends string>(group: Record<K, Keywords>): Compiled<K> {
  return (Object.entries(group) as Array<[K, Keywords]>).map(
    ([kind, keywords]) => [kind, compileKeywords(keywords)] as const,
  );
}

const REVENUE = compileGroup(BRIEF_CUES.revenue);
const PAYER = compileGroup(BRIEF_CUES.payer);
const DELIVERY = compileGroup(BRIEF_CUES.delivery);
const REGION = compileGroup(BRIEF_CUES.region);
const PUBLIC_USERS = compileKeywords(BRIEF_CUES.publicUsers);
const ORGANISATIONS = compileKeywords(BRIEF_CUES.organisations);
const PROFESSIONALS = compileKeywords(BRIEF_CUES.professionals);
const PEOPLE = compileKeywords(BRIEF_CUES.people);
const JUDGEMENT = {
  traction: compileKeywords(BRIEF_CUES.judgement.traction),
  meToo: compileKeywords(BRIEF_CUES.judgement.meToo),
  noCompetition: compileKeywords(BRIEF_CUES.judgement.noCompetition),
};

/** The words of an idea an investor weighs beyond its market (each list empty when absent). */
export interface JudgementCues {
  /** Customers, pilots or sales already there. */
  traction: string[];
  /** A copy of a known product, or "X but better". */
  meToo: string[];
  /** "No competitors": more often no demand than an open field. */
  noCompetition: string[];
}

export function judgementCues(text: IdeaText): JudgementCues {
  return {
    traction: matchKeywords(JUDGEMENT.traction, text).matched,
    meToo: matchKeywords(JUDGEMENT.meToo, text).matched,
    noCompetition: matchKeywords(JUDGEMENT.noCompetition, text).matched,
  };
}
/** "US" and "U.S." in capitals: lower-cased, the word is the pronoun "us". */
const US_ABBREVIATION = /(?:^|[^A-Za-z])(?:US|U\.S\.A?\.?|USA)(?![A-Za-z])/;

export interface CueHit<K extends string> {
  kind: K;
  /** Where the first of its words occurs in the idea. */
  at: number;
  matched: string[];
}

/** Every kind of a group whose words occur in the idea, the earliest named first. */
function hits<K extends string>(group: Compiled<K>, text: IdeaText): CueHit<K>[] {
  return group
    .map(([kind, matchers]) => {
      const { matched, first } = matchKeywords(matchers, text);
      return { kind, at: first, matched };
    })
    .filter((hit) => hit.matched.length > 0)
    .sort((a, b) => a.at - b.at);
}

/**
 * A share of each sale or of what is won back, said as a percentage: "we take 25% of every
 * dispute we win", "we keep 8% of whatever we recover", "追回来的钱我们收20%", "抽15%".
 */
const PERCENT_CUT =
  /\b(?:take|takes|taking|keep|keeps|keeping|collect|collects|charge|charges|earn|earns)\s+(?:a\s+|only\s+|just\s+)?\d+(?:\.\d+)?\s?%|(?<![被付交])(?:收|抽|拿|提|赚)(?:取)?\s?\d+(?:\.\d+)?\s?%|\d+(?:\.\d+)?\s?%\s?(?:的)?(?:佣金|提成|分成|抽成|归我们|给我们)/i;

/**
 * A price per use of a service ("$40 a lease", "$149 per document", "每例300元", 按课时付费) or
 * per item sold ("$29 a jar", "每瓶39元", 按箱批发). A price per month, seat or site is a
 * subscription and is read by the revenue words.
 */
const PER_USE_PRICE =
  /[$€£]\s?\d[\d,.]*k?\s*(?:a|an|per|each|\/)\s*(?!month|mo\b|year|yr\b|week|seat|user|editor|member|employee|head|door|unit|site|location|store|bed|room|tail|press|truck|vehicle|device|plant|facility|school|student|clinic)[a-z][a-z-]+|[$€£]\s?\d[\d,.]*\s+(?:flat\s+)?fee\b|每(?:例|份|次|人|篇|张|位|场|节|课时|小时|天|个案|件案子|单)[^，。；,;]{0,4}?\d+(?:\.\d+)?\s?(?:元|块|美元)|\d+(?:\.\d+)?\s?(?:元|块|美元)(?:一|每)(?:例|份|次|人|篇|张|位|场|节|小时|天)|按(?:入职|咨询|调用|病例|课时|人头|方数|次数|张|篇|份|场|小时|天|项目|案件|个案)[\u4e00-\u9fff]{0,4}?(?:付费|收费|计费|报价|结算)/gi;
const PER_ITEM_PRICE =
  /[$€£]\s?\d[\d,.]*\s*(?:a|per|each|\/)\s*(?:bottle|box|jar|pair|bag|pack|kit|can|case|bar|candle|shirt|piece|set|bouquet|cake|loaf|dozen)\b|每(?:件|瓶|箱|盒|台|包|袋|罐|双|支)[^，。；,;]{0,4}?\d+(?:\.\d+)?\s?(?:元|块)|\d+(?:\.\d+)?\s?(?:元|块)(?:一|每)(?:件|瓶|箱|盒|台|包|袋|罐|双|支)|按箱批发|批发给/gi;
/** A price followed by its period ("$2 per door per month") is a subscription, not a use. */
const THEN_PERIOD =
  /^\s*(?:per|a|an|each|\/)\s*(?:month|mo\b|year|yr\b|week)|^\s*(?:每月|每年|一个月|一年|\/月|\/年)/i;

/**
 * A price by the month or the year, whatever it is counted per: "每个门店每月99", "按工地每月付80",
 * "一个月49不限张数", "一家店一年600", "$2 per unit per month", "$29/mo": a subscription.
 */
const PERIODIC_PRICE =
  /(?:每|一个|一)(?:月|年)(?:付|收)?\s?\d+(?:\.\d+)?\s?(?:元|块|美元)?|(?:按|每)[\u4e00-\u9fff]{0,4}?每(?:月|年)(?:付|收)?\s?\d+|一(?:家|个)[\u4e00-\u9fff]{1,2}(?:一|每)(?:月|年)\s?\d+|\d+(?:\.\d+)?\s?(?:元|块)\s?(?:\/|每|一)(?:个)?(?:月|年)|(?:包月|包年|月付|年付|按月付|按年付)|[$€£]\s?\d[\d,.]*k?\s*(?:\/|a|an|per)\s*(?:month|mo\b|year|yr\b)|[$€£]\s?\d[\d,.]*k?\s*(?:\/|a|an|per)\s*[a-z-]+\s*(?:\/|a|an|per)\s*(?:month|mo\b|year|yr\b)/gi;
/** A period inside a per-use price ("每人每月15块") makes it a subscription, not a use. */
const HAS_PERIOD = /每月|每年|一个月|一年|\/月|\/年|month|year|\/mo\b|\/yr\b/;

function pricedHits(text: IdeaText): CueHit<'service-fee' | 'one-time-sale' | 'subscription'>[] {
  const found: CueHit<'service-fee' | 'one-time-sale' | 'subscription'>[] = [];
  for (const [pattern, kind] of [
    [PERIODIC_PRICE, 'subscription'],
    [PER_USE_PRICE, 'service-fee'],
    [PER_ITEM_PRICE, 'one-time-sale'],
  ] as const) {
    for (const match of text.lower.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (text.negated(at)) continue;
      if (
        kind !== 'subscription' &&
        (THEN_PERIOD.test(text.lower.slice(at + match[0].length)) || HAS_PERIOD.test(match[0]))
      ) {
        continue;
      }
      found.push({ kind, at, matched: [match[0]] });
    }
  }
  return found;
}

export function revenueCues(text: IdeaText): CueHit<Exclude<RevenueModel, 'unclear'>>[] {
  const found: CueHit<Exclude<RevenueModel, 'unclear'>>[] = hits(REVENUE, text);
  // Every mention is kept where it is: a model named in the story and again after the product
  // ("Renters pay $1,800 a month… Landlords pay $2 per unit per month") counts at both places.
  found.push(...pricedHits(text));
  found.sort((a, b) => a.at - b.at);
  const cut = PERCENT_CUT.exec(text.lower);
  // Not what others take ("不用再被外卖平台抽20%", "no 30% cut like the app stores").
  const others =
    cut !== null &&
    (text.negated(cut.index) || /被[^，。,;；]{0,8}$/.test(text.lower.slice(0, cut.index)));
  if (cut && !others && !found.some((hit) => hit.kind === 'commission')) {
    found.push({ kind: 'commission', at: cut.index, matched: [cut[0]] });
    found.sort((a, b) => a.at - b.at);
  }
  return found;
}
/**
 * A price with nothing said of what it buys ("$99.", "199元", "€40 flat"): an amount of money that
 * is not a market's size ("$10B a year", 千亿市场) and not what others charge ("no 30% cut").
 */
const AMOUNT =
  /[$€£¥]\s?\d[\d,.]*(?!\d)(?!\s*(?:[kmb]n?|million|billion|trillion|亿|万亿)(?![a-z]))|\d[\d,.]*\s?(?:元|块钱|块|美元|欧元|英镑|dollars?|euros?|bucks)(?![a-z])/giu;

/** Whether the idea names a price of its own, whatever it is for. */
export function namesAPrice(text: IdeaText): boolean {
  // Read at its figure: a currency sign is not a word of its own, so its negation starts after it.
  return [...text.lower.matchAll(AMOUNT)].some(
    (match) => !text.negated((match.index ?? 0) + match[0].search(/\d/)),
  );
}

/** Words that say someone pays, buys or funds it (pay, billed, reimbursed, sold to, 买单, 报销, 采购…). */
const PAYING =
  /\b(?:pay|pays|paid|paying|payers?|bill|bills|billed|reimburs\w*|covers?|covered|funds?|funded|funding|sponsored|buy|buys|bought|purchas\w*|licens\w*|subscri\w*|charg\w*|budgets?|grants?|sells?|sold|selling)\b|付|买单|埋单|报销|出钱|出资|采购|购买|资助|投放|赞助|结算|掏钱|收费|拨款|补贴|买|卖给/i;

/**
 * Who the idea says pays: the users or businesses it charges, and an insurer, a public body, a
 * donor or an advertiser named in a clause that says someone pays ("billed to Medicaid", "sold to
 * county building departments"). One merely named ("Medicare-compliant notes", "hospital
 * procurement teams", "sponsors running trials") pays nothing.
 */
export function payerCues(text: IdeaText): CueHit<Exclude<PayerKind, 'unclear'>>[] {
  const found = hits(PAYER, text);
  if (found.every((hit) => hit.kind === 'users' || hit.kind === 'businesses')) return found;
  const paying = text.clean
    .split(CLAUSE_BREAK)
    .filter((clause) => PAYING.test(clause))
    .join(' . ');
  const saidToPay = new Set(hits(PAYER, prepareIdea(paying)).map((hit) => hit.kind));
  return found.filter(
    (hit) => hit.kind === 'users' || hit.kind === 'businesses' || saidToPay.has(hit.kind),
  );
}
export const deliveryCues = (text: IdeaText): CueHit<Exclude<DeliveryKind, 'marketplace'>>[] =>
  hits(DELIVERY, text);

/**
 * A country's adjective that names a language or a people, not where the business is:
 * "Chinese-speaking patients", "German lessons", "Korean-American families", "Indian expats".
 */
const LANGUAGE_OR_PEOPLE =
  /\b(?:chinese|american|british|german|french|dutch|indian|japanese|korean|canadian|african|european)(?=[- ](?:speaking|speakers?|americans?|canadians?|australians?|diaspora|immigrants?|expats?|lessons?|class(?:es)?|courses?|tutor(?:s|ing)?|language|subtitles?|translations?)\b)/gi;

/** The idea as it names places: without the adjectives that name a language or a people. */
export function placesNamedIn(idea: IdeaText): IdeaText {
  const without = idea.clean.replace(LANGUAGE_OR_PEOPLE, ' ');
  return without === idea.clean ? idea : prepareIdea(without);
}

export function regionCues(idea: IdeaText): CueHit<Exclude<Region, 'global'>>[] {
  const text = placesNamedIn(idea);
  const found = hits(REGION, text);
  const us = US_ABBREVIATION.exec(text.clean);
  if (us && !found.some((hit) => hit.kind === 'us')) {
    found.push({ kind: 'us', at: us.index, matched: ['US'] });
    found.sort((a, b) => a.at - b.at);
  }
  return found;
}

export function namesPublicUsers(text: IdeaText): boolean {
  return containsAny(PUBLIC_USERS, text);
}

/** A group as the word lists name groups: in the plural ("the applicant" → "the applicants"). */
const asGroup = (group: string) =>
  prepareIdea(
    /[a-z]$/i.test(group) && !isPlural(group.split(' ').at(-1) ?? '') ? pluralize(group) : group,
  );

/** Whether a customer group is made of businesses or organisations ("dental offices", "物业公司"). */
export const namesOrganisations = (group: string) => containsAny(ORGANISATIONS, asGroup(group));

/** Whether a customer group is people named by their trade ("nurses", "程序员"). */
export const namesProfessionals = (group: string) => containsAny(PROFESSIONALS, asGroup(group));

/** Whether a group is people buying as consumers ("parents", "job seekers", "租客", "子女"). */
export const namesPeople = (group: string) => containsAny(PEOPLE, asGroup(group));
