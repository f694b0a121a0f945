import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import type { Keywords } from './knowledge/types.ts';

const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_CHARS = /[\u3400-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[a-z0-9]+/g;

/**
 * A stretch of the idea that a negation governs: what the idea says it is not, does not do or is
 * free of ("no crypto", "not for kids", "alcohol-free", "不涉及金融", "无酒精"). Offsets are in
 * `IdeaText.lower`; `start`..`end` is the scope, `triggerStart`..`triggerEnd` the negating words.
 */
export interface NegatedSpan {
  start: number;
  end: number;
  triggerStart: number;
  triggerEnd: number;
  /** The negating words as written in the lower-cased idea ("no", "without", "-free", "不涉及"). */
  trigger: string;
}

/** An idea prepared once for every matcher. */
export interface IdeaText {
  /** Tags and control characters removed, whitespace collapsed. */
  clean: string;
  /** `clean` lower-cased: what Chinese keywords are matched against. */
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
  /**
   * The words of `lower` as the Chinese segmenter (jieba, with the knowledge base's Chinese
   * keywords as a user dictionary) cuts it, spaces left out; empty when the idea has no Chinese
   * character (English is read through `tokens`). A Chinese keyword counts only where it lines
   * up with these words (see `compileKeywords`).
   */
  words: readonly string[];
  /** Where each of `words` starts in `lower`. */
  wordStarts: readonly number[];
  /** The negated stretches of the idea, in order (English and Chinese). */
  negations: readonly NegatedSpan[];
  /**
   * Whether an occurrence at `start` (ending at `end`, exclusive) lies in a negated stretch. An
   * occurrence that contains the negating words itself is not negated: "sugar-free" is a
   * keyword, "no-code" and "不方便" too. Keyword matching already skips negated occurrences; other
   * readers (red flags) ask this of what they find, e.g. "licence" in "without a licence".
   */
  negated(start: number, end?: number): boolean;
}

/** Clauses: split at sentence and clause punctuation, not inside a number ($2,100 or 4.5). */
export const CLAUSE_BREAK = /[;!?。；！？，:：\n]|,(?!\d{3})|\.(?=\s|$)/u;

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

// ---------------------------------------------------------------------------------------------
// Chinese segmentation (ADR 016)

/**
 * Compounds in which a shorter keyword loses its own meaning: a safe (保险柜) is not insurance, a
 * vet (宠物医院) is not a hospital, gamification (游戏化) is not a game. Each compound lists the
 * keywords it hides; the segmenter also keeps it whole. Add to it when a compound misleads.
 */
export const HIDING_COMPOUNDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['保险柜', ['保险']],
  ['保险箱', ['保险']],
  ['保险丝', ['保险']],
  ['保险杠', ['保险']],
  ['游戏化', ['游戏']],
  ['游戏规则', ['游戏']],
  ['宠物医院', ['医院']],
  ['动物医院', ['医院']],
  ['宠物医生', ['医生']],
  ['宠物诊所', ['诊所']],
  ['兽医院', ['医院']],
  ['外卖员', ['外卖']],
  ['外卖小哥', ['外卖']],
  ['外卖骑手', ['外卖']],
  ['电动车充电', ['电动车']],
  ['老师傅', ['老师']],
  ['圣诞老人', ['老人']],
  ['食品安全', ['安全']],
  ['安全感', ['安全']],
  ['安全帽', ['安全']],
  ['安全座椅', ['安全']],
  ['交通安全', ['安全']],
  ['人身安全', ['安全']],
  ['手续费', ['续费']],
  ['有机可乘', ['有机']],
  ['有机化学', ['有机']],
  ['车间', ['车']],
  ['面包车', ['面包']],
  ['车厘子', ['车']],
  ['玩具', ['玩']],
  ['玩笑', ['玩']],
  ['苦思冥想', ['冥想']],
]);

/** Frequency given to user-dictionary words: enough to keep one whole, never to beat a longer dictionary word. */
const USER_WORD_FREQ = 1;

const requireCjs = createRequire(import.meta.url);
let segmenter: Jieba | undefined;
/** Chinese words to keep whole, in the order they were registered; `loadedUserWords` of them are in the segmenter. */
const userWords: string[] = [];
const knownUserWords = new Set<string>();
let loadedUserWords = 0;

