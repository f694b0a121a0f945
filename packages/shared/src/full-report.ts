import { z } from 'zod';
import { briefSchema } from './brief.ts';
import { SCORE_DIMENSIONS, VERDICTS } from './full-report-terms.ts';
import { analysisMetaSchema, levelSchema } from './simple-report.ts';

export { SCORE_DIMENSIONS, VERDICTS };

/**
 * The deep analysis report: the spec's section 3 "Full report", field for field.
 *
 * Decisions the spec leaves open:
 * - `data_sources` items are either a plain string (a source named without an address, e.g. the
 *   offline analyst's bundled knowledge) or `{ title, url? }`; a `url`, when given, is http(s).
 * - Scores are on a 0-10 scale; `weight` and `probability` are fractions 0-1 (shown as percents).
 * - Lists may be empty: an analysis that found nothing says so rather than inventing items.
 */

const text = z.string().min(1);
const textList = z.array(text);

export const scoreDimensionNameSchema = z.enum(SCORE_DIMENSIONS);
export type ScoreDimensionName = z.infer<typeof scoreDimensionNameSchema>;

export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

export const dataSourceSchema = z.union([
  text,
  z.object({ title: text, url: z.url({ protocol: /^https?$/ }).optional() }),
]);
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * A claim of the report with the words of its source that back it: `source` is the claim's
 * position in `data_sources` (1-based, the report's "[n]" markers), `quote` a verbatim passage of
 * that source, checked in code to be there and to state the claim's figures.
 */
export const quotedEvidenceSchema = z.object({
  claim: text,
  quote: text,
  source: z.number().int().min(1),
});
export type QuotedEvidence = z.infer<typeof quotedEvidenceSchema>;

/** How much the research backs a report: `thin` when fewer sources were cited than a report needs. */
export const EVIDENCE_LEVELS = ['sufficient', 'thin'] as const;

export const searchPerformedSchema = z.object({
  searches_conducted: z.number().int().nonnegative(),
  key_findings: textList,
  data_sources: z.array(dataSourceSchema),
  /**
   * Claims the model made that its sources did not bear out (the quote was not in the cited
   * source, or the figures were not in the quote): never findings, listed for the reader to check.
   * Optional: reports written before it existed have none.
   */
  needs_checking: textList.optional(),
  /** The quotes behind the findings, competitors, pain points, market gap and scores. */
  evidence: z.array(quotedEvidenceSchema).optional(),
  evidence_level: z.enum(EVIDENCE_LEVELS).optional(),
});

export const projectAnalysisSchema = z.object({
  overview: z.object({
    core_concept: text,
    value_proposition: text,
    demand_pain_points: textList,
  }),
});

export const competitorSchema = z.object({
  name: text,
  strengths: text,
  weaknesses: text,
  differentiation_strategy: text,
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitiveAnalysisSchema = z.object({
  market_gap: text,
  direct_competitors: z.array(competitorSchema),
});

const fraction = z.number().min(0).max(1);
const score = z.number().min(0).max(10);

/**
 * Every risk rated on both axes of the probability × impact matrix (UI.md): a technical risk's
 * impact is its `severity`, a market risk's likelihood its `probability`. The other axis
 * (`probability` of a technical risk, `impact` of a market risk) came with issue 19: optional, so
 * reports written before it still read (the page puts such a risk in a "not rated" lane, and
 * draws no matrix when no risk is rated on both). The offline analyst rates market risks' impact;
 * the LLM engine's model rates both.
 */
export const riskAssessmentSchema = z.object({
  technical_risks: z.array(
    z.object({
      risk_point: text,
      severity: levelSchema,
      mitigation: text,
      probability: fraction.optional(),
    }),
  ),
  market_risks: z.array(
    z.object({
      risk_type: text,
      probability: fraction,
      impact_analysis: text,
      impact: levelSchema.optional(),
    }),
  ),
  compliance_risks: z.object({
    gdpr_concerns: z.boolean(),
    region_specific_issues: textList,
  }),
});

export const growthStrategySchema = z.object({
  acquisition_channels: textList,
  viral_coefficient_mechanism: text,
  partnership_leverage_points: textList,
});

export const mvpRoadmapSchema = z.object({
  phase_0: z.object({ validation_goal: text, core_features: textList, success_metrics: textList }),
  phase_1: z.object({ sticky_features: textList, retention_metrics: textList }),
});

export const scoreDimensionSchema = z.object({
  name: scoreDimensionNameSchema,
  score,
  weight: fraction,
  evidence: text,
  /** No cited source backs this score: it is capped and shown as "low evidence". */
  low_evidence: z.boolean().optional(),
});
export type ScoreDimension = z.infer<typeof scoreDimensionSchema>;

export const quantitativeScoringSchema = z.object({
  composite_score: score,
  dimensions: z.array(scoreDimensionSchema),
});

export const investmentRecommendationSchema = z.object({
  verdict: verdictSchema,
  critical_success_factors: textList,
  timing_considerations: text,
});

export const fullReportSchema = z
  .object({
    search_performed: searchPerformedSchema,
    project_analysis: projectAnalysisSchema,
    competitive_analysis: competitiveAnalysisSchema,
    risk_assessment: riskAssessmentSchema,
    growth_strategy: growthStrategySchema,
    mvp_roadmap: mvpRoadmapSchema,
    quantitative_scoring: quantitativeScoringSchema,
    investment_recommendation: investmentRecommendationSchema,
  })
  .meta({ id: 'FullReport' });
export type FullReport = z.infer<typeof fullReportSchema>;
export type FullReportSection = keyof FullReport;

const sectionSchemas = fullReportSchema.shape;
export const FULL_REPORT_SECTIONS = Object.keys(sectionSchemas) as FullReportSection[];

/**
 * A full report as the web app shows it: every section that validates, and `null` in place of
 * a section that is missing or broken (the page shows that section's "not provided" default).
 * A verdict outside the three known ones is kept as `null`: the page calls it pending evaluation.
 */
export type FullReportView = {
  [Section in Exclude<FullReportSection, 'investment_recommendation'>]: FullReport[Section] | null;
} & {
  investment_recommendation:
    | (Omit<FullReport['investment_recommendation'], 'verdict'> & { verdict: Verdict | null })
    | null;
  /** Sections that were missing or did not validate. */
  missingSections: FullReportSection[];
};

/** Every section of a report with nothing in it: the "empty report skeleton". */
export function emptyFullReportView(): FullReportView {
  return {
    search_performed: null,
    project_analysis: null,
    competitive_analysis: null,
    risk_assessment: null,
    growth_strategy: null,
    mvp_roadmap: null,
    quantitative_scoring: null,
    investment_recommendation: null,
    missingSections: [...FULL_REPORT_SECTIONS],
  };
}

const lenientInvestmentSchema = investmentRecommendationSchema.extend({
  verdict: verdictSchema.nullable().catch(null),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges report data over the empty defaults section by section: a valid section is kept, a
 * missing or broken one stays at its default. Accepts the report at the top level or wrapped in
 * `{ data: … }`. Returns null when the input is not an object with at least one valid section.
 */
export function normalizeFullReport(input: unknown): FullReportView | null {
  const source = isRecord(input) && isRecord(input.data) ? input.data : input;
  if (!isRecord(source)) return null;

  const view = emptyFullReportView();
  const missing: FullReportSection[] = [];
  for (const section of FULL_REPORT_SECTIONS) {
    const schema =
      section === 'investment_recommendation' ? lenientInvestmentSchema : sectionSchemas[section];
    const parsed = schema.safeParse(source[section]);
    if (parsed.success) {
      (view as Record<FullReportSection, unknown>)[section] = parsed.data;
    } else {
      missing.push(section);
    }
  }
  if (missing.length === FULL_REPORT_SECTIONS.length) return null;
  view.missingSections = missing;
  return view;
}

/** Where a deep analysis' research came from: a search result with its address, or bundled knowledge. */
export const researchSourceSchema = z.object({
  title: text,
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type ResearchSource = z.infer<typeof researchSourceSchema>;

const count = z.number().int().nonnegative();

/** Where a query of the research came from: the approved or proposed plan, or the follow-up round. */
export const QUERY_ORIGINS = ['plan', 'follow-up'] as const;

/**
 * How a deep analysis' web research went, for the reader who wants to check it and for operators:
 * the queries run (area, origin, results), sources set aside because they read as instructions
 * to a model, the claims checked against their sources, the model calls made and each stage's time.
 */
export const researchRecordSchema = z.object({
  queries: z.array(
    z.object({
      query: text,
      area: z.string().min(1),
      origin: z.enum(QUERY_ORIGINS),
      results: count,
      failed: z.boolean().optional(),
    }),
  ),
  flaggedSources: z.array(
    z.object({ title: text, url: z.string().optional(), reason: z.literal('instructions') }),
  ),
  /** Claims checked against their sources: backed, listed as needing checks, or dropped (an unbacked figure). */
  claims: z.object({ checked: count, supported: count, needsChecking: count, dropped: count }),
  modelCalls: count,
  timings: z.record(z.string(), count),
});
export type ResearchRecord = z.infer<typeof researchRecordSchema>;

/**
 * What the analyst records beside a deep report: the same fields as a quick analysis' meta, plus
 * the report's title, the tools it used (`web_search`, `offline_knowledge`, …), every source it
 * cites, for the LLM engine the tokens spent and, with web research, how the research went.
 */
export const deepAnalysisMetaSchema = analysisMetaSchema.extend({
  title: text,
  toolsUsed: z.array(text),
  sources: z.array(researchSourceSchema),
  tokens: z
    .object({ input: z.number().int().nonnegative(), output: z.number().int().nonnegative() })
    .nullable(),
  research: researchRecordSchema.optional(),
});
export type DeepAnalysisMeta = z.infer<typeof deepAnalysisMetaSchema>;

/**
 * A finished deep analysis as stored in a task's `resultData` and a report's `analysisContent`;
 * `brief` is optional only so that reports stored before it existed still read.
 */
export const deepAnalysisResultSchema = fullReportSchema
  .extend({ brief: briefSchema.optional(), meta: deepAnalysisMetaSchema })
  .meta({ id: 'DeepAnalysisResult' });
export type DeepAnalysisResult = z.infer<typeof deepAnalysisResultSchema>;
