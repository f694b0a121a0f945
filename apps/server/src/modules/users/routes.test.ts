import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mintAccessToken } from '../../test/tokens.ts';
import { pointsAndLedger } from '../../test/users.ts';
import { buyPlan } from '../payments/testing/buy-plan.ts';
import { addMonths } from '../points/allowances.ts';
import { ensureUser } from './repository.ts';

describe('the signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = async (sub: string, claims = {}) => ({
    authorization: `Bearer ${await mintAccessToken(t.database.db, loadConfig({ NODE_ENV: 'test' }), { sub, ...claims })}`,
  });

  it('is created on the first call with the identity data the token carries', async () => {
    const sub = randomUUID();
    const headers = await as(sub, {
      email: 'lin@example.com',
      name: 'Lin',
      picture: 'https://img.example/lin.png',
    });
    const res = await t.app.inject({ url: '/api/user/profile', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: sub,
        email: 'lin@example.com',
        name: 'Lin',
        picture: 'https://img.example/lin.png',
        plan: { tier: 'free', billingPeriod: null, currentPeriodEnd: null },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('gets the monthly allowance once, however often it calls', async () => {
    const sub = randomUUID();
    const headers = await as(sub);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/user/points', headers });
      expect(res.json()).toEqual({
        success: true,
        data: { analysisPoints: 2, totalPointsEarned: 2, totalPointsUsed: 0 },
      });
    }
    // Even bypassing the per-process cache, the ledger key grants once per month.
    await ensureUser(t.database.db, { id: sub, email: null, name: null, picture: null });
    const ledger = await t.database.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason', 'idempotency_key'])
      .where('user_id', '=', sub)
      .execute();
    const month = new Date().toISOString().slice(0, 7);
    expect(ledger).toEqual([
      { delta: 2, reason: 'grant', idempotency_key: `allowance:${sub}:${month}` },
    ]);

    // A new calendar month adds the allowance again; unused points carry over.
    await ensureUser(
      t.database.db,
      { id: sub, email: null, name: null, picture: null },
      new Date(Date.UTC(2099, 0, 15)),
    );
    const user = await t.database.db
      .selectFrom('users')
      .select(['analysis_points', 'total_points_earned'])
      .where('id', '=', sub)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ analysis_points: 4, total_points_earned: 4 });
  });

  it('checks whether enough points are there', async () => {
    const headers = await as(randomUUID());
    const one = await t.app.inject({ url: '/api/user/points/check', headers });
    expect(one.json()).toEqual({
      success: true,
      data: { hasEnough: true, currentPoints: 2, requiredPoints: 1 },
    });
    const three = await t.app.inject({ url: '/api/user/points/check?points=3', headers });
    expect(three.json().data).toEqual({ hasEnough: false, currentPoints: 2, requiredPoints: 3 });
    const bad = await t.app.inject({ url: '/api/user/points/check?points=abc', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reads only their own tasks: another user gets 404, as does an anonymous caller', async () => {
    const alice = await as(randomUUID());
    const bob = await as(randomUUID());
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: alice,
      payload: { type: 'simple', data: { idea: 'A platform for neighbourhood tool sharing' } },
    });
    expect(submitted.statusCode).toBe(200);
    const { taskId } = submitted.json();

    expect(
      (await t.app.inject({ url: `/api/analysis/status/${taskId}`, headers: alice })).statusCode,
    ).toBe(200);
    for (const headers of [bob, {}]) {
      const res = await t.app.inject({ url: `/api/analysis/status/${taskId}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    }
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      headers: bob,
      payload: { taskIds: [taskId] },
    });
    expect(batch.json()).toEqual({ tasks: [] });
  });

  it('writes up to 2000 characters when signed in', async () => {
    const headers = await as(randomUUID());
    const idea = `A marketplace for used lab equipment. ${'y'.repeat(2000)}`.slice(0, 2000);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers,
      payload: { type: 'simple', data: { idea } },
    });
    expect(ok.statusCode).toBe(200);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers,
      payload: { type: 'simple', data: { idea: `${idea}z` } },
    });
    expect(tooLong.json()).toMatchObject({ code: 'IDEA_TOO_LONG' });
  });

  it('spends a point on each deep analysis, then gets 402 without points', async () => {
    const sub = randomUUID();
    const headers = await as(sub);
    const chat = {
      type: 'chat',
      data: { message: 'A subscription box for specialty teas', json_format: true },
    };
    const submitDeep = () =>
      t.app.inject({ method: 'POST', url: '/api/analysis/submit', headers, payload: chat });
    for (const left of [1, 0]) {
      expect((await submitDeep()).statusCode).toBe(200);
      const points = await t.app.inject({ url: '/api/user/points', headers });
      expect(points.json().data).toEqual({
        analysisPoints: left,
        totalPointsEarned: 2,
        totalPointsUsed: 2 - left,
      });
    }
    const broke = await submitDeep();
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toEqual({
      error: 'Payment Required',
      code: 'INSUFFICIENT_POINTS',
      message: 'Insufficient analysis points. Please select simple analysis or get more points',
    });
  });

  describe('with a paid plan', () => {
    const identity = (id: string) => ({ id, email: null, name: null, picture: null });
    const counters = async (id: string) => (await pointsAndLedger(t.database.db, id)).user;

    it('shows tier, billing period and period end in the profile', async () => {
      const sub = randomUUID();
      const headers = await as(sub);
      await buyPlan(t, { id: sub, headers }, 'Basic_annual');
      const res = await t.app.inject({ url: '/api/user/profile', headers });
      const { plan } = res.json().data;
      expect(plan).toEqual({
        tier: 'basic',
        billingPeriod: 'annual',
        currentPeriodEnd: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const end = new Date(plan.currentPeriodEnd).getTime();
      expect(Math.abs(end - addMonths(new Date(), 12).getTime())).toBeLessThan(60_000);
    });

    it("gets its allowance from its payments, never also the free plan's", async () => {
      const sub = randomUUID();
      const headers = await as(sub);
      await t.app.inject({ url: '/api/user/points', headers });
      await buyPlan(t, { id: sub, headers }, 'Max_monthly');
      expect(await counters(sub)).toEqual({
        analysis_points: 152,
        total_points_earned: 152,
        total_points_used: 0,
      });
      // The next calendar month begins inside the paid month: no free allowance is added.
      const today = new Date();
      const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
      await ensureUser(t.database.db, identity(sub), nextMonth);
      expect((await counters(sub)).analysis_points).toBe(152);
      // Once the month is over without a renewal, the user is on the free plan again.
      const later = addMonths(new Date(), 1);
      later.setUTCDate(later.getUTCDate() + 1);
      await ensureUser(t.database.db, identity(sub), later);
      expect((await counters(sub)).analysis_points).toBe(154);
      const { plan_tier } = await t.database.db
        .selectFrom('users')
        .select('plan_tier')
        .where('id', '=', sub)
        .executeTakeFirstOrThrow();
      expect(plan_tier).toBe('free');
    });

    it("grants an annual plan's allowance month by month, missed months included, once", async () => {
      const sub = randomUUID();
      const headers = await as(sub);
      await t.app.inject({ url: '/api/user/points', headers });
      const bought = new Date();
      await buyPlan(t, { id: sub, headers }, 'Pro_annual');
      expect((await counters(sub)).analysis_points).toBe(32);

      const inMonth = (months: number) => new Date(addMonths(bought, months).getTime() + 3_600_000);
      await ensureUser(t.database.db, identity(sub), inMonth(1));
      await ensureUser(t.database.db, identity(sub), inMonth(1));
      expect((await counters(sub)).analysis_points).toBe(62);
      await ensureUser(t.database.db, identity(sub), inMonth(4));
      expect((await counters(sub)).analysis_points).toBe(152);
      const { ledger, sums } = await pointsAndLedger(t.database.db, sub);
      expect(
        ledger.filter((row) => row.idempotency_key.includes(':month-')).map((row) => row.delta),
      ).toEqual([30, 30, 30, 30]);
      expect(ledger.filter((row) => row.idempotency_key.startsWith('allowance:'))).toHaveLength(1);
      expect(sums.balance).toBe(152);
    });
  });
});
