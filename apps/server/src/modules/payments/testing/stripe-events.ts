import { randomBytes } from 'node:crypto';
import type { PlanType } from '@idealens/shared/plans';
import Stripe from 'stripe';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What IdeaLens puts on every checkout and its subscription. */
export interface CheckoutRefs {
  userId: string;
  planType: PlanType;
  /** Our payment session id. */
  sessionId: string;
  subscriptionId: string;
}

const metadataOf = (refs: CheckoutRefs) => ({
  userId: refs.userId,
  planType: refs.planType,
  sessionId: refs.sessionId,
});

function event(type: string, object: Record<string, unknown>, created: Date) {
  return {
    id: id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** `checkout.session.completed` as Stripe sends it for a subscription checkout. */
export function checkoutCompleted(
  refs: CheckoutRefs,
  options: { stripeSessionId?: string; paymentStatus?: string; at?: Date } = {},
) {
  return event(
    'checkout.session.completed',
    {
      id: options.stripeSessionId ?? id('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: options.paymentStatus ?? 'paid',
      client_reference_id: refs.userId,
      metadata: metadataOf(refs),
      subscription: refs.subscriptionId,
      invoice: id('in'),
      customer: id('cus'),
    },
    options.at ?? new Date(),
  );
}

/** `checkout.session.expired`: the checkout was never paid. */
export function checkoutExpired(refs: CheckoutRefs) {
  return event(
    'checkout.session.expired',
    {
      id: id('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'expired',
      payment_status: 'unpaid',
      metadata: metadataOf(refs),
      subscription: null,
    },
    new Date(),
  );
}

/** `invoice.paid` for a subscription's period (a renewal unless `billingReason` says otherwise). */
export function invoicePaid(
  refs: CheckoutRefs,
  period: { start: Date; end: Date },
  options: { invoiceId?: string; billingReason?: string; amountPaid?: number } = {},
) {
  return event(
    'invoice.paid',
    {
      id: options.invoiceId ?? id('in'),
      object: 'invoice',
      billing_reason: options.billingReason ?? 'subscription_cycle',
      status: 'paid',
      amount_paid: options.amountPaid ?? 1299,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: metadataOf(refs), subscription: refs.subscriptionId },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: id('il'),
            object: 'line_item',
            subscription: refs.subscriptionId,
            period: { start: seconds(period.start), end: seconds(period.end) },
          },
        ],
      },
      // An invoice's own period is the one before its line items' (Stripe bills in advance).
      period_start: seconds(period.start),
      period_end: seconds(period.start),
    },
    period.start,
  );
}

/** `customer.subscription.deleted`: the subscription renews no more. */
export function subscriptionDeleted(refs: CheckoutRefs, at = new Date()) {
  return event(
    'customer.subscription.deleted',
    {
      id: refs.subscriptionId,
      object: 'subscription',
      status: 'canceled',
      metadata: metadataOf(refs),
      canceled_at: seconds(at),
      ended_at: seconds(at),
      cancel_at_period_end: false,
    },
    at,
  );
}

/** `customer.subscription.updated`: renewals stopped at the period's end, or started again. */
export function subscriptionUpdated(
  refs: CheckoutRefs,
  cancelAtPeriodEnd: boolean,
  at = new Date(),
) {
  return event(
    'customer.subscription.updated',
    {
      id: refs.subscriptionId,
      object: 'subscription',
      status: 'active',
      metadata: metadataOf(refs),
      cancel_at_period_end: cancelAtPeriodEnd,
      canceled_at: cancelAtPeriodEnd ? seconds(at) : null,
      ended_at: null,
    },
    at,
  );
}

/** The body and headers Stripe would deliver, signed with the SDK's own test signer. */
export function signedStripeWebhook(body: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    },
  };
}
