import { z } from 'zod';
import { briefSchema } from './brief.ts';

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const levelSchema = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof levelSchema>;

/**
 * The body of a quick ("simple") analysis: the spec's Shape A. This is what an engine produces
 * (and what an LLM is asked for as structured output); `meta` is added by the analyst.
 */
export const simpleReportBodySchema = z.object({
  core_analysis: z.object({
    problem_solved: z
      .string()
      .min(1)
      .describe('The core problem the idea solves, in one or two sentences'),
    value_proposition: z
      .string()
      .min(1)
      .describe('Why customers would choose this, in one or two sentences'),
    feasibility_level: levelSchema.describe('Overall feasibility: high, medium or low'),
  }),
  quick_assessment: z.object({
    market_demand: z
      .string()
      .min(1)
      .describe('Market demand in one or two sentences, with who wants it and how much'),
    competition_level: levelSchema.describe(
      'high = intense competition, medium = moderate, low = little',
    ),
    implementation_difficulty: levelSchema.describe('high, medium, or low = relatively simple'),
  }),
  recommendations: z.object({
    feasibility_score: z.number().min(0).max(10).describe('Feasibility out of 10, one decimal'),
    key_suggestions: z
      .array(z.string().min(1))
      .min(1)
      .max(6)
      .describe('Concrete, specific suggestions'),
    main_challenges: z
      .array(z.string().min(1))
      .min(1)
      .max(6)
      .describe('The main challenges to overcome'),
    next_step: z.string().min(1).describe('The single recommended next step'),
  }),
});
export type SimpleReportBody = z.infer<typeof simpleReportBodySchema>;

export const analysisMetaSchema = z.object({
  /** Milliseconds the analysis itself took. */
  processing_time: z.number().int().nonnegative(),
  /** ISO 8601 time the analysis finished. */
  timestamp: z.string(),
  engine: z.enum(['offline', 'llm']),
  model: z.string(),
  language: languageSchema,
});
export type AnalysisMeta = z.infer<typeof analysisMetaSchema>;

/**
 * A finished quick analysis as stored in a task's `resultData` and shown by the web app. `brief`
 * (what the analyst understood) is in every report written since the brief exists; it is optional
 * here only so that reports stored before it still read.
 */
export const simpleReportSchema = simpleReportBodySchema
  .extend({ brief: briefSchema.optional(), meta: analysisMetaSchema })
  .meta({ id: 'SimpleReport' });
export type SimpleReport = z.infer<typeof simpleReportSchema>;
