import type { Language } from '@idealens/shared/simple-report';
import { placesNamedIn } from './brief-cues.ts';
import { findCustomer, findSides, isDependant, type MarketplaceSides } from './customer.ts';
import { industryPosterior } from './industry-model.ts';
import { BUSINESS_ANGLES } from './knowledge/business-angles.ts';
import { BUSINESS_MODELS } from './knowledge/business-models.ts';
import {
  competitorMarketMatches,
  familyOf,
  GENERAL_INDUSTRY,
  INDUSTRIES,
} from './knowledge/industries.ts';
import { REGULATED_DOMAINS } from './knowledge/regulated-domains.ts';
import {
  CAPITAL_HEAVY_CUES,
  CHINA_CUES,
  EVERYONE_CUES,
  GLOBAL_CUES,
  HYPE_CUES,
  LOCAL_CUES,
  PAIN_CUES,
  ROI_CUES,
  STOPWORDS,
  WESTERN_CUES,
} from './knowledge/text-cues.ts';
import type {
  BusinessAngle,
  BusinessModel,
  Competitor,
  Industry,
  Market,
  RegulatedDomain,
  Severity,
} from './knowledge/types.ts';
import { type MarketCandidate, marketCandidates, marketRankerWeights } from './market-ranker.ts';
import { bestCandidate, type RankingWeights } from './ranking.ts';
import {
  compileKeywords,
  containsAny,
  hasCjk,
  type IdeaText,
  ideaExcerpt,
  type KeywordMatcher,
  matchKeywords,
  prepareIdea,
} from './text.ts';

export interface IndustryMatch {
  industry: Industry;
  score: number;
  matched: string[];
  /** Where its first keyword occurs in the idea. */
  first: number;
}

export interface ModelMatch {
  model: BusinessModel;
  /** The words that gave it away; empty when the industry implies the model. */
  matched: string[];
}

export interface RegulationMatch {
  domain: RegulatedDomain;
  /** The domain's severity in the idea's market. */
  severity: Severity;
  /** The words that gave it away; empty when the industry implies the domain. */
  matched: string[];
}

/** Everything the offline analyst read from an idea, with the words behind each finding. */
export interface IdeaSignals {
  /** The idea as prepared once for every reader (words, segments, negated stretches). */
  text: IdeaText;
  /** A cleaned, quotable excerpt of the idea (≤ 120 characters); empty when nothing readable is left. */
  excerpt: string;
  /** The language the idea is mostly written in. */
  ideaLanguage: Language;
  /** The market the idea most likely targets (decides which competitors and channels come first). */
  market: Market;
  /** Meaningful words in the idea (a Chinese character counts as 1/1.6 of a word). */
  contentUnits: number;
  /** The primary industry; GENERAL_INDUSTRY when nothing matched. */
  industry: Industry;
  /** Every matching industry, best first (among close ones, the industry model's choice first). */
  industries: IndustryMatch[];
  /** How sure the industry is: the primary industry's keyword weight (0 for none). */
  industryConfidence: number;
  /** Set when the idea sells to businesses in a consumer industry (gym owners, schools, salons). */
  angle?: BusinessAngle;
  /**
   * The competitors of the angle or the industry, in the order reports name them: those that sell
   * what the idea names first, then those of its market.
   */
  competitors: readonly Competitor[];
  /** Business models, most consequential first. */
  models: ModelMatch[];
  /** Regulated domains, most severe first. */
  regulations: RegulationMatch[];
  /** The customer group the idea names, in the idea's own words (not set for children). */
  customer?: string;
  /** Whether that group is the industry's buyer (nurses on a job board are not: hospitals pay). */
  customerIsBuyer: boolean;
  /** The two sides of a marketplace as the idea names them. */
  sides?: MarketplaceSides;
  cues: {
    pain: string[];
    roi: string[];
    global: string[];
    everyone: string[];
    local: string[];
    hype: string[];
    /** Factories, fabs, fleets or launches needed before the first sale. */
    capitalHeavy: string[];
    /** Too short or too broad to judge properly. */
    vague: boolean;
    namedCustomer: boolean;
    /** AI is the pitch, but the idea names neither a pain nor a customer. */
    aiWithoutProblem: boolean;
    /** A business buyer and a measurable return in time or money. */
    b2bRoi: boolean;
  };
}

