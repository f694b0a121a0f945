import { z } from 'zod';
import { reportTypeSchema } from './reports.ts';
import { SCORE_BUCKET_COUNT, SCORE_ENGINES } from './scoring-terms.ts';

export const scoreEngineSchema = z.enum(SCORE_ENGINES);

/** `GET /api/analysis/score-context` query: a score of one engine and report type. */
export const scoreContextQuerySchema = z.object({
  engine: scoreEngineSchema,
  type: reportTypeSchema,
  score: z.coerce.number().min(0).max(10),
});
export type ScoreContextQuery = z.infer<typeof scoreContextQuerySchema>;

export const scoreContextSchema = z
  .object({
    /**
     * The share (whole percent, 0-100) of the instance's finished analyses of this engine and
     * type that scored lower; null while fewer than SCORE_CONTEXT_MIN_COMPARED compare with it.
     */
    percentile: z.number().int().min(0).max(100).nullable(),
    /** How many finished analyses of this engine and type there are to compare with. */
    compared: z.number().int().nonnegative(),
  })
  .meta({ id: 'ScoreContext' });
export type ScoreContext = z.infer<typeof scoreContextSchema>;

export const scoreContextResponseSchema = z.object({
  success: z.literal(true),
  data: scoreContextSchema,
});
export type ScoreContextResponse = z.infer<typeof scoreContextResponseSchema>;

/** One engine and report type's scores, counted per bucket (SCORE_BUCKET_COUNT of them). */
export const scoreDistributionSeriesSchema = z.object({
  engine: scoreEngineSchema,
  type: reportTypeSchema,
  /** counts[i]: analyses scoring in [i, i + 1), the last bucket holding 10 too. */
  counts: z.array(z.number().int().nonnegative()).length(SCORE_BUCKET_COUNT),
  total: z.number().int().nonnegative(),
});
export type ScoreDistributionSeries = z.infer<typeof scoreDistributionSeriesSchema>;

export const scoreDistributionSchema = z
  .object({
    /** Every engine × type, in the order of SCORE_ENGINES then simple, deep; empty ones too. */
    series: z.array(scoreDistributionSeriesSchema),
  })
  .meta({ id: 'ScoreDistribution' });
export type ScoreDistribution = z.infer<typeof scoreDistributionSchema>;

export const scoreDistributionResponseSchema = z.object({
  success: z.literal(true),
  data: scoreDistributionSchema,
});
export type ScoreDistributionResponse = z.infer<typeof scoreDistributionResponseSchema>;
