import type { Brief, DeliveryKind } from '@idealens/shared/brief';
import { SCORE_DIMENSIONS } from '@idealens/shared/full-report';
import { SCORE_WEIGHT_BOUNDS } from '@idealens/shared/scoring-terms';
import { describe, expect, it } from 'vitest';
import { restaurantSoftwareBrief } from '../testing/briefs.ts';
import {
  compositeScore,
  DEFAULT_WEIGHTS,
  type DimensionDraft,
  normalizeWeights,
  settleScoring,
  verdictFor,
  weightsForBrief,
} from './scoring.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('normalizeWeights', () => {
  it.each([
    [{}],
    [
      {
        market_urgency: 3,
        tech_feasibility: 1,
        business_model_barrier: 1,
        execution_risk: 1,
        scaling_elasticity: 1,
      },
    ],
    [{ market_urgency: 0.9, tech_feasibility: 0.01 }],
    [{ market_urgency: -1, tech_feasibility: Number.NaN, execution_risk: 0 }],
    [
      {
        market_urgency: 1 / 3,
        tech_feasibility: 1 / 3,
        business_model_barrier: 1 / 3,
        execution_risk: 1 / 3,
        scaling_elasticity: 1 / 3,
      },
    ],
  ])('%o: whole percents that sum to exactly 100, each 10-35 %', (proposed) => {
    const weights = Object.values(normalizeWeights(proposed));
    expect(Math.round(sum(weights) * 100)).toBe(100);
    expect(sum(weights)).toBeCloseTo(1, 10);
    for (const weight of weights) {
      expect(Number.isInteger(Math.round(weight * 1e6) / 1e4)).toBe(true);
      expect(weight).toBeGreaterThanOrEqual(0.1);
      expect(weight).toBeLessThanOrEqual(0.35);
    }
  });

  it('keeps the defaults, and falls back to them for unusable proposals', () => {
    expect(normalizeWeights({})).toEqual(DEFAULT_WEIGHTS);
    expect(normalizeWeights({ market_urgency: -2 })).toEqual(DEFAULT_WEIGHTS);
  });
});

describe('settleScoring', () => {
  const drafts = (scores: number[]): DimensionDraft[] =>
    SCORE_DIMENSIONS.map((name, i) => ({ name, score: scores[i] ?? 0, evidence: 'e' }));

  it('computes the composite as the weighted mean, one decimal, in the fixed order', () => {
    const settled = settleScoring([...drafts([8, 6, 4, 7, 5])].reverse());
    expect(settled.dimensions.map((d) => d.name)).toEqual([...SCORE_DIMENSIONS]);
    // 8×.25 + 6×.2 + 4×.2 + 7×.2 + 5×.15 = 6.15
    expect(settled.composite_score).toBe(compositeScore(settled.dimensions));
    expect(settled.composite_score).toBe(6.2);
  });

  it('holds scores to 0-10 and fails without every dimension', () => {
    const settled = settleScoring(drafts([12, -3, Number.NaN, 7.25, 5]));
    expect(settled.dimensions.map((d) => d.score)).toEqual([10, 0, 0, 7.3, 5]);
    expect(() => settleScoring(drafts([5, 5, 5, 5, 5]).slice(1))).toThrow();
  });
});

describe('verdictFor', () => {
  it.each([
    [7.5, 0, 'strong_recommend'],
    [9, 1, 'recommend_with_caveats'],
    [7.4, 0, 'recommend_with_caveats'],
    [5, 0, 'recommend_with_caveats'],
    [4.9, 0, 'not_recommend'],
    [5.9, 2, 'not_recommend'],
    [6, 2, 'recommend_with_caveats'],
    [5.9, 1, 'recommend_with_caveats'],
  ] as const)('composite %d with %d red flags → %s', (composite, flags, verdict) => {
    expect(verdictFor(composite, flags)).toBe(verdict);
  });

  it.each([7.5, 8, 9.9, 10])(
    'composite %d without red flags is never strongly recommended on thin evidence',
    (composite) => {
      expect(verdictFor(composite, 0, false, true)).toBe('recommend_with_caveats');
      expect(verdictFor(composite, 0, false, false)).toBe('strong_recommend');
    },
  );

  it('thin evidence changes nothing below the strongest verdict', () => {
    expect(verdictFor(4.9, 0, false, true)).toBe('not_recommend');
    expect(verdictFor(5.9, 2, false, true)).toBe('not_recommend');
    expect(verdictFor(6.5, 1, false, true)).toBe('recommend_with_caveats');
    expect(verdictFor(9, 0, true, true)).toBe('not_recommend');
  });
});

