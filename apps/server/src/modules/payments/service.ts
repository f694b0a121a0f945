import type { IncomingHttpHeaders } from 'node:http';
import type {
  BillingSubscription,
  CancelSubscriptionRequest,
  SwitchQuote,
} from '@idealens/shared/billing';
import { BillingErrorCode } from '@idealens/shared/billing-codes';
import { ErrorCode } from '@idealens/shared/errors';
import {
  type CreatePaymentSession,
  PaymentErrorCode,
  type PaymentSessionDetail,
} from '@idealens/shared/payments';
import {
  type BillingPeriod,
  CURRENCY,
  type PlanName,
  parsePlanType,
  planAmountCents,
  toPlanType,
} from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import pRetry from 'p-retry';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { effectivePlan } from '../points/allowances.ts';
import { findSubscription, findUser } from '../users/repository.ts';
import { type BillingChange, billingChangeMail } from './billing-mails.ts';
import {
  InvalidEventError,
  InvalidSignatureError,
  type PaymentProvider,
  type PaymentProviderName,
  type SubscriptionRef,
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
import { quoteSwitch } from './switch-quote.ts';

export interface PaymentServiceOptions {
  db: DB;
  provider: PaymentProvider;
  /** The origin users see: checkouts return to its /pricing page. */
  publicUrl: string;
  /** Told when the provider fails to open a checkout or change a subscription (the caller gets a 503). */
  onProviderError?(error: unknown): void;
  /** How often ending a replaced subscription at the provider is retried (tests: fewer). */
  endReplacedRetries?: number;
  /** Sends the confirmation mail of a cancellation or resumption; a failure is only logged. */
  mailer?: Mailer;
  /** Told when a confirmation mail could not be sent. */
  onMailError?(error: unknown): void;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export interface WebhookResult {
  eventId: string;
  type: string;
  /** False for an event recorded before: nothing was applied again. */
  firstDelivery: boolean;
  outcome: EffectOutcome | 'duplicate';
}

const providerFailed = () =>
  new DomainError(
    'unavailable',
    PaymentErrorCode.PAYMENT_PROVIDER_ERROR,
    'The payment provider could not make the change. Please try again later.',
  );

const noSubscription = () =>
  new DomainError(
    'conflict',
    BillingErrorCode.NO_SUBSCRIPTION,
    'You have no paid plan to change. Choose a plan on the pricing page.',
  );

/** The subscription in force as the billing page shows it, or null on the Free plan. */
export function billingSubscription(
  subscription: Awaited<ReturnType<typeof findSubscription>>,
  now = new Date(),
): BillingSubscription | null {
  if (!subscription || effectivePlan(subscription, now).tier === 'free') return null;
  const cancelling = subscription.cancel_at_period_end || subscription.ended_at !== null;
  return {
    plan: subscription.plan,
    billingPeriod: subscription.billing_period,
    planType: toPlanType(subscription.plan, subscription.billing_period),
    status: cancelling ? 'cancelling' : 'active',
    currentPeriodStart: subscription.current_period_start.toISOString(),
    currentPeriodEnd: subscription.current_period_end.toISOString(),
    renews: !cancelling,
    provider: subscription.provider === 'stripe' ? 'stripe' : 'sandbox',
  };
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

  /** Opens a priced checkout with the provider and keeps it as our session. */
  async function openCheckoutFor(
    userId: string,
    priced: {
      plan: PlanName;
      period: BillingPeriod;
      planType: ReturnType<typeof toPlanType>;
      amount: number;
      credit: number;
      replaces: string | null;
    },
  ) {
    const user = await findUser(db, userId);
    const { id } = await insertSession(db, {
      userId,
      provider: provider.name,
      plan: priced.plan,
      period: priced.period,
      amount: priced.amount,
      currency: CURRENCY,
      credit: priced.credit,
      replacesSubscriptionId: priced.replaces,
    });
    let checkout: Awaited<ReturnType<PaymentProvider['openCheckout']>>;
    try {
      checkout = await provider.openCheckout({
        sessionId: id,
        userId,
        email: user?.email ?? null,
        plan: priced.plan,
        period: priced.period,
        planType: priced.planType,
        amount: priced.amount,
        credit: priced.credit,
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
  }

  /** Mails the account holder the confirmation of a change they made; never fails the change. */
  async function confirm(userId: string, language: Language, change: BillingChange) {
    if (!options.mailer) return;
    try {
      const email = (await findUser(db, userId))?.email;
      if (!email) return;
      await options.mailer.send(
        billingChangeMail(language, email, change, `${options.publicUrl}/pricing`),
      );
    } catch (error) {
      options.onMailError?.(error);
    }
  }

  /** The paid plan in force that a switch, a cancellation or a resumption changes. */
  async function changeable(userId: string) {
    const subscription = await findSubscription(db, userId);
    if (!subscription || !billingSubscription(subscription)) throw noSubscription();
    if (subscription.provider !== provider.name) {
      // Bought with a provider this deployment no longer uses: it cannot be changed from here.
      throw providerFailed();
    }
    const ref: SubscriptionRef = {
      subscriptionId: subscription.provider_subscription_id,
      userId,
    };
    return { ref, subscription };
  }

  async function switchFor(userId: string, planType: string) {
    let target: ReturnType<typeof parsePlanType>;
    try {
      target = parsePlanType(planType);
    } catch {
      throw new DomainError('invalid', PaymentErrorCode.UNKNOWN_PLAN, 'unknown plan type');
    }
    const { ref, subscription } = await changeable(userId);
    if (subscription.plan === target.plan && subscription.billing_period === target.period) {
      throw new DomainError(
        'invalid',
        BillingErrorCode.SAME_PLAN,
        'This is the plan you have. Choose another plan or billing period to switch to.',
      );
    }
    return {
      quote: quoteSwitch(subscription, target.plan, target.period, new Date()),
      subscriptionId: ref.subscriptionId,
    };
  }

  /** A change at the provider; its failure is a 503 for the caller and a log line for us. */
  async function atProvider(change: () => Promise<void>) {
    try {
      await change();
    } catch (error) {
      options.onProviderError?.(error);
      throw providerFailed();
    }
  }

  /**
   * Applies what the provider confirmed at once, so the page shows it without waiting for the
   * provider's event; the event, when it comes, changes nothing more.
   */
  async function applyLocally(effect: Parameters<typeof applyEffect>[2]) {
    await db.transaction().execute((trx) => applyEffect(trx, provider.name, effect));
  }

  /**
   * Ends at its provider a subscription a paid checkout replaced, retried with backoff: until it
   * is ended there it keeps billing (a renewal of it would still grant its allowance, not be lost).
   */
  async function endReplaced(replaced: {
    provider: string;
    subscriptionId: string;
    userId: string;
  }) {
    if (replaced.provider !== provider.name) {
      options.onProviderError?.(
        new Error(
          `subscription ${replaced.subscriptionId} of ${replaced.provider} was replaced but cannot be ended from here`,
        ),
      );
      return;
    }
    try {
      await pRetry(() => provider.cancelSubscription(replaced, 'now'), {
        retries: options.endReplacedRetries ?? 5,
        minTimeout: 500,
      });
    } catch (error) {
      options.onProviderError?.(error);
    }
  }

  return {
    /**
     * Opens a checkout for the signed-in user; returns our session id and the URL to pay at. A
     * user with a plan in force switches or cancels it instead: one subscription at a time.
     */
    async createSession(userId: string, request: CreatePaymentSession) {
      const price = priceOf(request);
      const current = billingSubscription(await findSubscription(db, userId));
      if (current) {
        throw new DomainError(
          'conflict',
          BillingErrorCode.SUBSCRIPTION_EXISTS,
          `You already have the ${current.plan} plan (${current.billingPeriod}). Switch plans or cancel it from the pricing page instead of buying a second one.`,
        );
      }
      return openCheckoutFor(userId, { ...price, credit: 0, replaces: null });
    },

    /** What a switch from the plan in force to `planType` costs now. */
    async switchQuote(userId: string, planType: string): Promise<SwitchQuote> {
      return (await switchFor(userId, planType)).quote;
    },

    /**
     * Opens the checkout that pays a switch: the new plan at its price less the unused part of the
     * plan in force. When it is paid the new plan starts and the old subscription ends.
     */
    async switchPlan(userId: string, planType: string) {
      const { quote, subscriptionId } = await switchFor(userId, planType);
      const session = await openCheckoutFor(userId, {
        plan: quote.plan,
        period: quote.billingPeriod,
        planType: toPlanType(quote.plan, quote.billingPeriod),
        amount: quote.amount,
        credit: quote.price - quote.amount,
        replaces: subscriptionId,
      });
      return { session, quote };
    },

    /** The subscription in force, or null on the Free plan. */
    async overview(userId: string) {
      return { subscription: billingSubscription(await findSubscription(db, userId)) };
    },

    /** Cancels the plan in force at its period's end (renewals stop) or at once (no refund). */
    async cancel(userId: string, request: CancelSubscriptionRequest, language: Language = 'en-US') {
      const when = request.when ?? 'period_end';
      const { ref, subscription } = await changeable(userId);
      if (subscription.ended_at) throw noSubscription();
      await atProvider(() => provider.cancelSubscription(ref, when));
      await applyLocally(
        when === 'now'
          ? { kind: 'subscription_ended', ...ref, endedAt: new Date(), endsPlanNow: true }
          : { kind: 'subscription_updated', ...ref, cancelAtPeriodEnd: true },
      );
      await recordAudit(db, userId, 'billing.subscription_cancelled', {
        plan: subscription.plan,
        billingPeriod: subscription.billing_period,
        when,
      });
      await confirm(userId, language, {
        kind: 'cancelled',
        plan: subscription.plan,
        when,
        periodEnd: subscription.current_period_end,
      });
      return this.overview(userId);
    },

    /**
     * Ends the user's subscription at once at its provider, for an account being deleted: nothing
     * may renew afterwards. Nothing to do on the Free plan or for an ended subscription; a
     * provider failure throws (503), and the deletion should not go ahead.
     */
    async endForDeletion(userId: string): Promise<void> {
      const subscription = await findSubscription(db, userId);
      if (!subscription || subscription.ended_at) return;
      if (subscription.provider !== provider.name) throw providerFailed();
      const ref = { subscriptionId: subscription.provider_subscription_id, userId };
      await atProvider(() => provider.cancelSubscription(ref, 'now'));
      await applyLocally({
        kind: 'subscription_ended',
        ...ref,
        endedAt: new Date(),
        endsPlanNow: true,
      });
    },

    /** Renews again a plan cancelled at its period's end, before that end. */
    async resume(userId: string, language: Language = 'en-US') {
      const { ref, subscription } = await changeable(userId);
      if (!subscription.cancel_at_period_end || subscription.ended_at) {
        throw new DomainError(
          'conflict',
          BillingErrorCode.NOT_CANCELLED,
          subscription.ended_at
            ? 'This plan has ended at the payment provider and cannot be resumed. Choose a plan on the pricing page.'
            : 'This plan is not cancelled: it renews already.',
        );
      }
      await atProvider(() => provider.resumeSubscription(ref));
      await applyLocally({ kind: 'subscription_updated', ...ref, cancelAtPeriodEnd: false });
      await recordAudit(db, userId, 'billing.subscription_resumed', {
        plan: subscription.plan,
        billingPeriod: subscription.billing_period,
      });
      await confirm(userId, language, {
        kind: 'resumed',
        plan: subscription.plan,
        periodEnd: subscription.current_period_end,
      });
      return this.overview(userId);
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
      const result = await db.transaction().execute(async (trx) => {
        if (!(await recordEvent(trx, name, event))) return 'duplicate' as const;
        return applyEffect(trx, name, event.effect);
      });
      if (result === 'duplicate') {
        return { eventId: event.id, type: event.type, firstDelivery: false, outcome: result };
      }
      if (result.replaced) {
        await endReplaced(result.replaced);
        await recordAudit(db, result.replaced.userId, 'billing.subscription_switched', {
          from: result.replaced.subscriptionId,
          to: 'subscriptionId' in event.effect ? event.effect.subscriptionId : null,
        });
      }
      return { eventId: event.id, type: event.type, firstDelivery: true, outcome: result.outcome };
    },
  };
}
