import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode } from '@idealens/shared/errors';
import {
  type CreatePaymentSession,
  PaymentErrorCode,
  type PaymentSessionDetail,
} from '@idealens/shared/payments';
import { CURRENCY, parsePlanType, planAmountCents } from '@idealens/shared/plans';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';
import { findUser } from '../users/repository.ts';
import {
  InvalidEventError,
  InvalidSignatureError,
  type PaymentProvider,
  type PaymentProviderName,
} from './provider.ts';
import {
  applyEffect,
  attachCheckout,
  cancelOpenSession,
  deleteSession,
  type EffectOutcome,
  findSession,
  insertSession,
  recordEvent,
  sessionStatus,
} from './repository.ts';

export interface PaymentServiceOptions {
  db: DB;
  provider: PaymentProvider;
  /** The origin users see: checkouts return to its /pricing page. */
  publicUrl: string;
  /** Told when the provider fails to open a checkout (the caller only gets a 503). */
  onProviderError?(error: unknown): void;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export interface WebhookResult {
  eventId: string;
  type: string;
  /** False for an event recorded before: nothing was applied again. */
  firstDelivery: boolean;
  outcome: EffectOutcome | 'duplicate';
}

const sessionNotFound = () =>
  new DomainError(
    'not_found',
    PaymentErrorCode.PAYMENT_SESSION_NOT_FOUND,
    'Payment session not found',
  );

/** Where a checkout sends the browser back to (the web app's pricing page reads these). */
export function checkoutReturnUrl(
  publicUrl: string,
  outcome: 'success' | 'cancelled',
  sessionId: string,
) {
  return `${publicUrl}/pricing?checkout=${outcome}&session=${encodeURIComponent(sessionId)}`;
}

/**
 * Plans and payments: the server prices every checkout itself, opens it with the configured
 * provider, and applies the provider's signed events exactly once (ADR 009).
 */
export function createPaymentService(options: PaymentServiceOptions) {
  const { db, provider } = options;

  /** The plan and price a request names, checked against our own price table. */
  function priceOf(request: CreatePaymentSession) {
    let plan: ReturnType<typeof parsePlanType>;
    try {
      plan = parsePlanType(request.planType);
    } catch {
      throw new DomainError('invalid', PaymentErrorCode.UNKNOWN_PLAN, 'unknown plan type');
    }
    const amount = planAmountCents(plan.plan, plan.period);
    if (request.amount !== amount || request.currency.toUpperCase() !== CURRENCY) {
      throw new DomainError(
        'invalid',
        PaymentErrorCode.PRICE_MISMATCH,
        `The amount or currency does not match the price of ${plan.plan} (${plan.period}): ${amount} ${CURRENCY} cents.`,
      );
    }
    return { ...plan, amount };
  }

  return {
    /** Opens a checkout for the signed-in user; returns our session id and the URL to pay at. */
    async createSession(userId: string, request: CreatePaymentSession) {
      const price = priceOf(request);
      const user = await findUser(db, userId);
      const { id } = await insertSession(db, {
        userId,
        provider: provider.name,
        plan: price.plan,
        period: price.period,
        amount: price.amount,
        currency: CURRENCY,
      });
      let checkout: Awaited<ReturnType<PaymentProvider['openCheckout']>>;
      try {
        checkout = await provider.openCheckout({
          sessionId: id,
          userId,
          email: user?.email ?? null,
          plan: price.plan,
          period: price.period,
          planType: price.planType,
          amount: price.amount,
          currency: CURRENCY,
          successUrl: checkoutReturnUrl(options.publicUrl, 'success', id),
          cancelUrl: checkoutReturnUrl(options.publicUrl, 'cancelled', id),
        });
      } catch (error) {
        await deleteSession(db, id);
        options.onProviderError?.(error);
        throw new DomainError(
          'unavailable',
          PaymentErrorCode.PAYMENT_PROVIDER_ERROR,
          'The payment provider could not open a checkout. Please try again later.',
        );
      }
      await attachCheckout(db, id, checkout);
      return { id, url: checkout.url };
    },

    /** One of the user's own sessions (anyone else's is "not found"). */
    async sessionDetail(userId: string, id: string): Promise<PaymentSessionDetail['data']> {
      const session = isUuid(id) ? await findSession(db, id) : undefined;
      if (!session || session.user_id !== userId) throw sessionNotFound();
      return {
        id: session.id,
        status: sessionStatus(session),
        plan: session.plan,
        billingPeriod: session.billing_period,
        amount: session.amount,
        currency: CURRENCY,
        pointsGranted: session.points_granted,
      };
    },

    /** A session as the hosted checkout page shows it, by its id alone (the page's capability). */
    async checkoutSession(id: string) {
      const session = isUuid(id) ? await findSession(db, id) : undefined;
      if (!session || session.provider !== provider.name) return undefined;
      return { ...session, status: sessionStatus(session) };
    },

    /** The hosted checkout's Cancel: an open session becomes cancelled; nothing is charged. */
    cancelCheckout(id: string) {
      return cancelOpenSession(db, id);
    },

    /**
     * A provider's webhook: verified over the raw bytes, recorded once, and applied in the same
     * transaction as the record, so a duplicate, a replay or a concurrent delivery changes nothing.
     */
    async receiveWebhook(
      providerName: string,
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
    ): Promise<WebhookResult> {
      if (providerName !== provider.name) {
        throw new DomainError(
          'not_found',
          ErrorCode.NOT_FOUND,
          `No payment provider "${providerName}" is configured here.`,
        );
      }
      let event: Awaited<ReturnType<PaymentProvider['readWebhook']>>;
      try {
        event = await provider.readWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof InvalidSignatureError) {
          throw new DomainError('invalid', PaymentErrorCode.INVALID_SIGNATURE, error.message);
        }
        if (error instanceof InvalidEventError) {
          throw new DomainError('invalid', ErrorCode.VALIDATION_FAILED, error.message);
        }
        throw error;
      }
      const name: PaymentProviderName = provider.name;
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await recordEvent(trx, name, event))) return 'duplicate' as const;
        return applyEffect(trx, name, event.effect);
      });
      return {
        eventId: event.id,
        type: event.type,
        firstDelivery: outcome !== 'duplicate',
        outcome,
      };
    },
  };
}