/** Registers words the segmenter must not cut apart (every compiled Chinese keyword). */
function keepWhole(words: Iterable<string>): void {
  for (const word of words) {
    const lower = word.toLowerCase();
    if (hasCjk(lower) && !/\s/.test(lower) && !knownUserWords.has(lower)) {
      knownUserWords.add(lower);
      userWords.push(lower);
    }
  }
}
keepWhole(HIDING_COMPOUNDS.keys());

/**
 * The segmenter, made on the first Chinese idea (loading jieba's dictionary takes ~0.2 s), with
 * every keyword registered since then added as a user word when jieba would cut it apart.
 */
function chineseSegmenter(): Jieba {
  if (!segmenter) {
    const { dict } = requireCjs('@node-rs/jieba/dict.js') as { dict: Uint8Array };
    segmenter = Jieba.withDict(dict);
  }
  if (loadedUserWords < userWords.length) {
    const jieba = segmenter;
    const split = userWords.slice(loadedUserWords).filter((w) => jieba.cut(w, true).length > 1);
    loadedUserWords = userWords.length;
    if (split.length > 0)
      jieba.loadDict(Buffer.from(split.map((w) => `${w} ${USER_WORD_FREQ}`).join('\n')));
  }
  return segmenter;
}

/** Loads the Chinese segmenter now rather than on the first Chinese idea (for servers and benches). */
export function warmUpSegmenter(): void {
  chineseSegmenter();
}

interface Segmentation {
  words: string[];
  starts: number[];
  /** boundary[i] is 1 when a word starts or ends at offset i of `lower`. */
  boundary: Uint8Array;
}

function segment(lower: string): Segmentation {
  const words: string[] = [];
  const starts: number[] = [];
  const boundary = new Uint8Array(lower.length + 1);
  let at = 0;
  for (const word of chineseSegmenter().cut(lower, true)) {
    boundary[at] = 1;
    if (word.trim() !== '') {
      words.push(word);
      starts.push(at);
    }
    at += word.length;
  }
  boundary[at] = 1;
  return { words, starts, boundary };
}

// ---------------------------------------------------------------------------------------------
// Negation (ADR 016)

/** Words that end a clause, and with it any negation in it. */
const EN_CLAUSE_ENDS = new Set([
  'but',
  'yet',
  'however',
  'though',
  'although',
  'while',
  'whereas',
  'because',
  'so',
  'instead',
  'except',
  'unlike',
  'then',
  'which',
  'who',
  'whose',
  'that',
  'where',
  'when',
  'if',
  'unless',
  'only',
  'just',
  'plus',
  'also',
]);
/** After "and"/"or", a word that starts a new clause rather than another negated item. */
const EN_CLAUSE_STARTS = new Set([
  'a',
  'an',
  'the',
  'this',
  'these',
  'those',
  'our',
  'your',
  'their',
  'its',
  'his',
  'her',
  'my',
  'each',
  'every',
  'we',
  'i',
  'you',
  'it',
  'they',
  'he',
  'she',
  'us',
  'them',
  'is',
  'are',
  'was',
  'were',
  'will',
  'can',
  'could',
  'should',
  'would',
  'may',
  'might',
  'must',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'then',
  'users',
  'customers',
  'everyone',
  'anyone',
]);
/** Prepositions that end a noun phrase: "no upfront cost for small cafes" negates the cost only. */
const EN_PREPOSITIONS = new Set([
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'from',
  'with',
  'via',
  'through',
  'into',
  'across',
  'near',
  'under',
  'over',
  'about',
  'like',
  'than',
  'as',
  'per',
  'within',
  'around',
  'among',
  'between',
  'after',
  'before',
  'during',
  'using',
]);
/** Words inside a noun phrase that do not count towards its length ("without any ads"). */
const EN_DETERMINERS = new Set(['a', 'an', 'the', 'any', 'such', 'our', 'your', 'their', 'its']);
/** Auxiliaries skipped when looking for the subject of "not" ("it is not", "we will never"). */
const EN_AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'will',
  'would',
  'can',
  'could',
  'should',
  'shall',
  'may',
  'might',
  'must',
  'do',
  'does',
  'did',
  'has',
  'have',
  'had',
  's',
  're',
  'll',
  'also',
  'still',
  'ever',
  'absolutely',
  'definitely',
  'deliberately',
  'intentionally',
  'simply',
]);
/**
 * Subjects whose negation says what the product is not ("we don't sell alcohol", "the app is not
 * for kids"). Another subject makes the negation a pain ("parents can't find babysitters"), and
 * what follows is what the idea is about.
 */
