import { randomUUID } from 'node:crypto';
import { BILLING_PERIODS, PLAN_NAMES, planAmountCents, toPlanType } from '@idealens/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';

describe('opening a checkout', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t);
  });
  afterAll(() => t.close());

  const createSession = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = user.headers,
  ) => t.app.inject({ method: 'POST', url: '/api/payment/create-session', headers, payload });

  it('prices each of the six plans itself and opens a sandbox checkout for each', async () => {
    for (const plan of PLAN_NAMES) {
      for (const period of BILLING_PERIODS) {
        const amount = planAmountCents(plan, period);
        const res = await createSession({
          planType: toPlanType(plan, period),
          amount,
          currency: 'USD',
        });
        expect(res.statusCode).toBe(200);
        const { session } = res.json().data;
        expect(res.json()).toEqual({
          success: true,
          data: {
            session: {
              id: expect.stringMatching(/^[0-9a-f-]{36}$/),
              url: `http://localhost:3000/payment/sandbox/checkout/${session.id}`,
            },
          },
        });
        const row = await t.database.db
          .selectFrom('payment_sessions')
          .selectAll()
          .where('id', '=', session.id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          user_id: user.id,
          provider: 'sandbox',
          provider_session_id: session.id,
          plan,
          billing_period: period,
          amount,
          currency: 'USD',
          status: 'open',
          points_granted: null,
        });
      }
    }
    // The spec's own figures: Basic 8.99 a month, Max 20.99 a month billed annually.
    expect(planAmountCents('Basic', 'monthly')).toBe(899);
    expect(planAmountCents('Max', 'annual')).toBe(25_188);
  });

  it('refuses an amount or currency that disagrees with its price, and stores nothing', async () => {
    const before = await t.database.db.selectFrom('payment_sessions').select('id').execute();
    for (const payload of [
      { planType: 'Pro_annual', amount: 1299, currency: 'USD' },
      { planType: 'Pro_monthly', amount: 1, currency: 'USD' },
      { planType: 'Pro_monthly', amount: 1299, currency: 'EUR' },
    ]) {
      const res = await createSession(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        code: 'PRICE_MISMATCH',
        message: expect.stringContaining(`${payload.planType.split('_')[0]}`),
      });
    }
    expect(await t.database.db.selectFrom('payment_sessions').select('id').execute()).toEqual(
      before,
    );
  });

  it('accepts the currency in any case', async () => {
    const res = await createSession({ planType: 'Basic_monthly', amount: 899, currency: 'usd' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown plan with UNKNOWN_PLAN "unknown plan type"', async () => {
    for (const planType of [
      'Gold_monthly',
      'Pro_weekly',
      'pro_monthly',
      'Pro',
      'Pro_monthly_x',
      '',
    ]) {
      const res = await createSession({ planType, amount: 1299, currency: 'USD' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        code: 'UNKNOWN_PLAN',
        message: 'unknown plan type',
      });
    }
  });

  it('validates the body in the contract shape', async () => {
    const res = await createSession({ planType: 'Pro_monthly', amount: '1299', currency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('needs a signed-in user', async () => {
    const res = await createSession({ planType: 'Pro_monthly', amount: 1299, currency: 'USD' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });
  });

  it("shows a session to its owner only: anyone else's, or a malformed id, is 404", async () => {
    const created = await createSession({
      planType: 'Max_annual',
      amount: 25_188,
      currency: 'USD',
    });
    const { id } = created.json().data.session;
    const mine = await t.app.inject({ url: `/api/payment/sessions/${id}`, headers: user.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({
      success: true,
      data: {
        id,
        status: 'open',
        plan: 'Max',
        billingPeriod: 'annual',
        amount: 25_188,
        currency: 'USD',
        pointsGranted: null,
      },
    });

    const other = await signIn(t);
    for (const [url, headers] of [
      [`/api/payment/sessions/${id}`, other.headers],
      [`/api/payment/sessions/${randomUUID()}`, user.headers],
      ['/api/payment/sessions/not-a-uuid', user.headers],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_SESSION_NOT_FOUND' });
    }
    const anonymous = await t.app.inject({ url: `/api/payment/sessions/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a session past its expiry as expired', async () => {
    const created = await createSession({ planType: 'Pro_monthly', amount: 1299, currency: 'USD' });
    const { id } = created.json().data.session;
    await t.database.db
      .updateTable('payment_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const res = await t.app.inject({ url: `/api/payment/sessions/${id}`, headers: user.headers });
    expect(res.json().data.status).toBe('expired');
  });

  it('publishes the payment routes in the OpenAPI description, the webhook with a raw body', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.paths['/api/payment/create-session'].post.requestBody.content).toHaveProperty(
      'application/json',
    );
    expect(spec.paths['/api/payment/sessions/{id}']).toHaveProperty('get');
    const webhook = spec.paths['/api/payment/webhook/{provider}'].post;
    expect(webhook.description).toContain('raw event body');
    expect(webhook.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['provider', 'stripe-signature', 'idealens-signature']),
    );
  });
});