const INDUSTRY_MATCHERS = INDUSTRIES.map((industry) => ({
  industry,
  matchers: compileKeywords(industry.keywords, industry.weakKeywords),
}));
const MODEL_MATCHERS = BUSINESS_MODELS.map((model) => ({
  model,
  matchers: compileKeywords(model.keywords, model.weakKeywords),
}));
const REGULATION_MATCHERS = REGULATED_DOMAINS.map((domain) => ({
  domain,
  matchers: compileKeywords(domain.keywords),
}));
const CUE_MATCHERS = {
  pain: compileKeywords(PAIN_CUES),
  roi: compileKeywords(ROI_CUES),
  global: compileKeywords(GLOBAL_CUES),
  everyone: compileKeywords(EVERYONE_CUES),
  local: compileKeywords(LOCAL_CUES),
  hype: compileKeywords(HYPE_CUES),
  capitalHeavy: compileKeywords(CAPITAL_HEAVY_CUES),
  china: compileKeywords(CHINA_CUES),
  western: compileKeywords(WESTERN_CUES),
};
const ANGLE_TRIGGERS = new Map(
  [...BUSINESS_ANGLES].map(([id, angle]) => [id, compileKeywords(angle.triggers)]),
);
const SELLS_MATCHERS = new Map(
  [...INDUSTRIES, ...BUSINESS_ANGLES.values()].flatMap(({ competitors }) =>
    competitors.flatMap((c) => (c.sells ? [[c, compileKeywords(c.sells)] as const] : [])),
  ),
);
const BUYER_MATCHERS = new Map(
  INDUSTRIES.flatMap((industry) =>
    industry.buyerWords ? [[industry.id, compileKeywords(industry.buyerWords)] as const] : [],
  ),
);

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
/** The keyword weight an entry needs to count as detected: one strong keyword or two weak ones. */
const MIN_MATCH = 1;

function labels(matchers: readonly KeywordMatcher[], text: IdeaText): string[] {
  return matchKeywords(matchers, text).matched;
}

/** The Chinese keywords of each industry, to tell whose a matched compound is. */
const CHINESE_KEYWORDS = new Map(
  INDUSTRIES.map((industry) => [
    industry.id,
    new Set(
      [...industry.keywords.zh, ...(industry.weakKeywords?.zh ?? [])].map((k) => k.toLowerCase()),
    ),
  ]),
);

/**
 * Each industry's keyword weight. A Chinese compound another industry names hides the shorter
 * keywords inside it (植物工厂 is indoor farming, not a 工厂 of manufacturing): the longest match
 * wins, as a reader reads the whole word.
 */
function detectIndustries(text: IdeaText): IndustryMatch[] {
  const first = INDUSTRY_MATCHERS.map(({ industry, matchers }) => ({
    industry,
    matchers,
    match: matchKeywords(matchers, text),
  }));
  const compounds = first.flatMap(({ industry, match }) =>
    match.matched
      .filter((label) => hasCjk(label) && [...label].length >= 3)
      .map((label) => ({ owner: industry.id, label: label.toLowerCase() })),
  );
  return (
    first
      .map(({ industry, matchers, match }) => {
        const own = CHINESE_KEYWORDS.get(industry.id);
        const hiding = compounds
          .filter(({ owner, label }) => owner !== industry.id && !own?.has(label))
          .filter(({ label }) =>
            match.matched.some((k) => k !== label && label.includes(k.toLowerCase())),
          )
          .map(({ label }) => label);
        return { industry, ...(hiding.length > 0 ? matchKeywords(matchers, text, hiding) : match) };
      })
      .filter((match) => match.score >= MIN_MATCH)
      // On equal weight the industry named first in the idea wins, then the priority order of INDUSTRIES.
      .sort((a, b) => b.score - a.score || a.first - b.first)
  );
}

/** How the market is weighed: the industry model's likelihoods and the ranker's weights. */
export interface MarketReaders {
  posteriorOf: (idea: string) => ReadonlyMap<string, number>;
  weights: Readonly<RankingWeights>;
}

