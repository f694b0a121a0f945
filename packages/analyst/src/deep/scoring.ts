import type { Brief } from '@idealens/shared/brief';
import {
  SCORE_DIMENSIONS,
  type ScoreDimension,
  type ScoreDimensionName,
  type Verdict,
} from '@idealens/shared/full-report';
import {
  DEFAULT_SCORE_WEIGHTS,
  SCORE_WEIGHT_BOUNDS,
  VERDICT_THRESHOLDS,
  WEIGHT_ADJUSTMENTS,
} from '@idealens/shared/scoring-terms';

/** How much each dimension counts by default (shared with the /methodology page). */
export const DEFAULT_WEIGHTS: Readonly<Record<ScoreDimensionName, number>> = DEFAULT_SCORE_WEIGHTS;

/** A proposed weight is held within these bounds, so no single dimension can carry the score. */
const MIN_WEIGHT = SCORE_WEIGHT_BOUNDS.min;
const MAX_WEIGHT = SCORE_WEIGHT_BOUNDS.max;

// The verdict's thresholds, one copy for the analyst and the /methodology page that states them.
/** Composite at or above which an idea without red flags is strongly recommended. */
export const STRONG_RECOMMEND_FROM = VERDICT_THRESHOLDS.strongRecommendFrom;
/** Composite below which an idea is not recommended. */
export const NOT_RECOMMEND_BELOW = VERDICT_THRESHOLDS.notRecommendBelow;
/** With two or more red flags, an idea is not recommended below this composite. */
export const NOT_RECOMMEND_WITH_RED_FLAGS_BELOW = VERDICT_THRESHOLDS.notRecommendWithRedFlagsBelow;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Shares that sum to 1 with each within the bounds: shares above the cap are fixed at it (or,
 * failing that, shares below the floor at the floor) and the others rescaled to make up the
 * difference, until every share fits.
 */
function boundedShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let shares = values.map((value) => value / total);
  const fixed: (number | undefined)[] = shares.map(() => undefined);
  for (let round = 0; round < shares.length; round += 1) {
    const free = (i: number) => fixed[i] === undefined;
    const over = shares.some((share, i) => free(i) && share > MAX_WEIGHT);
    const under = shares.some((share, i) => free(i) && share < MIN_WEIGHT);
    if (!over && !under) break;
    shares.forEach((share, i) => {
      if (!free(i)) return;
      if (over && share > MAX_WEIGHT) fixed[i] = MAX_WEIGHT;
      else if (!over && share < MIN_WEIGHT) fixed[i] = MIN_WEIGHT;
    });
    const fixedSum = fixed.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    const freeSum = shares.reduce((sum, share, i) => sum + (free(i) ? share : 0), 0);
    shares = shares.map(
      (share, i) => fixed[i] ?? (freeSum > 0 ? (share * (1 - fixedSum)) / freeSum : share),
    );
  }
  return shares;
}

/**
 * Weights as whole percents that sum to exactly 100 (largest remainder), as fractions: the
 * report shows weights as percents, and they must add up. Missing, negative or non-numeric
 * weights fall back to the defaults; each weight ends between 10 % and 35 %, so no single
 * dimension can carry the score.
 */
export function normalizeWeights(
  proposed: Partial<Record<ScoreDimensionName, number>>,
): Record<ScoreDimensionName, number> {
  const shares = boundedShares(
    SCORE_DIMENSIONS.map((name) => {
      const value = proposed[name];
      return typeof value === 'number' && Number.isFinite(value) && value > 0
        ? value
        : DEFAULT_WEIGHTS[name];
    }),
  );
  const exact = shares.map((share) => share * 100);
  const percents = exact.map(Math.floor);
  let missing = 100 - percents.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    percents[index] = (percents[index] ?? 0) + 1;
    missing -= 1;
  }
  return Object.fromEntries(
    SCORE_DIMENSIONS.map((name, index) => [name, (percents[index] ?? 0) / 100]),
  ) as Record<ScoreDimensionName, number>;
}

