import { z } from 'zod';

/**
 * What the offline analyst's ranking models share (the users model, decision 036, and the market
 * ranker, decision 039): each candidate reading carries features, a weight per feature learnt by
 * the trainers in `scripts/` (a softmax over each labelled idea's candidates), and the candidate
 * whose features weigh most is chosen.
 */

/** A weight per feature; features not listed weigh nothing. */
const rankingWeightsSchema = z.record(z.string(), z.number());
export type RankingWeights = z.infer<typeof rankingWeightsSchema>;

/** How a weighted model was trained (`scripts/weights.ts`): full-batch gradient steps with an L2 penalty. */
export const gradientTrainingSchema = z.strictObject({
  steps: z.number().int().positive(),
  rate: z.number().positive(),
  l2: z.number().nonnegative(),
});

export const rankingModelSchema = z.strictObject({
  $comment: z.string(),
  /** Of a softmax over each idea's candidates. */
  training: gradientTrainingSchema,
  weights: rankingWeightsSchema,
});
export type RankingModel = z.infer<typeof rankingModelSchema>;

/** A reading a ranking model may choose, by what it weighs. */
export interface Ranked {
  features: readonly string[];
}

/** How strongly the weights favour a candidate: the sum of its features' weights. */
function candidateScore(weights: Readonly<RankingWeights>, candidate: Ranked): number {
  let score = 0;
  for (const feature of candidate.features) score += weights[feature] ?? 0;
  return score;
}

/**
 * Which candidate the weights choose: the index of the highest score. On equal scores the earlier
 * one stands, so callers list their candidates in the order a tie should keep.
 */
export function bestCandidate(
  weights: Readonly<RankingWeights>,
  candidates: readonly Ranked[],
): number {
  let best = -1;
  let top = Number.NEGATIVE_INFINITY;
  candidates.forEach((candidate, i) => {
    const score = candidateScore(weights, candidate);
    if (score > top) {
      top = score;
      best = i;
    }
  });
  return best;
}
