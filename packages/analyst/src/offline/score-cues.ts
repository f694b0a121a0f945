import { z } from 'zod';
import { INDUSTRIES } from './knowledge/industries.ts';
import { readKnowledgeFile } from './knowledge/load.ts';
import { CLAUSE_BREAK, hasCjk, type IdeaText } from './text.ts';

/**
 * The words the score reads beyond the brief (`packages/analyst/knowledge/score-cues.json`, checked
 * by this schema when the analyst loads): how an idea prices itself, the figures it puts on the
 * pain or the gain, a pitch that copies a known product, an edge that is only a lower price or a
 * nicer design, and a product whose need the founder does not know yet. They describe the shape of
 * a pitch, not any one market.
 */
const keywordsSchema = z.strictObject({
  en: z.array(z.string().min(1)),
  zh: z.array(z.string().min(1)),
});
const framesSchema = z.strictObject({
  en: z.array(z.string().includes('{brand}')),
  zh: z.array(z.string().includes('{brand}')),
});
const scoreCuesSchema = z.strictObject({
  /** Words that say what the idea charges: with a figure or a unit beside them, a price. */
  price: keywordsSchema,
  /** The units a price is counted in ("per seat", 按门店, monthly). */
  priceUnits: keywordsSchema,
  /** Words that turn a figure into the cost of the pain or the size of the gain. */
  value: keywordsSchema,
  /** Known products that ideas are pitched as copies of (the knowledge base's competitors count too). */
  brands: keywordsSchema,
  /** How a pitch says it copies one ("like {brand}", "{brand} for …", 像{brand}一样). "^" = clause start. */
  copyFrames: framesSchema,
  /** A pitch that says it is the same as what exists, without naming it. */
  sameAsOthers: keywordsSchema,
  /** An edge an incumbent matches overnight: a lower price, a nicer design. */
  thinEdge: keywordsSchema,
  /** The founder does not know yet who needs it, or why. */
  noKnownNeed: keywordsSchema,
  /** How it makes money is put off until there are users. */
  revenueLater: keywordsSchema,
  /** Words of a whole market or population: a figure beside them sizes a market, not a return. */
  marketSize: keywordsSchema,
});
export type ScoreCueFile = z.infer<typeof scoreCuesSchema>;

/** Checked by its schema when the analyst loads: a bad file fails naming it. */
export const SCORE_CUES: ScoreCueFile = readKnowledgeFile('score-cues.json', scoreCuesSchema);