describe('weightsForBrief', () => {
  /** A software subscription sold worldwide: nothing that moves the weights. */
  const plain: Brief = restaurantSoftwareBrief;
  const delivering = (...kinds: DeliveryKind[]): Brief => ({
    ...plain,
    delivery: { kinds: kinds as Brief['delivery']['kinds'], confidence: 'high' },
  });
  const regulated: Brief = {
    ...plain,
    regulatedDomains: [{ id: 'food-safety', name: 'Food safety' }],
  };

  it('gives the default weights without a brief, or for a brief that moves none', () => {
    expect(weightsForBrief(undefined)).toEqual(DEFAULT_WEIGHTS);
    expect(weightsForBrief(plain)).toEqual(DEFAULT_WEIGHTS);
    // A red flag alone is not a regulated domain.
    const flagged: Brief = {
      ...plain,
      redFlags: [{ kind: 'fatal-flaw', id: 'tiny-market', reason: 'Too few buyers.' }],
    };
    expect(weightsForBrief(flagged)).toEqual(DEFAULT_WEIGHTS);
  });

  it('makes execution count more for a regulated domain', () => {
    const weights = weightsForBrief(regulated);
    expect(weights.execution_risk).toBeGreaterThan(DEFAULT_WEIGHTS.execution_risk);
    for (const name of SCORE_DIMENSIONS.filter((n) => n !== 'execution_risk')) {
      expect(weights[name]).toBeLessThanOrEqual(DEFAULT_WEIGHTS[name]);
    }
  });

  it('makes buildability count more for hardware and physical goods', () => {
    for (const kind of ['hardware', 'physical-goods'] as const) {
      const weights = weightsForBrief(delivering('software', kind));
      expect(weights.tech_feasibility).toBeGreaterThan(DEFAULT_WEIGHTS.tech_feasibility);
    }
    // Both at once count once.
    expect(weightsForBrief(delivering('hardware', 'physical-goods'))).toEqual(
      weightsForBrief(delivering('hardware')),
    );
  });

  it('makes scaling count more for a marketplace', () => {
    const weights = weightsForBrief(delivering('marketplace'));
    expect(weights.scaling_elasticity).toBeGreaterThan(DEFAULT_WEIGHTS.scaling_elasticity);
  });

  it('combines the adjustments of a regulated hardware marketplace', () => {
    const weights = weightsForBrief({
      ...regulated,
      delivery: delivering('hardware', 'marketplace').delivery,
    });
    expect(weights.execution_risk).toBeGreaterThan(DEFAULT_WEIGHTS.execution_risk);
    expect(weights.tech_feasibility).toBeGreaterThan(DEFAULT_WEIGHTS.tech_feasibility);
    expect(weights.scaling_elasticity).toBeGreaterThan(DEFAULT_WEIGHTS.scaling_elasticity);
    expect(weights.market_urgency).toBeLessThan(DEFAULT_WEIGHTS.market_urgency);
  });

  const briefs: [string, Brief | undefined][] = [
    ['no brief', undefined],
    ['plain', plain],
    ['regulated', regulated],
    ['hardware', delivering('hardware')],
    ['physical goods', delivering('physical-goods')],
    ['marketplace', delivering('marketplace')],
    ['hardware marketplace', delivering('hardware', 'marketplace')],
    [
      'regulated hardware marketplace',
      { ...regulated, delivery: delivering('hardware', 'marketplace').delivery },
    ],
  ];
  it.each(briefs)('%s: weights sum to 1, each within the bounds, as whole percents', (_, brief) => {
    const weights = Object.values(weightsForBrief(brief));
    expect(sum(weights)).toBeCloseTo(1, 10);
    expect(Math.round(sum(weights) * 100)).toBe(100);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(SCORE_WEIGHT_BOUNDS.min);
      expect(weight).toBeLessThanOrEqual(SCORE_WEIGHT_BOUNDS.max);
      expect(Number.isInteger(Math.round(weight * 1e6) / 1e4)).toBe(true);
    }
  });
});
