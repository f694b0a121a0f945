import {
  type BillingPeriod,
  FREE_MONTHLY_ALLOWANCE,
  PLANS,
  type PlanName,
  type PlanTier,
} from '@idealens/shared/plans';
import type { PlanTierValue } from '@idealens/shared/user';

// The points rules (ADR 008, ADR 009): which plan is in force, what it grants and when, under
// which ledger keys. Pure functions; `repository.ts` beside this applies them to the ledger.

/** Calendar months one billing period lasts. */
export const PERIOD_MONTHS: Readonly<Record<BillingPeriod, number>> = { monthly: 1, annual: 12 };

/**
 * `date` plus `months` calendar months in UTC, on the same day of the month or the month's last
 * day when it is shorter (Jan 31 + 1 month = Feb 28), as card billing counts periods.
 */
export function addMonths(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whole months from `start` to `now`: 0 during the first month. */
export function monthsElapsed(start: Date, now: Date): number {
  let months =
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth();
  if (addMonths(start, months) > now) months -= 1;
  return Math.max(0, months);
}

/** What the allowance and plan rules need of a user's subscription row. */
export interface SubscriptionPeriod {
  plan: PlanName;
  tier: PlanTier;
  billing_period: BillingPeriod;
  current_period_start: Date;
  current_period_end: Date;
  /** Ledger key of the grant of the payment that opened the current period. */
  period_grant_key: string;
}

export interface EffectivePlan {
  tier: PlanTierValue;
  billingPeriod: BillingPeriod | null;
  currentPeriodEnd: Date | null;
}

const FREE_PLAN: EffectivePlan = { tier: 'free', billingPeriod: null, currentPeriodEnd: null };

/**
 * The plan in force: a paid plan lasts until its period's end whether or not it was cancelled
 * meanwhile (a cancellation only stops renewals); after that the user is on the free plan again.
 */
export function effectivePlan(
  subscription: SubscriptionPeriod | undefined,
  now: Date,
): EffectivePlan {
  if (!subscription || subscription.current_period_end <= now) return FREE_PLAN;
  return {
    tier: subscription.tier,
    billingPeriod: subscription.billing_period,
    currentPeriodEnd: subscription.current_period_end,
  };
}

/** `YYYY-MM` of a date, in UTC: the free allowance's calendar month. */
export const allowanceMonth = (now: Date) => now.toISOString().slice(0, 7);

export interface PointsGrant {
  /** Unique in the ledger: a grant under a key already there is not made again. */
  key: string;
  points: number;
}

/** The ledger key of what a payment grants: `plan:<provider>:<checkout session or invoice>`. */
export const paymentGrantKey = (provider: string, paymentId: string) =>
  `plan:${provider}:${paymentId}`;

/** What a payment of `plan` grants under `key` (`paymentGrantKey`): the plan's month of points. */
export function paidMonthGrant(key: string, plan: PlanName): PointsGrant {
  return { key, points: PLANS[plan].monthlyAllowance };
}

/**
 * The allowance grants due now (ADR 009), each under its own ledger key so granting is idempotent:
 * - on the free plan, the free allowance once per calendar month;
 * - on a paid plan, every paid month's allowance comes from its payment: the payment that opens a
 *   period grants its first month (`plan:<provider>:<session or invoice>`), so a monthly plan gets
 *   one grant per paid invoice and nothing here; an annual period's later months are due here at
 *   the start of each month of the period (`<that key>:month-<n>`), months missed meanwhile too.
 * A paid user therefore never also gets the free allowance, and no month is granted twice.
 * An account whose address is not confirmed yet (`freeAllowance: false`) gets no free allowance:
 * throw-away addresses would otherwise give free deep analyses without limit.
 */
export function allowancesDue(
  userId: string,
  subscription: SubscriptionPeriod | undefined,
  now: Date,
  { freeAllowance = true }: { freeAllowance?: boolean } = {},
): PointsGrant[] {
  if (!subscription || effectivePlan(subscription, now).tier === 'free') {
    if (!freeAllowance) return [];
    return [{ key: `allowance:${userId}:${allowanceMonth(now)}`, points: FREE_MONTHLY_ALLOWANCE }];
  }
  const elapsed = Math.min(
    monthsElapsed(subscription.current_period_start, now),
    PERIOD_MONTHS[subscription.billing_period] - 1,
  );
  const points = PLANS[subscription.plan].monthlyAllowance;
  return Array.from({ length: elapsed }, (_, index) => ({
    key: `${subscription.period_grant_key}:month-${index + 2}`,
    points,
  }));
}
