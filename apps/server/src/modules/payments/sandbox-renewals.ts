import { CURRENCY, planAmountCents, toPlanType } from '@idealens/shared/plans';
import type { DB } from '../../db/database.ts';
import { addMonths, PERIOD_MONTHS } from '../points/allowances.ts';
import { sandboxRenewalEvent } from './sandbox-provider.ts';

/** How often the sandbox looks for subscriptions whose period has ended. */
export const SANDBOX_RENEWAL_INTERVAL_MS = 60_000;
/** Subscriptions billed in one pass at most; the rest wait for the next. */
const BATCH = 100;

/**
 * The sandbox's billing, as a card provider's: a subscription whose paid period has ended and that
 * was not cancelled is billed for the next period, and the renewal reaches the server as a signed
 * `invoice.paid` event through the webhook, like Stripe's. Events are named after the subscription
 * and period, so two processes billing at once, or a retry, apply one renewal. Returns how many
 * renewals it delivered.
 */
export async function billDueSandboxSubscriptions(
  db: DB,
  deliver: (event: string) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'provider_subscription_id', 'plan', 'billing_period', 'current_period_end'])
    .where('provider', '=', 'sandbox')
    .where('status', '=', 'active')
    .where('cancel_at_period_end', '=', false)
    .where('ended_at', 'is', null)
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  for (const subscription of due) {
    const periodStart = new Date(subscription.current_period_end);
    await deliver(
      sandboxRenewalEvent({
        subscriptionId: subscription.provider_subscription_id,
        userId: subscription.user_id,
        planType: toPlanType(subscription.plan, subscription.billing_period),
        periodStart,
        periodEnd: addMonths(periodStart, PERIOD_MONTHS[subscription.billing_period]),
        amount: planAmountCents(subscription.plan, subscription.billing_period),
        currency: CURRENCY,
      }),
    );
    delivered += 1;
  }
  return delivered;
}

/** Bills due sandbox subscriptions every `intervalMs` until stopped; a failed pass is logged. */
export function startSandboxRenewals(options: {
  db: DB;
  deliver: (event: string) => Promise<void>;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    billDueSandboxSubscriptions(options.db, options.deliver)
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? SANDBOX_RENEWAL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