const EN_PRODUCT_SUBJECTS = new Set([
  'we',
  'it',
  'this',
  'app',
  'platform',
  'product',
  'service',
  'tool',
  'site',
  'website',
  'marketplace',
  'startup',
  'company',
  'brand',
  'business',
  'network',
  'device',
  'subscription',
  'box',
  'club',
  'shop',
  'store',
]);
/** Contractions cut into "don" + "t": the first half of each. */
const EN_NEGATIVE_CONTRACTIONS = new Set([
  'don',
  'doesn',
  'didn',
  'isn',
  'aren',
  'wasn',
  'weren',
  'won',
  'wouldn',
  'can',
  'couldn',
  'shouldn',
  'haven',
  'hasn',
  'hadn',
  'mustn',
  'needn',
]);
/** People "without" something lack it (a need), they do not exclude it: "families without a car". */
const EN_PEOPLE = new Set([
  'people',
  'users',
  'customers',
  'families',
  'parents',
  'patients',
  'students',
  'freelancers',
  'workers',
  'residents',
  'households',
  'seniors',
  'kids',
  'children',
  'teens',
  'owners',
  'drivers',
  'renters',
  'tenants',
  'employees',
  'those',
  'anyone',
  'someone',
  'everyone',
  'adults',
  'women',
  'men',
  'immigrants',
  'farmers',
  'businesses',
  'shops',
  'restaurants',
  'companies',
]);
/** Words after "no" that make it no negation of the idea: "no more queues" is a pain solved. */
const EN_NOT_AFTER_NO = new Set(['more', 'longer', 'one', 'matter', 'doubt', 'way', 'wonder']);
/** Words after "not" that make it no negation: "not only … but also". */
const EN_NOT_AFTER_NOT = new Set(['only', 'just', 'merely', 'simply', 'least', 'yet']);