/**
 * The weights of an idea's dimensions, set in code from its brief (never by a model): the
 * defaults, moved by WEIGHT_ADJUSTMENTS for a regulated domain, hardware and marketplaces.
 */
export function weightsForBrief(brief: Brief | undefined): Record<ScoreDimensionName, number> {
  const factors: Partial<Record<ScoreDimensionName, number>>[] = [];
  if (brief && brief.regulatedDomains.length > 0) factors.push(WEIGHT_ADJUSTMENTS.regulated);
  const delivery = brief?.delivery.kinds ?? [];
  if (delivery.includes('hardware') || delivery.includes('physical-goods')) {
    factors.push(WEIGHT_ADJUSTMENTS.hardware);
  }
  if (delivery.includes('marketplace')) factors.push(WEIGHT_ADJUSTMENTS.marketplace);
  return normalizeWeights(
    Object.fromEntries(
      SCORE_DIMENSIONS.map((name) => [
        name,
        factors.reduce((weight, factor) => weight * (factor[name] ?? 1), DEFAULT_WEIGHTS[name]),
      ]),
    ),
  );
}

/** The composite: the weighted mean of the dimension scores, one decimal. */
export function compositeScore(
  dimensions: readonly Pick<ScoreDimension, 'score' | 'weight'>[],
): number {
  return round1(dimensions.reduce((sum, d) => sum + d.score * d.weight, 0));
}

/**
 * The verdict follows from the composite and the red flags (deal-breakers such as a licence the
 * team cannot get, no paying customer, or capital it cannot raise):
 * - not_recommend whenever a red flag is unlawful;
 * - strong_recommend: composite ≥ 7.5 and no red flag;
 * - not_recommend: composite < 5, or composite < 6 with two or more red flags;
 * - recommend_with_caveats otherwise.
 */
export function verdictFor(
  composite: number,
  redFlags: number,
  unlawful = false,
  thinEvidence = false,
): Verdict {
  // An unlawful idea is never recommended, in any form and whatever its scores (issue 16, §3).
  if (unlawful) return 'not_recommend';
  if (composite < NOT_RECOMMEND_BELOW) return 'not_recommend';
  if (redFlags >= 2 && composite < NOT_RECOMMEND_WITH_RED_FLAGS_BELOW) return 'not_recommend';
  // Thin evidence rules out the strongest verdict (issue 18, §2).
  if (composite >= STRONG_RECOMMEND_FROM && redFlags === 0 && !thinEvidence) {
    return 'strong_recommend';
  }
  return 'recommend_with_caveats';
}

export interface DimensionDraft {
  name: ScoreDimensionName;
  score: number;
  evidence: string;
  /** No cited source backs it (web research only): the score is capped and shown as such. */
  lowEvidence?: boolean;
}

/**
 * The report's scoring from the engine's dimension drafts: one entry per dimension in the fixed
 * order, scores held to 0-10 with one decimal, weights set from the brief, and the composite
 * computed here — never taken from an engine or a model.
 */
export function settleScoring(
  drafts: readonly DimensionDraft[],
  brief?: Brief,
): {
  composite_score: number;
  dimensions: ScoreDimension[];
} {
  const byName = new Map(drafts.map((draft) => [draft.name, draft]));
  const weights = weightsForBrief(brief);
  const dimensions = SCORE_DIMENSIONS.flatMap((name) => {
    const draft = byName.get(name);
    if (!draft) return [];
    const score = Number.isFinite(draft.score) ? round1(Math.min(10, Math.max(0, draft.score))) : 0;
    return [
      {
        name,
        score,
        weight: weights[name],
        evidence: draft.evidence,
        ...(draft.lowEvidence ? { low_evidence: true } : {}),
      },
    ];
  });
  if (dimensions.length !== SCORE_DIMENSIONS.length) {
    throw new Error('Every scoring dimension needs a score.');
  }
  return { composite_score: compositeScore(dimensions), dimensions };
}
