import type { Language } from '@idealens/shared/simple-report';
import MiniSearch from 'minisearch';

/**
 * The parts of a fetched page worth showing the model: a page is far longer than a source's
 * budget, so code (not the model) picks the passages that speak to the query and the brief.
 */

export interface Passage {
  text: string;
  /** Its place among the page's passages: consecutive ones join up in the page. */
  index: number;
  /** minisearch's BM25+ score against the query and context; 0 for the page's lead. */
  score: number;
}

export interface PassageOptions {
  /** Characters of passage text returned at most (separators not counted). */
  maxChars: number;
  /** Passages returned at most; default: as many as the budget holds. */
  maxPassages?: number;
  /** The research's language: Chinese research also ends sentences at "；". */
  language: Language;
}

/** A passage grows to at least this many characters before a new paragraph starts another… */
const MIN_PASSAGE = 300;
/** …and never past this many. */
const MAX_PASSAGE = 600;
/** Context words (the brief's industry, users, region) count half as much as the query's. */
const CONTEXT_WEIGHT = 0.5;

/**
 * The passages of `text` that best match `query` (and, at half weight, the `context` words),
 * within `maxChars`, in the page's order so quotes read naturally. Deterministic: equal scores
 * go by page order. When nothing matches, the page's lead (its first passages) stands in.
 * Passages that do not fit the remaining budget are skipped; when not even one fits, the best
 * is cut to the budget at a sentence or word end.
 */
export function selectPassages(
  text: string,
  query: string,
  context: readonly string[],
  options: PassageOptions,
): Passage[] {
  if (options.maxChars <= 0) return [];
  const passages = splitPassages(text, options.language);
  if (passages.length === 0) return [];

  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize: searchTerms,
    processTerm: (term) => term,
  });
  index.addAll(passages.map((passage, id) => ({ id, text: passage })));
  const hits = index.search({
    combineWith: 'OR',
    queries: [query, { queries: [context.join(' ')], boost: { text: CONTEXT_WEIGHT } }],
  });

  const limit = options.maxPassages ?? Number.POSITIVE_INFINITY;
  if (hits.length === 0) {
    const lead = passages.map((passage, id) => ({ id, text: passage, score: 0 }));
    return withinBudget(lead, options.maxChars, limit, 'lead');
  }
  const ranked = hits
    .map((hit) => ({ id: hit.id as number, text: passages[hit.id] ?? '', score: hit.score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  return withinBudget(ranked, options.maxChars, limit, 'best');
}

interface Candidate {
  id: number;
  text: string;
  score: number;
}

/**
 * Takes candidates in the order given while they fit: 'best' skips one that does not fit and
 * tries the next, 'lead' stops there (the lead is the page's opening, without gaps).
 */
function withinBudget(
  candidates: readonly Candidate[],
  maxChars: number,
  limit: number,
  mode: 'best' | 'lead',
): Passage[] {
  const chosen: Candidate[] = [];
  let room = maxChars;
  for (const candidate of candidates) {
    if (chosen.length >= limit) break;
    if (candidate.text.length <= room) {
      chosen.push(candidate);
      room -= candidate.text.length;
    } else if (mode === 'lead') {
      break;
    }
  }
  const first = candidates[0];
  if (chosen.length === 0 && first && limit > 0) {
    chosen.push({ ...first, text: cut(first.text, maxChars) });
  }
  return chosen
    .sort((a, b) => a.id - b.id)
    .map(({ text, score, id }) => ({ text, index: id, score }));
}

// ---- splitting a page into passages ----

/** One sentence or whole paragraph, and whether it opens a paragraph. */
interface Piece {
  text: string;
  opensParagraph: boolean;
}

/**
 * Paragraphs (lines) grouped into passages of about MIN_PASSAGE–MAX_PASSAGE characters; a
 * paragraph longer than MAX_PASSAGE is split at sentence ends (and a sentence longer than
 * that at a word end). A short line such as a heading joins the text that follows it.
 */
function splitPassages(text: string, language: Language): string[] {
  const pieces: Piece[] = [];
  for (const line of text.split(/\n+/)) {
    const paragraph = line.replace(/\s+/g, ' ').trim();
    if (!paragraph) continue;
    const parts =
      paragraph.length <= MAX_PASSAGE
        ? [paragraph]
        : sentences(paragraph, language).flatMap((sentence) => sentencePieces(sentence));
    parts.forEach((part, i) => {
      pieces.push({ text: part, opensParagraph: i === 0 });
    });
  }

  const passages: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (!current) {
      current = piece.text;
      continue;
    }
    const joined = current + joiner(current, piece) + piece.text;
    if (joined.length > MAX_PASSAGE || (piece.opensParagraph && current.length >= MIN_PASSAGE)) {
      passages.push(current);
      current = piece.text;
    } else {
      current = joined;
    }
  }
  if (current) passages.push(current);
  return passages;
}

/** A sentence longer than a passage, in word-end pieces of at most MAX_PASSAGE characters. */
function sentencePieces(sentence: string): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_PASSAGE) {
    const part = cut(rest, MAX_PASSAGE);
    parts.push(part);
    rest = rest.slice(part.length).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** Paragraphs stay on their own lines; Chinese sentences join without a space. */
function joiner(before: string, piece: Piece): string {
  if (piece.opensParagraph) return '\n';
  return /[\p{Script=Han}。！？；」』”）]$/u.test(before) && HAN.test(piece.text[0] ?? '')
    ? ''
    : ' ';
}

const HAN = /\p{Script=Han}/u;
/** Full stops that end a sentence wherever they stand. */
const CJK_STOPS = new Set(['。', '！', '？']);
/** Latin stops end a sentence only before a space (not in "3.5" or "e.g.x"). */
const LATIN_STOPS = new Set(['.', '!', '?']);
/** Quotes and brackets that close after a full stop and belong to its sentence. */
const CLOSERS = new Set(['"', "'", ')', '”', '’', '」', '』', '）', '》']);

function sentences(paragraph: string, language: Language): string[] {
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i] ?? '';
    const cjk = CJK_STOPS.has(char) || (language === 'zh-CN' && char === '；');
    if (!cjk && !LATIN_STOPS.has(char)) continue;
    let end = i + 1;
    while (end < paragraph.length && CLOSERS.has(paragraph[end] ?? '')) end++;
    if (!cjk && end < paragraph.length && paragraph[end] !== ' ') continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) found.push(sentence);
    start = end;
    i = end - 1;
  }
  const tail = paragraph.slice(start).trim();
  if (tail) found.push(tail);
  return found;
}