const COMMITTED_READERS: MarketReaders = {
  posteriorOf: industryPosterior,
  get weights() {
    return marketRankerWeights();
  },
};

/**
 * The keyword reading with the market ranker's word on it (decision 039). When other markets are
 * within a clear lead of the best one, the ranker chooses among them from their keyword weights
 * and the industry model's likelihoods, so a word of another market said in passing does not
 * decide. "Not sure" stays when no keyword matched: a guess from words alone would write a report
 * about a market the idea may not be in.
 */
function weighWithModel(
  matches: IndustryMatch[],
  text: IdeaText,
  readers: MarketReaders,
): IndustryMatch[] {
  const candidates = marketCandidates(matches, () => readers.posteriorOf(text.clean), text.lower);
  if (candidates.length < 2) return matches;
  const chosen = candidates[bestCandidate(readers.weights, candidates)]?.family;
  const lead = matches.find((match) => familyOf(match.industry) === chosen);
  if (!lead || lead === matches[0]) return matches;
  return [lead, ...matches.filter((match) => match !== lead)];
}

/**
 * The markets an idea reads as, best first, weighed with the given readers: how the industry
 * trainer judges a model left one round out (`npm run train:industry -- --cv`).
 */
export function readIndustries(idea: string, readers: MarketReaders): IndustryMatch[] {
  return industriesOf(prepareIdea(idea.slice(0, MAX_IDEA_CHARS)), readers);
}

/** The markets the keywords alone find in an idea, best first, as candidates for the ranker. */
export function marketCandidatesOf(
  idea: string,
  posteriorOf: (idea: string) => ReadonlyMap<string, number>,
): MarketCandidate[] {
  const text = prepareIdea(idea.slice(0, MAX_IDEA_CHARS));
  return marketCandidates(detectIndustries(text), () => posteriorOf(text.clean), text.lower);
}

/** The markets a prepared idea reads as, best first: its keywords, weighed with the ranker. */
function industriesOf(text: IdeaText, readers = COMMITTED_READERS): IndustryMatch[] {
  return weighWithModel(detectIndustries(text), text, readers);
}

function detectModels(
  text: IdeaText,
  industry: Industry,
  sides: MarketplaceSides | undefined,
): ModelMatch[] {
  const found: ModelMatch[] = [];
  for (const { model, matchers } of MODEL_MATCHERS) {
    const keywords = matchKeywords(matchers, text, model.excludes);
    const namedSides = model.id === 'marketplace' && sides !== undefined;
    if (namedSides) keywords.matched.push('connect … with …');
    if (keywords.score >= MIN_MATCH || namedSides) found.push({ model, matched: keywords.matched });
    else if (industry.models?.includes(model.id)) found.push({ model, matched: [] });
  }
  // A consumer-app challenge does not fit software sold to businesses.
  return sellsToBusinesses(found) ? found.filter((m) => m.model.id !== 'mobile-app') : found;
}

function sellsToBusinesses(models: readonly ModelMatch[]): boolean {
  return models.some((m) => m.model.id === 'b2b' && m.matched.length > 0);
}