/** What the score reads from the idea's own words (each list empty when absent). */
export interface ScoreCues {
  /** The clauses that state a price: a price word with a figure or a unit. */
  priced: string[];
  /** The clauses that put a figure on the pain or the gain. */
  quantified: string[];
  /** The words that pitch it as a copy of a known product, or of what exists. */
  copied: string[];
  /** The words that make a lower price or a nicer design its edge. */
  thinEdge: string[];
  /** The words that say its need is not known yet. */
  noKnownNeed: string[];
  /** The words that put off how it makes money. */
  revenueLater: string[];
  /** The clauses that size the idea by a whole market or population ("a $100B market", 14亿人口). */
  topDown: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An English cue as a regular expression: "stem*" matches words that start with the stem, and
 * "…" a few words within the clause ("sponsor… later").
 */
function englishPattern(keyword: string): string {
  if (keyword.includes('…')) {
    return keyword
      .split('…')
      .map((part) => englishPattern(part.trim()))
      .join('[^.;!?。；！？]{0,40}?');
  }
  const star = keyword.endsWith('*');
  const body = escapeRegExp(star ? keyword.slice(0, -1) : keyword).replace(/\s+/g, '\\s+');
  const start = /^[a-z0-9]/i.test(keyword) ? '(?<![a-z0-9])' : '';
  const end = star ? '' : /[a-z0-9]$/i.test(keyword) ? '(?![a-z0-9])' : '';
  return `${start}${body}${end}`;
}

/** A Chinese cue; "…" stands for a few characters within the clause (比…便宜). */
function chinesePattern(keyword: string): string {
  return keyword.toLowerCase().split('…').map(escapeRegExp).join('[^，。；！？,.;!?]{0,12}?');
}

function listPattern(keywords: { en: readonly string[]; zh: readonly string[] }): RegExp {
  const parts = [
    ...keywords.en.map(englishPattern),
    ...keywords.zh.map((k) => (hasCjk(k) ? chinesePattern(k) : englishPattern(k))),
  ];
  return new RegExp(parts.join('|'), 'u');
}

const PRICE = listPattern(SCORE_CUES.price);
const PRICE_UNIT = listPattern(SCORE_CUES.priceUnits);
const VALUE = listPattern(SCORE_CUES.value);
const MARKET_SIZE = listPattern(SCORE_CUES.marketSize);
/** The size of a whole market: billions, trillions, 亿. */
const BIG_FIGURE = /billion|trillion|\$\s?\d[\d.,]*\s?(?:b|bn|t)(?![a-z])|亿/u;

/**
 * A figure: digits, a multiple (half, double, 一倍, 翻倍), or a counted amount of time, money or
 * share ("a few hours", 三十个, 八百元, 几十万, 半天).
 */
const FIGURE = new RegExp(
  [
    // Digits, not inside a name such as B2B or 4S.
    '(?<![a-z])\\d(?![a-z]\\d)',
    '(?<![a-z])(?:half|halve[sd]?|double[sd]?|twice|triple[sd]?|tenfold|a third|a quarter|a fifth|a day|a week|an hour|minutes|hours|days|weeks)(?![a-z])',
    '(?<![a-z])(?:a few|several|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundreds of|thousands of|millions of|dozens of)\\s+(?:minutes?|hours?|days?|weeks?|months?|years?|percent|dollars?|euros?|pounds?|times)(?![a-z])',
    '[零一二两三四五六七八九十百千万亿几半]*[十百千万亿几]\\s*(?:个|成|倍|分钟|小时|天|周|月|年|元|块|万|千)',
    '[一二两三四五六七八九几半]\\s*(?:成|倍|个点|个百分点|分钟|小时|天|周|个月|年|元|块|万|千)',
    '一半|翻倍|翻番|上万|半天|大半|几分钟|几小时|几天',
  ].join('|'),
  'u',
);
/** A price written as a figure with its unit: $99/month, ¥60/月, 每月60元, $7k a year. */
const PRICE_FIGURE =
  /[$€£¥]\s?\d[\d,.]*\s?[km]?\s*(?:\/|per\b|a (?:month|year|week)|each)|\d\s*(?:元|块)\s*\/|每(?:月|年|人|单|次)\s*\d/u;

/** Brand frames compiled once: the curated brands and the knowledge base's competitors. */
function brandNames(): { en: string[]; zh: string[] } {
  const en = new Set(SCORE_CUES.brands.en.map((b) => b.toLowerCase()));
  const zh = new Set(SCORE_CUES.brands.zh.map((b) => b.toLowerCase()));
  for (const industry of INDUSTRIES) {
    for (const { name } of industry.competitors) {
      for (const raw of [name.en, name.zh]) {
        for (const part of raw.split(/[/（(）)、,，]/)) {
          const word = part.trim().toLowerCase();
          if (hasCjk(word)) {
            if (word.length >= 3) zh.add(word);
          } else if (word.length >= 5 && /^[a-z][a-z0-9.!' -]*$/.test(word) && /\s|\./.test(word)) {
            // Multi-word names only ("uber eats", "the knot"): a one-word name may be a common word.
            en.add(word);
          }
        }
      }
    }
  }
  return { en: [...en], zh: [...zh] };
}

const CLAUSE_PUNCTUATION = '，。；！？,.;!?';

interface Frame {
  /** What must end right before the brand (tested on the text before it). */
  before?: RegExp;
  /** What must start right after the brand (tested on the text after it). */
  after?: RegExp;
}

/** "Uber for …" only where it starts a clause or follows a few words ("an Uber for tutors", "building Instagram for pets"), so "we use Stripe for payments" is no copy. */
const LEAD =
  /(?:^|[.;:!?,，。]\s*|(?:^|[^a-z0-9])(?:a|an|the|is|it's|its|like|just|basically|new|build|building|make|making|create|creating|launch|launching|be|become|want|start|starting)\s+)$/u;

function compileFrame(frame: string, english: boolean): Frame {
  const atStart = frame.startsWith('^');
  const [head = '', tail = ''] = (atStart ? frame.slice(1) : frame).split('{brand}');
  const piece = (text: string) => escapeRegExp(text).replace(/\s+/g, '\\s+');
  const edge = english ? '(?<![a-z0-9])' : '';
  const end = english ? '(?![a-z0-9])' : '';
  // In Chinese a frame holds a list of brands: 和抖音、快手竞争, 像美团和饿了么一样.
  const others = english ? '' : `(?:[、和与及][^${CLAUSE_PUNCTUATION}]{1,6}?)*`;
  const before = english ? '' : `(?:[^${CLAUSE_PUNCTUATION}]{1,6}?[、和与及])*`;
  return {
    before: atStart ? LEAD : head ? new RegExp(`${edge}${piece(head)}${before}$`, 'u') : undefined,
    after: tail ? new RegExp(`^${others}${piece(tail)}${end}`, 'u') : undefined,
  };
}

const BRANDS = brandNames();
const EN_FRAMES = SCORE_CUES.copyFrames.en.map((frame) => compileFrame(frame, true));
const ZH_FRAMES = SCORE_CUES.copyFrames.zh.map((frame) => compileFrame(frame, false));
/** How far before and after a brand a frame is looked for. */
const FRAME_REACH = 40;

/**
 * A pitch as a copy of a known product: a brand the idea names, in one of the frames that make it
 * the template ("like Tinder", "Uber for …", 跟美团一样). Brands are found by plain search, then
 * the frames are tried around each, which keeps this fast however many brands there are.
 */
function copiedBrand(text: IdeaText): string | undefined {
  const { lower } = text;
  const tries = [
    ...BRANDS.en.map((brand) => [brand, EN_FRAMES, true] as const),
    ...BRANDS.zh.map((brand) => [brand, ZH_FRAMES, false] as const),
  ];
  for (const [brand, frames, english] of tries) {
    for (let at = lower.indexOf(brand); at >= 0; at = lower.indexOf(brand, at + 1)) {
      const end = at + brand.length;
      if (english && (/[a-z0-9]/.test(lower[at - 1] ?? '') || /[a-z0-9]/.test(lower[end] ?? ''))) {
        continue;
      }
      const before = lower.slice(Math.max(0, at - FRAME_REACH), at);
      const after = lower.slice(end, end + FRAME_REACH);
      for (const frame of frames) {
        if (frame.before && !frame.before.test(before)) continue;
        if (frame.after && !frame.after.test(after)) continue;
        const start = at - (frame.before?.exec(before)?.[0].length ?? 0);
        const stop = end + (frame.after?.exec(after)?.[0].length ?? 0);
        if (text.negated(at, end)) continue;
        const written = text.clean.length === lower.length ? text.clean : lower;
        return written.slice(frame.before === LEAD ? at : start, stop).trim();
      }
    }
  }
  return undefined;
}

const SAME_AS_OTHERS = listPattern(SCORE_CUES.sameAsOthers);
const THIN_EDGE = listPattern(SCORE_CUES.thinEdge);
const NO_KNOWN_NEED = listPattern(SCORE_CUES.noKnownNeed);
const REVENUE_LATER = listPattern(SCORE_CUES.revenueLater);

/** The idea's clauses as written (`clean`), each with its lower-cased form for matching. */
function clauses(text: IdeaText): Array<{ written: string; lower: string }> {
  const found: Array<{ written: string; lower: string }> = [];
  const sameLength = text.clean.length === text.lower.length;
  let at = 0;
  for (const lower of text.lower.split(CLAUSE_BREAK)) {
    const written = sameLength ? text.clean.slice(at, at + lower.length) : lower;
    at += lower.length + 1;
    if (lower.trim()) found.push({ written: written.trim(), lower: lower.trim() });
  }
  return found;
}

/** The first affirmed occurrence of a pattern, as written in the idea. */
function quote(pattern: RegExp, text: IdeaText): string | undefined {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  for (const match of text.lower.matchAll(global)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[0] && !text.negated(start, end)) {
      return text.clean.length === text.lower.length ? text.clean.slice(start, end) : match[0];
    }
  }
  return undefined;
}

/** The longest clause quoted whole; a longer one is quoted from its value word to its figure. */
const WHOLE_CLAUSE = 60;

/** The part of a clause that states the return: from the value word or figure to a little past both. */
function aroundFigure(written: string, lower: string): string {
  if (lower.length <= WHOLE_CLAUSE || written.length !== lower.length) return written;
  const value = VALUE.exec(lower);
  const figure = FIGURE.exec(lower);
  if (!value || !figure) return written;
  const start = Math.min(value.index, figure.index);
  const end = Math.max(value.index + value[0].length, figure.index + figure[0].length);
  // Carry on to the end of the words that follow the figure ("10 hours a month").
  const rest = lower.slice(end, end + 24);
  const cut = hasCjk(rest) ? Math.min(rest.length, 6) : rest.lastIndexOf(' ');
  const stop = end + (cut > 0 && end + 24 < lower.length ? cut : rest.length);
  const from = lower.lastIndexOf(' ', start) + 1;
  return written.slice(hasCjk(lower) ? start : from, stop).trim();
}

const present = (...found: Array<string | undefined>) =>
  found.filter((q): q is string => q !== undefined);

export function scoreCues(text: IdeaText): ScoreCues {
  const priced: string[] = [];
  const quantified: string[] = [];
  const topDown: string[] = [];
  for (const { written, lower } of clauses(text)) {
    // A figure that sizes a whole market is neither a price nor a return.
    if (MARKET_SIZE.test(lower) && FIGURE.test(lower)) {
      if (BIG_FIGURE.test(lower)) topDown.push(written);
      continue;
    }
    const figure = FIGURE.test(lower);
    const price = PRICE.test(lower);
    // A clause with a price and a saving is a price; a saving stated in a clause of its own is
    // the return.
    if (PRICE_FIGURE.test(lower) || (price && (figure || PRICE_UNIT.test(lower)))) {
      priced.push(written);
    } else if (figure && VALUE.test(lower)) {
      quantified.push(aroundFigure(written, lower));
    }
  }
  return {
    priced,
    quantified,
    copied: present(copiedBrand(text), quote(SAME_AS_OTHERS, text)),
    thinEdge: present(quote(THIN_EDGE, text)),
    noKnownNeed: present(quote(NO_KNOWN_NEED, text)),
    revenueLater: present(quote(REVENUE_LATER, text)),
    topDown,
  };
}