/**
 * At most `max` characters of `text`, ending at a sentence end, else a space, in its second
 * half when there is one; a hard cut otherwise (Chinese without punctuation).
 */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const half = Math.floor(max / 2);
  const sentenceEnd = Math.max(
    ...[...head.matchAll(/[。！？；.!?][”’"'」』）)]*(?=\s|$)|[。！？；]/gu)].map(
      (match) => match.index + match[0].length,
    ),
    -1,
  );
  if (sentenceEnd > half) return head.slice(0, sentenceEnd).trim();
  const space = head.lastIndexOf(' ');
  return (space > half ? head.slice(0, space) : head).trim();
}

// ---- terms ----

/** Function words that say nothing about a passage's subject. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how ' +
    'i if in into is it its may me might more most my no not of on or our she should so such than ' +
    'that the their them then there these they this those to too us was we were what when where ' +
    'which while who whom why will with would you your'
  ).split(' '),
);

/** A run of Han characters, or a run of other letters and digits. */
const TOKEN = /\p{Script=Han}+|[[\p{L}\p{N}\p{M}]--\p{Script=Han}]+/gv;

/**
 * The terms a text is indexed and searched by: lower-cased Latin words without function words,
 * with a plural "s" folded away ("walkers" finds "walker"), and overlapping character bigrams
 * for Chinese ("宠物寄养" → 宠物, 物寄, 寄养), which finds Chinese words without a segmenter.
 */
function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [token] of text.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    if (HAN.test(token)) {
      const chars = [...token];
      if (chars.length === 1) terms.push(token);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
    } else if (token.length > 1 && !STOP_WORDS.has(token)) {
      terms.push(singular(token));
    }
  }
  return terms;
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}
