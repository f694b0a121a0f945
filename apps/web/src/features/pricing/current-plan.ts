import type { BillingPeriod } from '@idealens/shared/plans';
import { type PlanName, planNameForTier } from '@idealens/shared/plans';
import type { PlanTierValue } from '@idealens/shared/user';

type ProfilePlan = { tier: PlanTierValue; billingPeriod: BillingPeriod | null };

/**
 * Whether `plan` billed per `period` is what the user has now. A paid plan billed the other way
 * is not: switching the billing period is a purchase of its own.
 */
export function isCurrentPlan(
  current: ProfilePlan | undefined,
  plan: PlanName,
  period: BillingPeriod,
): boolean {
  if (!current || planNameForTier(current.tier) !== plan) return false;
  return current.billingPeriod === null || current.billingPeriod === period;
}
