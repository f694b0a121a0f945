import {
  RED_FLAG_KINDS,
  type RedFlag,
  type RedFlagKind,
  type Region,
  redFlagKindSchema,
} from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { z } from 'zod';
import { evasionMatches } from './evasion.ts';
import { readKnowledgeFile } from './knowledge/load.ts';
import type { Keywords } from './knowledge/types.ts';
import { compileKeywords, compoundHider, hasCjk, type IdeaText, prepareIdea } from './text.ts';
import {
  mostTellingClauses,
  type UnlawfulModel,
  unlawfulLikelihood,
  unlawfulModel,
} from './unlawful-model.ts';

/*
 * Red flags: what makes an idea unlawful (never recommended), safety-critical or fatally flawed,
 * read from the idea's own words. The patterns are data (knowledge/red-flags.json); this module
 * only knows how to read them: triggers, their negation ("no counterfeits", "不卖假货", read by
 * text.ts), ideas that fight an activity rather than do it ("detects fake reviews", "打击走私"),
 * the idea saying it skips a licence ("no FDA approval needed", 无需资质) and lawful look-alikes.
 */

const keywordsSchema = z.strictObject({
  en: z.array(z.string().min(1)),
  zh: z.array(z.string().min(1)),
});
const bilingualSchema = z.strictObject({ en: z.string().min(1), zh: z.string().min(1) });
const wordList = z.array(z.string().min(1));

const ruleSchema = z.strictObject({
  /** `skips-licence`: the triggers name the activity, and the idea must say it skips its licence. */
  when: z.enum(['always', 'skips-licence']),
  /** Only where the idea is meant to sell (gambling is unlawful in China whatever the licence). */
  regions: z
    .array(z.enum(['global', 'us', 'europe', 'china']))
    .min(1)
    .optional(),
  triggers: keywordsSchema,
  /** Also needed anywhere in the idea (or within `near` words of the trigger). */
  with: keywordsSchema.optional(),
  near: z.number().int().positive().optional(),
  /** The `with` word must come before the trigger ("for my family", not "my family, for"). */
  withFirst: z.boolean().optional(),
  /** Also needed: one of these said only in the negative ("不打广告", "no sponsors", 也不找赞助). */
  refused: keywordsSchema.optional(),
});

const flagSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(60),
  kind: redFlagKindSchema,
  rules: z.array(ruleSchema),
  /** Licences and checks particular to this flag ("prescription", "background check*", 执业医师). */
  skipObjects: keywordsSchema.optional(),
  /** Whether a plain "without a licence" in an idea of this domain raises this flag (default yes). */
  acceptsGenericSkip: z.boolean().optional(),
  /**
   * Whether skipping one of this flag's own checks raises it only when the idea names its domain
   * too ("no background checks" is a weapons flag for guns, not for babysitters). By default the
   * check names the domain ("no health permit" is a food business).
   */
  skipNeedsDomain: z.boolean().optional(),
  /** Look-alikes: any of these (un-negated) cancels the flag. */
  unless: keywordsSchema.optional(),
  /** Whether the idea saying it is licensed or approved cancels the flag's `always` rules. */
  lawfulCancels: z.boolean(),
  reason: z.strictObject({
    global: bilingualSchema,
    us: bilingualSchema.optional(),
    europe: bilingualSchema.optional(),
    china: bilingualSchema.optional(),
  }),
});

/** The shape of knowledge/red-flags.json. */
export const redFlagKnowledgeSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Words before an activity that make the idea fight it ("detect", "anti", 打击, 识别). */
  against: keywordsSchema,
  /** Words that end a clause, and with it the reach of `against` words. */
  clauseBreaks: wordList,
  /** The idea says it is (or will be) licensed or approved, or has consent. */
  lawful: keywordsSchema,
  /** How an idea says it skips a licence: a lead ("without", 无需) and an object ("licence", 资质). */
  skip: z.strictObject({
    en: z.strictObject({
      direct: wordList,
      leads: wordList,
      objects: wordList,
      after: wordList,
      block: wordList,
      window: z.number().int().positive(),
    }),
    zh: z.strictObject({
      direct: wordList,
      leads: wordList,
      objects: wordList,
      block: wordList,
      window: z.number().int().positive(),
    }),
  }),
  regions: z.strictObject({ china: keywordsSchema, us: keywordsSchema, europe: keywordsSchema }),
  /**
   * A market counted in people: "for the 300 residents of Sark", "岛上只有200户" raise the tiny-market
   * flag when the number is at most `max` (and the idea does not say it starts there).
   */
  smallPopulation: z.strictObject({
    max: z.number().int().positive(),
    en: wordList,
    zh: wordList,
  }),
  flags: z.array(flagSchema).min(1),
  /**
   * The reason of the flag the unlawful model raises (decision 038), which is a reading, not a rule:
   * `{clause}` is replaced by the idea's own words the reading rests on.
   */
  readsUnlawful: z.strictObject({
    en: z.string().includes('{clause}'),
    zh: z.string().includes('{clause}'),
  }),
});
export type RedFlagKnowledge = z.infer<typeof redFlagKnowledgeSchema>;

