import { readKnowledgeFile } from './load.ts';
import { regulatedDomainsSchema } from './schema.ts';
import type { RegulatedDomain } from './types.ts';

/**
 * Regulated domains (`knowledge/regulated-domains.json`), their triggers and the concrete rules
 * an idea there must plan for.
 */
export const REGULATED_DOMAINS: readonly RegulatedDomain[] = readKnowledgeFile(
  'regulated-domains.json',
  regulatedDomainsSchema,
);
