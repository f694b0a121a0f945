import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planAmountCents } from '@idealens/shared/plans';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { mailsTo, waitForMails } from '../identity/testing/outbox.ts';
import { postSandboxEvent } from './sandbox-provider.ts';
import { billDueSandboxSubscriptions } from './sandbox-renewals.ts';

const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/**
 * Billing self-service with the sandbox provider over real HTTP: checkouts are paid on its hosted
 * page, and every change (a payment, a cancellation, a resumption, the end of a replaced
 * subscription) reaches the server as the sandbox's signed webhook, the path a provider's takes.
 */
describe('billing self-service (sandbox)', () => {
  let t: TestApp;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    // Its own DATA_DIR, whose outbox the confirmation mails are read from.
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-billing-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    const port = await getPort({ host: '127.0.0.1' });
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  /** Pays a checkout URL on the sandbox's hosted page with the test card. */
  async function pay(url: string) {
    const res = await fetch(`${base}${new URL(url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(TEST_CARD).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  async function buy(user: TestUser, planType: 'Basic_annual' | 'Basic_monthly' | 'Pro_monthly') {
    const [plan, period] = planType.split('_') as ['Basic' | 'Pro', 'annual' | 'monthly'];
    const res = await call(user, 'POST', '/api/payment/create-session', {
      planType,
      amount: planAmountCents(plan, period),
      currency: 'USD',
    });
    expect(res.statusCode).toBe(200);
    await pay(res.json().data.session.url);
    return res.json().data.session.id as string;
  }

  const overview = async (user: TestUser) =>
    (await call(user, 'GET', '/api/billing')).json().data.subscription;

  const subscriptionEvents = (subscriptionId: string) =>
    t.database.db
      .selectFrom('payment_events')
      .select(['type', 'effect'])
      .where('provider', '=', 'sandbox')
      .where('subscription_ref', '=', subscriptionId)
      .orderBy('received_at')
      .execute();

  const auditOf = (userId: string) =>
    t.database.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  it('keeps one subscription: with a plan in force, a second purchase is refused and a switch offered', async () => {
    const user = await signIn(t);
    expect(await overview(user)).toBeNull();
    await buy(user, 'Basic_annual');
    expect(await overview(user)).toMatchObject({
      plan: 'Basic',
      billingPeriod: 'annual',
      planType: 'Basic_annual',
      status: 'active',
      renews: true,
      provider: 'sandbox',
    });

    const sessionsBefore = await t.database.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    const second = await call(user, 'POST', '/api/payment/create-session', {
      planType: 'Basic_monthly',
      amount: 899,
      currency: 'USD',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'Conflict', code: 'SUBSCRIPTION_EXISTS' });
    expect(second.json().message).toContain('Switch plans or cancel');
    const sessionsAfter = await t.database.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    // The same plan is not a switch.
    const same = await call(user, 'GET', '/api/billing/switch-quote?planType=Basic_annual');
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('SAME_PLAN');
  });

  it('switches from Basic monthly to Pro annual: credit for the unused month, the old subscription ended, the allowance granted once', async () => {
    const user = await signIn(t);
    const basic = await buy(user, 'Basic_monthly');

    const quote = await call(user, 'GET', '/api/billing/switch-quote?planType=Pro_annual');
    expect(quote.statusCode).toBe(200);
    const { data } = quote.json();
    // Bought a moment ago: nearly the whole month is unused.
    expect(data.price).toBe(13_188);
    expect(data.credit).toBeGreaterThan(890);
    expect(data.credit).toBeLessThanOrEqual(899);
    expect(data.amount).toBe(data.price - data.credit);
    expect(data.forfeited).toBe(0);

    const res = await call(user, 'POST', '/api/billing/switch', { planType: 'Pro_annual' });
    expect(res.statusCode).toBe(200);
    const session = res.json().data.session;
    const stored = await t.database.db
      .selectFrom('payment_sessions')
      .select(['amount', 'credit', 'replaces_subscription_id', 'plan', 'billing_period'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      plan: 'Pro',
      billing_period: 'annual',
      replaces_subscription_id: basic,
    });
    expect(stored.amount + stored.credit).toBe(13_188);

    // The checkout shows the plan's price, the credit and what is paid now.
    const page = await (await fetch(`${base}${new URL(session.url).pathname}`)).text();
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(page).toContain('$131.88 per year');
    expect(page).toContain('Credit for the unused part of your current plan');
    expect(page).toContain(`−${dollars(stored.credit)}`);
    expect(page).toContain(`Pay ${dollars(stored.amount)}`);

    // Until it is paid, nothing changes.
    expect(await overview(user)).toMatchObject({ planType: 'Basic_monthly' });
    await pay(session.url);
    expect(await overview(user)).toMatchObject({
      planType: 'Pro_annual',
      status: 'active',
      renews: true,
    });
    // The sandbox ended the old subscription through its own signed webhook.
    expect(await subscriptionEvents(basic)).toContainEqual({
      type: 'customer.subscription.deleted',
      effect: 'subscription_ended',
    });
    const { user: counters, ledger } = await pointsAndLedger(t.database.db, user.id);
    expect(ledger.filter((row) => row.idempotency_key.startsWith('plan:'))).toHaveLength(2);
    expect(ledger.filter((row) => row.idempotency_key === `plan:sandbox:${session.id}`)).toEqual([
      expect.objectContaining({ delta: 30 }),
    ]);

    // Paying the same checkout again changes nothing.
    const again = await fetch(`${base}${new URL(session.url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(TEST_CARD).toString(),
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
    expect((await pointsAndLedger(t.database.db, user.id)).user).toEqual(counters);

    // Both payments are in the history, the switch with its credit.
    const payments = (await call(user, 'GET', '/api/billing/payments')).json().data;
    expect(payments.total).toBe(2);
    expect(payments.items.map((p: { kind: string }) => p.kind)).toEqual(['switch', 'purchase']);
    expect(payments.items[0]).toMatchObject({
      plan: 'Pro',
      billingPeriod: 'annual',
      amount: stored.amount,
      credit: stored.credit,
      currency: 'USD',
      provider: 'sandbox',
      pointsGranted: 30,
    });
    expect(await auditOf(user.id)).toContainEqual({
      action: 'billing.subscription_switched',
      detail: { from: basic, to: session.id },
    });
  });

  it('a switch to a cheaper plan says how much credit is forfeited', async () => {
    const user = await signIn(t);
    await buy(user, 'Basic_annual');
    const { data } = (
      await call(user, 'GET', '/api/billing/switch-quote?planType=Pro_monthly')
    ).json();
    expect(data).toMatchObject({ price: 1299, amount: 50, currency: 'USD' });
    expect(data.credit).toBeGreaterThan(7000);
    expect(data.forfeited).toBe(data.credit - 1249);
  });

  it('cancels at the period end, resumes, then cancels at once: each through a signed sandbox event, each audited', async () => {
    const user = await signIn(t);
    const subscription = await buy(user, 'Basic_monthly');
    const before = await overview(user);

    const cancelled = await call(user, 'POST', '/api/billing/cancel', { when: 'period_end' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.subscription).toEqual({
      ...before,
      status: 'cancelling',
      renews: false,
    });
    // Still Basic until the period's end.
    const profile = (await call(user, 'GET', '/api/user/profile')).json().data;
    expect(profile.plan).toMatchObject({
      tier: 'basic',
      currentPeriodEnd: before.currentPeriodEnd,
    });

    const resumed = await call(user, 'POST', '/api/billing/resume');
    expect(resumed.json().data.subscription).toEqual(before);
    const notCancelled = await call(user, 'POST', '/api/billing/resume');
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().code).toBe('NOT_CANCELLED');

    const now = await call(user, 'POST', '/api/billing/cancel', { when: 'now' });
    expect(now.statusCode).toBe(200);
    expect(now.json().data.subscription).toBeNull();
    expect((await call(user, 'GET', '/api/user/profile')).json().data.plan).toEqual({
      tier: 'free',
      billingPeriod: null,
      currentPeriodEnd: null,
    });
    const ended = await call(user, 'POST', '/api/billing/resume');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('NO_SUBSCRIPTION');

    expect(await subscriptionEvents(subscription)).toEqual([
      { type: 'checkout.session.completed', effect: 'checkout_paid' },
      { type: 'customer.subscription.updated', effect: 'subscription_updated' },
      { type: 'customer.subscription.updated', effect: 'subscription_updated' },
      { type: 'customer.subscription.deleted', effect: 'subscription_ended' },
    ]);
    expect((await auditOf(user.id)).map((row) => row.action)).toEqual([
      'billing.subscription_cancelled',
      'billing.subscription_resumed',
      'billing.subscription_cancelled',
    ]);
    // After a plan ends at once, buying one is possible again.
    await buy(user, 'Pro_monthly');
    expect(await overview(user)).toMatchObject({ planType: 'Pro_monthly' });
  });

  it('refuses changes without a plan, unknown plans and bad bodies with the contract’s errors', async () => {
    const user = await signIn(t);
    for (const [method, url, payload] of [
      ['POST', '/api/billing/cancel', { when: 'period_end' }],
      ['POST', '/api/billing/resume', undefined],
      ['POST', '/api/billing/switch', { planType: 'Pro_monthly' }],
      ['GET', '/api/billing/switch-quote?planType=Pro_monthly', undefined],
    ] as const) {
      const res = await call(user, method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json(), url).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    }
    await buy(user, 'Basic_monthly');
    for (const [url, payload, code] of [
      ['/api/billing/switch', { planType: 'Gold_monthly' }, 'UNKNOWN_PLAN'],
      ['/api/billing/switch', { planType: 'x'.repeat(41) }, 'VALIDATION_FAILED'],
      ['/api/billing/switch', {}, 'VALIDATION_FAILED'],
      ['/api/billing/cancel', { when: 'tomorrow' }, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await call(user, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code, error: 'Bad Request' });
    }
    const anonymous = await t.app.inject({ url: '/api/billing' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists payments by page and shows each one’s receipt to its owner only', async () => {
    const user = await signIn(t);
    const stranger = await signIn(t);
    await buy(user, 'Basic_monthly');
    await call(user, 'POST', '/api/billing/cancel', { when: 'now' });
    await buy(user, 'Pro_monthly');

    const first = (await call(user, 'GET', '/api/billing/payments?page=1&pageSize=1')).json().data;
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items[0]).toMatchObject({ plan: 'Pro', kind: 'purchase', amount: 1299 });
    const second = (await call(user, 'GET', '/api/billing/payments?page=2&pageSize=1')).json().data;
    expect(second.items[0]).toMatchObject({ plan: 'Basic', amount: 899 });
    expect((await call(user, 'GET', '/api/billing/payments?page=0')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });

    const id = first.items[0].id;
    const receipt = await call(user, 'GET', `/api/billing/payments/${id}`);
    expect(receipt.statusCode).toBe(200);
    const account = await t.database.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(receipt.json().data).toEqual({
      payment: first.items[0],
      customer: { name: account.name, email: account.email },
      number: expect.stringMatching(/^IL-\d{8}-[0-9A-F]{8}$/),
    });
    for (const [who, path] of [
      [stranger, `/api/billing/payments/${id}`],
      [user, '/api/billing/payments/not-a-payment'],
      [user, '/api/billing/payments/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(who, 'GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    }
  });

  it('shows the points history newest first, each row with the payment or analysis it belongs to', async () => {
    const user = await signIn(t);
    const session = await buy(user, 'Basic_monthly');
    const task = await t.database.db
      .insertInto('analysis_tasks')
      .values({
        user_id: user.id,
        type: 'deep',
        name: 'Hydroponic greens for hotel kitchens',
        input: JSON.stringify({ idea: 'Hydroponic greens for hotel kitchens' }),
        status: 'failed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await t.database.db
      .insertInto('points_ledger')
      .values([
        {
          user_id: user.id,
          delta: -1,
          reason: 'debit',
          idempotency_key: `debit:${task.id}`,
          created_at: at(1),
        },
        {
          user_id: user.id,
          delta: 1,
          reason: 'refund',
          idempotency_key: `refund:${task.id}`,
          created_at: at(2),
        },
      ])
      .execute();

    const history = (await call(user, 'GET', '/api/user/points/history?pageSize=50')).json().data;
    const payment = (await call(user, 'GET', '/api/billing/payments')).json().data.items[0];
    expect(history.total).toBe(history.items.length);
    expect(history.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        delta: 1,
        reason: 'refund',
        source: { kind: 'task', taskId: task.id, title: 'Hydroponic greens for hotel kitchens' },
      }),
      expect.objectContaining({
        delta: -1,
        reason: 'debit',
        source: expect.objectContaining({ taskId: task.id }),
      }),
    ]);
    expect(history.items).toContainEqual(
      expect.objectContaining({
        delta: 10,
        reason: 'grant',
        source: { kind: 'plan', paymentId: payment.id, month: 1, plan: 'Basic' },
      }),
    );
    expect(payment.providerReference).toBe(session);
    const paged = (await call(user, 'GET', '/api/user/points/history?page=2&pageSize=1')).json()
      .data;
    expect(paged.items).toEqual([history.items[1]]);
  });

  it('bills an uncancelled sandbox subscription for its next period when the period ends, once', async () => {
    const renewing = await signIn(t);
    const cancelled = await signIn(t);
    const subscription = await buy(renewing, 'Basic_monthly');
    await buy(cancelled, 'Basic_monthly');
    await call(cancelled, 'POST', '/api/billing/cancel', { when: 'period_end' });
    // Both periods end now.
    const ended = new Date(Date.now() - 1000);
    await t.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: ended })
      .where('user_id', 'in', [renewing.id, cancelled.id])
      .execute();
    const secret = await t.database.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'sandbox-webhook-secret')
      .executeTakeFirstOrThrow();
    const deliver = (event: string) =>
      postSandboxEvent(`${base}/api/payment/webhook/sandbox`, secret.value, event);
    const before = (await pointsAndLedger(t.database.db, renewing.id)).user.analysis_points;

    await billDueSandboxSubscriptions(t.database.db, deliver);
    // Billing again (another process, the next pass) finds nothing due, and a replay adds nothing.
    expect(await billDueSandboxSubscriptions(t.database.db, deliver)).toBe(0);

    const renewed = await overview(renewing);
    expect(renewed).toMatchObject({ planType: 'Basic_monthly', status: 'active', renews: true });
    expect(new Date(renewed.currentPeriodStart).getTime()).toBe(
      Math.floor(ended.getTime() / 1000) * 1000,
    );
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect((await pointsAndLedger(t.database.db, renewing.id)).user.analysis_points).toBe(
      before + 10,
    );
    const payments = (await call(renewing, 'GET', '/api/billing/payments')).json().data.items;
    const renewals = payments.filter((payment: { kind: string }) => payment.kind === 'renewal');
    expect(renewals).toEqual([
      expect.objectContaining({ amount: 899, plan: 'Basic', pointsGranted: 10 }),
    ]);
    expect(renewals[0].providerReference).toContain(subscription);

    // The cancelled one was not billed: its plan is over.
    expect(await overview(cancelled)).toBeNull();
  });

  it('mails a confirmation of a cancellation and a resumption, in the language of the request', async () => {
    const user = await signIn(t);
    const email = `billing-${user.id}@example.com`;
    await t.database.db.updateTable('users').set({ email }).where('id', '=', user.id).execute();
    await buy(user, 'Pro_monthly');
    const { currentPeriodEnd } = await overview(user);

    await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      headers: { ...user.headers, 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: {},
    });
    const [cancelled] = await waitForMails(dataDir, email);
    const date = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(currentPeriodEnd),
    );
    expect(cancelled?.subject).toBe('你的 IdeaLens Pro 套餐已取消');
    expect(cancelled?.text).toContain(`将保持有效至 ${date}`);
    expect(cancelled?.text).toContain('/pricing');

    await call(user, 'POST', '/api/billing/resume');
    const mails = await waitForMails(dataDir, email, 2);
    expect(mails[1]?.subject).toBe('Your IdeaLens Pro plan was resumed');
    // A refused change mails nothing.
    await call(user, 'POST', '/api/billing/resume');
    expect(await mailsTo(dataDir, email)).toHaveLength(2);
  });
});