const KNOWLEDGE = readKnowledgeFile('red-flags.json', redFlagKnowledgeSchema);

// ---------------------------------------------------------------------------------------------
// Matching

/** Where a pattern occurs: offsets in the idea's lower-cased text (end exclusive). */
interface Occurrence {
  at: number;
  end: number;
}

interface Pattern {
  id: number;
  label: string;
  /** The first occurrence that is not negated (or the first at all, with `any`). */
  find(text: IdeaText, any: boolean): Occurrence | undefined;
}

const LATIN_PART = /[a-z0-9]+\*?/g;

/**
 * Every pattern, indexed by what it must start with (a word form, a stem, a Chinese character), so
 * that reading an idea only tries the few patterns that can occur in it.
 */
const ALL_PATTERNS: Pattern[] = [];
const BY_WORD = new Map<string, number[]>();
const BY_STEM = new Map<string, number[]>();
let longestStem = 0;
const BY_CHAR = new Map<string, number[]>();

function index<K>(map: Map<K, number[]>, key: K, id: number): void {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}

function register(label: string, find: Pattern['find']): Pattern {
  const pattern: Pattern = { id: ALL_PATTERNS.length, label, find };
  ALL_PATTERNS.push(pattern);
  const lower = label.toLowerCase();
  if (hasCjk(lower)) {
    index(BY_CHAR, lower[0] ?? '', pattern.id);
  } else {
    const head = lower.match(LATIN_PART)?.[0] ?? '';
    if (head.endsWith('*')) {
      index(BY_STEM, head.slice(0, -1), pattern.id);
      longestStem = Math.max(longestStem, head.length - 1);
    } else {
      const forms = [head, `${head}s`, `${head}es`];
      if (head.endsWith('y')) forms.push(`${head.slice(0, -1)}ies`);
      for (const form of forms) index(BY_WORD, form, pattern.id);
    }
  }
  return pattern;
}

/**
 * English patterns are text.ts keywords (whole words, plurals, stems; negated occurrences skipped).
 * Chinese ones are plain substrings whose negation text.ts reads: a legal phrase must be found even
 * where the segmenter cuts across it (卖高仿包 → 卖高|仿包), so red flags do not ask for alignment
 * with its words, and they are not added to its dictionary (they would change how every other
 * reader's words are cut).
 */
function compilePatterns(keywords: Keywords | undefined): Pattern[] {
  if (!keywords) return [];
  const latin = [...keywords.en, ...keywords.zh.filter((k) => !hasCjk(k))];
  const chinese = keywords.zh.filter(hasCjk).map((k) => k.toLowerCase());
  const english = compileKeywords({ en: latin, zh: [] }).map((matcher) => {
    const words = (matcher.label.toLowerCase().match(LATIN_PART) ?? []).length;
    return register(matcher.label, (text, any) => {
      const at = matcher.find(text, undefined, any ? 'any' : 'affirmed');
      return at < 0 ? undefined : { at, end: endOfWords(text, at, words) };
    });
  });
  return [...english, ...chinese.map((needle) => register(needle, findChinese(needle)))];
}

/** Characters that negate the word they start (无广告, 不刷单, 免处方), as the segmenter keeps them. */
const NEGATING_CHARS = new Set('无不没未非零免');

function findChinese(needle: string): Pattern['find'] {
  const negatesItself = NEGATING_CHARS.has(needle[0] ?? '');
  const hidden = compoundHider(needle);
  return (text, any) => {
    const lower = text.lower;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (hidden(lower, at)) continue;
      if (any) return { at, end };
      const prefixed = !negatesItself && NEGATING_CHARS.has(lower[at - 1] ?? '');
      if (!prefixed && !text.negated(at, end)) return { at, end };
    }
    return undefined;
  };
}

/**
 * One idea being read: its text, and per pattern whether it may occur (`possible`) and where it
 * was found, valid for this reading's generation only (the arrays are shared, so reading an idea
 * allocates next to nothing).
 */
interface Reading {
  text: IdeaText;
  generation: number;
}

