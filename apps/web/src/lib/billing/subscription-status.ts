import type { BillingSubscription } from '@idealens/shared/billing';

/**
 * What happens at the end of the period paid for: the provider bills the next one (`renews`), or
 * the plan ends and the user is on Free (`ends`: cancelled, or a one-period subscription).
 * `resumable`: cancelled before its end, so it can still be made to renew.
 */
export function subscriptionOutlook(subscription: BillingSubscription): {
  outlook: 'renews' | 'ends';
  date: string;
  resumable: boolean;
} {
  const cancelling = subscription.status === 'cancelling';
  return {
    outlook: subscription.renews && !cancelling ? 'renews' : 'ends',
    date: subscription.currentPeriodEnd,
    resumable: cancelling,
  };
}
