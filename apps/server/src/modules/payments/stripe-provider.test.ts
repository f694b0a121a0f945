import { randomBytes } from 'node:crypto';
import type { PlanType } from '@idealens/shared/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { addMonths } from '../points/allowances.ts';
import { ensureUser } from '../users/repository.ts';
import { STRIPE_SECRET_KEY, type StripeTestApp, startStripeApp } from './testing/stripe-app.ts';
import {
  type CheckoutRefs,
  checkoutCompleted,
  checkoutExpired,
  invoicePaid,
  subscriptionDeleted,
} from './testing/stripe-events.ts';
import type { LocalStripeServer } from './testing/stripe-server.ts';

/**
 * PAYMENT_PROVIDER=stripe with the real `stripe` SDK: checkouts go to a local server speaking
 * Stripe's API, and webhooks are signed with the SDK's own test signer.
 */
describe('payments through Stripe', () => {
  let app: StripeTestApp;
  let stripe: LocalStripeServer;
  let t: TestApp;

  beforeAll(async () => {
    app = await startStripeApp();
    ({ t, stripe } = app);
  });
  afterAll(() => app?.close());

  const amounts: Record<string, number> = {
    Pro_annual: 13_188,
    Basic_monthly: 899,
    Max_monthly: 2499,
  };

  async function checkout(user: TestUser, planType: PlanType): Promise<CheckoutRefs> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType, amount: amounts[planType], currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    return {
      userId: user.id,
      planType,
      sessionId: res.json().data.session.id,
      subscriptionId: `sub_test_${randomBytes(8).toString('hex')}`,
    };
  }

  const deliver = (event: object, secret?: string, timestamp?: number) =>
    app.deliver(event, secret, timestamp);

  async function accepted(event: object) {
    const res = await deliver(event);
    expect(res.json()).toEqual({ received: true });
    return res;
  }

  const subscriptionOf = (userId: string) =>
    t.database.db
      .selectFrom('subscriptions')
      .select([
        'provider',
        'provider_subscription_id',
        'plan',
        'tier',
        'billing_period',
        'status',
        'current_period_start',
        'current_period_end',
        'cancel_at_period_end',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  const profilePlan = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().data.plan;

  const planGrants = async (userId: string) =>
    (await pointsAndLedger(t.database.db, userId)).ledger.filter((row) =>
      row.idempotency_key.startsWith('plan:'),
    );

  it('opens a subscription Checkout Session priced from our own table', async () => {
    const user = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType: 'Pro_annual', amount: 13_188, currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().data.session;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);

    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.headers.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['idempotency-key']).toBe(`checkout-${id}`);
    expect(request?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request?.form).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '13188',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'IdeaLens Pro',
      client_reference_id: user.id,
      'metadata[userId]': user.id,
      'metadata[planType]': 'Pro_annual',
      'metadata[sessionId]': id,
      'subscription_data[metadata][userId]': user.id,
      'subscription_data[metadata][planType]': 'Pro_annual',
      'subscription_data[metadata][sessionId]': id,
      success_url: `http://localhost:3000/pricing?checkout=success&session=${id}`,
      cancel_url: `http://localhost:3000/pricing?checkout=cancelled&session=${id}`,
    });
    const row = await t.database.db
      .selectFrom('payment_sessions')
      .select(['provider', 'provider_session_id', 'amount', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      provider: 'stripe',
      provider_session_id: url.split('/').at(-1),
      amount: 13_188,
      status: 'open',
    });

    // A monthly plan renews every month.
    await checkout(user, 'Basic_monthly');
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '899',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
  });

  it('answers 503 PAYMENT_PROVIDER_ERROR when Stripe refuses, and keeps no session', async () => {
    const user = await signIn(t);
    stripe.refuseNextCheckout({
      status: 400,
      type: 'invalid_request_error',
      message: 'Your account cannot currently make live charges.',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType: 'Basic_monthly', amount: 899, currency: 'USD' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Service Unavailable',
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'The payment provider could not open a checkout. Please try again later.',
    });
    const sessions = await t.database.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('applies checkout.session.completed once: the plan, its period and its allowance', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Max_monthly');
    const paidAt = new Date();
    const event = checkoutCompleted(refs, { at: paidAt });
    await accepted(event);
    await accepted(event);

    expect(await subscriptionOf(user.id)).toEqual({
      provider: 'stripe',
      provider_subscription_id: refs.subscriptionId,
      plan: 'Max',
      tier: 'pro',
      billing_period: 'monthly',
      status: 'active',
      current_period_start: new Date(Math.floor(paidAt.getTime() / 1000) * 1000),
      current_period_end: addMonths(new Date(Math.floor(paidAt.getTime() / 1000) * 1000), 1),
      cancel_at_period_end: false,
    });
    expect(await planGrants(user.id)).toEqual([
      { delta: 150, reason: 'grant', idempotency_key: `plan:stripe:${refs.sessionId}` },
    ]);
    const session = await t.app.inject({
      url: `/api/payment/sessions/${refs.sessionId}`,
      headers: user.headers,
    });
    expect(session.json().data).toMatchObject({ status: 'paid', pointsGranted: 150 });
    expect((await profilePlan(user)).tier).toBe('pro');
  });

  it('waits for a delayed payment: an unpaid completed checkout changes nothing until it succeeds', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Basic_monthly');
    await accepted(checkoutCompleted(refs, { paymentStatus: 'unpaid' }));
    expect(await subscriptionOf(user.id)).toBeUndefined();
    const succeeded = {
      ...checkoutCompleted(refs),
      type: 'checkout.session.async_payment_succeeded',
    };
    await accepted(succeeded);
    expect(await subscriptionOf(user.id)).toMatchObject({ plan: 'Basic', status: 'active' });
  });

  it('grants each renewal once and moves the period forward, never back', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Basic_monthly');
    const start = new Date(Date.now() - 1000);
    await accepted(checkoutCompleted(refs, { at: start }));
    const second = { start: addMonths(start, 1), end: addMonths(start, 2) };
    const third = { start: addMonths(start, 2), end: addMonths(start, 3) };

    // The first invoice is the checkout's own payment: no second grant for it.
    await accepted(
      invoicePaid(refs, { start, end: second.start }, { billingReason: 'subscription_create' }),
    );
    expect(await planGrants(user.id)).toHaveLength(1);

    const renewal = invoicePaid(refs, third);
    await accepted(renewal);
    await accepted(renewal);
    expect((await subscriptionOf(user.id))?.current_period_end).toEqual(
      new Date(Math.floor(third.end.getTime() / 1000) * 1000),
    );
    // A renewal for an earlier period arriving late still brings its allowance, but the period
    // does not move back.
    const stale = invoicePaid(refs, second);
    await accepted(stale);
    await accepted({ ...stale, id: `${stale.id}_resent` });
    expect((await subscriptionOf(user.id))?.current_period_end).toEqual(
      new Date(Math.floor(third.end.getTime() / 1000) * 1000),
    );
    const grants = await planGrants(user.id);
    expect(grants.map((row) => row.idempotency_key).sort()).toEqual(
      [
        `plan:stripe:${refs.sessionId}`,
        `plan:stripe:${renewal.data.object.id}`,
        `plan:stripe:${stale.data.object.id}`,
      ].sort(),
    );
    expect(grants.every((row) => row.delta === 10)).toBe(true);
    const { user: counters, sums } = await pointsAndLedger(t.database.db, user.id);
    expect(counters.analysis_points).toBe(2 + 30);
    expect(sums.balance).toBe(counters.analysis_points);
  });

  it('keeps a cancelled plan until its period ends, then the user is on the free plan', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Pro_annual');
    await accepted(checkoutCompleted(refs));
    const before = await profilePlan(user);
    await accepted(subscriptionDeleted(refs));

    expect(await subscriptionOf(user.id)).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
    });
    expect(await profilePlan(user)).toEqual(before);
    expect(before).toMatchObject({ tier: 'premium', billingPeriod: 'annual' });

    // The period ends: the profile says free at once, and the next sign-in sets the queue's tier.
    await t.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await profilePlan(user)).toEqual({
      tier: 'free',
      billingPeriod: null,
      currentPeriodEnd: null,
    });
    await ensureUser(t.database.db, { id: user.id, email: null, name: null, picture: null });
    const row = await t.database.db
      .selectFrom('users')
      .select('plan_tier')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.plan_tier).toBe('free');
  });

  it('ends in the same state whatever order the events arrive in', async () => {
    const inOrder = await signIn(t);
    const outOfOrder = await signIn(t);
    const paidAt = new Date(Date.now() - 60_000);
    const a = await checkout(inOrder, 'Pro_annual');
    const b = await checkout(outOfOrder, 'Pro_annual');

    await accepted(checkoutCompleted(a, { at: paidAt }));
    await accepted(subscriptionDeleted(a));
    // The deletion overtakes the checkout: it must not leave an active plan behind.
    await accepted(subscriptionDeleted(b));
    expect(await subscriptionOf(outOfOrder.id)).toBeUndefined();
    await accepted(checkoutCompleted(b, { at: paidAt }));

    const [left, right] = [await subscriptionOf(inOrder.id), await subscriptionOf(outOfOrder.id)];
    expect({ ...right, provider_subscription_id: undefined }).toEqual({
      ...left,
      provider_subscription_id: undefined,
    });
    expect(right).toMatchObject({ status: 'canceled', tier: 'premium' });
    expect((await pointsAndLedger(t.database.db, outOfOrder.id)).user).toEqual(
      (await pointsAndLedger(t.database.db, inOrder.id)).user,
    );
  });

  it('marks an abandoned checkout expired', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Basic_monthly');
    await accepted(checkoutExpired(refs));
    const res = await t.app.inject({
      url: `/api/payment/sessions/${refs.sessionId}`,
      headers: user.headers,
    });
    expect(res.json().data.status).toBe('expired');
  });

  it('refuses events signed with another secret, or too long ago, and applies nothing', async () => {
    const user = await signIn(t);
    const refs = await checkout(user, 'Basic_monthly');
    const event = checkoutCompleted(refs);
    for (const res of [
      await deliver(event, 'whsec_someone_else'),
      await deliver(event, undefined, Math.floor(Date.now() / 1000) - 301),
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE', error: 'Bad Request' });
    }
    expect(await subscriptionOf(user.id)).toBeUndefined();
    const events = await t.database.db
      .selectFrom('payment_events')
      .select('id')
      .where('provider_event_id', '=', event.id)
      .execute();
    expect(events).toEqual([]);
    // The sandbox's route does not exist while Stripe takes payments.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', payload: '{}' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject('/payment/sandbox/checkout/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});
