import { z } from 'zod';

/**
 * The brief: what the analyst understood of an idea, before it writes anything. Every engine
 * produces it first, every report carries it (`brief` beside `meta`), and everything the report
 * says follows from it. Texts are in the report's language; ids and kinds are fixed words.
 */

const text = z.string().min(1);

/** How sure the analyst is of one reading: `low` means "please confirm". */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export const confidenceSchema = z.enum(CONFIDENCES);
export type Confidence = z.infer<typeof confidenceSchema>;

/** Who uses the product. */
export const AUDIENCE_KINDS = ['consumers', 'businesses', 'public-sector', 'mixed'] as const;
export const audienceKindSchema = z.enum(AUDIENCE_KINDS);
export type AudienceKind = z.infer<typeof audienceKindSchema>;

/** Who pays for it (not always who uses it: advertisers, employers, insurers, donors…). */
export const PAYER_KINDS = [
  'users',
  'businesses',
  'advertisers',
  'public-sector',
  'insurers',
  'donors',
  'unclear',
] as const;
export const payerKindSchema = z.enum(PAYER_KINDS);
export type PayerKind = z.infer<typeof payerKindSchema>;

/** How it makes money. */
export const REVENUE_MODELS = [
  'subscription',
  'commission',
  'one-time-sale',
  'advertising',
  'service-fee',
  'licensing',
  'freemium',
  'donations',
  'unclear',
] as const;
export const revenueModelSchema = z.enum(REVENUE_MODELS);
export type RevenueModel = z.infer<typeof revenueModelSchema>;

/** What is delivered to the customer. */
export const DELIVERY_KINDS = [
  'software',
  'hardware',
  'service',
  'physical-goods',
  'marketplace',
  'content',
] as const;
export const deliveryKindSchema = z.enum(DELIVERY_KINDS);
export type DeliveryKind = z.infer<typeof deliveryKindSchema>;

/** Where the idea is meant to sell first. */
export const REGIONS = ['global', 'us', 'europe', 'china', 'other'] as const;
export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

/**
 * - `unlawful`: activity that is illegal, or needs an approval or licence the idea says it will
 *   skip (such an idea is never recommended, on any engine);
 * - `safety-critical`: a failure can hurt people (medical devices, vehicles, child safety…);
 * - `fatal-flaw`: a business flaw no execution fixes (a market too small, nobody who pays).
 */
export const RED_FLAG_KINDS = ['unlawful', 'safety-critical', 'fatal-flaw'] as const;
export const redFlagKindSchema = z.enum(RED_FLAG_KINDS);
export type RedFlagKind = z.infer<typeof redFlagKindSchema>;

export const redFlagSchema = z.object({
  kind: redFlagKindSchema,
  /** A stable word for the flag (`unlicensed-medicine`, `weapons`, `tiny-market`…). */
  id: z.string().min(1).max(60),
  /** Why, for people: the law or the flaw, in the report's language. */
  reason: text,
});
export type RedFlag = z.infer<typeof redFlagSchema>;

/** The brief's fields a user may correct (the review step marks them "set by you"). */
export const BRIEF_FIELDS = [
  'industry',
  'users',
  'payer',
  'revenueModel',
  'delivery',
  'region',
] as const;
export const briefFieldSchema = z.enum(BRIEF_FIELDS);
export type BriefField = z.infer<typeof briefFieldSchema>;

