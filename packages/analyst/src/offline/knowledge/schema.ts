import { levelSchema } from '@idealens/shared/simple-report';
import { z } from 'zod';
import {
  type BusinessAngle,
  type BusinessModel,
  CHANNEL_IDS,
  type Channel,
  COMPETITOR_MARKETS,
  type Competitor,
  type Industry,
  type Keywords,
  MODEL_IDS,
  REGULATION_IDS,
  type RegulatedDomain,
  RISK_KINDS,
  type Risk,
  SEVERITIES,
} from './types.ts';

/**
 * The zod schemas of the knowledge files (`packages/analyst/knowledge/`). Objects are strict: a
 * misspelt or unknown field is an error, reported with the file's name by the loader.
 */

const text = z.string().regex(/\S/, 'must not be empty or blank');

export const bilingualSchema = z.strictObject({ en: text, zh: text });

/** A keyword: no commas (one keyword per array item), no leading or trailing spaces. */
const keyword = z
  .string()
  .regex(/^[^\s,，]([^,，]*[^\s,，])?$/, 'one keyword per item, without commas or outer spaces');

export const keywordsSchema = z.strictObject({ en: z.array(keyword), zh: z.array(keyword) });

export const competitorSchema = z.strictObject({
  name: bilingualSchema,
  market: z.enum(COMPETITOR_MARKETS),
  strength: bilingualSchema,
  weakness: bilingualSchema,
  sells: keywordsSchema.optional(),
});

export const riskSchema = z.strictObject({
  kind: z.enum(RISK_KINDS),
  severity: z.enum(SEVERITIES),
  text: bilingualSchema,
  mitigation: bilingualSchema,
});

const channelId = z.enum(CHANNEL_IDS);
const modelId = z.enum(MODEL_IDS);
const regulationId = z.enum(REGULATION_IDS);
const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens');

const industryFields = {
  id,
  name: bilingualSchema,
  keywords: keywordsSchema,
  weakKeywords: keywordsSchema.optional(),
  buyerWords: keywordsSchema.optional(),
  customer: bilingualSchema,
  problem: bilingualSchema,
  value: bilingualSchema,
  demand: bilingualSchema,
  competition: levelSchema,
  difficulty: levelSchema,
  baseScore: z.number().min(0).max(10),
  competitors: z.array(competitorSchema),
  challenges: z.array(bilingualSchema),
  suggestions: z.array(bilingualSchema),
  risks: z.array(riskSchema),
  channels: z.array(channelId),
  sides: z.strictObject({ supply: bilingualSchema, demand: bilingualSchema }),
  nextStep: bilingualSchema,
  regulations: z.array(regulationId).optional(),
  models: z.array(modelId).optional(),
};

/** An industry file without `parent`: every field of `Industry` it needs is present. */
export const industrySchema = z.strictObject(industryFields);

/**
 * A sub-niche file: `parent` names the industry it narrows. It needs its own id, name, keywords
 * and competitors; every other field is optional and, when left out, taken from the parent.
 */
export const subNicheSchema = z.strictObject({
  id,
  parent: id,
  name: bilingualSchema,
  keywords: keywordsSchema,
  competitors: z.array(competitorSchema),
  weakKeywords: industryFields.weakKeywords,
  buyerWords: industryFields.buyerWords,
  customer: bilingualSchema.optional(),
  problem: bilingualSchema.optional(),
  value: bilingualSchema.optional(),
  demand: bilingualSchema.optional(),
  competition: levelSchema.optional(),
  difficulty: levelSchema.optional(),
  baseScore: industryFields.baseScore.optional(),
  challenges: industryFields.challenges.optional(),
  suggestions: industryFields.suggestions.optional(),
  risks: industryFields.risks.optional(),
  channels: industryFields.channels.optional(),
  sides: industryFields.sides.optional(),
  nextStep: bilingualSchema.optional(),
  regulations: industryFields.regulations,
  models: industryFields.models,
});

/** An `industries/<id>.json` file: a sub-niche when it has `parent`, else a full industry. */
export function industryFileSchema(raw: unknown): z.ZodType<IndustryFile | SubNicheFile> {
  return raw !== null && typeof raw === 'object' && 'parent' in raw
    ? subNicheSchema
    : industrySchema;
}
export type IndustryFile = z.infer<typeof industrySchema>;
export type SubNicheFile = z.infer<typeof subNicheSchema>;

export const industryOrderSchema = z
  .array(id)
  .refine((ids) => new Set(ids).size === ids.length, 'an id appears twice');

export const businessAnglesSchema = z.record(
  id,
  z.strictObject({
    triggers: keywordsSchema,
    customer: bilingualSchema,
    problem: bilingualSchema,
    value: bilingualSchema,
    demand: bilingualSchema,
    challenge: bilingualSchema,
    suggestion: bilingualSchema,
    nextStep: bilingualSchema,
    competitors: z.array(competitorSchema),
    channels: z.array(channelId),
  }),
);

export const businessModelsSchema = z.array(
  z.strictObject({
    id: modelId,
    name: bilingualSchema,
    keywords: keywordsSchema,
    weakKeywords: keywordsSchema.optional(),
    excludes: z.array(text).optional(),
    challenge: bilingualSchema,
    suggestion: bilingualSchema,
    value: bilingualSchema.optional(),
    scoreDelta: z.number().min(-5).max(5),
    minDifficulty: levelSchema.optional(),
    risks: z.array(riskSchema),
  }),
);

export const regulatedDomainsSchema = z.array(
  z.strictObject({
    id: regulationId,
    name: bilingualSchema,
    keywords: keywordsSchema,
    excludes: z.array(text).optional(),
    requires: regulationId.optional(),
    severity: z.enum(SEVERITIES),
    severityInChina: z.enum(SEVERITIES).optional(),
    challenge: bilingualSchema,
    suggestion: bilingualSchema,
    gdpr: z.boolean(),
    regionIssues: z.array(bilingualSchema),
  }),
);

export const channelsSchema = z.array(
  z.strictObject({
    id: channelId,
    name: bilingualSchema,
    market: z.enum(['global', 'china', 'any']),
    tip: bilingualSchema,
  }),
);

export const textCuesSchema = z.strictObject({
  pain: keywordsSchema,
  roi: keywordsSchema,
  global: keywordsSchema,
  everyone: keywordsSchema,
  local: keywordsSchema,
  hype: keywordsSchema,
  capitalHeavy: keywordsSchema,
  china: keywordsSchema,
  western: keywordsSchema,
  customerNouns: keywordsSchema,
  providerNouns: keywordsSchema,
  dependantWords: z.array(keyword),
  genericCustomerWords: z.array(keyword),
  stopwords: z.array(keyword),
});

/** Every schema's output is usable as the interface the analyst reads (checked by tsc). */
type Assignable<T, U extends T> = U;
export type SchemaChecks = [
  Assignable<Keywords, z.infer<typeof keywordsSchema>>,
  Assignable<Competitor, z.infer<typeof competitorSchema>>,
  Assignable<Risk, z.infer<typeof riskSchema>>,
  Assignable<Industry, IndustryFile>,
  Assignable<Omit<Industry, 'parent'>, IndustryFile>,
  Assignable<BusinessAngle, z.infer<typeof businessAnglesSchema>[string]>,
  Assignable<BusinessModel, z.infer<typeof businessModelsSchema>[number]>,
  Assignable<RegulatedDomain, z.infer<typeof regulatedDomainsSchema>[number]>,
  Assignable<Channel, z.infer<typeof channelsSchema>[number]>,
];
