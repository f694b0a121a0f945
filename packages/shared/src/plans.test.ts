import { describe, expect, it } from 'vitest';
import {
  annualSavingPercent,
  MONTHLY_ALLOWANCES,
  monthlyPriceCents,
  PLAN_NAMES,
  PLANS,
  parsePlanType,
  planAmountCents,
  plansIncluding,
  planTier,
  tierIncludes,
  toPlanType,
} from './plans.ts';

describe('planAmountCents', () => {
  it.each([
    ['Basic', 'monthly', 899],
    ['Basic', 'annual', 7080],
    ['Pro', 'monthly', 1299],
    ['Pro', 'annual', 13188],
    ['Max', 'monthly', 2499],
    ['Max', 'annual', 25188],
  ] as const)('%s %s costs %i cents', (plan, period, cents) => {
    expect(planAmountCents(plan, period)).toBe(cents);
  });

  it('always returns whole cents', () => {
    for (const plan of PLAN_NAMES) {
      expect(Number.isInteger(planAmountCents(plan, 'annual'))).toBe(true);
      expect(Number.isInteger(planAmountCents(plan, 'monthly'))).toBe(true);
    }
  });
});

describe('monthlyPriceCents', () => {
  it('gives the per-month price shown on the pricing page', () => {
    expect(monthlyPriceCents('Basic', 'annual')).toBe(590);
    expect(monthlyPriceCents('Basic', 'monthly')).toBe(899);
    expect(monthlyPriceCents('Max', 'annual')).toBe(2099);
  });
});

describe('annualSavingPercent', () => {
  it.each([
    ['Basic', 34],
    ['Pro', 15],
    ['Max', 16],
  ] as const)('%s saves %i%% when billed annually', (plan, percent) => {
    expect(annualSavingPercent(plan)).toBe(percent);
  });
});

describe('parsePlanType', () => {
  it('accepts every plan and period', () => {
    for (const plan of PLAN_NAMES) {
      for (const period of ['monthly', 'annual'] as const) {
        expect(parsePlanType(toPlanType(plan, period))).toEqual({
          plan,
          period,
          planType: `${plan}_${period}`,
        });
      }
    }
  });

  it.each([
    '',
    'Free_monthly',
    'basic_monthly',
    'Pro_yearly',
    'Pro',
    'Pro_annual_extra',
    '_annual',
    'Max_',
  ])('rejects %j with "unknown plan type"', (value) => {
    expect(() => parsePlanType(value)).toThrow(new Error('unknown plan type'));
  });
});

describe('tiers and allowances', () => {
  it('maps marketing names to internal tiers', () => {
    expect(planTier('Basic')).toBe('basic');
    expect(planTier('Pro')).toBe('premium');
    expect(planTier('Max')).toBe('pro');
  });

  it('lists the monthly in-depth analysis allowances', () => {
    expect(MONTHLY_ALLOWANCES).toEqual({ Free: 2, Basic: 10, Pro: 30, Max: 150 });
  });

  it('marks only Pro as most popular', () => {
    expect(PLAN_NAMES.filter((name) => PLANS[name].featured)).toEqual(['Pro']);
  });
});

describe('what each plan includes', () => {
  it('gives PDF and Excel export to Pro and Max only', () => {
    expect(plansIncluding('pdf_excel_export')).toEqual(['Pro', 'Max']);
  });

  it.each([
    ['free', false],
    ['basic', false],
    ['premium', true],
    ['pro', true],
    ['unknown', false],
  ])('answers for the tier %j: PDF and Excel export %j', (tier, included) => {
    expect(tierIncludes(tier, 'pdf_excel_export')).toBe(included);
  });
});