function detectRegulations(text: IdeaText, industry: Industry, market: Market): RegulationMatch[] {
  const found: RegulationMatch[] = [];
  for (const { domain, matchers } of REGULATION_MATCHERS) {
    const keywords = matchKeywords(matchers, text, domain.excludes);
    const severity = (market === 'china' && domain.severityInChina) || domain.severity;
    if (keywords.score >= MIN_MATCH) found.push({ domain, severity, matched: keywords.matched });
    else if (industry.regulations?.includes(domain.id))
      found.push({ domain, severity, matched: [] });
  }
  const present = new Set(found.map((r) => r.domain.id));
  return found
    .filter(({ domain }) => !domain.requires || present.has(domain.requires))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

function detectMarket(idea: IdeaText, ideaLanguage: Language): Market {
  const text = placesNamedIn(idea);
  if (labels(CUE_MATCHERS.china, text).length > 0) return 'china';
  if (labels(CUE_MATCHERS.western, text).length > 0) return 'global';
  return ideaLanguage === 'zh-CN' ? 'china' : 'global';
}

/** Meaningful words: Latin words that are not stopwords, plus Chinese characters (denser, so each counts 1/1.6). */
function contentUnitsOf(text: IdeaText): number {
  const words = text.tokens.filter((token) => !STOPWORDS.has(token)).length;
  return words + text.cjkCount / 1.6;
}

/** Ideas are at most 2000 characters; anything beyond this is not read, so time stays bounded. */
const MAX_IDEA_CHARS = 4000;

/** Whether the idea names what a competitor sells. */
function sellsWhatIdeaNames(competitor: Competitor, text: IdeaText): boolean {
  const matchers = SELLS_MATCHERS.get(competitor);
  return matchers !== undefined && containsAny(matchers, text);
}

/** `competitors` in the order reports name them (`IdeaSignals.competitors`). */
function competitorsInOrder(
  competitors: readonly Competitor[],
  text: IdeaText,
  market: Market,
): Competitor[] {
  return competitors
    .map((competitor) => ({
      competitor,
      rank:
        2 * Number(sellsWhatIdeaNames(competitor, text)) +
        Number(competitorMarketMatches(competitor.market, market)),
    }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ competitor }) => competitor);
}

/** Reads an idea (in any language) into the signals the analyst scores and writes about. */
export function detectSignals(idea: string): IdeaSignals {
  const text = prepareIdea(idea.slice(0, MAX_IDEA_CHARS));
  const ideaLanguage: Language =
    text.cjkCount > 0 && text.cjkCount >= text.tokens.length ? 'zh-CN' : 'en-US';
  const market = detectMarket(text, ideaLanguage);

  const industries = industriesOf(text);
  const industry = industries[0]?.industry ?? GENERAL_INDUSTRY;
  const sides = findSides(text);
  const models = detectModels(text, industry, sides);
  const hasModel = (id: string) => models.some((m) => m.model.id === id);
  const triggers = ANGLE_TRIGGERS.get(industry.id);
  const angle =
    sellsToBusinesses(models) || (triggers && containsAny(triggers, text))
      ? BUSINESS_ANGLES.get(industry.id)
      : undefined;

  const customer = findCustomer(text, ideaLanguage);
  const pain = labels(CUE_MATCHERS.pain, text);
  const roi = labels(CUE_MATCHERS.roi, text);
  if (/\d+\s*%/.test(text.lower)) roi.push('%');
  const everyone = labels(CUE_MATCHERS.everyone, text);
  const hype = labels(CUE_MATCHERS.hype, text);
  const namedCustomer = customer !== undefined && everyone.length === 0;
  const contentUnits = contentUnitsOf(text);
  const vague =
    contentUnits < 3 ||
    (contentUnits < 6 && !namedCustomer) ||
    (industries.length === 0 && contentUnits < 12 && !namedCustomer) ||
    (hype.length > 0 && contentUnits < 15);
  const buyerMatchers = BUYER_MATCHERS.get(industry.id);

  return {
    text,
    excerpt: ideaExcerpt(text.clean),
    ideaLanguage,
    market,
    contentUnits,
    industry,
    industries,
    industryConfidence: industries[0]?.score ?? 0,
    angle,
    competitors: competitorsInOrder((angle ?? industry).competitors, text, market),
    models,
    regulations: detectRegulations(text, industry, market),
    customer: namedCustomer && !isDependant(customer) ? customer : undefined,
    customerIsBuyer:
      !buyerMatchers ||
      (customer !== undefined && containsAny(buyerMatchers, prepareIdea(customer))),
    sides,
    cues: {
      pain,
      roi,
      global: labels(CUE_MATCHERS.global, text),
      everyone,
      local: labels(CUE_MATCHERS.local, text),
      hype,
      capitalHeavy: labels(CUE_MATCHERS.capitalHeavy, text),
      vague,
      namedCustomer,
      aiWithoutProblem: hasModel('ai') && pain.length === 0 && !namedCustomer,
      b2bRoi: hasModel('b2b') && roi.length > 0,
    },
  };
}
