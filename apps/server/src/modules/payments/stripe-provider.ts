import { parsePlanType } from '@idealens/shared/plans';
import { APP_VERSION } from '@idealens/shared/version';
import Stripe from 'stripe';
import {
  InvalidEventError,
  InvalidSignatureError,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin than api.stripe.com (a local Stripe-protocol server, stripe-mock). */
  apiBase?: string;
}

/** Where the SDK sends its requests: Stripe's own API unless `apiBase` names another origin. */
function apiLocation(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** The metadata every checkout and its subscription carry, so any later event names its user and plan. */
interface CheckoutMetadata {
  userId?: string;
  planType?: string;
  sessionId?: string;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * Stripe Checkout in `subscription` mode: the plans are recurring by nature ("per month",
 * renewing), so Stripe bills each period and tells us with `invoice.paid`; cancellation arrives as
 * `customer.subscription.deleted`. Prices come from our own table (`price_data`), never from
 * price ids set up in a dashboard, so the amount charged is the amount the pricing page shows.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'IdeaLens', version: APP_VERSION },
    ...apiLocation(options.apiBase),
  });

  function effectOf(event: Stripe.Event): PaymentEffect {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const metadata: CheckoutMetadata = session.metadata ?? {};
        // A delayed payment method completes the checkout unpaid; its success comes later.
        if (!metadata.sessionId || session.payment_status !== 'paid') return { kind: 'none' };
        return {
          kind: 'checkout_paid',
          sessionId: metadata.sessionId,
          subscriptionId: idOf(session.subscription) ?? session.id,
          paidAt: new Date(event.created * 1000),
        };
      }
      case 'checkout.session.expired': {
        const sessionId = (event.data.object.metadata as CheckoutMetadata | null)?.sessionId;
        return sessionId ? { kind: 'checkout_expired', sessionId } : { kind: 'none' };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        // The first invoice is the checkout's own payment (`checkout.session.completed`).
        if (invoice.billing_reason !== 'subscription_cycle') return { kind: 'none' };
        const details = invoice.parent?.subscription_details;
        const metadata: CheckoutMetadata = details?.metadata ?? {};
        const subscriptionId = idOf(details?.subscription);
        const period =
          invoice.lines.data.find((line) => idOf(line.subscription) === subscriptionId)?.period ??
          invoice.lines.data[0]?.period;
        if (!metadata.userId || !metadata.planType || !subscriptionId || !period || !invoice.id) {
          return { kind: 'none' };
        }
        return {
          kind: 'renewal_paid',
          invoiceId: invoice.id,
          subscriptionId,
          userId: metadata.userId,
          planType: planTypeOf(metadata.planType),
          periodStart: new Date(period.start * 1000),
          periodEnd: new Date(period.end * 1000),
          amount: invoice.amount_paid,
          currency: invoice.currency.toUpperCase(),
        };
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const metadata: CheckoutMetadata = subscription.metadata ?? {};
        if (!metadata.userId) return { kind: 'none' };
        return {
          kind: 'subscription_updated',
          subscriptionId: subscription.id,
          userId: metadata.userId,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
        };
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const metadata: CheckoutMetadata = subscription.metadata ?? {};
        if (!metadata.userId) return { kind: 'none' };
        return {
          kind: 'subscription_ended',
          subscriptionId: subscription.id,
          userId: metadata.userId,
          ...(subscription.ended_at ? { endedAt: new Date(subscription.ended_at * 1000) } : {}),
        };
      }
      default:
        return { kind: 'none' };
    }
  }

  return {
    name: 'stripe',
    async openCheckout(request) {
      const metadata = {
        userId: request.userId,
        planType: request.planType,
        sessionId: request.sessionId,
      } satisfies CheckoutMetadata;
      // A switch's credit is a one-off coupon on the first invoice; the plan renews at its price.
      const coupon =
        request.credit > 0
          ? await stripe.coupons.create(
              {
                amount_off: request.credit,
                currency: request.currency.toLowerCase(),
                duration: 'once',
                max_redemptions: 1,
                name: 'Unused time of the previous plan',
              },
              { idempotencyKey: `switch-credit-${request.sessionId}` },
            )
          : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount + request.credit,
                recurring: { interval: request.period === 'annual' ? 'year' : 'month' },
                product_data: { name: `IdeaLens ${request.plan}` },
              },
            },
          ],
          client_reference_id: request.userId,
          ...(request.email ? { customer_email: request.email } : {}),
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request (network retries included) opens the same checkout, not a second one.
        { idempotencyKey: `checkout-${request.sessionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return {
        providerSessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    async cancelSubscription(ref, when) {
      if (when === 'now') {
        // Ended now without a prorated credit: the Terms say payments are not refunded.
        await stripe.subscriptions.cancel(ref.subscriptionId, { prorate: false });
      } else {
        await stripe.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: true });
      }
    },
    async resumeSubscription(ref) {
      await stripe.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: false });
    },
    async readWebhook(rawBody, headers): Promise<PaymentEvent> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers['stripe-signature'] ?? '',
          options.webhookSecret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidSignatureError(error.message);
        }
        throw new InvalidEventError('The webhook body is not a Stripe event.');
      }
      return { id: event.id, type: event.type, effect: effectOf(event), payload: event };
    },
  };
}

function planTypeOf(value: string) {
  try {
    return parsePlanType(value).planType;
  } catch {
    throw new InvalidEventError(`The subscription's plan type "${value}" is unknown.`);
  }
}
