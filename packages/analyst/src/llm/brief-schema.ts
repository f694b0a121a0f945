import {
  BRIEF_FIELDS,
  briefSchema,
  confidenceSchema,
  MAX_PLAN_QUERIES,
  RESEARCH_AREAS,
  redFlagKindSchema,
} from '@idealens/shared/brief';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import { Output } from 'ai';
import { z } from 'zod';

/**
 * What the model is asked for when it writes a brief: the shared brief without `setByUser` (set
 * only by the user) and with room to spare where code tidies up after the call. Ids may be any
 * text (code maps them onto the knowledge base or makes them slugs), and the lists have no upper
 * bound (code keeps the first ones), so an over-long list or an odd id never costs a repair call.
 * The result of `normaliseReading` / `normaliseBrief` is checked against the shared schemas.
 */
const text = z.string().min(1);
const anyId = z.string().min(1);

export const modelBriefSchema = briefSchema.omit({ setByUser: true }).extend({
  industry: z.object({
    id: anyId.describe('An industry id from the list in the instructions ("general" if none fits)'),
    name: text,
    subNiche: z
      .object({ id: anyId, name: text })
      .nullable()
      .describe('A narrower market inside the industry, or null'),
    confidence: confidenceSchema,
  }),
  regulatedDomains: z
    .array(z.object({ id: anyId, name: text }))
    .describe('The regulated domains the idea touches; empty when none'),
  redFlags: z
    .array(
      z.object({
        kind: redFlagKindSchema,
        id: anyId.describe('A short lowercase word for the flag, e.g. unlicensed-medicine'),
        reason: text.describe('Why: the law or the flaw, in one sentence'),
      }),
    )
    .describe('Unlawful first, then safety-critical, then fatal flaws; empty when none'),
  unknowns: z.array(text).describe('What the idea does not tell, as short sentences; at most 8'),
});
export type ModelBrief = z.infer<typeof modelBriefSchema>;

export const modelQuestionSchema = z.object({
  id: anyId,
  field: z.enum(BRIEF_FIELDS).describe('The brief field the answer settles'),
  question: text,
  suggestions: z.array(text).min(1).describe('2 to 5 short answers to pick from'),
});

export const modelPlanQuerySchema = z.object({
  area: z.enum(RESEARCH_AREAS),
  query: z.string().min(2).max(400).describe('A few search keywords'),
});

/** The brief call's reply: the brief, its clarifying questions and the deep analysis' plan. */
export const modelBriefReadingSchema = z.object({
  brief: modelBriefSchema,
  questions: z
    .array(modelQuestionSchema)
    .describe('At most 3, only about low-confidence fields; empty when none is low'),
  plan: z
    .array(modelPlanQuerySchema)
    .min(1)
    .describe(`3 to ${MAX_PLAN_QUERIES} web searches, most important first`),
});
export type ModelBriefReading = z.infer<typeof modelBriefReadingSchema>;

export const briefReadingOutput = Output.object({
  schema: modelBriefReadingSchema,
  name: 'brief_reading',
  description:
    'What the analyst understood of a startup idea, its clarifying questions and its research plan.',
});

/** A quick analysis that reads the brief in the same call: the quick report plus its brief. */
export const simpleReportWithBriefSchema = simpleReportBodySchema.extend({
  brief: modelBriefSchema,
});
export type SimpleReportWithBrief = z.infer<typeof simpleReportWithBriefSchema>;

export const simpleReportWithBriefOutput = Output.object({
  schema: simpleReportWithBriefSchema,
  name: 'simple_report_with_brief',
  description: 'A quick analysis of a startup idea and the brief it follows.',
});
