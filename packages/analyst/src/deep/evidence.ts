/**
 * Claims checked against their sources, in code rather than by trust: a finding, a competitor, a
 * risk or a score's evidence is shown only when its verbatim quote is in a source it cites and
 * every number it states is in that quote. A model that invents "$40B" or "30%" cannot quote it.
 */

const HAN = /\p{Script=Han}/u;
/** A Han character or CJK punctuation ("。", "、"), beside which spacing is only typography. */
const CJK = '[\\p{Script=Han}\\u3000-\\u303f]';
const SPACE_BESIDE_CJK = new RegExp(` (?=${CJK})|(?<=${CJK}) `, 'gu');
/** Invisible characters (zero-width spaces, joiners, soft hyphens, BOM) pages scatter in text. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;

/**
 * Text as a quote is compared: NFKC (full-width letters, digits and "…" → "..."), lower case,
 * typographic quotes and dashes as ASCII, whitespace collapsed, and no spaces beside Han characters
 * or before punctuation (pages and models differ in Chinese spacing: "增长 30% ，" is "增长30%，").
 */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(/[‘’‚‛′`´]/gu, "'")
    .replace(/[“”„‟″«»「」『』]/gu, '"')
    .replace(/[‐‑‒–—―−]+|-{2,}/gu, '-')
    .replace(/⋯+/gu, '...')
    .replace(/\s+/gu, ' ')
    .replace(SPACE_BESIDE_CJK, '')
    .replace(/ (?=[,;:!?])/gu, '')
    .trim();
}

/** A gap the quote skips ("…" is "..." once normalised; "……" is six dots). */
const GAP = /\.{3,}/u;

/** A piece this short matches too much by chance: 12 characters, or 8 with Han in it. */
function longEnough(piece: string): boolean {
  const length = [...piece].length;
  return length >= 12 || (length >= 8 && HAN.test(piece));
}

const NUMERAL_CHARS = '零〇一二两三四五六七八九十百千万亿';
const STARTS_WITH_NUMERAL = new RegExp(`^[.,]?[\\d${NUMERAL_CHARS}]`, 'u');
const ENDS_WITH_NUMERAL = new RegExp(`[\\d${NUMERAL_CHARS}][.,]?$`, 'u');
const ENDS_WITH_DIGIT = /\d$/u;
const HAN_NUMERAL_AFTER = new RegExp(`^[${NUMERAL_CHARS}%]`, 'u');
/** What continues a number written in digits: more digits, a decimal, a unit or a scale. */
const NUMBER_GOES_ON =
  /^(?:[.,]?\d|[十百千万亿%]| ?(?:%|[kmbt](?![a-z])|bn|mn|thousand|million|billion|trillion|percent|per cent))/u;

/**
 * Whether the piece found at `at` starts or ends inside a number of the text: "$4" is not
 * quoted from "$40B", nor "40" from "40 billion", nor "三" from "三千万".
 */
function cutsNumber(text: string, at: number, piece: string): boolean {
  const before = text.slice(Math.max(0, at - 2), at);
  const after = text.slice(at + piece.length, at + piece.length + 12);
  if (STARTS_WITH_NUMERAL.test(piece) && ENDS_WITH_NUMERAL.test(before)) return true;
  if (ENDS_WITH_DIGIT.test(piece)) return NUMBER_GOES_ON.test(after);
  return ENDS_WITH_NUMERAL.test(piece) && HAN_NUMERAL_AFTER.test(after);
}

/** Where `piece` occurs in `text` from `from` on without cutting a number, or -1. */
function findPiece(text: string, piece: string, from: number): number {
  for (let at = text.indexOf(piece, from); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (!cutsNumber(text, at, piece)) return at;
  }
  return -1;
}

/**
 * Whether `quote` is copied from `source`, formatting aside. A quote may skip text with "..." or
 * "…": its pieces must then appear in order, and each must be long enough on its own (a gap
 * must not let "market … 40%" join two words found anywhere).
 */
export function quoteInSource(quote: string, source: string): boolean {
  const pieces = normaliseForQuote(quote)
    .split(GAP)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  if (pieces.length === 0 || !pieces.every(longEnough)) return false;
  const text = normaliseForQuote(source);
  let from = 0;
  for (const piece of pieces) {
    const at = findPiece(text, piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** A number a text states, with its scale applied ("2.5M" → 2 500 000). */
export interface Figure {
  value: number;
  unit?: 'percent';
}

/** A number as the text writes it, before ranges and years are settled. */
interface Mention {
  start: number;
  end: number;
  value: number;
  /** What "k", "million", "万", "亿" multiply it by. */
  scale: number;
  percent: boolean;
  /** Plain digits without currency, unit or scale: "2024" may then be a year. */
  plain: boolean;
}

/** A token read at a position: where it ends, and the number it states if it is a figure. */
interface Token {
  end: number;
  mention?: Mention;
}

const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const SCALES: Readonly<Record<string, number>> = {
  十: 10,
  百: 100,
  千: 1e3,
  万: 1e4,
  亿: 1e8,
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

/** The product of the scales written one after another ("千万" = 10⁷). */
function scaleOf(words: Iterable<string>): number {
  let scale = 1;
  for (const word of words) scale *= SCALES[word] ?? 1;
  return scale;
}

/**
 * A whole number in Chinese numerals ("三千万", "十二", "一千零五"), or undefined when the run is
 * not one ("一五", "万一", "二〇二四").
 */
function chineseInteger(run: string): number | undefined {
  let total = 0; // whole 亿s
  let tenThousands = 0; // whole 万s below the last 亿
  let section = 0; // below 万
  let digit: number | undefined;
  let afterDigit = false;
  for (const char of run) {
    const value = DIGITS[char];
    if (value !== undefined) {
      if (afterDigit) return undefined;
      digit = value;
      afterDigit = value !== 0;
      continue;
    }
    afterDigit = false;
    const unit = SCALES[char] ?? 0;
    if (unit < 1e4) {
      // "十二" is 12, but "百" or "千" must follow a digit.
      const times = digit || (unit === 10 ? 1 : 0);
      if (times === 0) return undefined;
      section += times * unit;
    } else {
      const below = section + (digit ?? 0);
      if (unit === 1e4) {
        if (below === 0) return undefined;
        tenThousands += below * unit;
      } else {
        if (below + tenThousands === 0) return undefined;
        total += (below + tenThousands) * unit;
        tenThousands = 0;
      }
      section = 0;
    }
    digit = undefined;
  }
  return total + tenThousands + section + (digit ?? 0);
}

/** A number in Chinese numerals, with a decimal part ("三点五亿", "十二点五"). */
function chineseNumber(run: string): number | undefined {
  const [whole = '', fraction, ...rest] = run.split('点');
  if (fraction === undefined) return chineseInteger(whole);
  const decimals = /^([零〇一二两三四五六七八九]+)([十百千万亿]*)$/u.exec(fraction);
  const integer = chineseInteger(whole);
  if (rest.length > 0 || !decimals || integer === undefined) return undefined;
  const digits = [...(decimals[1] ?? '')].map((char) => DIGITS[char]).join('');
  return (integer + Number(`0.${digits}`)) * scaleOf(decimals[2] ?? '');
}

/** Digits as written: "1,000", "1000", "3.5", "1,000.5"; "1,2", "1.2.3" and dates are not numbers. */
function arabicNumber(raw: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/u.test(raw)) return Number(raw);
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u.test(raw)) return Number(raw.replaceAll(',', ''));
  return undefined;
}

/** "1." or "(2)" or "十一、" opening a line: the number of a list item. */
function isListMarker(text: string, start: number, end: number): boolean {
  return /(?:^|\n)[ \t]*\(?$/u.test(text.slice(0, start)) && /^[.)、]/u.test(text.slice(end));
}

/** "5月", "1日", "3号", "90年代": dates, not figures. */
function isDate(value: number, after: string): boolean {
  const unit = /^[ \t]*(月|日|号|年代)/u.exec(after)?.[1];
  if (unit === '月') return Number.isInteger(value) && value >= 1 && value <= 12;
  if (unit === '日' || unit === '号') return Number.isInteger(value) && value >= 1 && value <= 31;
  return unit === '年代';
}

/** What may follow digits: a percent sign or word, Chinese scales, English scales. */
const SUFFIX =
  /(?<percent>[ \t]?%|[ \t]*per[ \t]?cent(?![a-z]))|[ \t]*(?<han>[十百千万亿]+)(?!分之)|[ \t]*(?<word>thousand|million|billion|trillion|bn|mn|tn)(?![a-z])|(?<letter>[kmbt])(?![a-z])/iuy;
/** Currency before the digits: "$2024" is money, not a year. */
const CURRENCY_BEFORE = /(?:[$¥€£]|usd|rmb|cny|eur|gbp|hkd)[ \t]*$/iu;

/** A number written in digits, with its unit or scale; undefined if the text has none at `start`. */
function readDigits(text: string, start: number): Token | undefined {
  const raw = /\d+(?:[.,]\d+)*/uy;
  raw.lastIndex = start;
  const digits = raw.exec(text)?.[0];
  if (digits === undefined) return undefined;
  let end = start + digits.length;
  const before = text.slice(Math.max(0, start - 4), start);
  const currency = CURRENCY_BEFORE.test(before);
  const value = arabicNumber(digits);
  // "Q3", "H1N1", "COVID-19", "第3": part of a name or an ordinal.
  const inWord = !currency && /(?:[a-z]|[a-z][-_]|第)$/iu.test(before);
  if (value === undefined || inWord || isListMarker(text, start, end)) return { end };

  SUFFIX.lastIndex = end;
  const suffix = SUFFIX.exec(text)?.groups;
  if (suffix) end = SUFFIX.lastIndex;
  if (!suffix) {
    const glued = /^[a-z]+/iu.exec(text.slice(end))?.[0];
    // "5G", "3D", "2nd", "10am" are names and ordinals; "10x" is a figure.
    if (glued && glued.toLowerCase() !== 'x') return { end: end + glued.length };
    if (isDate(value, text.slice(end))) return { end };
  }
  // Chinese scales multiply one another ("千万"); an English scale is one word ("bn", "k").
  const scale = suffix?.han
    ? scaleOf(suffix.han)
    : scaleOf([(suffix?.word ?? suffix?.letter ?? '').toLowerCase()]);
  const percent = suffix?.percent !== undefined;
  const plain = !currency && !suffix && /^\d+$/u.test(digits);
  return { end, mention: { start, end, value, scale, percent, plain } };
}

const CHINESE_RUN = /[零〇一二两三四五六七八九十百千万亿][零〇一二两三四五六七八九十百千万亿点]*/uy;

/**
 * A number in Chinese numerals. Only runs with a scale count ("三千万", "十二", "两亿"): a lone
 * "一" or "三" is mostly a word ("一个", "统一"), and "百度", "千万别", "万一" are not figures.
 */
function readChineseNumerals(text: string, start: number): Token | undefined {
  CHINESE_RUN.lastIndex = start;
  const run = CHINESE_RUN.exec(text)?.[0].replace(/点+$/u, '');
  if (!run) return undefined;
  const end = start + run.length;
  const hasScale = /[十百千万亿]/u.test(run);
  const hasDigit = /[零〇一二两三四五六七八九]/u.test(run);
  const before = text.slice(Math.max(0, start - 1), start);
  // "数十亿", "几十万" are vague ("billions"); "第十二" is an ordinal.
  const vague = !hasDigit && /[数几]$/u.test(before);
  const counts = hasScale && (hasDigit || (run.startsWith('十') && run.length > 1));
  const value = counts && !vague && before !== '第' ? chineseNumber(run) : undefined;
  if (value === undefined || isListMarker(text, start, end) || isDate(value, text.slice(end))) {
    return { end };
  }
  const percent = /^[ \t]?%/u.exec(text.slice(end))?.[0];
  const mentionEnd = end + (percent?.length ?? 0);
  return {
    end: mentionEnd,
    mention: { start, end: mentionEnd, value, scale: 1, percent: !!percent, plain: false },
  };
}

/** "百分之十二", "百分之12" (per cent), "千分之五" (per mille, as 0.5 per cent). */
function readChinesePercent(text: string, start: number): Token | undefined {
  const per = text.startsWith('百分之', start) ? 1 : text.startsWith('千分之', start) ? 0.1 : 0;
  if (per === 0) return undefined;
  const from = start + 3;
  const digits = /^\d+(?:\.\d+)?/u.exec(text.slice(from))?.[0];
  CHINESE_RUN.lastIndex = from;
  const run = digits === undefined ? CHINESE_RUN.exec(text)?.[0].replace(/点+$/u, '') : undefined;
  const end = from + (digits ?? run ?? '').length;
  const value = digits !== undefined ? Number(digits) : run ? chineseNumber(run) : undefined;
  if (value === undefined) return { end };
  return {
    end,
    mention: { start, end, value: value * per, scale: 1, percent: true, plain: false },
  };
}

const READERS = [readChinesePercent, readDigits, readChineseNumerals];

/** Between two numbers of a range: "10-20%", "5到10亿", "1.5 to 2 million". */
const RANGE = /^[ \t]*(?:-|–|—|~|至|到|to)[ \t]*$/iu;

/**
 * The numbers a text states, folded so that the same number written differently compares equal:
 * `1,000` = `1k` = `1 thousand` = `1 千`; `2.5M` = `250万`; `$40B` = `400亿`; `12%` = `百分之十二`.
 * Years (1900–2100 written alone, "in 2024", "2024年"), dates ("5月"), list numbers ("1." at a line
 * start), ordinals ("第3", "2nd") and names ("5G", "COVID-19") are not figures.
 */
export function figuresIn(text: string): Figure[] {
  const normal = text.normalize('NFKC');
  const mentions: Mention[] = [];
  let at = 0;
  while (at < normal.length) {
    const token = READERS.reduce<Token | undefined>(
      (found, read) => found ?? read(normal, at),
      undefined,
    );
    if (token?.mention) mentions.push(token.mention);
    at = token && token.end > at ? token.end : at + 1;
  }
  // In "10-20%" or "5到10亿" the first number shares the second's unit and scale.
  for (const [index, mention] of mentions.entries()) {
    const next = mentions[index + 1];
    const bare = mention.scale === 1 && !mention.percent;
    if (next && bare && RANGE.test(normal.slice(mention.end, next.start))) {
      mention.scale = next.scale;
      mention.percent = next.percent;
      mention.plain &&= next.plain;
    }
  }
  return mentions
    .filter(({ value, scale, plain }) => !(plain && scale === 1 && value >= 1900 && value <= 2100))
    .map(({ value, scale, percent }) => {
      const figure = Number((value * scale).toPrecision(12));
      return percent ? { value: figure, unit: 'percent' } : { value: figure };
    });
}

/** Equal figures: the same unit, and values within 0.5 % of each other (1.2M ≈ 1,200,000). */
function sameFigure(a: Figure, b: Figure): boolean {
  const tolerance = 0.005 * Math.max(Math.abs(a.value), Math.abs(b.value));
  return a.unit === b.unit && Math.abs(a.value - b.value) <= tolerance;
}

/** Whether every figure the claim states is among the quote's figures. */
export function figuresSupported(claim: string, quote: string): boolean {
  const quoted = figuresIn(quote);
  return figuresIn(claim).every((figure) => quoted.some((other) => sameFigure(figure, other)));
}

/** What the model asserts, the numbers of the sources it cites, and its verbatim quote. */
export interface Claim {
  text: string;
  sources: number[];
  quote: string;
}

export type ClaimCheck =
  | { status: 'supported'; source: number }
  | { status: 'unchecked'; reason: 'no-source' | 'quote-not-found' | 'figures-not-in-quote' };

/**
 * A claim is supported when its quote is in one of the sources it cites (the first such is
 * returned) and its figures are in the quote. Otherwise it is "unchecked", with why: it cites no
 * known source, its quote is in none of them, or it states a number the quote does not.
 */
export function checkClaim(
  claim: Claim,
  sourceText: (id: number) => string | undefined,
): ClaimCheck {
  const cited = [...new Set(claim.sources)].flatMap((id) => {
    const text = sourceText(id);
    return text === undefined ? [] : [{ id, text }];
  });
  if (cited.length === 0) return { status: 'unchecked', reason: 'no-source' };
  const source = cited.find(({ text }) => quoteInSource(claim.quote, text));
  if (!source) return { status: 'unchecked', reason: 'quote-not-found' };
  if (!figuresSupported(claim.text, claim.quote)) {
    return { status: 'unchecked', reason: 'figures-not-in-quote' };
  }
  return { status: 'supported', source: source.id };
}
