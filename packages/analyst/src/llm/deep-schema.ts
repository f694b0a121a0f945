import {
  growthStrategySchema,
  mvpRoadmapSchema,
  projectAnalysisSchema,
  riskAssessmentSchema,
} from '@idealens/shared/full-report';
import { Output } from 'ai';
import { z } from 'zod';

const text = z.string().min(1);
const citations = z
  .array(z.number().int().min(1))
  .describe('Numbers of the search results that support it, e.g. [2, 5]');

const dimension = (meaning: string) =>
  z
    .object({
      score: z.number().min(0).max(10).describe('0 to 10, where 10 is best for the idea'),
      weight: z
        .number()
        .min(0)
        .max(1)
        .describe('How much this dimension matters for this idea; the five weights sum to 1'),
      evidence: text.describe('Why this score, citing findings'),
    })
    .describe(meaning);

/**
 * What the model writes from the research: the full report's sections, except that findings and
 * competitors cite result numbers (mapped to addresses in code), the scoring has no composite
 * and the recommendation no verdict (both computed in code), and deal-breakers are listed.
 */
export const deepSynthesisSchema = z.object({
  title: z.string().min(1).max(80).describe('A short title for the report, in the report language'),
  key_findings: z
    .array(z.object({ finding: text, sources: citations }))
    .max(8)
    .describe('What the research found, each backed by search results'),
  project_analysis: projectAnalysisSchema,
  competitive_analysis: z.object({
    market_gap: text,
    direct_competitors: z
      .array(
        z.object({
          name: text.describe('The company or product as named in the search results'),
          strengths: text,
          weaknesses: text,
          differentiation_strategy: text,
          sources: citations,
        }),
      )
      .max(6),
  }),
  risk_assessment: riskAssessmentSchema,
  growth_strategy: growthStrategySchema,
  mvp_roadmap: mvpRoadmapSchema,
  scoring: z.object({
    market_urgency: dimension('How urgent and large the need is'),
    tech_feasibility: dimension('How buildable the product is with current technology'),
    business_model_barrier: dimension('How strong and defensible the business model is'),
    execution_risk: dimension('How manageable execution is: 10 means the least risk'),
    scaling_elasticity: dimension('How well the business can grow without costs growing alike'),
  }),
  critical_success_factors: z.array(text).min(1).max(6),
  timing_considerations: text,
  red_flags: z
    .array(text)
    .max(6)
    .describe(
      "Deal-breakers the brief's red flags do not already name: illegal or licence-bound activity the team cannot do, no paying customer, capital far beyond reach, a market owned by giants; empty when there are none",
    ),
});
export type DeepSynthesis = z.infer<typeof deepSynthesisSchema>;

export const deepSynthesisOutput = Output.object({
  schema: deepSynthesisSchema,
  name: 'deep_report',
  description: 'A deep analysis of a startup idea, citing numbered search results.',
});