let generation = 0;
let possibleIn = new Uint32Array(0);
let searchedIn = new Uint32Array(0);
let foundAt: Array<Occurrence | undefined> = [];

function startReading(text: IdeaText): Reading {
  if (possibleIn.length !== ALL_PATTERNS.length) {
    possibleIn = new Uint32Array(ALL_PATTERNS.length);
    // Per pattern: its affirmed occurrence at `id`, its occurrence of any polarity at `id + n`.
    searchedIn = new Uint32Array(ALL_PATTERNS.length * 2);
    foundAt = new Array(ALL_PATTERNS.length * 2);
  }
  generation = (generation % 0xfffffff0) + 1;
  const mark = (ids: readonly number[] | undefined) => {
    for (const id of ids ?? []) possibleIn[id] = generation;
  };
  for (const token of text.positions.keys()) {
    mark(BY_WORD.get(token));
    for (let length = 1; length <= Math.min(token.length, longestStem); length += 1) {
      mark(BY_STEM.get(token.slice(0, length)));
    }
  }
  if (text.cjkCount > 0) for (const char of new Set(text.lower)) mark(BY_CHAR.get(char));
  return { text, generation };
}

/**
 * Where a pattern first occurs un-negated, or with `any` at all: companions, and the activity an
 * idea says it does without a licence, lie in the negation's reach ("免处方购买减肥针", "we don't
 * need a pharmacy licence to sell insulin") and still count.
 */
function find(reading: Reading, pattern: Pattern, any = false): Occurrence | undefined {
  if (possibleIn[pattern.id] !== reading.generation) return undefined;
  const slot = any ? pattern.id + ALL_PATTERNS.length : pattern.id;
  if (searchedIn[slot] !== reading.generation) {
    searchedIn[slot] = reading.generation;
    foundAt[slot] = pattern.find(reading.text, any);
  }
  return foundAt[slot];
}

