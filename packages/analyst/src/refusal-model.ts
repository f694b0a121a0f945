import { knowledgeFileOnDemand } from './offline/knowledge/load.ts';
import { type LogisticModel, likelihoodOf, logisticModelSchema } from './offline/logistic-model.ts';
import { wordFeatures } from './offline/word-model.ts';

/**
 * A second reader of whether a text is an idea at all, beside the refusal rules of
 * `idea-clarity.ts`: logistic regression over the text's words and its shape, learnt from the
 * labelled texts of the readable parts of the quality set (`npm run train:refusal` writes it;
 * decision 040). The rules know the shapes of everyday texts they were written from; the model
 * weighs how such texts are worded (I and my, dates, sign-offs, 亲, 请, 通知), so it reads shapes no
 * rule names. It only refuses, never lets a text through, and it speaks only when it is sure.
 */

export const refusalModelSchema = logisticModelSchema;
export type RefusalModel = LogisticModel;

export const REFUSAL_MODEL_FILE = 'refusal-model.json';

/** The committed model, read once per process. */
export const refusalModel = knowledgeFileOnDemand(REFUSAL_MODEL_FILE, refusalModelSchema);

const ENGLISH_WORD = /[a-z][a-z'-]*/g;
/** A greeting, the way a message to someone opens ("Hi", not "Hiring"). */
const GREETING = /^\s*(?:(?:hi|hey|hello|dear)\b|你好|您好|各位|亲爱)/i;

/**
 * The features the model reads of a text, each once: its words and pairs (`word-model.ts`), its
 * English words as written, stopwords included (an idea says "we" and "for", a diary "I" and
 * "my"), and its shape: line breaks, long numbers, a closing question mark, a greeting. Not its
 * length: a terse idea ("汉服租赁") is no less an idea for being short.
 */
export function refusalFeatures(text: string): string[] {
  const lower = text.toLowerCase();
  const features = new Set<string>(wordFeatures(lower));
  for (const [word] of lower.matchAll(ENGLISH_WORD)) features.add(`word:${word}`);
  if (text.includes('\n')) features.add('shape:lines');
  if (/\d{3,}/.test(text)) features.add('shape:long-number');
  if (/[?？]\s*$/.test(text)) features.add('shape:ends-asking');
  if (GREETING.test(text)) features.add('shape:greeting');
  return [...features];
}

/** How likely the model finds it that the text is not an idea, from 0 to 1. */
export function refusalLikelihood(model: RefusalModel, text: string): number {
  return likelihoodOf(model, refusalFeatures(text));
}