/** Whether the text between two tokens ends a clause (punctuation, a dash, Chinese text). */
function clauseBreak(between: string): boolean {
  return /[.,;:!?()[\]{}"“”…—–|/\u3000-\u303f\uff00-\uffef\u3400-\u9fff]|\s-|-\s/.test(between);
}

function englishNegations(lower: string, tokens: readonly string[], offsets: readonly number[]) {
  const spans: NegatedSpan[] = [];
  const end = (i: number) => (offsets[i] ?? 0) + (tokens[i] ?? '').length;
  const gap = (i: number) => lower.slice(end(i), offsets[i + 1] ?? lower.length);
  const isTrigger = (i: number) => {
    const t = tokens[i] ?? '';
    return t === 'no' || t === 'not' || t === 'without' || t === 'never' || t === 'nor';
  };
  /** The tokens a negation after token `from` governs: a noun phrase (`maxWords`) or a clause. */
  const scope = (from: number, maxWords: number, nounPhrase: boolean): number => {
    let last = from;
    let counted = 0;
    for (let i = from + 1; i < tokens.length; i += 1) {
      if (i > from + 1 && clauseBreak(gap(i - 1))) break;
      const t = tokens[i] ?? '';
      if (EN_CLAUSE_ENDS.has(t) || isTrigger(i)) break;
      if (t === 'and' || t === 'or' || t === 'nor') {
        const next = tokens[i + 1] ?? '';
        if (
          !next ||
          EN_CLAUSE_STARTS.has(next) ||
          EN_NEGATIVE_CONTRACTIONS.has(next) ||
          clauseBreak(gap(i))
        )
          break;
        counted = 0;
        continue;
      }
      if (nounPhrase && EN_PREPOSITIONS.has(t) && t !== 'of') break;
      if (!EN_DETERMINERS.has(t)) counted += 1;
      last = i;
      if (counted >= maxWords) break;
    }
    return last;
  };
  const push = (triggerFrom: number, triggerTo: number, first: number, last: number) => {
    if (last < first) return;
    spans.push({
      start: offsets[first] ?? 0,
      end: end(last),
      triggerStart: offsets[triggerFrom] ?? 0,
      triggerEnd: end(triggerTo),
      trigger: lower.slice(offsets[triggerFrom] ?? 0, end(triggerTo)),
    });
  };
  /** Whether "not"/"never" at `i` is said of the product (or opens its clause: ", not for kids"). */
  const saidOfProduct = (i: number): boolean => {
    let j = i - 1;
    while (j >= 0 && !clauseBreak(gap(j)) && EN_AUXILIARIES.has(tokens[j] ?? '')) j -= 1;
    if (j < 0 || clauseBreak(gap(j))) return true;
    const subject = tokens[j] ?? '';
    return EN_PRODUCT_SUBJECTS.has(subject) || subject === 'and' || subject === 'but';
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] ?? '';
    const next = tokens[i + 1] ?? '';
    const hyphenNext = gap(i) === '-';
    if (t === 'no' && !hyphenNext && next && !EN_NOT_AFTER_NO.has(next)) {
      // "no need for X", "no need to X": the need is what is denied.
      const from = next === 'need' && /^(?:for|to|of)$/.test(tokens[i + 2] ?? '') ? i + 2 : i;
      push(i, from, from + 1, scope(from, 3, true));
    } else if ((t === 'without' || t === 'sans') && !EN_PEOPLE.has(tokens[i - 1] ?? '')) {
      push(i, i, i + 1, scope(i, 3, true));
    } else if (
      t === 'free' &&
      /^(?:of|from)$/.test(next) &&
      !EN_CLAUSE_STARTS.has(tokens[i - 1] ?? '')
    ) {
      push(i, i + 1, i + 2, scope(i + 1, 3, true));
    } else if (t === 'free' && i > 0 && gap(i - 1) === '-') {
      // "alcohol-free": the word before the hyphen (the occurrence "sugar-free" holds the trigger).
      spans.push({
        start: offsets[i - 1] ?? 0,
        end: end(i - 1),
        triggerStart: end(i - 1),
        triggerEnd: end(i),
        trigger: `-${t}`,
      });
    } else if ((t === 'non' || t === 'zero') && hyphenNext && next) {
      push(i, i, i + 1, i + 1);
    } else if (t === 'not' || t === 'never' || t === 'cannot' || t === 'nor' || t === 'neither') {
      if (EN_NOT_AFTER_NOT.has(next) || !saidOfProduct(i)) continue;
      push(i, i, i + 1, scope(i, 6, false));
    } else if (
      t === 't' &&
      i > 0 &&
      EN_NEGATIVE_CONTRACTIONS.has(tokens[i - 1] ?? '') &&
      /^['’]$/.test(gap(i - 1))
    ) {
      if (EN_NOT_AFTER_NOT.has(next) || !saidOfProduct(i - 1)) continue;
      push(i - 1, i, i + 1, scope(i, 6, false));
    }
  }
  return spans;
}

/** Clause ends in Chinese: punctuation is checked separately; these words turn the sentence. */
const ZH_CLAUSE_ENDS = new Set([
  '的',
  '但',
  '但是',
  '而',
  '而是',
  '只',
  '只做',
  '只有',
  '却',
  '就',
  '才',
  '便',
  '也',
  '还',
  '可是',
  '不过',
  '然而',
  '只是',
  '仅',
  '仅仅',
  '同时',
  '并且',
  '而且',
  '让',
  '帮',
  '帮助',
  '给',
  '为',
  '使',
  '以',
  '用',
  '通过',
  '靠',
]);
/** Negations that always speak of the product (what it does not do, contain or need). */
const ZH_PRODUCT_NEGATIONS = new Set([
  '不涉及',
  '不提供',
  '不做',
  '不卖',
  '不碰',
  '不含',
  '不含有',
  '不收',
  '不收取',
  '不支持',
  '不包括',
  '不包含',
  '不需要',
  '无需',
  '无须',
  '拒绝',
  '杜绝',
  '并非',
  '绝不',
  '从不',
  '不搞',
  '不接',
  '不面向',
  '不针对',
  '不销售',
  '不售卖',
  '不使用',
  '不用',
  '不依赖',
  '免',
]);
/** Verbs that, after a bare 不, make such a product negation ("不" + "涉及" as jieba cuts it). */
const ZH_PRODUCT_VERBS = new Set([
  '涉及',
  '提供',
  '做',
  '卖',
  '碰',
  '含',
  '含有',
  '收',
  '收取',
  '支持',
  '包括',
  '包含',
  '需要',
  '搞',
  '接',
  '面向',
  '针对',
  '销售',
  '售卖',
  '使用',
  '用',
  '依赖',
  '开展',
  '参与',
  '经营',
  '从事',
  '放',
  '投',
  '打',
  '挂',
  '拉',
  '插',
  '加',
  '开',
]);
/** Bare negations: about the product only when it is their subject ("我们不…"); else a pain ("老人不会…"). */
const ZH_BARE_NEGATIONS = new Set([
  '不',
  '没有',
  '没',
  '不是',
  '不会',
  '不能',
  '无法',
  '绝不会',
  '永不',
]);
/** Prefixes negating the one word after them: "无酒精", "零佣金", "非医疗". */
const ZH_PREFIX_NEGATIONS = new Set(['无', '零', '非', '不含']);
const ZH_PRODUCT_SUBJECTS = new Set([
  '我们',
  '我',
  '本',
  '本产品',
  '本平台',
  '平台',
  '产品',
  '应用',
  'app',
  '服务',
  '它',
  '这',
  '这个',
  '该',
  '小程序',
  '网站',
  '工具',
  '系统',
  '我们的',
  '咱们',
  '品牌',
  '公司',
  '店',
  '盒子',
]);
/** Adverbs between a subject and its negation ("我们也不…", "平台完全不…"). */
const ZH_ADVERBS = new Set([
  '也',
  '都',
  '并',
  '绝',
  '从',
  '完全',
  '坚决',
  '承诺',
  '永远',
  '绝对',
  '一律',
  '始终',
  '目前',
  '暂时',
  '暂',
  '将',
  '会',
  '可以',
  '保证',
  '就',
  '还',
  '真正',
  '一概',
  '根本',
]);
const ZH_COORDINATION = new Set(['任何', '和', '或', '与', '及', '或者', '以及', '、']);
const ZH_PUNCTUATION = /^[\s,.;:!?()[\]{}"'“”‘’…—–|/、，。；：！？（）【】《》「」『』·~]+$/;

/** Whether a word negates what follows it (不, 没有, 不做, 不接…), so a negated stretch ends before it. */
const startsNegation = (word: string) =>
  ZH_BARE_NEGATIONS.has(word) ||
  ZH_PRODUCT_NEGATIONS.has(word) ||
  (word.length === 2 && word.startsWith('不') && ZH_PRODUCT_VERBS.has(word.slice(1)));

function chineseNegations(lower: string, seg: Segmentation): NegatedSpan[] {
  const spans: NegatedSpan[] = [];
  const { words, starts } = seg;
  const wordEnd = (i: number) => (starts[i] ?? 0) + (words[i] ?? '').length;
  const isPunct = (i: number) => ZH_PUNCTUATION.test(words[i] ?? '');
  const subjectAllows = (i: number): boolean => {
    let j = i - 1;
    while (j >= 0 && ZH_ADVERBS.has(words[j] ?? '')) j -= 1;
    if (j < 0 || isPunct(j)) return true;
    return ZH_PRODUCT_SUBJECTS.has(words[j] ?? '');
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    let triggerTo = i;
    let maxWords = 3;
    if (ZH_PREFIX_NEGATIONS.has(word) && !ZH_BARE_NEGATIONS.has(word)) {
      maxWords = 1;
    } else if (ZH_PRODUCT_NEGATIONS.has(word)) {
      // a product negation, whoever its subject
    } else if (word === '不' && ZH_PRODUCT_VERBS.has(next)) {
      triggerTo = i + 1;
    } else if (word.length === 2 && word.startsWith('不') && ZH_PRODUCT_VERBS.has(word.slice(1))) {
      // The segmenter keeps some of them whole: "不接广告", "不收任何费用".
    } else if (word === '不' && next.length > 1 && ZH_PRODUCT_VERBS.has(next.charAt(0))) {
      // …or keeps the verb with its object: "不" + "接广告".
    } else if (ZH_BARE_NEGATIONS.has(word)) {
      // "没有人" is nobody, "没有任何广告" no ads at all.
      if (next === '人' || next === '谁' || !subjectAllows(i)) continue;
    } else continue;
    let last = triggerTo;
    let counted = 0;
    for (let k = triggerTo + 1; k < words.length && counted < maxWords; k += 1) {
      const current = words[k] ?? '';
      if (isPunct(k) || ZH_CLAUSE_ENDS.has(current)) break;
      // A negation of its own starts its own stretch: "不收钱不放广告" refuses both.
      if (startsNegation(current)) break;
      // Coordination carries the negation on: "不做贷款和理财", "没有任何广告".
      if (ZH_COORDINATION.has(current)) {
        last = k;
        continue;
      }
      last = k;
      counted += 1;
    }
    if (last === triggerTo) continue;
    spans.push({
      start: starts[triggerTo + 1] ?? 0,
      end: wordEnd(last),
      triggerStart: starts[i] ?? 0,
      triggerEnd: wordEnd(triggerTo),
      trigger: lower.slice(starts[i] ?? 0, wordEnd(triggerTo)),
    });
    i = last;
  }
  return spans;
}

const NO_SEGMENTATION: Segmentation = { words: [], starts: [], boundary: new Uint8Array(0) };
/** The segmentation behind each prepared idea, for the Chinese keyword matchers. */
const segmentations = new WeakMap<IdeaText, Segmentation>();

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
  const cjkCount = (clean.match(CJK_CHARS) ?? []).length;
  const seg = cjkCount > 0 ? segment(lower) : NO_SEGMENTATION;
  const negations = [...englishNegations(lower, tokens, offsets), ...chineseNegations(lower, seg)];
  negations.sort((a, b) => a.start - b.start);
  const text: IdeaText = {
    clean,
    lower,
    tokens,
    offsets,
    positions,
    sortedTokens,
    cjkCount,
    words: seg.words,
    wordStarts: seg.starts,
    negations,
    negated: (start, end = start + 1) =>
      negations.some(
        (span) =>
          start >= span.start &&
          start < span.end &&
          !(span.triggerStart >= start && span.triggerEnd <= end),
      ),
  };
  segmentations.set(text, seg);
  return text;
}

/** One word of an English keyword: the exact forms it accepts, or a prefix ("recruit*"). */
interface WordPattern {
  forms?: ReadonlySet<string>;
  prefix?: string;
}

/**
 * Which occurrences a matcher reports: `affirmed` (the default) skips those in a negated stretch
 * ("no crypto"), `negated` keeps only those, `any` keeps both.
 */
export type Polarity = 'affirmed' | 'negated' | 'any';

/** One compiled keyword: its label (for explanations), weight and how to find it. */
export interface KeywordMatcher {
  label: string;
  weight: number;
  /**
   * Where the keyword first occurs in the idea's lower-cased text, or -1. Only occurrences that
   * read as the keyword count (whole English words; Chinese in line with the segmenter's words,
   * outside compounds that hide it), and of those only the ones of the polarity asked
   * (affirmed by default).
   */
  find(text: IdeaText, lowerOverride?: string, polarity?: Polarity): number;
}

function polarityHolds(text: IdeaText, start: number, end: number, polarity: Polarity): boolean {
  if (polarity === 'any') return true;
  return text.negated(start, end) === (polarity === 'negated');
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
    find(text, _lowerOverride, polarity = 'affirmed') {
      if (!head) return -1;
      let first = -1;
      for (const start of occurrences(text, head)) {
        if (first >= 0 && start >= first) continue;
        if (!rest.every((pattern, i) => wordMatches(text.tokens[start + 1 + i] ?? '', pattern)))
          continue;
        const last = start + rest.length;
        const end = (text.offsets[last] ?? 0) + (text.tokens[last] ?? '').length;
        if (polarityHolds(text, text.offsets[start] ?? 0, end, polarity)) first = start;
      }
      return first < 0 ? -1 : (text.offsets[first] ?? -1);
    },
  };
}

