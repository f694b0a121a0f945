import { INDUSTRIES } from './industries.ts';
import { KnowledgeFileError, readKnowledgeFile } from './load.ts';
import { businessAnglesSchema } from './schema.ts';
import type { BusinessAngle } from './types.ts';

const FILE = 'business-angles.json';
const OWN = readKnowledgeFile(FILE, businessAnglesSchema);
const IDS = new Set(INDUSTRIES.map((industry) => industry.id));
for (const id of Object.keys(OWN)) {
  if (!IDS.has(id)) throw new KnowledgeFileError(FILE, `"${id}" is not an industry`);
}

/**
 * Industries seen from the businesses that serve them (`knowledge/business-angles.json`), by
 * industry id. Used when a consumer industry idea sells to businesses: "churn alerts for gym
 * owners" is judged as gym software, not as a fitness app. A sub-niche without an angle of its
 * own is seen the way its parent is.
 */
export const BUSINESS_ANGLES: ReadonlyMap<string, BusinessAngle> = new Map<string, BusinessAngle>([
  ...Object.entries(OWN),
  ...INDUSTRIES.flatMap((industry) => {
    const inherited = industry.parent && !OWN[industry.id] ? OWN[industry.parent] : undefined;
    return inherited ? [[industry.id, inherited] as const] : [];
  }),
]);
