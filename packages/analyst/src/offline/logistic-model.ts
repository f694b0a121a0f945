import { z } from 'zod';
import { gradientTrainingSchema } from './ranking.ts';

/**
 * A yes-or-no reader learnt from labelled texts: logistic regression over a text's features, each
 * counted once. The unlawful model (decision 038) and the refusal model (decision 040) are two;
 * `scripts/weights.ts` trains them.
 */
export const logisticModelSchema = z.strictObject({
  $comment: z.string(),
  /** Of the log-loss. */
  training: gradientTrainingSchema,
  /** The likelihood from which the model says yes (chosen by leaving one round out). */
  threshold: z.number().gt(0).lt(1),
  bias: z.number(),
  /** A weight per feature present in the text (each counted once); features not listed weigh nothing. */
  weights: z.record(z.string(), z.number()),
});
export type LogisticModel = z.infer<typeof logisticModelSchema>;

/** The summed weights of a text's features (without the bias). */
export const weightOf = (model: LogisticModel, features: readonly string[]) =>
  features.reduce((sum, feature) => sum + (model.weights[feature] ?? 0), 0);

/** How likely the model finds it that the answer is yes, from 0 to 1. */
export const likelihoodOf = (model: LogisticModel, features: readonly string[]) =>
  1 / (1 + Math.exp(-(model.bias + weightOf(model, features))));
