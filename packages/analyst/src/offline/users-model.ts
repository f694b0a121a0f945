import type { Language } from '@idealens/shared/simple-report';
import { namesOrganisations, namesPeople, namesProfessionals } from './brief-cues.ts';
import {
  ACTS_ON_PEOPLE,
  GROUP_NOUNS,
  isCustomerWord,
  PARTY_PLURAL,
  THING_PLURALS,
  USING_VERB,
  withIdeasCapitals,
} from './customer.ts';
import { knowledgeFileOnDemand } from './knowledge/load.ts';
import { GENERIC_CUSTOMER_WORDS, STOPWORDS } from './knowledge/text-cues.ts';
import {
  bestCandidate,
  type RankingModel,
  type RankingWeights,
  rankingModelSchema,
} from './ranking.ts';
import { type IdeaText, pluralize } from './text.ts';

/**
 * A second reader of who uses the product, beside the rules of `customer.ts` and the brief: a
 * ranking model over every party the idea names (each Chinese word or English word that names
 * people or organisations) and the rules' own answer, learnt from the labelled ideas of the
 * readable parts of the quality set (`npm run train:users` writes it; decision 036). What it
 * weighs is where a party stands (after "for" or 给, before "pay" or 用, first or late, said
 * twice), what kind of party it is, its own word and the words beside it, and whether the rules
 * chose it. It only ever picks a party the idea itself names, or keeps the rules' answer.
 */

/** What the brief's rules read of who uses it, before the model weighs it. */
export interface UsersByRules {
  /** The customer group `findCustomer` names, if any. */
  rule?: string;
  /** The brief's description of who uses it. */
  description: string;
  /** Whether that description says the idea names nobody (and guesses from the market). */
  unnamed: boolean;
}

/** One party the model may choose: a phrase of the idea, or the rules' own description. */
export interface UsersCandidate {
  phrase: string;
  /** The word that names the party ("owners" in "gym owners", 学员 in 驾校学员); the phrase, for the rules' own. */
  head: string;
  features: string[];
  /** Whether choosing it keeps the brief's own description. */
  keepsBrief: boolean;
}

const ZH_PARTIES = GROUP_NOUNS.zh.filter((noun) => !GENERIC_CUSTOMER_WORDS.has(noun));
/** Chinese words that end the way names of people and organisations end (…者, …师, …店, 老板). */
const ZH_PARTY_SHAPE =
  /(?:[人者员师商户客民族友生主家长妈爸姐哥厂院校店馆站所]|老板|企业|公司|机构|团队|部门|中心|学校|孩子|宝宝|老人)$/;
/** Words that cannot be part of a party's name in front of it (particles, verbs, counters). */
const ZH_NOT_A_MODIFIER = /[的了在给为和与跟对从把被让由帮替是有做个一这那些]/;
/** Words before a party that make it the one served. */
const SERVES =
  /^(?:for|helps|help|helping|targeting|serving|lets|allows|to|给|为|帮|面向|针对|帮助|服务)$/;
const OWN = /^(?:our|my|我们|我)$/;

/** A party the idea names: its word, the phrase with the words before it, and where both start. */
interface Party {
  head: string;
  /** A party noun the knowledge base knows, a word shaped like one, or a generic word ("customers"). */
  shape: 'known' | 'shape' | 'generic';
  phrase: string;
  /** Index of the head among the idea's words (Chinese) or tokens (English). */
  at: number;
  /** Index where the phrase starts. */
  from: number;
}

function chineseParties(text: IdeaText): Party[] {
  const { words } = text;
  const found: Party[] = [];
  words.forEach((word, i) => {
    const known = ZH_PARTIES.some((noun) => word.endsWith(noun));
    if (!known && !(word.length >= 2 && ZH_PARTY_SHAPE.test(word))) return;
    const before = words[i - 1] ?? '';
    const modified = /^[\u4e00-\u9fff]{2,4}$/.test(before) && !ZH_NOT_A_MODIFIER.test(before);
    found.push({
      head: word,
      shape: known ? 'known' : 'shape',
      phrase: modified ? before + word : word,
      at: i,
      from: modified ? i - 1 : i,
    });
  });
  return found;
}

/** What stands between two neighbouring tokens in the idea ("-" in "first-time", ", " after a clause). */
const between = (text: IdeaText, i: number) =>
  text.lower.slice((text.offsets[i - 1] ?? 0) + (text.tokens[i - 1] ?? '').length, text.offsets[i]);

/** Prepositions the common-word list lacks: "per worker" names workers, not "per workers". */
const PREPOSITION = /^(?:per|via|vs|versus|amid|amongst|toward|towards|unlike|plus|minus|upon)$/;

