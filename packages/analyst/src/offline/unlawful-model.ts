import { knowledgeFileOnDemand } from './knowledge/load.ts';
import {
  type LogisticModel,
  likelihoodOf,
  logisticModelSchema,
  weightOf,
} from './logistic-model.ts';
import type { IdeaText } from './text.ts';
import { ideaWordFeatures } from './word-model.ts';

/**
 * A second reader of whether an idea breaks the law, beside the red-flag rules: logistic
 * regression over the idea's words (English stems and pairs, Chinese characters and pairs,
 * `word-model.ts`), learnt from the labelled ideas of the readable parts of the quality set
 * (`npm run train:unlawful` writes it; decision 038). The rules know the law through the trades
 * and phrasings they were taught; the model weighs how ideas that break it are told ("no ID
 * needed", "don't need to know", 不用办证, 查不出来), so it reads kinds of law nobody wrote a rule
 * for. It is asked only when the rules raise no unlawful flag and the idea claims no licence, and
 * it speaks only when it is sure: its flag says it is a reading and quotes the clauses it rests on.
 */

export const unlawfulModelSchema = logisticModelSchema;
export type UnlawfulModel = LogisticModel;

export const UNLAWFUL_MODEL_FILE = 'unlawful-model.json';

/** The committed model, read once per process. */
export const unlawfulModel = knowledgeFileOnDemand(UNLAWFUL_MODEL_FILE, unlawfulModelSchema);

/** How likely the model finds it that the text describes an unlawful business, from 0 to 1. */
export function unlawfulLikelihood(model: UnlawfulModel, text: IdeaText | string): number {
  return likelihoodOf(model, ideaWordFeatures(text));
}

/** Clauses: split at sentence and clause punctuation, not inside a number ($2,100 or 4.5). */
const CLAUSE_BREAK = /[;!?。；！？，,:：\n]|\.(?=\s|$)/u;
/** A quoted clause is cut to about this many characters. */
const QUOTE_CHARS = 90;
/** At most this many clauses are quoted, the most telling ones, in the idea's order. */
const QUOTED_CLAUSES = 2;

const cut = (clause: string) => {
  const chars = [...clause];
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('').trimEnd()}…` : clause;
};

/**
 * The clauses of the idea that weigh most towards the law being broken, as the idea words them
 * (each cut with an ellipsis when long, an ellipsis between them): what the flag quotes so the
 * founder sees what it rests on. The second is quoted only when it weighs towards it too.
 */
export function mostTellingClauses(model: UnlawfulModel, idea: string): string {
  const weighed = idea
    .split(CLAUSE_BREAK)
    .map((raw, at) => ({ clause: raw.trim(), at }))
    .filter(({ clause }) => clause !== '')
    .map((entry) => ({ ...entry, weight: weightOf(model, ideaWordFeatures(entry.clause)) }));
  const ranked = [...weighed].sort((a, b) => b.weight - a.weight);
  const quoted = ranked.filter(
    (entry, rank) => rank === 0 || (rank < QUOTED_CLAUSES && entry.weight > 0),
  );
  return quoted
    .sort((a, b) => a.at - b.at)
    .map(({ clause }) => cut(clause))
    .join(' … ');
}
