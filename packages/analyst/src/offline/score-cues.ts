import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { INDUSTRIES } from './knowledge/industries.ts';
import { hasCjk, type IdeaText } from './text.ts';

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
});
export type ScoreCueFile = z.infer<typeof scoreCuesSchema>;

const CUES_FILE = new URL('../../knowledge/score-cues.json', import.meta.url);

export function loadScoreCues(file: URL = CUES_FILE): ScoreCueFile {
  const parsed = scoreCuesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file.pathname}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const SCORE_CUES = loadScoreCues();

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
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English cue as a regular expression: "stem*" matches words that start with the stem. */
function englishPattern(keyword: string): string {
  const star = keyword.endsWith('*');
  const body = escapeRegExp(star ? keyword.slice(0, -1) : keyword).replace(/\s+/g, '\\s+');
  const start = /^[a-z0-9]/i.test(keyword) ? '(?<![a-z0-9])' : '';
  const end = star ? '' : /[a-z0-9]$/i.test(keyword) ? '(?![a-z0-9])' : '';
  return `${start}${body}${end}`;
}

function listPattern(keywords: { en: readonly string[]; zh: readonly string[] }): RegExp {
  const parts = [
    ...keywords.en.map(englishPattern),
    ...keywords.zh.map((k) => (hasCjk(k) ? escapeRegExp(k.toLowerCase()) : englishPattern(k))),
  ];
  return new RegExp(parts.join('|'), 'u');
}

const PRICE = listPattern(SCORE_CUES.price);
const PRICE_UNIT = listPattern(SCORE_CUES.priceUnits);
const VALUE = listPattern(SCORE_CUES.value);

/**
 * A figure: digits, a multiple (half, double, 一倍, 翻倍), or a counted amount of time, money or
 * share ("a few hours", 三十个, 八百元, 几十万, 半天).
 */
const FIGURE = new RegExp(
  [
    '\\d',
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

/** Clauses: split at sentence and clause punctuation, not inside a number ($2,100 or 4.5). */
const CLAUSE_BREAK = /[;!?。；！？，:：\n]|,(?!\d{3})|\.(?=\s|$)/u;

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

function framePattern(): RegExp {
  const brands = brandNames();
  const en = brands.en.map((b) => escapeRegExp(b).replace(/\s+/g, '\\s+')).join('|');
  const zh = brands.zh.map(escapeRegExp).join('|');
  // "Uber for …" only where it starts a clause or follows an article ("an Uber for tutors"), so
  // "we use Stripe for payments" is no copy.
  const lead =
    "(?<=^|[.;:!?,，。]\\s*|(?:^|[^a-z0-9])(?:a|an|the|is|it's|its|like|just|basically|new)\\s+)";
  const parts = [
    ...SCORE_CUES.copyFrames.en.map((frame) => {
      const atStart = frame.startsWith('^');
      const body = (atStart ? frame.slice(1) : frame)
        .split('{brand}')
        .map((piece) => escapeRegExp(piece).replace(/\s+/g, '\\s+'))
        .join(`(?:${en})`);
      return `${atStart ? lead : '(?<![a-z0-9])'}${body}(?![a-z0-9])`;
    }),
    ...SCORE_CUES.copyFrames.zh.map((frame) =>
      frame
        .split('{brand}')
        .map((piece) => escapeRegExp(piece))
        .join(`(?:${zh})`),
    ),
  ];
  return new RegExp(parts.join('|'), 'u');
}

const COPY_FRAME = framePattern();
const SAME_AS_OTHERS = listPattern(SCORE_CUES.sameAsOthers);
const THIN_EDGE = listPattern(SCORE_CUES.thinEdge);
const NO_KNOWN_NEED = listPattern(SCORE_CUES.noKnownNeed);

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

const present = (...found: Array<string | undefined>) =>
  found.filter((q): q is string => q !== undefined);

export function scoreCues(text: IdeaText): ScoreCues {
  const priced: string[] = [];
  const quantified: string[] = [];
  for (const { written, lower } of clauses(text)) {
    const figure = FIGURE.test(lower);
    const price = PRICE.test(lower);
    // A clause with a price and a saving is a price; a saving stated in a clause of its own is
    // the return.
    if (PRICE_FIGURE.test(lower) || (price && (figure || PRICE_UNIT.test(lower)))) {
      priced.push(written);
    } else if (figure && VALUE.test(lower)) {
      quantified.push(written);
    }
  }
  return {
    priced,
    quantified,
    copied: present(quote(COPY_FRAME, text), quote(SAME_AS_OTHERS, text)),
    thinEdge: present(quote(THIN_EDGE, text)),
    noKnownNeed: present(quote(NO_KNOWN_NEED, text)),
  };
}
