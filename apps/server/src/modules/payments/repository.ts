import { type BillingPeriod, type PlanName, parsePlanType, planTier } from '@idealens/shared/plans';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { PaymentSessionsTable } from '../../db/schema.ts';
import {
  addMonths,
  effectivePlan,
  PERIOD_MONTHS,
  paidMonthGrant,
  paymentGrantKey,
} from '../points/allowances.ts';
import { grantPoints } from '../points/repository.ts';
import { findSubscription, syncPlanTier } from '../users/repository.ts';
import type { PaymentEffect, PaymentEvent, PaymentProviderName } from './provider.ts';

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;

/** A placeholder expiry until the provider says when its checkout closes. */
const PENDING_CHECKOUT_MS = 24 * 60 * 60 * 1000;

export function insertSession(
  db: DB,
  session: {
    userId: string;
    provider: PaymentProviderName;
    plan: PlanName;
    period: BillingPeriod;
    amount: number;
    currency: string;
    /** A switch's credit (cents) and the subscription it replaces. */
    credit?: number;
    replacesSubscriptionId?: string | null;
  },
) {
  return db
    .insertInto('payment_sessions')
    .values({
      user_id: session.userId,
      provider: session.provider,
      plan: session.plan,
      billing_period: session.period,
      amount: session.amount,
      currency: session.currency,
      credit: session.credit ?? 0,
      replaces_subscription_id: session.replacesSubscriptionId ?? null,
      expires_at: new Date(Date.now() + PENDING_CHECKOUT_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Records the provider's checkout for our session. */
export async function attachCheckout(
  db: DB,
  id: string,
  checkout: { providerSessionId: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('payment_sessions')
    .set({
      provider_session_id: checkout.providerSessionId,
      expires_at: checkout.expiresAt,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('payment_sessions').where('id', '=', id).execute();
}

export function findSession(db: DB, id: string): Promise<PaymentSessionRow | undefined> {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Cancels an open checkout; returns whether this call cancelled it. */
export async function cancelOpenSession(db: DB, id: string): Promise<boolean> {
  const row = await db
    .updateTable('payment_sessions')
    .set({ status: 'cancelled', updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Open until paid, cancelled or past its expiry. */
export function sessionStatus(session: PaymentSessionRow, now = new Date()) {
  return session.status === 'open' && session.expires_at <= now ? 'expired' : session.status;
}

/**
 * Records a verified event; returns false when it was recorded before (a duplicate or a replay),
 * in which case nothing may be applied. Concurrent deliveries of one event wait on the unique
 * index for the first transaction, then find its row.
 */
export async function recordEvent(
  trx: DB,
  provider: PaymentProviderName,
  event: PaymentEvent,
): Promise<boolean> {
  const effect = event.effect;
  const row = await trx
    .insertInto('payment_events')
    .values({
      provider,
      provider_event_id: event.id,
      type: event.type,
      effect: effect.kind,
      subscription_ref: 'subscriptionId' in effect ? effect.subscriptionId : null,
      payload: JSON.stringify(event.payload),
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What applying an event did: for the log, and what is left to do at the provider. */
export interface EffectResult {
  outcome: EffectOutcome;
  /**
   * A subscription the paid one replaced (a switch, or a second checkout paid at once), to be
   * ended at its provider now: the user has one subscription at a time.
   */
  replaced?: { provider: string; subscriptionId: string; userId: string };
}

export type EffectOutcome =
  | 'applied'
  | 'nothing to do'
  | 'already paid'
  | 'unknown session'
  | 'unknown user'
  | 'not the current subscription: allowance only';

/**
 * Applies an event's effect, inside the transaction that recorded it. Every effect first locks the
 * user's row, so effects for one user (and the allowance in `ensureUser`) run one after another
 * and each sees what the one before committed: that is what makes any order of events end the same.
 */
export async function applyEffect(
  trx: DB,
  provider: PaymentProviderName,
  effect: PaymentEffect,
  now = new Date(),
): Promise<EffectResult> {
  switch (effect.kind) {
    case 'checkout_paid':
      return applyCheckoutPaid(trx, provider, effect, now);
    case 'renewal_paid':
      return { outcome: await applyRenewal(trx, provider, effect, now) };
    case 'subscription_updated':
    case 'subscription_ended':
      return { outcome: await applySubscriptionChange(trx, provider, effect, now) };
    case 'checkout_expired': {
      const row = await trx
        .updateTable('payment_sessions')
        .set({ status: 'expired', updated_at: sql<Date>`now()` })
        .where('id', '=', effect.sessionId)
        .where('provider', '=', provider)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      return { outcome: row ? 'applied' : 'nothing to do' };
    }
    case 'none':
      return { outcome: 'nothing to do' };
  }
}

/**
 * A subscription's renewals stopped or started again, or it ended. The plan stays until the paid
 * period's end (ADR 009), unless it was ended before that end (cancelled at once). An ended
 * subscription stays ended: a late "updated" event does not bring it back.
 */
async function applySubscriptionChange(
  trx: DB,
  provider: PaymentProviderName,
  effect: Extract<PaymentEffect, { kind: 'subscription_updated' | 'subscription_ended' }>,
  now: Date,
): Promise<EffectOutcome> {
  if (!(await lockUser(trx, effect.userId))) return 'unknown user';
  const ended = effect.kind === 'subscription_ended';
  const cancelling = ended || effect.cancelAtPeriodEnd;
  const endedAt = ended ? (effect.endedAt ?? now) : null;
  // Cancelled at once: the plan ends then, even when the ending was recorded already.
  const endsPlanAt = ended && effect.endsPlanNow ? endedAt : null;
  const row = await trx
    .updateTable('subscriptions')
    .set((eb) => ({
      status: cancelling ? 'canceled' : 'active',
      cancel_at_period_end: cancelling,
      ...(endedAt ? { ended_at: eb.fn.coalesce('ended_at', eb.val(endedAt)) } : {}),
      ...(endsPlanAt
        ? {
            current_period_end: eb.fn<Date>('least', [
              eb.ref('current_period_end'),
              eb.val(endsPlanAt),
            ]),
          }
        : {}),
      updated_at: sql<Date>`now()`,
    }))
    .where('user_id', '=', effect.userId)
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', effect.subscriptionId)
    .where((eb) => (endsPlanAt ? eb.val(true) : eb('ended_at', 'is', null)))
    .returning('user_id')
    .executeTakeFirst();
  await refreshPlanTier(trx, effect.userId, now);
  return row ? 'applied' : 'nothing to do';
}

async function lockUser(trx: DB, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an event said this subscription ended (it may have arrived before the others). */
async function subscriptionEnded(
  trx: DB,
  provider: PaymentProviderName,
  subscriptionId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('payment_events')
    .select('id')
    .where('provider', '=', provider)
    .where('subscription_ref', '=', subscriptionId)
    .where('effect', '=', 'subscription_ended')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function refreshPlanTier(trx: DB, userId: string, now: Date): Promise<void> {
  await syncPlanTier(trx, userId, effectivePlan(await findSubscription(trx, userId), now));
}

interface PaidPeriod {
  userId: string;
  provider: PaymentProviderName;
  subscriptionId: string;
  plan: PlanName;
  period: BillingPeriod;
  start: Date;
  end: Date;
  /** The ledger key of this period's first month. */
  grantKey: string;
}

/**
 * Makes a paid period the user's plan: a new subscription replaces the one before; for the same
 * subscription the period only moves forward, so a stale event never shortens it. A subscription
 * that an earlier-arrived event ended stays ended (it still runs to its period's end).
 */
async function startPeriod(trx: DB, paid: PaidPeriod): Promise<void> {
  const ended = await subscriptionEnded(trx, paid.provider, paid.subscriptionId);
  const row = {
    provider: paid.provider,
    provider_subscription_id: paid.subscriptionId,
    plan: paid.plan,
    tier: planTier(paid.plan),
    billing_period: paid.period,
    status: ended ? ('canceled' as const) : ('active' as const),
    current_period_start: paid.start,
    current_period_end: paid.end,
    cancel_at_period_end: ended,
    ended_at: null,
    period_grant_key: paid.grantKey,
  };
  await trx
    .insertInto('subscriptions')
    .values({ user_id: paid.userId, ...row })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ ...row, updated_at: sql<Date>`now()` })
        .where((eb) =>
          eb.or([
            eb('subscriptions.provider', '!=', paid.provider),
            eb('subscriptions.provider_subscription_id', '!=', paid.subscriptionId),
            eb('subscriptions.current_period_end', '<', paid.end),
          ]),
        ),
    )
    .execute();
}

/** Records a payment for the history and its receipt, once per provider reference. */
async function recordPayment(
  trx: DB,
  payment: {
    userId: string;
    provider: PaymentProviderName;
    reference: string;
    kind: 'purchase' | 'switch' | 'renewal';
    plan: PlanName;
    period: BillingPeriod;
    amount: number;
    credit: number;
    currency: string;
    pointsGranted: number;
    grantKey: string;
    paidAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      provider: payment.provider,
      provider_reference: payment.reference,
      kind: payment.kind,
      plan: payment.plan,
      billing_period: payment.period,
      amount: payment.amount,
      credit: payment.credit,
      currency: payment.currency,
      points_granted: payment.pointsGranted,
      grant_key: payment.grantKey,
      paid_at: payment.paidAt,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_reference']).doNothing())
    .execute();
}

async function applyCheckoutPaid(
  trx: DB,
  provider: PaymentProviderName,
  effect: Extract<PaymentEffect, { kind: 'checkout_paid' }>,
  now: Date,
): Promise<EffectResult> {
  const session = await trx
    .selectFrom('payment_sessions')
    .select([
      'id',
      'user_id',
      'plan',
      'billing_period',
      'amount',
      'credit',
      'currency',
      'provider_session_id',
      'replaces_subscription_id',
    ])
    .where('id', '=', effect.sessionId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!session) return { outcome: 'unknown session' };
  // A deleted account's paid checkouts are kept without their user (the law's payment records).
  const userId = session.user_id;
  if (!userId || !(await lockUser(trx, userId))) return { outcome: 'unknown user' };
  // The first paid event of a session wins; another one for it (a second "Pay") changes nothing.
  const claimed = await trx
    .updateTable('payment_sessions')
    .set({ status: 'paid', updated_at: sql<Date>`now()` })
    .where('id', '=', session.id)
    .where('status', '!=', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { outcome: 'already paid' };

  // One subscription at a time: the one in force before this payment (the switch's, or another
  // checkout paid meanwhile) is replaced by it, and ended at its provider.
  const before = await findSubscription(trx, userId);
  const replaced =
    before &&
    before.provider_subscription_id !== effect.subscriptionId &&
    !before.ended_at &&
    before.current_period_end > now
      ? {
          provider: before.provider,
          subscriptionId: before.provider_subscription_id,
          userId: userId,
        }
      : undefined;

  const grantKey = paymentGrantKey(provider, session.id);
  await startPeriod(trx, {
    userId: userId,
    provider,
    subscriptionId: effect.subscriptionId,
    plan: session.plan,
    period: session.billing_period,
    start: effect.paidAt,
    end: addMonths(effect.paidAt, PERIOD_MONTHS[session.billing_period]),
    grantKey,
  });
  const points = await grantPoints(trx, userId, [paidMonthGrant(grantKey, session.plan)]);
  await trx
    .updateTable('payment_sessions')
    .set({ points_granted: points })
    .where('id', '=', session.id)
    .execute();
  await recordPayment(trx, {
    userId: userId,
    provider,
    reference: session.provider_session_id ?? session.id,
    kind: session.replaces_subscription_id ? 'switch' : 'purchase',
    plan: session.plan,
    period: session.billing_period,
    amount: session.amount,
    credit: session.credit,
    currency: session.currency,
    pointsGranted: points,
    grantKey,
    paidAt: effect.paidAt,
  });
  await refreshPlanTier(trx, userId, now);
  return replaced ? { outcome: 'applied', replaced } : { outcome: 'applied' };
}

async function applyRenewal(
  trx: DB,
  provider: PaymentProviderName,
  effect: Extract<PaymentEffect, { kind: 'renewal_paid' }>,
  now: Date,
): Promise<EffectOutcome> {
  if (!(await lockUser(trx, effect.userId))) return 'unknown user';
  const { plan, period } = parsePlanType(effect.planType);
  const grantKey = paymentGrantKey(provider, effect.invoiceId);
  const current = await findSubscription(trx, effect.userId);
  const isCurrent =
    !current ||
    (current.provider === provider && current.provider_subscription_id === effect.subscriptionId);
  if (isCurrent) {
    await startPeriod(trx, {
      userId: effect.userId,
      provider,
      subscriptionId: effect.subscriptionId,
      plan,
      period,
      start: effect.periodStart,
      end: effect.periodEnd,
      grantKey,
    });
  }
  // A paid invoice always brings its month's allowance, once; an older subscription the user
  // has since replaced keeps billing at the provider until cancelled there, and is not lost.
  const points = await grantPoints(trx, effect.userId, [paidMonthGrant(grantKey, plan)]);
  await recordPayment(trx, {
    userId: effect.userId,
    provider,
    reference: effect.invoiceId,
    kind: 'renewal',
    plan,
    period,
    amount: effect.amount,
    credit: 0,
    currency: effect.currency,
    pointsGranted: points,
    grantKey,
    paidAt: effect.periodStart,
  });
  await refreshPlanTier(trx, effect.userId, now);
  return isCurrent ? 'applied' : 'not the current subscription: allowance only';
}