/** Where the words before a party that are part of its name start, hyphenated words whole ("first-time buyers"). */
function englishModifierStart(text: IdeaText, i: number): number {
  const before = text.tokens[i - 1];
  if (!before || !/^ +$/.test(between(text, i))) return i;
  // Not a little word, a preposition, a number or a verb ("per worker", "keep nurses", "pair students").
  if (STOPWORDS.has(before) || PREPOSITION.test(before) || /^\d+$/.test(before)) return i;
  if (before.endsWith('ing')) return i;
  if (ACTS_ON_PEOPLE.test(before) || USING_VERB.test(before)) return i;
  let start = i - 1;
  while (start > 0 && between(text, start) === '-') start -= 1;
  return start;
}

function englishParties(text: IdeaText): Party[] {
  const found: Party[] = [];
  text.tokens.forEach((token, i) => {
    const shape = isCustomerWord(token)
      ? 'known'
      : GENERIC_CUSTOMER_WORDS.has(token)
        ? 'generic'
        : PARTY_PLURAL.test(token) && !THING_PLURALS.has(token)
          ? 'shape'
          : undefined;
    if (!shape) return;
    const from = englishModifierStart(text, i);
    const modifier = text.tokens.slice(from, i).join('-');
    const words = modifier ? `${modifier} ${token}` : token;
    // "the buyer" is read as a group ("buyers"), as the rules read it; "everyone" stays as it is.
    const phrase = GENERIC_CUSTOMER_WORDS.has(token) ? words : pluralize(words);
    found.push({ head: token, shape, phrase: withIdeasCapitals(phrase, text), at: i, from });
  });
  return found;
}

/** The parties the idea names and the rules' answer, each with what the model weighs. */
export function usersCandidates(
  text: IdeaText,
  ideaLanguage: Language,
  rules: UsersByRules,
): UsersCandidate[] {
  const zh = ideaLanguage === 'zh-CN';
  const lang = zh ? 'zh' : 'en';
  const units = zh ? text.words : text.tokens;
  const parties = zh ? chineseParties(text) : englishParties(text);
  const said = new Map<string, number>();
  // A party said twice, in any number ("the buyer", "buyers").
  const key = (head: string) => (zh ? head : pluralize(head));
  for (const { head } of parties) said.set(key(head), (said.get(key(head)) ?? 0) + 1);
  const rule = rules.rule?.toLowerCase();
  const brief = rules.unnamed ? undefined : rules.description.toLowerCase();
  const candidates = parties.map(({ head, shape, phrase, at, from }, index): UsersCandidate => {
    // The words before the phrase, not before its head: "for first-time buyers".
    const before = units[from - 1] ?? '';
    const features = [
      shape,
      `word:${head}`,
      `before:${before}`,
      `before2:${units[from - 2] ?? ''}`,
      `after:${units[at + 1] ?? ''}`,
      `after2:${units[at + 2] ?? ''}`,
      `${lang}-word:${head}`,
      `${lang}-before:${before}`,
      `${lang}-after:${units[at + 1] ?? ''}`,
      `quarter:${Math.floor((4 * at) / Math.max(1, units.length))}`,
    ];
    if (!zh && head.endsWith('s')) features.push('plural');
    if (index === 0) features.push('first');
    if ((said.get(key(head)) ?? 0) > 1) features.push('repeated');
    if (rule?.includes(head)) features.push('rule');
    const inBrief = brief?.includes(head) ?? false;
    if (inBrief) features.push('brief');
    if (!rule) features.push('no-rule');
    if (namesOrganisations(phrase)) features.push('organisation');
    if (namesPeople(phrase)) features.push('people');
    if (namesProfessionals(phrase)) features.push('professional');
    if (SERVES.test(before)) features.push('served');
    if (OWN.test(before)) features.push('own');
    // A party the brief names already keeps the brief's words for it (with their qualifier).
    return { phrase, head, features, keepsBrief: inBrief };
  });
  // The rules' answer stands on its own when no party of the idea carries it.
  if (!candidates.some((candidate) => candidate.keepsBrief)) {
    candidates.push({
      phrase: rules.description,
      head: rules.description,
      features: [
        'brief-only',
        rules.unnamed ? 'brief-unnamed' : 'brief-named',
        `brief-${lang}`,
        ...(parties.length === 0 ? ['alone'] : []),
      ],
      keepsBrief: true,
    });
  }
  return candidates;
}

export type UsersWeights = RankingWeights;
export type UsersModel = RankingModel;

export const USERS_MODEL_FILE = 'users-model.json';

const committedUsersModel = knowledgeFileOnDemand(USERS_MODEL_FILE, rankingModelSchema);

/** The committed weights, read once per process. */
export const usersWeights = (): UsersWeights => committedUsersModel().weights;

/** Who uses it, weighed: the candidate the weights choose. */
export function chooseUsers(
  weights: Readonly<UsersWeights>,
  text: IdeaText,
  ideaLanguage: Language,
  rules: UsersByRules,
): UsersCandidate | undefined {
  const candidates = usersCandidates(text, ideaLanguage, rules);
  return candidates[bestCandidate(weights, candidates)];
}
