import { SCORE_DIMENSIONS } from '@idealens/shared/full-report';
import { describe, expect, it } from 'vitest';
import {
  compositeScore,
  DEFAULT_WEIGHTS,
  type DimensionDraft,
  normalizeWeights,
  settleScoring,
  verdictFor,
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
});
