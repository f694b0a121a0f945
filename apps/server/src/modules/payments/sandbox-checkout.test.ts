import { randomUUID } from 'node:crypto';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { addMonths } from '../points/allowances.ts';
import { checkCard } from './sandbox-checkout.ts';

const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/**
 * The sandbox's hosted checkout over real HTTP: the server listens on a port of its own while
 * PUBLIC_URL stays the default, so a payment only arrives if Pay posts its signed webhook to the
 * address this server really listens on, through the same route a provider's events take.
 */
describe('the sandbox checkout', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const port = await getPort({ host: '127.0.0.1' });
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
    user = await signIn(t);
  });
  afterAll(() => t.close());

  async function openCheckout(planType: string, amount: number, who = user) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: who.headers,
      payload: { planType, amount, currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().data.session;
    return { id: id as string, page: `${base}${new URL(url).pathname}` };
  }

  const post = (url: string, fields: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  const api = async (url: string, who = user) =>
    (await t.app.inject({ url, headers: who.headers })).json().data;

  it('shows plan, period and amount with a test card form, in English or Chinese', async () => {
    const { page } = await openCheckout('Pro_monthly', 1299);
    const english = await fetch(page);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toMatch(/text\/html/);
    expect(english.headers.get('cache-control')).toBe('no-store');
    const html = await english.text();
    expect(html).toContain('<html lang="en-US">');
    for (const text of [
      'Checkout',
      'Test mode',
      'Pro · 30 deep analyses per month',
      'Monthly · $12.99 per month',
      'Pay $12.99',
      '4242 4242 4242 4242',
      'Cancel and return to IdeaLens',
      'name="number"',
      'name="expiry"',
      'name="cvc"',
    ]) {
      expect(html).toContain(text);
    }

    // The page's behaviour comes from our own script file; nothing inline runs.
    expect(english.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<script src="/payment/sandbox/assets/checkout.js" defer=""></script>');
    expect(html).not.toMatch(/<script>|<style|style="|\son\w+="/);
    const script = await fetch(`${base}/payment/sandbox/assets/checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('data-pay');
    const css = await fetch(`${base}/payment/sandbox/assets/checkout.css`);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);

    const chinese = await (await fetch(`${page}?lang=zh-CN`)).text();
    expect(chinese).toContain('<html lang="zh-CN">');
    for (const text of [
      '结账',
      '测试模式',
      '每月 30 次深度分析',
      '按月 · 每月 US$12.99',
      '支付 US$12.99',
    ]) {
      expect(chinese).toContain(text);
    }
    const byHeader = await (
      await fetch(page, { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } })
    ).text();
    expect(byHeader).toContain('<html lang="zh-CN">');
    expect(byHeader).toContain(`href="${new URL(page).pathname}?lang=en-US"`);

    const annual = await (await fetch((await openCheckout('Max_annual', 25_188)).page)).text();
    expect(annual).toContain('Annual · $251.88 per year');
    expect(annual).toContain('Pay $251.88');
  });

  it('refuses a mistyped card and a declined one, charging nothing', async () => {
    const { id, page } = await openCheckout('Basic_monthly', 899);
    const before = await api('/api/user/points');

    const mistyped = await post(`${page}/pay`, {
      number: '4242 4242 4242 4241',
      expiry: '13/20',
      cvc: '1',
    });
    expect(mistyped.status).toBe(400);
    const html = await mistyped.text();
    expect(html).toContain('Please correct the fields marked below.');
    expect(html).toContain('Please enter a valid card number');
    expect(html).toContain('Please enter a future expiry date as MM/YY');
    expect(html).toContain('Please enter the 3- or 4-digit security code');
    expect(html).toContain('value="4242 4242 4242 4241"');

    const declined = await post(`${page}/pay?lang=zh-CN`, {
      ...TEST_CARD,
      number: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('你的银行卡被拒绝');

    expect(await api(`/api/payment/sessions/${id}`)).toMatchObject({
      status: 'open',
      pointsGranted: null,
    });
    expect(await api('/api/user/points')).toEqual(before);
    expect(await t.database.db.selectFrom('payment_events').select('id').execute()).toEqual([]);
  });

  it('pays: the signed webhook sets the plan and grants its allowance exactly once', async () => {
    const buyer = await signIn(t);
    const { id, page } = await openCheckout('Pro_monthly', 1299, buyer);
    expect(await api('/api/user/points', buyer)).toEqual({
      analysisPoints: 2,
      totalPointsEarned: 2,
      totalPointsUsed: 0,
    });

    const paidAt = Date.now();
    const paid = await post(`${page}/pay`, TEST_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/pricing?checkout=success&session=${id}`,
    );

    const profile = await api('/api/user/profile', buyer);
    expect(profile.plan).toEqual({
      tier: 'premium',
      billingPeriod: 'monthly',
      currentPeriodEnd: expect.any(String),
    });
    const periodEnd = new Date(profile.plan.currentPeriodEnd).getTime();
    const expectedEnd = addMonths(new Date(paidAt), 1).getTime();
    expect(Math.abs(periodEnd - expectedEnd)).toBeLessThan(10_000);
    expect(await api('/api/user/points', buyer)).toEqual({
      analysisPoints: 32,
      totalPointsEarned: 32,
      totalPointsUsed: 0,
    });
    expect(await api(`/api/payment/sessions/${id}`, buyer)).toMatchObject({
      status: 'paid',
      plan: 'Pro',
      billingPeriod: 'monthly',
      amount: 1299,
      pointsGranted: 30,
    });
    const events = await t.database.db
      .selectFrom('payment_events')
      .select(['provider', 'type', 'effect', 'subscription_ref'])
      .execute();
    expect(events).toEqual([
      {
        provider: 'sandbox',
        type: 'checkout.session.completed',
        effect: 'checkout_paid',
        subscription_ref: id,
      },
    ]);
    const tier = await t.database.db
      .selectFrom('users')
      .select('plan_tier')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(tier.plan_tier).toBe('premium');

    // Paying again, or reopening the page, charges nothing more.
    const again = await post(`${page}/pay`, TEST_CARD);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This checkout is already paid');
    expect((await fetch(page)).status).toBe(409);
    const { ledger, user: counters, sums } = await pointsAndLedger(t.database.db, buyer.id);
    expect(ledger.filter((row) => row.idempotency_key.startsWith('plan:'))).toEqual([
      { delta: 30, reason: 'grant', idempotency_key: `plan:sandbox:${id}` },
    ]);
    expect(sums).toEqual({
      balance: counters.analysis_points,
      earned: counters.total_points_earned,
      used: counters.total_points_used,
    });
  });

  it('a double click on Pay charges once: one period, its points granted once', async () => {
    const buyer = await signIn(t);
    const { id, page } = await openCheckout('Basic_monthly', 899, buyer);
    const paidFrom = Math.floor(Date.now() / 1000) * 1000;
    const clicks = await Promise.all([
      post(`${page}/pay`, TEST_CARD),
      post(`${page}/pay`, TEST_CARD),
    ]);
    const paidUntil = Date.now();
    // Each click either paid (a second payment of a paid checkout is taken and changes nothing)
    // or found the checkout paid already.
    for (const click of clicks) expect([303, 409]).toContain(click.status);
    expect(clicks.map((click) => click.status)).toContain(303);

    expect(await api(`/api/payment/sessions/${id}`, buyer)).toMatchObject({
      status: 'paid',
      pointsGranted: 10,
    });
    const { plan } = await api('/api/user/profile', buyer);
    expect(plan.tier).toBe('basic');
    const subscription = await t.database.db
      .selectFrom('subscriptions')
      .select(['current_period_start', 'current_period_end'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const start = subscription.current_period_start.getTime();
    expect(start).toBeGreaterThanOrEqual(paidFrom);
    expect(start).toBeLessThanOrEqual(paidUntil);
    expect(subscription.current_period_end).toEqual(
      addMonths(subscription.current_period_start, 1),
    );
    const { ledger, user: counters } = await pointsAndLedger(t.database.db, buyer.id);
    expect(counters).toEqual({
      analysis_points: 12,
      total_points_earned: 12,
      total_points_used: 0,
    });
    expect(ledger.filter((row) => row.idempotency_key.startsWith('plan:'))).toEqual([
      { delta: 10, reason: 'grant', idempotency_key: `plan:sandbox:${id}` },
    ]);
  });

  it('pays an annual plan for a year: Max → tier pro, 150 points now', async () => {
    const buyer = await signIn(t);
    const { page } = await openCheckout('Max_annual', 25_188, buyer);
    expect((await post(`${page}/pay`, TEST_CARD)).status).toBe(303);
    const { plan } = await api('/api/user/profile', buyer);
    expect(plan.tier).toBe('pro');
    expect(plan.billingPeriod).toBe('annual');
    const months = (new Date(plan.currentPeriodEnd).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.9);
    expect(months).toBeLessThan(12.1);
    expect((await api('/api/user/points', buyer)).analysisPoints).toBe(152);
  });

  it('cancels: nothing is charged and the session is cancelled', async () => {
    const buyer = await signIn(t);
    const { id, page } = await openCheckout('Basic_annual', 7080, buyer);
    const cancelled = await post(`${page}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `http://localhost:3000/pricing?checkout=cancelled&session=${id}`,
    );
    expect(await api(`/api/payment/sessions/${id}`, buyer)).toMatchObject({
      status: 'cancelled',
      pointsGranted: null,
    });
    const closed = await fetch(page);
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain('This checkout was cancelled');
    // A cancelled checkout cannot be paid afterwards.
    expect((await post(`${page}/pay`, TEST_CARD)).status).toBe(409);
    expect(await api('/api/user/points', buyer)).toEqual({
      analysisPoints: 2,
      totalPointsEarned: 2,
      totalPointsUsed: 0,
    });
    expect((await api('/api/user/profile', buyer)).plan.tier).toBe('free');
  });

  it('answers an unknown or malformed checkout address with a not-found page', async () => {
    for (const path of [randomUUID(), 'not-a-uuid']) {
      const res = await fetch(`${base}/payment/sandbox/checkout/${path}?lang=zh-CN`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('未找到此订单');
    }
    expect(
      (await post(`${base}/payment/sandbox/checkout/${randomUUID()}/pay`, TEST_CARD)).status,
    ).toBe(404);
  });
});

describe('the test card form', () => {
  const now = new Date(Date.UTC(2026, 4, 15));
  it('takes a Luhn-valid number, a card good through its expiry month, and a 3- or 4-digit CVC', () => {
    expect(checkCard({ number: '4242-4242-4242-4242', expiry: '5/26', cvc: '1234' }, now)).toEqual({
      problems: {},
      declined: false,
      values: { number: '4242 4242 4242 4242', expiry: '05/26' },
    });
    expect(
      checkCard({ number: '4242424242424241', expiry: '04/26', cvc: '12a' }, now).problems,
    ).toEqual({
      number: 'cardInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    expect(
      checkCard({ number: '4000000000000002', expiry: '12/30', cvc: '123' }, now).declined,
    ).toBe(true);
    // Only digits are ever shown again.
    expect(checkCard({ number: '<b>4242</b>', expiry: '"/>', cvc: '' }, now).values).toEqual({
      number: undefined,
      expiry: undefined,
    });
  });
});
