import { z } from 'zod';
import { readKnowledgeFile } from './knowledge/load.ts';
import { type IdeaText, prepareIdea } from './text.ts';

/**
 * Naive Bayes over an idea's words: English stems and pairs of stems, Chinese characters and pairs
 * of characters. Counted by the trainers in `scripts/` from data we keep (the knowledge base's words,
 * the labelled ideas of the readable parts of the quality set), never by hand. The industry model
 * (decision 035) and the revenue model (decision 037) are two such counts.
 */

/** Words too common to say anything about a market or a model of revenue. */
const STOPWORDS = new Set(
  'a an the and or of for to in on with we our you your i my it is are be by at as that this from they their them will can who what which per each just no not but so if into than then more most app platform'.split(
    ' ',
  ),
);

/**
 * A crude stem, so that the forms of a word meet: "bakeries" and "bakery", "nurses" and "nurse",
 * "walkers" and "walking" and "walk".
 */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ers', 'er', 'ed']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  return w;
}

const LATIN_WORD = /[a-z][a-z'-]+/g;
const CJK_RUN = /[\u4e00-\u9fff]+/g;

/** A Chinese character alone (号, 不, 就) says too little of what an idea does to weigh. */
const SINGLE_HANZI = /^[\u4e00-\u9fff]$/u;
/**
 * Chinese pairs that are pronouns and grammar (我们, 一个, 就能), left out as the English stopwords
 * (we, our, a) are: they tell how an idea is written, not what it does.
 */
const FUNCTION_PAIRS = new Set([
  '我们',
  '你们',
  '他们',
  '咱们',
  '我的',
  '你的',
  '一个',
  '这个',
  '那个',
  '就能',
  '就是',
  '可以',
  '的是',
  '是一',
  '了一',
  '都是',
  '也是',
  '还是',
]);

/**
 * What a yes-or-no model (`logistic-model.ts`) reads of an idea, each feature once: its words and
 * pairs (`wordFeatures`, single Chinese characters left out), those in a negated stretch marked
 * `neg:`. "No ID check" and "we never sell without a prescription" share their words, not what
 * they say.
 */
export function ideaWordFeatures(idea: IdeaText | string): string[] {
  const text = typeof idea === 'string' ? prepareIdea(idea) : idea;
  const { lower, negations } = text;
  let affirmed = '';
  let from = 0;
  const negated: string[] = [];
  for (const { start, end } of negations) {
    if (start < from) continue;
    affirmed += `${lower.slice(from, start)} | `;
    negated.push(...wordFeatures(lower.slice(start, end)).map((feature) => `neg:${feature}`));
    from = end;
  }
  affirmed += lower.slice(from);
  return [
    ...new Set(
      [...wordFeatures(affirmed), ...negated].filter((feature) => {
        const word = feature.replace(/^neg:/, '');
        return !SINGLE_HANZI.test(word) && !FUNCTION_PAIRS.has(word);
      }),
    ),
  ];
}

/**
 * What the model reads of a text: English stems and pairs of neighbouring stems, and each run of
 * Chinese characters as its characters and pairs of neighbouring characters. Repeats count.
 */
export function wordFeatures(text: string): string[] {
  const lower = text.toLowerCase();
  const words = [...lower.matchAll(LATIN_WORD)]
    .map((match) => match[0])
    .filter((word) => !STOPWORDS.has(word))
    .map(stem);
  const features = [...words];
  for (let i = 0; i + 1 < words.length; i += 1) features.push(`${words[i]}_${words[i + 1]}`);
  for (const [run] of lower.matchAll(CJK_RUN)) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) features.push(`${chars[i]}${chars[i + 1]}`);
    features.push(...chars);
  }
  return features;
}

export const wordModelSchema = z.strictObject({
  $comment: z.string(),
  /** Additive smoothing of every count. */
  alpha: z.number().positive(),
  /**
   * Features of the labelled ideas seen fewer times than this were left out; every feature of the
   * knowledge base's own words is kept.
   */
  minCount: z.number().int().positive(),
  /** The classes: industry ids, revenue models. */
  classes: z.array(z.string().min(1)).min(2),
  /** How many labelled ideas each class has, when the model weighs how common a class is; equal otherwise. */
  priors: z.array(z.number().int().positive()).optional(),
  /** The total count of kept features per class, in the order of `classes`. */
  totals: z.array(z.number().int().nonnegative()),
  /** Per feature, pairs of (index into `classes`, count). */
  features: z.record(z.string(), z.array(z.number().int().nonnegative())),
});
export type WordModel = z.infer<typeof wordModelSchema>;

/**
 * How likely each class is for a text under a model, summing to 1. The classes' priors when the
 * model has them; uniform when the text has no word the model knows and it has none.
 */
export function posteriorOf(model: WordModel): (text: string) => Map<string, number> {
  const vocabulary = Object.keys(model.features).length;
  const { alpha, classes, totals, features, priors } = model;
  const logAlpha = Math.log(alpha);
  const allIdeas = priors?.reduce((a, b) => a + b, 0) ?? 0;
  return (text) => {
    const scores = classes.map((_, c) => (priors ? Math.log((priors[c] as number) / allIdeas) : 0));
    let known = 0;
    for (const feature of wordFeatures(text)) {
      const counts = features[feature];
      if (!counts) continue;
      known += 1;
      for (let i = 0; i + 1 < counts.length; i += 2) {
        const at = counts[i] as number;
        scores[at] =
          (scores[at] as number) + Math.log(alpha + (counts[i + 1] as number)) - logAlpha;
      }
    }
    for (let c = 0; c < classes.length; c += 1) {
      scores[c] =
        (scores[c] as number) +
        known * (logAlpha - Math.log((totals[c] as number) + alpha * vocabulary));
    }
    const top = Math.max(...scores);
    const weights = scores.map((score) => Math.exp(score - top));
    const sum = weights.reduce((a, b) => a + b, 0);
    return new Map(classes.map((id, c) => [id, (weights[c] as number) / sum]));
  };
}

/** The posterior of a committed model file, read on first use and kept for the process. */
export function committedPosterior(file: string): (text: string) => Map<string, number> {
  let read: ((text: string) => Map<string, number>) | undefined;
  return (text) => {
    read ??= posteriorOf(readKnowledgeFile(file, wordModelSchema));
    return read(text);
  };
}
