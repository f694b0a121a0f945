import { readKnowledgeFile } from './load.ts';
import { textCuesSchema } from './schema.ts';
import type { Keywords } from './types.ts';

/** Word lists the analyst reads an idea's cues with (`knowledge/text-cues.json`). */
const CUES = readKnowledgeFile('text-cues.json', textCuesSchema);

/** Words that show the idea names a concrete pain. */
export const PAIN_CUES: Keywords = CUES.pain;

/** Words that show a measurable return (time or money) for a business buyer. */
export const ROI_CUES: Keywords = CUES.roi;

/** Ambitions to serve the whole world from day one. */
export const GLOBAL_CUES: Keywords = CUES.global;

/** "Everyone" as the customer means no customer. */
export const EVERYONE_CUES: Keywords = CUES.everyone;

/** A local, reachable starting niche. */
export const LOCAL_CUES: Keywords = CUES.local;

/** Hype without substance. */
export const HYPE_CUES: Keywords = CUES.hype;

/** Ventures that need factories, fabs, fleets or launches before the first sale. */
export const CAPITAL_HEAVY_CUES: Keywords = CUES.capitalHeavy;

export const CHINA_CUES: Keywords = CUES.china;

export const WESTERN_CUES: Keywords = CUES.western;

/**
 * Nouns that name a customer group. When the idea says "for independent gym owners" or
 * "面向老年人", the report talks about that group instead of the industry's default customer.
 */
export const CUSTOMER_NOUNS: Keywords = CUES.customerNouns;

/** Words that mark the offering side of a marketplace ("dog walkers", "师傅"). */
export const PROVIDER_NOUNS: Keywords = CUES.providerNouns;

/**
 * Customers who use but do not pay (children): naming them is a clear target, but the report
 * talks to the people who decide and pay, the industry's default customer.
 */
export const DEPENDANT_WORDS: ReadonlySet<string> = new Set(CUES.dependantWords);

/** Customer words too generic to count as a named customer on their own. */
export const GENERIC_CUSTOMER_WORDS: ReadonlySet<string> = new Set(CUES.genericCustomerWords);

/** Words that carry no meaning for vagueness counting or customer-phrase trimming. */
export const STOPWORDS: ReadonlySet<string> = new Set(CUES.stopwords);
