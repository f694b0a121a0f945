import type { IncomingHttpHeaders } from 'node:http';
import type { BillingPeriod, PlanName, PlanType } from '@idealens/shared/plans';

export type PaymentProviderName = 'sandbox' | 'stripe';

/** A checkout the server has priced and stored, to open with the provider. */
export interface CheckoutRequest {
  /** Our payment session id; the provider's events carry it back. */
  sessionId: string;
  userId: string;
  email: string | null;
  plan: PlanName;
  period: BillingPeriod;
  planType: PlanType;
  /** Cents charged now: the price, less `credit`. */
  amount: number;
  /**
   * Cents off the first payment only (a switch's credit for the unused part of the plan it
   * replaces); the plan renews at `amount + credit`. 0 for a purchase.
   */
  credit: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface OpenedCheckout {
  providerSessionId: string;
  /** Where the browser goes to pay. */
  url: string;
  expiresAt: Date;
}

/**
 * What a verified provider event means to us, whatever the provider called it. Everything but
 * the ids is read from our own records where we have them (the session's plan and price), so a
 * provider event can only say *that* something happened to a checkout or subscription.
 */
export type PaymentEffect =
  /** A checkout was paid: its plan starts now, with the first month's allowance. */
  | { kind: 'checkout_paid'; sessionId: string; subscriptionId: string; paidAt: Date }
  /** A checkout was left unpaid until it expired. */
  | { kind: 'checkout_expired'; sessionId: string }
  /** A subscription renewed: the new period and its first month's allowance. */
  | {
      kind: 'renewal_paid';
      invoiceId: string;
      subscriptionId: string;
      userId: string;
      planType: PlanType;
      periodStart: Date;
      periodEnd: Date;
      /** Cents paid, and in which currency. */
      amount: number;
      currency: string;
    }
  /**
   * A subscription's renewal was stopped (`cancelAtPeriodEnd`) or started again: the paid period
   * runs to its end either way.
   */
  | {
      kind: 'subscription_updated';
      subscriptionId: string;
      userId: string;
      cancelAtPeriodEnd: boolean;
    }
  /**
   * A subscription ended: it renews no more and cannot be resumed. The paid period runs to its
   * end (ADR 009), unless `endsPlanNow`: the user cancelled at once, and the plan ends `endedAt`.
   */
  | {
      kind: 'subscription_ended';
      subscriptionId: string;
      userId: string;
      endedAt?: Date;
      endsPlanNow?: boolean;
    }
  /** Verified, recorded, and nothing to do (another event type, or a payment still pending). */
  | { kind: 'none' };

export interface PaymentEvent {
  /** The provider's event id: each is applied once. */
  id: string;
  /** The provider's own event type, as recorded. */
  type: string;
  effect: PaymentEffect;
  /** The event as received, kept for audit. */
  payload: unknown;
}

/** A webhook whose signature is missing, forged, or older than the provider's tolerance. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** A correctly signed webhook whose body is not an event we can read. */
export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

/** A subscription at the provider, and whose it is. */
export interface SubscriptionRef {
  subscriptionId: string;
  userId: string;
}

/**
 * One payment provider: it opens checkouts, changes subscriptions, and turns its signed webhooks
 * into events. A change is confirmed by the provider's answer; its event may follow.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Stops renewals at the period's end, or ends the subscription at once (no refund). */
  cancelSubscription(ref: SubscriptionRef, when: 'period_end' | 'now'): Promise<void>;
  /** Renews again a subscription cancelled at its period's end, before that end. */
  resumeSubscription(ref: SubscriptionRef): Promise<void>;
  /**
   * Verifies the signature over the exact bytes received, then reads the event. Throws
   * InvalidSignatureError (nothing may be applied) or InvalidEventError.
   */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent>;
}