export const briefSchema = z
  .object({
    /** One sentence: the business as the analyst reads it. */
    summary: text,
    industry: z.object({
      /** An industry id of the knowledge base (`general` when none fits). */
      id: z.string().min(1).max(60),
      name: text,
      /** A narrower market inside the industry, when one fits. */
      subNiche: z.object({ id: z.string().min(1).max(60), name: text }).nullable(),
      confidence: confidenceSchema,
    }),
    users: z.object({ description: text, kind: audienceKindSchema, confidence: confidenceSchema }),
    payer: z.object({ description: text, kind: payerKindSchema, confidence: confidenceSchema }),
    revenueModel: z.object({
      kind: revenueModelSchema,
      description: text,
      confidence: confidenceSchema,
    }),
    delivery: z.object({
      /** Main kind first. */
      kinds: z.array(deliveryKindSchema).min(1).max(DELIVERY_KINDS.length),
      confidence: confidenceSchema,
    }),
    region: z.object({
      code: regionSchema,
      name: text,
      /** Whether the idea names it (otherwise it is implied by the idea's language). */
      stated: z.boolean(),
      confidence: confidenceSchema,
    }),
    regulatedDomains: z.array(z.object({ id: z.string().min(1).max(60), name: text })).max(12),
    /** Unlawful first, then safety-critical, then fatal flaws. */
    redFlags: z.array(redFlagSchema).max(8),
    /** What the analyst could not tell from the idea, as short sentences. */
    unknowns: z.array(text).max(8),
    /** Fields the user set in the review step (never set by an engine). */
    setByUser: z.array(briefFieldSchema).optional(),
  })
  .meta({ id: 'Brief' });
export type Brief = z.infer<typeof briefSchema>;

/** A question the analyst raises where its confidence is low, with answers to pick from. */
export const clarifyingQuestionSchema = z.object({
  id: z.string().min(1).max(60),
  /** The brief field the answer settles. */
  field: briefFieldSchema,
  question: text,
  suggestions: z.array(text).min(1).max(5),
});
export type ClarifyingQuestion = z.infer<typeof clarifyingQuestionSchema>;

/** The areas a deep analysis researches. */
export const RESEARCH_AREAS = [
  'competitors',
  'demand',
  'regulation',
  'pricing',
  'channels',
  'technology',
] as const;
export const researchAreaSchema = z.enum(RESEARCH_AREAS);
export type ResearchArea = z.infer<typeof researchAreaSchema>;

export const MAX_PLAN_QUERIES = 8;
export const researchQuerySchema = z.object({
  area: researchAreaSchema,
  query: z.string().min(2).max(200),
});
export type ResearchQuery = z.infer<typeof researchQuerySchema>;

/** A user's answer to one clarifying question (issue 17's review step). */
export const briefAnswerSchema = z.object({
  questionId: z.string().min(1).max(60),
  /** The brief field the question was about, when the client knows it: the answer then sets it. */
  field: briefFieldSchema.optional(),
  answer: z.string().trim().min(1).max(300),
});
export type BriefAnswer = z.infer<typeof briefAnswerSchema>;

/**
 * What a user confirmed before an analysis (all optional): the brief as they corrected it, their
 * answers to the clarifying questions and the research plan they approved. A task carries it;
 * the analysis follows it instead of the engine's own reading. Texts in it are data written by a
 * user, never instructions.
 */
export const confirmedBriefSchema = z.object({
  brief: briefSchema.optional(),
  answers: z.array(briefAnswerSchema).max(3).optional(),
  plan: z.array(researchQuerySchema).min(1).max(MAX_PLAN_QUERIES).optional(),
});
export type ConfirmedBrief = z.infer<typeof confirmedBriefSchema>;

/** What `POST /api/analysis/brief` answers: the brief, up to three questions, the research plan. */
export const briefReadingSchema = z
  .object({
    brief: briefSchema,
    questions: z.array(clarifyingQuestionSchema).max(3),
    plan: z.array(researchQuerySchema).min(1).max(MAX_PLAN_QUERIES),
  })
  .meta({ id: 'BriefReading' });
export type BriefReading = z.infer<typeof briefReadingSchema>;

/** Whether a brief rules out any recommendation: an unlawful red flag (the verdict rule, in code). */
export function hasUnlawfulRedFlag(brief: Pick<Brief, 'redFlags'>): boolean {
  return brief.redFlags.some((flag) => flag.kind === 'unlawful');
}