/**
 * Whether a Chinese keyword's occurrence at `start`..`end` reads as that word in the segmented
 * idea: one of its ends lies on a word boundary (so 健身 counts in 健身房 and 医院 in 儿童医院, but
 * 外卖 not in 国外/卖家 nor 家教 in 国家教育部), and no compound that hides it covers it (保险 in
 * 保险柜).
 */
function readsAsWord(
  seg: Segmentation,
  hay: string,
  start: number,
  end: number,
  hiders: readonly Hider[],
): boolean {
  if (seg.boundary.length > 0 && !seg.boundary[start] && !seg.boundary[end]) return false;
  return !hiders.some(({ compound, at }) => hay.startsWith(compound, start - at));
}

interface Hider {
  compound: string;
  /** Where the hidden keyword starts inside the compound. */
  at: number;
}

function hidersOf(needle: string): Hider[] {
  const hiders: Hider[] = [];
  for (const [compound, hidden] of HIDING_COMPOUNDS) {
    if (!hidden.some((word) => word.toLowerCase() === needle)) continue;
    for (let at = compound.indexOf(needle); at >= 0; at = compound.indexOf(needle, at + 1))
      hiders.push({ compound, at });
  }
  return hiders;
}

/**
 * For one keyword, whether an occurrence at `at` in `hay` lies inside a compound that hides it
 * (面包 in 面包车); the compounds are looked up once, when the keyword is compiled.
 */
