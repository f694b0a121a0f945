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
  /** Cents, from the server's own price table. */
  amount: number;
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
    }
  /** A subscription ended: it renews no more; the paid period still runs to its end. */
  | { kind: 'subscription_ended'; subscriptionId: string; userId: string }
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

/** One payment provider: it opens checkouts and turns its signed webhooks into events. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /**
   * Verifies the signature over the exact bytes received, then reads the event. Throws
   * InvalidSignatureError (nothing may be applied) or InvalidEventError.
   */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent>;
}
