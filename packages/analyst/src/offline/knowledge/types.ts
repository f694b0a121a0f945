import type { Level } from '@idealens/shared/simple-report';

/** Every text the offline analyst can write exists in both report languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The market an idea targets, and where a channel works: worldwide / Western markets, or mainland China. */
export type Market = 'global' | 'china';

/**
 * Where a competitor mostly sells: worldwide, mainly the US, mainly Europe, or mainland China.
 * 'us' and 'europe' count as 'global' when matched against an idea's market
 * (`competitorMarketMatches` in industries.ts).
 */
export const COMPETITOR_MARKETS = ['global', 'us', 'europe', 'china'] as const;
export type CompetitorMarket = (typeof COMPETITOR_MARKETS)[number];

/**
 * Words that point at an entry.
 * - en: matched against the idea's lower-cased words. A plain word also matches its plural
 *   ("restaurant" → "restaurants", "puppy" → "puppies"); "stem*" matches any word starting with
 *   the stem ("recruit*" → "recruiter", "recruiting"); spaces or hyphens make a phrase
 *   ("two-sided", "food delivery").
 * - zh: plain substrings of the idea (Chinese has no spaces between words).
 */
export interface Keywords {
  en: readonly string[];
  zh: readonly string[];
}

export interface Competitor {
  name: Bilingual;
  market: CompetitorMarket;
  strength: Bilingual;
  weakness: Bilingual;
  /**
   * What it sells, when the industry's competitors sell different things (snacks, drinks, coffee):
   * an idea that names it lists this competitor before the others.
   */
  sells?: Keywords;
}

export const RISK_KINDS = ['market', 'technical', 'compliance', 'execution'] as const;

export interface Risk {
  kind: (typeof RISK_KINDS)[number];
  severity: Severity;
  text: Bilingual;
  mitigation: Bilingual;
}

export const CHANNEL_IDS = [
  'seo-content',
  'app-store',
  'short-video',
  'xiaohongshu',
  'wechat-private',
  'online-communities',
  'product-hunt',
  'developer-communities',
  'linkedin-outbound',
  'cold-email',
  'partnerships',
  'trade-shows',
  'referrals',
  'influencers',
  'local-offline',
  'crowdfunding',
  'retail-marketplaces',
  'schools',
  'clinics',
  'employers',
  'paid-search',
] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

export const MODEL_IDS = [
  'hardware',
  'marketplace',
  'ai',
  'b2b',
  'community',
  'subscription',
  'ads',
  'mobile-app',
] as const;
export type ModelId = (typeof MODEL_IDS)[number];

export const REGULATION_IDS = [
  'health',
  'finance',
  'insurance',
  'crypto',
  'minors',
  'minors-education',
  'food',
  'mobility',
  'personal-data',
  'alcohol-cannabis',
  'gambling',
  'drones',
  'games',
  'legal-advice',
] as const;
export type RegulationId = (typeof REGULATION_IDS)[number];

export interface Industry {
  id: string;
  /**
   * Set on a sub-niche: the industry it narrows (a narrower market with competitors of its own).
   * Every field a sub-niche file leaves out is taken from this industry.
   */
  parent?: string;
  name: Bilingual;
  keywords: Keywords;
  /** Words that hint at the industry but also appear elsewhere; they count half. */
  weakKeywords?: Keywords;
  /** The default customer, a plural noun phrase ("dog owners"), used when the idea names none. */
  customer: Bilingual;
  /** The pain the industry's customers feel, as a clause that follows "a real problem: …". */
  problem: Bilingual;
  /** What a good offer gives the customer; may use {customer} and {competitors}. */
  value: Bilingual;
  /** One sentence on demand; uses {customer}. */
  demand: Bilingual;
  competition: Level;
  difficulty: Level;
  /** The industry's starting feasibility (0-10) before the idea's own signals adjust it. */
  baseScore: number;
  competitors: readonly Competitor[];
  /** Specific challenges, best first; may use {competitors} and {customer}. */
  challenges: readonly Bilingual[];
  /** Specific suggestions, best first; may use {competitors} and {customer}. */
  suggestions: readonly Bilingual[];
  risks: readonly Risk[];
  channels: readonly ChannelId[];
  /** The two sides when the idea is a marketplace in this industry. */
  sides: { supply: Bilingual; demand: Bilingual };
  /** One concrete action for this week; uses {customer}. */
  nextStep: Bilingual;
  /**
   * Words that show a named customer group is the buyer here. When set and the named group
   * lacks them ("a job board for nurses"), the report addresses the default customer instead.
   */
  buyerWords?: Keywords;
  /** The regulated domains any idea in this industry touches. */
  regulations?: readonly RegulationId[];
  /** Business models any idea in this industry has. */
  models?: readonly ModelId[];
}

/**
 * How an industry looks when the customer is a business serving it (gym owners rather than
 * gym-goers, schools rather than parents). Replaces the consumer framing of the industry.
 */
export interface BusinessAngle {
  /** Words that show the idea sells to these businesses (besides general B2B words). */
  triggers: Keywords;
  channels: readonly ChannelId[];
  customer: Bilingual;
  problem: Bilingual;
  value: Bilingual;
  demand: Bilingual;
  challenge: Bilingual;
  suggestion: Bilingual;
  nextStep: Bilingual;
  competitors: readonly Competitor[];
}

export interface BusinessModel {
  id: ModelId;
  name: Bilingual;
  keywords: Keywords;
  weakKeywords?: Keywords;
  /** Chinese phrases whose keywords mean something else here (社区团购 is not an online community). */
  excludes?: readonly string[];
  /** May use {supply} and {demand} (the marketplace's sides) and {customer}. */
  challenge: Bilingual;
  suggestion: Bilingual;
  /** What the model adds to the value proposition, when it adds something. */
  value?: Bilingual;
  /** Added to the feasibility score when the model is present. */
  scoreDelta: number;
  /** The implementation difficulty is at least this. */
  minDifficulty?: Level;
  risks: readonly Risk[];
}

export interface RegulatedDomain {
  id: RegulationId;
  name: Bilingual;
  keywords: Keywords;
  excludes?: readonly string[];
  /** Applies only when this other domain is detected too (tutoring is regulated when it serves minors). */
  requires?: RegulationId;
  severity: Severity;
  /** The severity for ideas aimed at mainland China, when it differs. */
  severityInChina?: Severity;
  /** Names the concrete rules (US/EU and China). */
  challenge: Bilingual;
  suggestion: Bilingual;
  /** Whether EU GDPR is a concern (for the deep report's compliance risks). */
  gdpr: boolean;
  /** Region-specific issues for the deep report. */
  regionIssues: readonly Bilingual[];
}

export interface Channel {
  id: ChannelId;
  name: Bilingual;
  market: Market | 'any';
  /** How to use the channel for the first customers. */
  tip: Bilingual;
}

/** A keyword list written compactly: "fitness, gym*, weight loss" (keywords never contain commas). */
export function words(list: string): readonly string[] {
  return list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

export function bi(en: string, zh: string): Bilingual {
  return { en, zh };
}
