import type { Keywords } from './knowledge/types.ts';

const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_CHARS = /[\u3400-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[a-z0-9]+/g;

/** An idea prepared once for every matcher. */
export interface IdeaText {
  /** Tags and control characters removed, whitespace collapsed. */
  clean: string;
  /** `clean` lower-cased: what Chinese (substring) keywords are matched against. */
  lower: string;
  /** Lower-case Latin words in order: what English keywords are matched against. */
  tokens: readonly string[];
  /** Where each token starts in `lower`. */
  offsets: readonly number[];
  /** Each distinct token and the indexes at which it occurs, in order. */
  positions: ReadonlyMap<string, readonly number[]>;
  /** The distinct tokens, sorted, so a stem finds its words by binary search. */
  sortedTokens: readonly string[];
  cjkCount: number;
}

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** Strips markup and invisible characters so neither matching nor quoting sees them. */
export function cleanIdea(idea: string): string {
  return idea
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function prepareIdea(idea: string): IdeaText {
  const clean = cleanIdea(idea);
  const lower = clean.toLowerCase();
  const tokens: string[] = [];
  const offsets: number[] = [];
  const positions = new Map<string, number[]>();
  for (const match of lower.matchAll(LATIN_WORD)) {
    const index = tokens.length;
    tokens.push(match[0]);
    offsets.push(match.index);
    const seen = positions.get(match[0]);
    if (seen) seen.push(index);
    else positions.set(match[0], [index]);
  }
  const sortedTokens = [...positions.keys()].sort();
  return {
    clean,
    lower,
    tokens,
    offsets,
    positions,
    sortedTokens,
    cjkCount: (clean.match(CJK_CHARS) ?? []).length,
  };
}

/** One word of an English keyword: the exact forms it accepts, or a prefix ("recruit*"). */
interface WordPattern {
  forms?: ReadonlySet<string>;
  prefix?: string;
}

/** One compiled keyword: its label (for explanations), weight and how to find it. */
export interface KeywordMatcher {
  label: string;
  weight: number;
  /** Where the keyword first occurs in the idea's lower-cased text, or -1. */
  find(text: IdeaText, lowerOverride?: string): number;
}

/** A plain word also matches its regular plurals ("puppy" → "puppies", "box" → "boxes"). */
function wordPattern(part: string): WordPattern {
  if (part.endsWith('*')) return { prefix: part.slice(0, -1) };
  const forms = [part, `${part}s`, `${part}es`];
  if (part.endsWith('y')) forms.push(`${part.slice(0, -1)}ies`);
  return { forms: new Set(forms) };
}

function wordMatches(token: string, pattern: WordPattern): boolean {
  return pattern.prefix !== undefined
    ? token.startsWith(pattern.prefix)
    : (pattern.forms?.has(token) ?? false);
}

/** The token indexes at which a word pattern matches, in no particular order. */
function occurrences(text: IdeaText, pattern: WordPattern): number[] {
  const found: number[] = [];
  if (pattern.forms) {
    for (const form of pattern.forms) found.push(...(text.positions.get(form) ?? []));
    return found;
  }
  const prefix = pattern.prefix ?? '';
  const sorted = text.sortedTokens;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < sorted.length && sorted[i]?.startsWith(prefix); i += 1) {
    found.push(...(text.positions.get(sorted[i] ?? '') ?? []));
  }
  return found;
}

function compileEnglish(keyword: string, weight: number): KeywordMatcher {
  const patterns = (keyword.toLowerCase().match(/[a-z0-9]+\*?/g) ?? []).map(wordPattern);
  const [head, ...rest] = patterns;
  return {
    label: keyword,
    weight: patterns.length > 1 ? weight * 1.5 : weight,
    find(text) {
      if (!head) return -1;
      let first = -1;
      for (const start of occurrences(text, head)) {
        if (first >= 0 && start >= first) continue;
        if (rest.every((pattern, i) => wordMatches(text.tokens[start + 1 + i] ?? '', pattern)))
          first = start;
      }
      return first < 0 ? -1 : (text.offsets[first] ?? -1);
    },
  };
}

function compileChinese(keyword: string, weight: number): KeywordMatcher {
  const needle = keyword.toLowerCase();
  return {
    label: keyword,
    weight: [...keyword].length >= 3 ? weight * 1.5 : weight,
    find: (text, lowerOverride) => (lowerOverride ?? text.lower).indexOf(needle),
  };
}

/**
 * Compiles keyword lists once. Chinese keywords are substrings; a "Chinese" keyword without any
 * CJK character (SaaS, NFT) is matched as an English word, so "hr" never matches inside "three".
 */
export function compileKeywords(strong: Keywords, weak?: Keywords): KeywordMatcher[] {
  const compile = (keywords: Keywords, weight: number) => [
    ...keywords.en.map((k) => compileEnglish(k, weight)),
    ...keywords.zh.map((k) => (hasCjk(k) ? compileChinese(k, weight) : compileEnglish(k, weight))),
  ];
  return [...compile(strong, 1), ...(weak ? compile(weak, 0.5) : [])];
}

export interface KeywordMatch {
  score: number;
  matched: string[];
  /** Where the earliest matched keyword occurs; Infinity when none matched. */
  first: number;
}

/** Sums the weights of the keywords present (each counted once) and lists them. */
export function matchKeywords(
  matchers: readonly KeywordMatcher[],
  text: IdeaText,
  excludes?: readonly string[],
): KeywordMatch {
  // Phrases such as 社区团购 are blanked out (same length, so positions hold) before matching.
  const lowerOverride = excludes?.length
    ? excludes.reduce(
        (t, phrase) => t.replaceAll(phrase.toLowerCase(), '\u3000'.repeat(phrase.length)),
        text.lower,
      )
    : undefined;
  let score = 0;
  let first = Number.POSITIVE_INFINITY;
  const matched: string[] = [];
  for (const matcher of matchers) {
    const at = matcher.find(text, lowerOverride);
    if (at >= 0) {
      score += matcher.weight;
      matched.push(matcher.label);
      first = Math.min(first, at);
    }
  }
  return { score, matched, first };
}

/** Whether any of the matchers occurs in the text. */
export function containsAny(matchers: readonly KeywordMatcher[], text: IdeaText): boolean {
  return matchers.some((matcher) => matcher.find(text) >= 0);
}

/** Cuts text to at most `max` characters (code points, so emoji stay whole), ending with "…". */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max - 1).join('');
  // Prefer a word boundary for Latin text when one is reasonably close to the end.
  const space = cut.lastIndexOf(' ');
  if (!hasCjk(cut) && space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.!?，；：。！？、-]+$/u, '')}…`;
}

/**
 * A short, quotable excerpt of the idea: its first sentence (or the whole idea when that
 * sentence is very short), at most `max` characters. Empty when nothing readable is left.
 */
export function ideaExcerpt(clean: string, max = 120): string {
  // Quotes inside the excerpt would clash with the quotes around it.
  const text = clean.replace(/["“”「」]/g, "'").trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  const sentence = text.match(/^.+?(?:[.!?](?=\s|$)|[。！？])/u)?.[0] ?? text;
  // Chinese packs more meaning per character, so a shorter first sentence is enough.
  const chosen = [...sentence].length >= (hasCjk(sentence) ? 8 : 15) ? sentence : text;
  return truncate(chosen.replace(/[.。]$/u, ''), max);
}
