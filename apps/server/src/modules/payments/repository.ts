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

/** What applying an event did, for the log. */
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
): Promise<EffectOutcome> {
  switch (effect.kind) {
    case 'checkout_paid':
      return applyCheckoutPaid(trx, provider, effect, now);
    case 'checkout_expired': {
      const row = await trx
        .updateTable('payment_sessions')
        .set({ status: 'expired', updated_at: sql<Date>`now()` })
        .where('id', '=', effect.sessionId)
        .where('provider', '=', provider)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      return row ? 'applied' : 'nothing to do';
    }
    case 'renewal_paid':
      return applyRenewal(trx, provider, effect, now);
    case 'subscription_ended': {
      if (!(await lockUser(trx, effect.userId))) return 'unknown user';
      // The plan stays until the paid period's end (ADR 009); only renewals stop.
      const row = await trx
        .updateTable('subscriptions')
        .set({ status: 'canceled', cancel_at_period_end: true, updated_at: sql<Date>`now()` })
        .where('user_id', '=', effect.userId)
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', effect.subscriptionId)
        .returning('user_id')
        .executeTakeFirst();
      await refreshPlanTier(trx, effect.userId, now);
      return row ? 'applied' : 'nothing to do';
    }
    case 'none':
      return 'nothing to do';
  }
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

async function applyCheckoutPaid(
  trx: DB,
  provider: PaymentProviderName,
  effect: Extract<PaymentEffect, { kind: 'checkout_paid' }>,
  now: Date,
): Promise<EffectOutcome> {
  const session = await trx
    .selectFrom('payment_sessions')
    .select(['id', 'user_id', 'plan', 'billing_period'])
    .where('id', '=', effect.sessionId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!session) return 'unknown session';
  if (!(await lockUser(trx, session.user_id))) return 'unknown user';
  // The first paid event of a session wins; another one for it (a second "Pay") changes nothing.
  const claimed = await trx
    .updateTable('payment_sessions')
    .set({ status: 'paid', updated_at: sql<Date>`now()` })
    .where('id', '=', session.id)
    .where('status', '!=', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return 'already paid';

  const grantKey = paymentGrantKey(provider, session.id);
  await startPeriod(trx, {
    userId: session.user_id,
    provider,
    subscriptionId: effect.subscriptionId,
    plan: session.plan,
    period: session.billing_period,
    start: effect.paidAt,
    end: addMonths(effect.paidAt, PERIOD_MONTHS[session.billing_period]),
    grantKey,
  });
  const points = await grantPoints(trx, session.user_id, [paidMonthGrant(grantKey, session.plan)]);
  await trx
    .updateTable('payment_sessions')
    .set({ points_granted: points })
    .where('id', '=', session.id)
    .execute();
  await refreshPlanTier(trx, session.user_id, now);
  return 'applied';
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
  await grantPoints(trx, effect.userId, [paidMonthGrant(grantKey, plan)]);
  await refreshPlanTier(trx, effect.userId, now);
  return isCurrent ? 'applied' : 'not the current subscription: allowance only';
}
