import { randomBytes } from 'node:crypto';
import type { PlanType } from '@idealens/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { addMonths } from '../points/allowances.ts';
import { type StripeTestApp, startStripeApp } from './testing/stripe-app.ts';
import {
  type CheckoutRefs,
  checkoutCompleted,
  invoicePaid,
  subscriptionDeleted,
  subscriptionUpdated,
} from './testing/stripe-events.ts';
import type { LocalStripeServer } from './testing/stripe-server.ts';

/**
 * Billing self-service with PAYMENT_PROVIDER=stripe and the real `stripe` SDK against a local
 * server speaking Stripe's API: a switch's credit is a one-off coupon, the replaced subscription
 * is cancelled at Stripe, cancelling and resuming update the subscription there.
 */
describe('billing self-service (Stripe)', () => {
  let app: StripeTestApp;
  let t: TestApp;
  let stripe: LocalStripeServer;

  beforeAll(async () => {
    app = await startStripeApp();
    ({ t, stripe } = app);
  });
  afterAll(() => app?.close());

  const deliver = async (event: object) => {
    const res = await app.deliver(event);
    expect(res.json()).toEqual({ received: true });
  };

  const newSubscription = () => `sub_test_${randomBytes(8).toString('hex')}`;

  /** A paid plan: a checkout opened through the API and Stripe's event that it was paid. */
  async function subscribe(user: TestUser, planType: PlanType): Promise<CheckoutRefs> {
    const amounts: Partial<Record<PlanType, number>> = { Basic_monthly: 899, Pro_monthly: 1299 };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType, amount: amounts[planType], currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    const refs = {
      userId: user.id,
      planType,
      sessionId: res.json().data.session.id,
      subscriptionId: newSubscription(),
    };
    await deliver(checkoutCompleted(refs));
    return refs;
  }

  const overview = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/billing', headers: user.headers })).json().data.subscription;

  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('a switch pays the new plan with a one-off coupon for the unused time, and cancels the old subscription at Stripe when paid', async () => {
    const user = await signIn(t);
    const basic = await subscribe(user, 'Basic_monthly');
    const res = await post(user, '/api/billing/switch', { planType: 'Pro_monthly' });
    expect(res.statusCode).toBe(200);
    const { session, quote } = res.json().data;
    expect(quote).toMatchObject({ price: 1299, amount: 1299 - quote.credit });

    const coupon = stripe.requests.find((r) => r.path === '/v1/coupons');
    expect(coupon?.form).toMatchObject({
      amount_off: String(quote.credit),
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
    });
    expect(coupon?.headers['idempotency-key']).toBe(`switch-credit-${session.id}`);
    const checkout = stripe.requests.at(-1);
    expect(checkout?.path).toBe('/v1/checkout/sessions');
    // The plan renews at its full price; the coupon takes the credit off the first invoice only.
    expect(checkout?.form['line_items[0][price_data][unit_amount]']).toBe('1299');
    expect(checkout?.form['discounts[0][coupon]']).toMatch(/^co_test_/);

    const pro = {
      userId: user.id,
      planType: 'Pro_monthly' as const,
      sessionId: session.id,
      subscriptionId: newSubscription(),
    };
    await deliver(checkoutCompleted(pro));
    expect(await overview(user)).toMatchObject({ planType: 'Pro_monthly', provider: 'stripe' });
    const cancelled = stripe.requests.filter(
      (r) => r.path === `/v1/subscriptions/${basic.subscriptionId}`,
    );
    expect(cancelled).toEqual([
      expect.objectContaining({ method: 'DELETE', form: { prorate: 'false' } }),
    ]);

    // Stripe's event that the old one ended changes nothing: the user is on Pro.
    await deliver(subscriptionDeleted(basic));
    expect(await overview(user)).toMatchObject({ planType: 'Pro_monthly', status: 'active' });
    const grants = (await pointsAndLedger(t.database.db, user.id)).ledger.filter((row) =>
      row.idempotency_key.startsWith('plan:'),
    );
    expect(grants.map((row) => row.delta).sort()).toEqual([10, 30]);
  });

  it('cancels at the period end and resumes through Stripe, then ends at once; its events agree', async () => {
    const user = await signIn(t);
    const refs = await subscribe(user, 'Basic_monthly');
    const path = `/v1/subscriptions/${refs.subscriptionId}`;

    const cancel = await post(user, '/api/billing/cancel', {});
    expect(cancel.json().data.subscription).toMatchObject({ status: 'cancelling', renews: false });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path,
      form: { cancel_at_period_end: 'true' },
    });
    // Stripe's own event for it, arriving after the answer, agrees.
    await deliver(subscriptionUpdated(refs, true));
    expect(await overview(user)).toMatchObject({ status: 'cancelling' });

    const resume = await post(user, '/api/billing/resume');
    expect(resume.json().data.subscription).toMatchObject({ status: 'active', renews: true });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path,
      form: { cancel_at_period_end: 'false' },
    });

    const now = await post(user, '/api/billing/cancel', { when: 'now' });
    expect(now.json().data.subscription).toBeNull();
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'DELETE', path });
    // A late "updated" event does not bring an ended subscription back.
    await deliver(subscriptionUpdated(refs, false));
    expect(await overview(user)).toBeNull();
  });

  it('a renewal is a payment in the history, with the amount Stripe charged', async () => {
    const user = await signIn(t);
    const refs = await subscribe(user, 'Basic_monthly');
    const start = new Date();
    await deliver(
      invoicePaid(
        refs,
        { start: addMonths(start, 1), end: addMonths(start, 2) },
        { invoiceId: 'in_test_renewal1', amountPaid: 899 },
      ),
    );
    const { items } = (
      await t.app.inject({ url: '/api/billing/payments', headers: user.headers })
    ).json().data;
    expect(items[0]).toMatchObject({
      kind: 'renewal',
      plan: 'Basic',
      amount: 899,
      currency: 'USD',
      providerReference: 'in_test_renewal1',
      pointsGranted: 10,
    });
  });

  it('when Stripe fails, the change is refused with 503 and nothing changes', async () => {
    const user = await signIn(t);
    await subscribe(user, 'Basic_monthly');
    const before = await overview(user);
    // Stripe is unreachable from here on (this is the last test).
    await stripe.close();
    const res = await post(user, '/api/billing/cancel', {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await overview(user)).toEqual(before);
  });
});
