import type { SwitchQuote } from '@idealens/shared/billing';
import {
  type BillingPeriod,
  CURRENCY,
  type PlanName,
  planAmountCents,
  toPlanType,
} from '@idealens/shared/plans';

/**
 * The least a checkout charges (cents): card networks and Stripe refuse smaller charges (50 cents
 * in USD), so a switch never costs nothing even when its credit covers the new plan.
 */
export const MINIMUM_CHARGE = 50;

/** What the quote needs of the subscription in force. */
export interface PeriodInForce {
  plan: PlanName;
  billing_period: BillingPeriod;
  current_period_start: Date;
  current_period_end: Date;
}

/**
 * What switching to `plan`/`period` costs now (ADR 032): the new plan's price for a full period of
 * its own, less the unused part of the period in force, valued at its plan's price by time and
 * rounded down to the cent. The credit pays at most the new price less `MINIMUM_CHARGE`; any more
 * is forfeited (the Terms: payments are not refunded), and the quote says how much.
 */
export function quoteSwitch(
  current: PeriodInForce,
  plan: PlanName,
  period: BillingPeriod,
  now: Date,
): SwitchQuote {
  const price = planAmountCents(plan, period);
  const length = current.current_period_end.getTime() - current.current_period_start.getTime();
  const left = Math.min(Math.max(current.current_period_end.getTime() - now.getTime(), 0), length);
  const value = planAmountCents(current.plan, current.billing_period);
  const credit = length > 0 ? Math.floor((value * left) / length) : 0;
  const applied = Math.min(credit, Math.max(price - MINIMUM_CHARGE, 0));
  return {
    planType: toPlanType(plan, period),
    plan,
    billingPeriod: period,
    price,
    credit,
    amount: price - applied,
    forfeited: credit - applied,
    currency: CURRENCY,
  };
}