/** The index of the token starting at `at` (binary search over sorted offsets), or -1. */
function tokenAt(text: IdeaText, at: number): number {
  let low = 0;
  let high = text.offsets.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const offset = text.offsets[mid] ?? 0;
    if (offset === at) return mid;
    if (offset < at) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

function endOfWords(text: IdeaText, at: number, words: number): number {
  const first = tokenAt(text, at);
  if (first < 0) return at + 1;
  const last = Math.min(text.tokens.length - 1, first + Math.max(words, 1) - 1);
  return (text.offsets[last] ?? at) + (text.tokens[last]?.length ?? 1);
}

/** A word list as one regular expression over lower-cased text ("stem*", phrases, apostrophes). */
/** `notAfter`: characters that may not come right before a word (a hyphen keeps "period-tracking" whole). */
function wordsRegex(words: readonly string[], flags = '', notAfter = 'a-z0-9'): RegExp {
  const alternatives = words
    .map((word) =>
      (word.toLowerCase().match(LATIN_PART) ?? [])
        .map((part) => (part.endsWith('*') ? `${part.slice(0, -1)}[a-z0-9]*` : `${part}(?:e?s)?`))
        .join('[^a-z0-9.,;:!?]{1,3}'),
    )
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![${notAfter}])(?:${alternatives.join('|')})(?![a-z0-9])`, flags);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phrasesRegex(phrases: readonly string[], flags = ''): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escapeRegex);
  return new RegExp(`(?:${sorted.join('|')})`, flags);
}

const CLAUSE_END = /[.,;:!?()[\]{}"“”。，；：！？、（）【】\n]/;
/** Against words, but not as the second half of a compound ("period-tracking app", "self-reported"). */
const AGAINST_EN = wordsRegex(KNOWLEDGE.against.en, '', 'a-z0-9-');
const AGAINST_ZH = KNOWLEDGE.against.zh.map((word) => word.toLowerCase());
const CLAUSE_BREAKS_EN = new Set(KNOWLEDGE.clauseBreaks.filter((word) => !hasCjk(word)));
const CLAUSE_BREAKS_ZH = KNOWLEDGE.clauseBreaks.filter(hasCjk);

/** The clause before an occurrence, at most `words` words (or twice as many Chinese characters). */
function clauseBefore(text: IdeaText, at: number, words: number): string {
  let start = Math.max(0, at - words * 12);
  const before = text.lower.slice(start, at);
  let cut = 0;
  for (let i = 0; i < before.length; i += 1) {
    if (CLAUSE_END.test(before[i] ?? '')) cut = i + 1;
  }
  for (const word of CLAUSE_BREAKS_ZH) {
    const found = before.lastIndexOf(word);
    if (found >= 0) cut = Math.max(cut, found + word.length);
  }
  start += cut;
  const clause = text.lower.slice(start, at);
  if (hasCjk(clause)) return clause.slice(-words * 2);
  // The last `words` words, as written (apostrophes kept: "don't" is a negation, "t-shirt" not).
  const spans = [...clause.matchAll(/[a-z0-9]+(?:['’][a-z]+)?/g)];
  let from = spans.length;
  while (from > 0 && spans.length - from < words) {
    if (CLAUSE_BREAKS_EN.has(spans[from - 1]?.[0] ?? '')) break;
    from -= 1;
  }
  return from >= spans.length ? '' : clause.slice(spans[from]?.index ?? 0);
}

/** Triggers that say an idea does without something ("without a prescription", 无需处方). */
const SKIP_WORD = /^(?:no|without|skip|bypass|avoid)\b|^(?:无|免|不用|不需|绕过|跳过)/;

/** Whether the idea fights what it names there ("detects fake reviews", "打击走私", "anti-money laundering"). */
function isAgainst(text: IdeaText, occurrence: Occurrence): boolean {
  const clause = clauseBefore(text, occurrence.at, 6);
  return AGAINST_EN.test(clause) || AGAINST_ZH.some((word) => clause.includes(word));
}

/** The first occurrence of any of the patterns that is neither negated nor (optionally) fought. */
function firstLive(
  reading: Reading,
  patterns: readonly Pattern[],
  against: boolean,
  any = false,
): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const pattern of patterns) {
    const found = find(reading, pattern, any);
    if (!found || (against && isAgainst(reading.text, found))) continue;
    // "We will never sell medicine without a prescription": a skip said in the trigger itself.
    if (against && SKIP_WORD.test(pattern.label) && verballyNegated(reading.text, found.at)) {
      continue;
    }
    if (!best || found.at < best.at) best = found;
  }
  return best;
}

function anyLive(reading: Reading, patterns: readonly Pattern[], any = false): boolean {
  return patterns.some((pattern) => find(reading, pattern, any) !== undefined);
}

/** The words between two occurrences (Chinese characters count half a word). */
function wordsBetween(text: IdeaText, a: Occurrence, b: Occurrence): number {
  const [first, second] = a.at <= b.at ? [a, b] : [b, a];
  const between = text.lower.slice(first.end, second.at);
  const latin = (between.match(/[a-z0-9]+/g) ?? []).length;
  const cjk = (between.match(/[\u3400-\u9fff]/g) ?? []).length;
  return latin + cjk / 2;
}

// ---------------------------------------------------------------------------------------------
// Skipping a licence: "no FDA approval needed", "without a licence", "skip the permit", 无需资质.

/** What a skip names: one flag's own licence or check, or a licence in general. */
type SkipTarget = { flagId: string } | 'generic';

interface ObjectPatterns {
  target: SkipTarget;
  en: RegExp;
  zh: readonly string[];
}

const SKIP_EN = KNOWLEDGE.skip.en;
const SKIP_ZH = KNOWLEDGE.skip.zh;
const OBJECTS: readonly ObjectPatterns[] = [
  ...KNOWLEDGE.flags.flatMap((flag) =>
    flag.skipObjects
      ? [
          {
            target: { flagId: flag.id },
            en: wordsRegex([
              ...flag.skipObjects.en,
              ...flag.skipObjects.zh.filter((w) => !hasCjk(w)),
            ]),
            zh: flag.skipObjects.zh.filter(hasCjk),
          },
        ]
      : [],
  ),
  { target: 'generic', en: wordsRegex(SKIP_EN.objects), zh: SKIP_ZH.objects },
];
const SKIP_DIRECT = compilePatterns({ en: SKIP_EN.direct, zh: SKIP_ZH.direct });
const LEADS_EN = wordsRegex(SKIP_EN.leads, 'g');
const LEADS_ZH = phrasesRegex(SKIP_ZH.leads, 'g');
const AFTER_EN = wordsRegex(SKIP_EN.after);
const BLOCK_EN = wordsRegex(SKIP_EN.block);
const OBJECT_ANY_EN = wordsRegex([
  ...SKIP_EN.objects,
  ...KNOWLEDGE.flags.flatMap((f) => f.skipObjects?.en ?? []),
]);
const OBJECT_ANY_EN_ALL = new RegExp(OBJECT_ANY_EN.source, 'g');
const OBJECTS_ZH = [
  ...SKIP_ZH.objects,
  ...KNOWLEDGE.flags.flatMap((f) => (f.skipObjects?.zh ?? []).filter(hasCjk)),
].map((word) => word.toLowerCase());
const VERBAL_NEGATION =
  /(?<![a-z])(?:never|not|cannot|refuses?|(?:don|doesn|didn|won|can|isn|aren|wouldn|shouldn)['’]t|dont|doesnt|wont|cant)(?![a-z])/;

/** The first object in a stretch of text, a flag's own licence winning a tie with a generic one. */
function objectIn(stretch: string): { target: SkipTarget; at: number; end: number } | undefined {
  let best: { target: SkipTarget; at: number; end: number } | undefined;
  for (const { target, en, zh } of OBJECTS) {
    const latin = en.exec(stretch);
    const candidates = latin ? [{ at: latin.index, end: latin.index + latin[0].length }] : [];
    for (const word of zh) {
      const at = stretch.indexOf(word.toLowerCase());
      if (at >= 0) candidates.push({ at, end: at + word.length });
    }
    for (const candidate of candidates) {
      if (!best || candidate.at < best.at) best = { target, ...candidate };
    }
  }
  return best;
}

/** "we will never operate without a licence": a verbal negation before the skip undoes it. */
function verballyNegated(text: IdeaText, at: number): boolean {
  return VERBAL_NEGATION.test(clauseBefore(text, at, 5));
}

function cutAtClause(stretch: string): string {
  const end = stretch.search(/[.;:!?。；：！？，\n]|,(?!\s*(?:a|an|the|any)\b)|\bbut\b|但/);
  return end < 0 ? stretch : stretch.slice(0, end);
}

/** The licences and checks an idea says it will do without. */
function findSkips(reading: Reading): SkipTarget[] {
  const text = reading.text;
  const targets: SkipTarget[] = [];
  const lower = text.lower;
  const skipDirect = (occurrence: Occurrence) => {
    if (verballyNegated(text, occurrence.at)) return;
    // "unlicensed pharmacy", "无证经营药品": the object may follow a direct cue.
    const object = objectIn(cutAtClause(lower.slice(occurrence.end, occurrence.end + 30)));
    targets.push(object && object.target !== 'generic' ? object.target : 'generic');
  };
  for (const pattern of SKIP_DIRECT) {
    const found = find(reading, pattern);
    if (found) skipDirect(found);
  }
  // A lead, then within a few words an object: "without a pharmacy licence", "不用办理任何许可".
  const latinObjects = OBJECT_ANY_EN.test(lower);
  const chineseObjects = text.cjkCount > 0 && OBJECTS_ZH.some((word) => lower.includes(word));
  if (!latinObjects && !chineseObjects) return targets;
  for (const lead of latinObjects ? lower.matchAll(LEADS_EN) : []) {
    const end = lead.index + lead[0].length;
    if (text.negated(lead.index, end) || verballyNegated(text, lead.index)) continue;
    const stretch = cutAtClause(lower.slice(end, end + 60));
    const object = objectIn(stretch);
    if (!object) continue;
    const between = stretch.slice(0, object.at);
    const next = stretch.slice(object.end).match(/^[\s-]*[a-z0-9]+(?:\s+[a-z0-9]+)?/)?.[0] ?? '';
    const near = (between.match(/[a-z0-9]+/g) ?? []).length <= SKIP_EN.window;
    if (near && !BLOCK_EN.test(between) && !BLOCK_EN.test(next)) targets.push(object.target);
  }
  for (const lead of chineseObjects ? lower.matchAll(LEADS_ZH) : []) {
    const end = lead.index + lead[0].length;
    if (text.negated(lead.index, end)) continue;
    const stretch = cutAtClause(lower.slice(end, end + SKIP_ZH.window + 8));
    const object = objectIn(stretch);
    if (!object || object.at > SKIP_ZH.window) continue;
    const between = stretch.slice(0, object.at);
    const next = stretch.slice(object.end, object.end + 2);
    const block = (s: string) =>
      SKIP_ZH.block.some((word) => s.startsWith(word) || between.includes(word));
    if (!block(next)) targets.push(object.target);
  }
  // The object first, then its negation: "FDA approval is not needed", "permits aren't required".
  for (const match of latinObjects ? lower.matchAll(OBJECT_ANY_EN_ALL) : []) {
    const end = match.index + match[0].length;
    const after = cutAtClause(lower.slice(end, end + 30));
    if (!AFTER_EN.test(after.split(/\s+/).slice(0, 5).join(' '))) continue;
    if (
      BLOCK_EN.test(
        lower
          .slice(end, end + 12)
          .split(/\s+/)
          .slice(0, 2)
          .join(' '),
      )
    )
      continue;
    const object = objectIn(match[0]);
    if (object) targets.push(object.target);
  }
  return targets;
}

// ---------------------------------------------------------------------------------------------
// Flags

interface CompiledRule {
  when: 'always' | 'skips-licence';
  regions?: readonly Region[];
  triggers: readonly Pattern[];
  with: readonly Pattern[];
  near?: number;
  withFirst: boolean;
  refused: readonly Pattern[];
}

interface CompiledFlag {
  id: string;
  kind: RedFlagKind;
  rules: readonly CompiledRule[];
  acceptsGenericSkip: boolean;
  skipNeedsDomain: boolean;
  unless: readonly Pattern[];
  lawfulCancels: boolean;
  reason: RedFlagKnowledge['flags'][number]['reason'];
}

const FLAGS: readonly CompiledFlag[] = KNOWLEDGE.flags.map((flag) => ({
  id: flag.id,
  kind: flag.kind,
  rules: flag.rules.map((rule) => ({
    when: rule.when,
    regions: rule.regions,
    triggers: compilePatterns(rule.triggers),
    with: compilePatterns(rule.with),
    near: rule.near,
    withFirst: rule.withFirst ?? false,
    refused: compilePatterns(rule.refused),
  })),
  acceptsGenericSkip: flag.acceptsGenericSkip ?? true,
  skipNeedsDomain: flag.skipNeedsDomain ?? false,
  unless: compilePatterns(flag.unless),
  lawfulCancels: flag.lawfulCancels,
  reason: flag.reason,
}));

const GENERIC_SKIP_FLAG = 'skips-required-licence';
const TINY_MARKET_FLAG = 'tiny-market';
const { smallPopulation } = KNOWLEDGE;
const POPULATION_EN = new RegExp(
  `(?<![a-z0-9])(?:the|only|just|our|its|their|all|about|around)\\s+(\\d{1,5})\\s+(?:[a-z]+\\s+)?(?:${smallPopulation.en
    .map(escapeRegex)
    .join('|')})(?![a-z])`,
);
const POPULATION_ZH = new RegExp(
  `(\\d{1,5})\\s*(?:${smallPopulation.zh.map(escapeRegex).join('|')})`,
);

/** "a town of 800 people", "Tangier Island (pop. about 400)". */
const PLACE_OF_EN =
  /\b(?:town|village|island|hamlet|community|building|block|street|dorm|church|club)\s+of\s+(?:about |around |only |just |roughly )?(\d{1,5})\b(?![,.]\d)(?!\s*(?:%|percent|miles|km|kilomet|square|acres|years))|\b(?:pop\.?|population)\s*(?:of\s+)?(?:about |around |approximately |only |just |~\s?)?(\d{1,5})\b(?![,.]\d)/;
/**
 * The whole market counted in people in Chinese, in digits or in Chinese numerals below about two
 * thousand ("楼里大概两百人", "常住居民只有两百来人", "全村三十户").
 */
const PEOPLE_COUNT_ZH =
  /(?:大概|大约|只有|一共|总共|常住(?:居民|人口)?(?:只有)?|全村|全楼|才|不到|就|约|楼里|岛上|村里)\s*(\d{1,4}|[一二两三四五六七八九几]?十[一二三四五六七八九]?|[一二两三四五六七八九几]{1,2}百(?:[一二三四五六七八九]十)?|[一两二]千)\s*(?:来|多|左右)?\s*(?:个|位|名)?(?:人|户|口人|居民|村民|住户|员工|学生|同学)/;

/** A market of one place: "booking for the one fenced dog park on Bainbridge Island". */
const SINGLE_PLACE_EN =
  /\bfor (?:the|our|my) (?:one|only|single|lone) (?:[a-z-]+ ){0,3}[a-z-]+ (?:on|in|at|near|of) (?:the )?[A-Z][a-z]+/;

/** Whether the idea counts its whole market in a few hundred people ("the 40 apartments in my building"). */
function smallPopulationNamed(text: IdeaText): boolean {
  if (SINGLE_PLACE_EN.test(text.clean)) return true;
  const match =
    POPULATION_EN.exec(text.lower) ??
    PLACE_OF_EN.exec(text.lower) ??
    POPULATION_ZH.exec(text.lower) ??
    PEOPLE_COUNT_ZH.exec(text.lower);
  if (!match) return false;
  const count = match[1] ?? match[2] ?? '';
  // Chinese numerals in the pattern are below two thousand by construction.
  return !/^\d+$/.test(count) || Number(count) <= smallPopulation.max;
}
const LAWFUL = compilePatterns(KNOWLEDGE.lawful);
const REGION_CUES = {
  china: compilePatterns(KNOWLEDGE.regions.china),
  us: compilePatterns(KNOWLEDGE.regions.us),
  europe: compilePatterns(KNOWLEDGE.regions.europe),
};

/** Where an idea means to sell when the caller does not say: a place it names, else its language. */
export function regionOfIdea(text: IdeaText): Region {
  return regionOf(startReading(text));
}

function regionOf(reading: Reading): Region {
  const text = reading.text;
  for (const region of ['china', 'us', 'europe'] as const) {
    if (anyLive(reading, REGION_CUES[region])) return region;
  }
  return text.cjkCount > 0 && text.cjkCount >= text.tokens.length ? 'china' : 'global';
}

/**
 * Whether a rule's triggers occur (un-negated, and not fought when `against`) with their
 * companions. The activity of a `skips-licence` rule and the companions count in any polarity:
 * the negation there is the skip itself ("no prescription needed for antibiotics").
 */
function ruleMatches(reading: Reading, rule: CompiledRule, against: boolean): boolean {
  const text = reading.text;
  const anyTrigger = rule.when === 'skips-licence';
  const firstTrigger = () => firstLive(reading, rule.triggers, against, anyTrigger);
  const refused = (pattern: Pattern) =>
    find(reading, pattern, true) !== undefined && find(reading, pattern) === undefined;
  if (rule.refused.length > 0 && !rule.refused.some(refused)) return false;
  if (rule.with.length === 0) return firstTrigger() !== undefined;
  if (rule.near === undefined && !rule.withFirst) {
    return firstTrigger() !== undefined && anyLive(reading, rule.with, true);
  }
  const near = rule.near ?? Number.POSITIVE_INFINITY;
  // Each trigger's first live occurrence against each companion's first occurrence.
  const withs = rule.with.flatMap((pattern) => find(reading, pattern, true) ?? []);
  return rule.triggers.some((pattern) => {
    const trigger = find(reading, pattern, anyTrigger);
    if (!trigger || (against && isAgainst(text, trigger))) return false;
    return withs.some(
      (other) =>
        (other.end <= trigger.at || trigger.end <= other.at) &&
        (!rule.withFirst || other.at < trigger.at) &&
        wordsBetween(text, trigger, other) <= near,
    );
  });
}

export interface RedFlagOptions {
  /**
   * Where the idea means to sell (the brief's region): it decides both the rules that apply
   * (gambling is unlawful in mainland China whatever the licence) and the laws the reason names.
   * Read from the idea when not given.
   */
  region?: Region;
  /** The idea already prepared by text.ts (saves preparing it twice). */
  text?: IdeaText;
  /** The unlawful model asked when the rules raise no unlawful flag; null reads by the rules alone. The committed model's by default. */
  unlawfulModel?: UnlawfulModel | null;
}

const KIND_ORDER = new Map(RED_FLAG_KINDS.map((kind, index) => [kind, index]));
/** The safety flag raised beside unlawful flags whose activity can hurt people. */
const ENDANGERS_FLAG = 'endangers-people';
const ENDANGERING = new Set([
  'weapons',
  'illegal-drugs',
  'prescription-drugs-without-prescription',
  'unapproved-medical-products',
  'unlicensed-pharmacy',
  'unlicensed-medical-practice',
  'organ-and-reproduction-trade',
  'transport-safety-evasion',
  'unauthorised-drone-flight',
  'dangerous-goods-by-post',
  'adulterated-food',
  'unlicensed-professional-services',
]);
/** The brief holds at most this many red flags. */
const MAX_FLAGS = 8;
/** Ideas are at most 2000 characters; anything beyond this is not read, so time stays bounded. */
const MAX_IDEA_CHARS = 4000;

/**
 * The red flags an idea raises, unlawful first, then safety-critical, then fatal flaws, each with
 * its reason in the report's language naming the law of the idea's region.
 */
export function detectRedFlags(
  idea: string,
  language: Language,
  options: RedFlagOptions = {},
): RedFlag[] {
  const text = options.text ?? prepareIdea(idea.slice(0, MAX_IDEA_CHARS));
  const reading = startReading(text);
  const region = options.region ?? regionOf(reading);
  const lawful = anyLive(reading, LAWFUL);
  const skips = findSkips(reading);
  const skipsFor = new Set(skips.flatMap((skip) => (skip === 'generic' ? [] : [skip.flagId])));
  // A plain "without a licence" belongs to the first domain flag that takes it; a licence the
  // idea says it holds ("licensed", 持牌) outweighs it.
  let genericSkip = skips.includes('generic') && !lawful;

  const raised: CompiledFlag[] = [];
  for (const flag of FLAGS) {
    const against = flag.kind === 'unlawful';
    const inRegion = (rule: CompiledRule) => !rule.regions || rule.regions.includes(region);
    const always = flag.rules.some(
      (rule) =>
        rule.when === 'always' &&
        inRegion(rule) &&
        !(flag.lawfulCancels && lawful) &&
        ruleMatches(reading, rule, against),
    );
    const takesGeneric = genericSkip && flag.acceptsGenericSkip;
    const inDomain = () =>
      flag.rules.some(
        (rule) =>
          rule.when === 'skips-licence' && inRegion(rule) && ruleMatches(reading, rule, against),
      );
    // Its own check skipped names the domain by itself ("no health permit"), unless it may not.
    const ownSkip = skipsFor.has(flag.id) && (!flag.skipNeedsDomain || inDomain());
    const skipped = ownSkip || (takesGeneric && inDomain());
    const counted = flag.id === TINY_MARKET_FLAG && smallPopulationNamed(text);
    if (!(always || skipped || counted) || anyLive(reading, flag.unless)) continue;
    // A flag its look-alike cancels ("weed killer") leaves the plain skip to the others.
    if (skipped && takesGeneric) genericSkip = false;
    raised.push(flag);
  }
  if (genericSkip && !raised.some((flag) => flag.kind === 'unlawful')) {
    const generic = FLAGS.find((flag) => flag.id === GENERIC_SKIP_FLAG);
    if (generic) raised.push(generic);
  }
  // Going around the law said by the shape of the sentence ("deal with the permits later",
  // 先上线再说, "we're not a bank so rules don't apply"): the flag each pattern names, once; a
  // plain skip only when no other unlawful flag says more, and never against a licence held.
  // A deferral holds the licence word itself ("we'll apply for the licence once we scale"), so
  // it stands beside a licence the idea names.
  for (const { flag: id, firm } of evasionMatches(text.clean)) {
    const flag = FLAGS.find((candidate) => candidate.id === id);
    if (!flag || raised.includes(flag)) continue;
    const generic = id === GENERIC_SKIP_FLAG;
    const saysMore = raised.some((other) => other.kind === 'unlawful');
    if (generic && (saysMore || (lawful && !firm))) continue;
    raised.push(flag);
  }
  // Unlawful activity that can hurt people (medicines, weapons, treatment, childcare) is also
  // safety-critical, unless a safety flag of its own already says so.
  const endangers = raised.some((flag) => ENDANGERING.has(flag.id));
  if (endangers && !raised.some((flag) => flag.kind === 'safety-critical')) {
    const safety = FLAGS.find((flag) => flag.id === ENDANGERS_FLAG);
    if (safety) raised.push(safety);
  }

  const lang = language === 'zh-CN' ? 'zh' : 'en';
  // Nothing the rules know of, and no licence claimed: the unlawful model reads how it is told.
  const model = options.unlawfulModel === undefined ? unlawfulModel() : options.unlawfulModel;
  const modelFlag =
    model && !lawful && !raised.some((flag) => flag.kind === 'unlawful')
      ? readsUnlawful(model, text, lang)
      : undefined;
  const byRules = raised
    .map((flag, index) => ({ flag, index }))
    .sort(
      (a, b) =>
        (KIND_ORDER.get(a.flag.kind) ?? 0) - (KIND_ORDER.get(b.flag.kind) ?? 0) ||
        a.index - b.index,
    )
    .map(({ flag }) => ({ kind: flag.kind, id: flag.id, reason: reasonFor(flag, region)[lang] }));
  return (modelFlag ? [modelFlag, ...byRules] : byRules).slice(0, MAX_FLAGS);
}

/** The flag the unlawful model raises: a reading, not a rule, so it says so and quotes its clauses. */
export const READS_UNLAWFUL_FLAG = 'reads-unlawful';

function readsUnlawful(
  model: UnlawfulModel,
  text: IdeaText,
  lang: 'en' | 'zh',
): RedFlag | undefined {
  if (unlawfulLikelihood(model, text) < model.threshold) return undefined;
  return {
    kind: 'unlawful',
    id: READS_UNLAWFUL_FLAG,
    // A function, so that "$&" in an idea is quoted as it is written.
    reason: KNOWLEDGE.readsUnlawful[lang].replace('{clause}', () =>
      mostTellingClauses(model, text.clean),
    ),
  };
}

function reasonFor(flag: CompiledFlag, region: Region) {
  if (region === 'us' || region === 'europe' || region === 'china') {
    return flag.reason[region] ?? flag.reason.global;
  }
  return flag.reason.global;
}