export function compoundHider(needle: string): (hay: string, at: number) => boolean {
  const hiders = hidersOf(needle.toLowerCase());
  return (hay, at) =>
    hiders.some(({ compound, at: inside }) => hay.startsWith(compound, at - inside));
}

function compileChinese(keyword: string, weight: number): KeywordMatcher {
  const needle = keyword.toLowerCase();
  const hiders = hidersOf(needle);
  return {
    label: keyword,
    weight: [...keyword].length >= 3 ? weight * 1.5 : weight,
    find(text, lowerOverride, polarity = 'affirmed') {
      const hay = lowerOverride ?? text.lower;
      const seg = segmentations.get(text) ?? NO_SEGMENTATION;
      for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        if (readsAsWord(seg, hay, at, end, hiders) && polarityHolds(text, at, end, polarity))
          return at;
      }
      return -1;
    },
  };
}

/**
 * Compiles keyword lists once. English keywords match whole words; Chinese keywords match where
 * they line up with the segmenter's words (`readsAsWord`), and each is kept whole by the
 * segmenter as a user word. A "Chinese" keyword without any CJK character (SaaS, NFT) is matched
 * as an English word, so "hr" never matches inside "three".
 */
export function compileKeywords(strong: Keywords, weak?: Keywords): KeywordMatcher[] {
  keepWhole([...strong.zh, ...(weak?.zh ?? [])]);
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

/**
 * Sums the weights of the keywords present (each counted once) and lists them. Occurrences in a
 * negated stretch do not count unless `polarity` asks for them ("no crypto" is not crypto).
 */
export function matchKeywords(
  matchers: readonly KeywordMatcher[],
  text: IdeaText,
  excludes?: readonly string[],
  polarity: Polarity = 'affirmed',
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
    const at = matcher.find(text, lowerOverride, polarity);
    if (at >= 0) {
      score += matcher.weight;
      matched.push(matcher.label);
      first = Math.min(first, at);
    }
  }
  return { score, matched, first };
}

/** Whether any of the matchers occurs in the text (affirmed, unless `polarity` says otherwise). */
export function containsAny(
  matchers: readonly KeywordMatcher[],
  text: IdeaText,
  polarity: Polarity = 'affirmed',
): boolean {
  return matchers.some((matcher) => matcher.find(text, undefined, polarity) >= 0);
}

const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'elderly', 'staff']);

/** Whether an English word is a plural ("parents", "people"). */
export function isPlural(word: string): boolean {
  return IRREGULAR_PLURALS.has(word) || (word.endsWith('s') && !word.endsWith('ss'));
}

/** The plural of an English noun phrase's last word ("dental office" → "dental offices"). */
export function pluralize(phrase: string): string {
  const words = phrase.split(' ');
  const head = words.pop() ?? '';
  if (isPlural(head)) return phrase;
  const plural = /[^aeiou]y$/.test(head)
    ? `${head.slice(0, -1)}ies`
    : /(?:s|x|z|ch|sh)$/.test(head)
      ? `${head}es`
      : `${head}s`;
  return [...words, plural].join(' ');
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
