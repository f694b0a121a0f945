// How scores are made and read, without zod: the report's score area and the /methodology page
// use these, and the analyst scores with the same numbers (its default weights come from here).
import type { SCORE_DIMENSIONS } from './full-report-terms.ts';

type ScoreDimensionName = (typeof SCORE_DIMENSIONS)[number];

/**
 * How much each dimension of a deep report counts by default. Every dimension is scored so that
 * 10 is best for the idea (for execution_risk, 10 means the least risk).
 */
export const DEFAULT_SCORE_WEIGHTS: Readonly<Record<ScoreDimensionName, number>> = {
  market_urgency: 0.25,
  tech_feasibility: 0.2,
  business_model_barrier: 0.2,
  execution_risk: 0.2,
  scaling_elasticity: 0.15,
};

/**
 * How the brief moves the weights, the same for every engine (a model never sets them): each
 * factor multiplies a default weight before the weights are scaled back to 100 % within the
 * bounds. A regulated domain makes execution (licences, compliance) count more; hardware or
 * physical goods make buildability count more; a marketplace's growth depends on scaling both
 * sides.
 */
export const WEIGHT_ADJUSTMENTS = {
  regulated: { execution_risk: 1.5 },
  hardware: { tech_feasibility: 1.4 },
  marketplace: { scaling_elasticity: 1.3 },
} as const satisfies Record<string, Partial<Record<ScoreDimensionName, number>>>;

/**
 * Evidence rules of a report written from web research: a dimension no cited source backs is
 * held at `lowEvidenceCap`; a report citing fewer than `minCitedSources` sources is thin, every
 * score is held at `thinEvidenceCap` and it cannot be strongly recommended.
 */
export const EVIDENCE_RULES = {
  minCitedSources: 3,
  lowEvidenceCap: 5,
  thinEvidenceCap: 6,
} as const;

/** The bounds a proposed weight is held within, so no single dimension carries the score. */
export const SCORE_WEIGHT_BOUNDS = { min: 0.1, max: 0.35 } as const;

/**
 * The verdict rules the analyst applies (packages/analyst/src/deep/scoring.ts), as the methodology
 * page states them: strong_recommend from this composite with no red flag, not_recommend below
 * `notRecommendBelow`, or below `notRecommendWithRedFlagsBelow` with two or more red flags;
 * an unlawful red flag is never recommended.
 */
export const VERDICT_THRESHOLDS = {
  strongRecommendFrom: 7.5,
  notRecommendBelow: 5,
  notRecommendWithRedFlagsBelow: 6,
} as const;

/** A score's percentile is shown once at least this many analyses of its kind compare with it. */
export const SCORE_CONTEXT_MIN_COMPARED = 50;

/** The engines a score comes from. */
export const SCORE_ENGINES = ['offline', 'llm'] as const;
export type ScoreEngine = (typeof SCORE_ENGINES)[number];

/** The distribution's buckets: one per point, [0, 1) … [9, 10] (10 falls in the last). */
export const SCORE_BUCKET_COUNT = 10;
