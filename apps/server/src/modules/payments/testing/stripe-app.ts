import type { Response as LightMyRequestResponse } from 'light-my-request';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedStripeWebhook } from './stripe-events.ts';
import { type LocalStripeServer, startLocalStripe } from './stripe-server.ts';

export const STRIPE_SECRET_KEY = 'sk_test_idealens';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_idealens';

export interface StripeTestApp {
  t: TestApp;
  stripe: LocalStripeServer;
  /** Posts a Stripe event to the webhook, signed as Stripe signs it (or with another secret). */
  deliver(event: object, secret?: string, timestamp?: number): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The app with PAYMENT_PROVIDER=stripe and the real `stripe` SDK pointed at a local server that
 * speaks Stripe's API; webhooks are signed with the SDK's own test signer.
 */
export async function startStripeApp(): Promise<StripeTestApp> {
  const stripe = await startLocalStripe();
  const t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  return {
    t,
    stripe,
    deliver(event, secret = STRIPE_WEBHOOK_SECRET, timestamp) {
      const { payload, headers } = signedStripeWebhook(event, secret, timestamp);
      return t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', headers, payload });
    },
    async close() {
      await t.close();
      // A test may have stopped the Stripe server already (to see the app answer without it).
      await stripe.close().catch(() => undefined);
    },
  };
}
