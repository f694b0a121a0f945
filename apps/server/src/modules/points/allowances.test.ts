import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allowancesDue,
  effectivePlan,
  monthsElapsed,
  type SubscriptionPeriod,
} from './allowances.ts';

const utc = (text: string) => new Date(`${text}Z`);

describe('billing months', () => {
  it('adds calendar months, keeping the day or falling back to the month end', () => {
    expect(addMonths(utc('2026-01-15T10:00:00'), 1)).toEqual(utc('2026-02-15T10:00:00'));
    expect(addMonths(utc('2026-01-31T10:00:00'), 1)).toEqual(utc('2026-02-28T10:00:00'));
    expect(addMonths(utc('2028-01-31T10:00:00'), 1)).toEqual(utc('2028-02-29T10:00:00'));
    expect(addMonths(utc('2026-01-31T10:00:00'), 2)).toEqual(utc('2026-03-31T10:00:00'));
    expect(addMonths(utc('2026-03-10T00:00:00'), 12)).toEqual(utc('2027-03-10T00:00:00'));
  });

  it('counts whole months elapsed since a start', () => {
    const start = utc('2026-01-31T12:00:00');
    expect(monthsElapsed(start, utc('2026-01-31T12:00:00'))).toBe(0);
    expect(monthsElapsed(start, utc('2026-02-28T11:59:59'))).toBe(0);
    expect(monthsElapsed(start, utc('2026-02-28T12:00:00'))).toBe(1);
    expect(monthsElapsed(start, utc('2026-03-30T00:00:00'))).toBe(1);
    expect(monthsElapsed(start, utc('2026-03-31T12:00:00'))).toBe(2);
    expect(monthsElapsed(start, utc('2025-12-01T00:00:00'))).toBe(0);
  });
});

describe('the plan in force and the allowances due', () => {
  const annualPro: SubscriptionPeriod = {
    plan: 'Pro',
    tier: 'premium',
    billing_period: 'annual',
    current_period_start: utc('2026-01-10T00:00:00'),
    current_period_end: utc('2027-01-10T00:00:00'),
    period_grant_key: 'plan:stripe:in_1',
  };
  const monthlyMax: SubscriptionPeriod = {
    ...annualPro,
    plan: 'Max',
    tier: 'pro',
    billing_period: 'monthly',
    current_period_end: utc('2026-02-10T00:00:00'),
  };

  it('is the paid plan until its period ends, then the free plan', () => {
    expect(effectivePlan(annualPro, utc('2027-01-09T23:59:59'))).toEqual({
      tier: 'premium',
      billingPeriod: 'annual',
      currentPeriodEnd: annualPro.current_period_end,
    });
    const free = { tier: 'free', billingPeriod: null, currentPeriodEnd: null };
    expect(effectivePlan(annualPro, utc('2027-01-10T00:00:00'))).toEqual(free);
    expect(effectivePlan(undefined, utc('2026-05-01T00:00:00'))).toEqual(free);
  });

  it('gives the free plan its allowance once per calendar month', () => {
    expect(allowancesDue('u1', undefined, utc('2026-05-20T00:00:00'))).toEqual([
      { key: 'allowance:u1:2026-05', points: 2 },
    ]);
    expect(allowancesDue('u1', monthlyMax, utc('2026-03-01T00:00:00'))).toEqual([
      { key: 'allowance:u1:2026-03', points: 2 },
    ]);
  });

  it('leaves a monthly plan to its payments, and grants an annual plan its later months', () => {
    expect(allowancesDue('u1', monthlyMax, utc('2026-02-01T00:00:00'))).toEqual([]);
    expect(allowancesDue('u1', annualPro, utc('2026-01-20T00:00:00'))).toEqual([]);
    expect(allowancesDue('u1', annualPro, utc('2026-03-15T00:00:00'))).toEqual([
      { key: 'plan:stripe:in_1:month-2', points: 30 },
      { key: 'plan:stripe:in_1:month-3', points: 30 },
    ]);
    // Never more than the twelve months paid for.
    expect(allowancesDue('u1', annualPro, utc('2027-01-09T00:00:00'))).toHaveLength(11);
  });
});
