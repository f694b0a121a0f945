import { describe, expect, it } from 'vitest';
import { MINIMUM_CHARGE, quoteSwitch } from './switch-quote.ts';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T00:00:00Z');
const basicMonthly = {
  plan: 'Basic' as const,
  billing_period: 'monthly' as const,
  current_period_start: start,
  current_period_end: new Date('2026-12-01T00:00:00Z'),
};

describe('the price of a switch', () => {
  it('credits the unused part of the period by time, rounded down to the cent', () => {
    // 30-day month, 10 days used: 20/30 of $8.99 is 599.33 cents.
    const quote = quoteSwitch(basicMonthly, 'Pro', 'monthly', new Date(start.getTime() + 10 * day));
    expect(quote).toEqual({
      planType: 'Pro_monthly',
      plan: 'Pro',
      billingPeriod: 'monthly',
      price: 1299,
      credit: 599,
      amount: 700,
      forfeited: 0,
      currency: 'USD',
    });
  });

  it('gives the whole price as credit at the start and none at the end', () => {
    expect(quoteSwitch(basicMonthly, 'Max', 'annual', start).credit).toBe(899);
    expect(quoteSwitch(basicMonthly, 'Max', 'annual', basicMonthly.current_period_end).credit).toBe(
      0,
    );
    // A clock past the end gives no credit and no negative amounts.
    const late = quoteSwitch(basicMonthly, 'Pro', 'monthly', new Date('2027-01-01T00:00:00Z'));
    expect(late).toMatchObject({ credit: 0, amount: 1299, forfeited: 0 });
  });

  it('charges at least the minimum, and says what credit is forfeited beyond it', () => {
    const maxAnnual = {
      ...basicMonthly,
      plan: 'Max' as const,
      billing_period: 'annual' as const,
      current_period_end: new Date('2027-11-01T00:00:00Z'),
    };
    const quote = quoteSwitch(maxAnnual, 'Basic', 'monthly', start);
    expect(quote.credit).toBe(25_188);
    expect(quote.amount).toBe(MINIMUM_CHARGE);
    expect(quote.forfeited).toBe(25_188 - (899 - MINIMUM_CHARGE));
    expect(quote.amount + (quote.credit - quote.forfeited)).toBe(quote.price);
  });
});
