import { readKnowledgeFile } from './load.ts';
import { businessModelsSchema } from './schema.ts';
import type { BusinessModel } from './types.ts';

/**
 * Business models (`knowledge/business-models.json`), in the order their challenges matter most
 * (hardware first, plain apps last).
 */
export const BUSINESS_MODELS: readonly BusinessModel[] = readKnowledgeFile(
  'business-models.json',
  businessModelsSchema,
);
