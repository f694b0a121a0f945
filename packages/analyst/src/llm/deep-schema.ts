import { RED_FLAG_KINDS } from '@idealens/shared/brief';
import { growthStrategySchema, mvpRoadmapSchema } from '@idealens/shared/full-report';
import { levelSchema } from '@idealens/shared/simple-report';
import { Output } from 'ai';
import { z } from 'zod';

const text = z.string().min(1);

/**
 * What backs a claim: the numbers of the sources it rests on and a short passage copied word for
 * word from one of them. The code checks that the quote is in a cited source and that the
 * claim's figures are in the quote; a claim that fails goes to "needs checking", never into the
 * report as a finding.
 */
const evidence = {
  sources: z
    .array(z.number().int().min(0))
    .describe('Numbers of the sources that support it, e.g. [2, 5]'),
  quote: z
    .string()
    .describe(
      'A short passage (one sentence, under 200 characters) copied word for word from one of those sources, containing every figure the claim states',
    ),
};
/** Pain points and risks may rest on the idea itself, source 0, when the founder states them. */
const fromIdeaToo =
  'Numbers of the sources that support it; 0 is the idea itself, for what the founder states';

const dimension = (meaning: string) =>
  z
    .object({
      score: z.number().min(0).max(10).describe('0 to 10 on the rubric below'),
      evidence: text.describe('Why this score, from the cited sources'),
      ...evidence,
    })
    .describe(meaning);

/**
 * What the model writes from the research: the full report's sections, with every claim of fact
 * carrying its sources and a verbatim quote (checked in code), the scoring without weights or
 * composite and the recommendation without a verdict (all set in code), and deal-breakers with
 * their evidence.
 */
export const deepSynthesisSchema = z.object({
  title: z.string().min(1).max(80).describe('A short title for the report, in the report language'),
  key_findings: z
    .array(z.object({ finding: text, ...evidence }))
    .max(8)
    .describe('What the research found, each backed by a quote of a source'),
  project_analysis: z.object({
    overview: z.object({
      core_concept: text,
      value_proposition: text,
      demand_pain_points: z
        .array(
          z.object({
            point: text,
            sources: evidence.sources.describe(fromIdeaToo),
            quote: evidence.quote,
          }),
        )
        .max(6),
    }),
  }),
  competitive_analysis: z.object({
    market_gap: z.object({ gap: text, ...evidence }),
    direct_competitors: z
      .array(
        z.object({
          name: text.describe('The company or product as named in the sources'),
          strengths: text,
          weaknesses: text,
          differentiation_strategy: text,
          sources: evidence.sources,
          quote: evidence.quote.describe('A passage of a cited source that names the competitor'),
        }),
      )
      .max(6),
  }),
  risk_assessment: z.object({
    technical_risks: z
      .array(
        z.object({
          risk_point: text,
          severity: levelSchema,
          probability: z.number().min(0).max(1).describe('How likely it is, 0 to 1'),
          mitigation: text,
          sources: evidence.sources.describe(fromIdeaToo),
          quote: evidence.quote,
        }),
      )
      .max(6),
    market_risks: z
      .array(
        z.object({
          risk_type: text,
          probability: z.number().min(0).max(1),
          impact: levelSchema.describe('How much it would hurt: high, medium or low'),
          impact_analysis: text,
          sources: evidence.sources.describe(fromIdeaToo),
          quote: evidence.quote,
        }),
      )
      .max(6),
    compliance_risks: z.object({
      gdpr_concerns: z.boolean(),
      region_specific_issues: z.array(text),
    }),
  }),
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
    .array(
      z.object({
        kind: z.enum(RED_FLAG_KINDS),
        reason: text,
        sources: evidence.sources.describe(fromIdeaToo),
        quote: evidence.quote,
      }),
    )
    .max(6)
    .describe(
      "Deal-breakers the brief's red flags do not already name, each with its evidence: illegal or licence-bound activity the team cannot do, no paying customer, capital far beyond reach, a market owned by giants; empty when there are none",
    ),
});
export type DeepSynthesis = z.infer<typeof deepSynthesisSchema>;

export const deepSynthesisOutput = Output.object({
  schema: deepSynthesisSchema,
  name: 'deep_report',
  description: 'A deep analysis of a startup idea, citing numbered sources with verbatim quotes.',
});
