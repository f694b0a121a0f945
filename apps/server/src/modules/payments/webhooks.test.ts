import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../../db/app-secrets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { addMonths } from '../points/allowances.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPaidEvent,
  signSandboxPayload,
  verifySandboxSignature,
} from './sandbox-provider.ts';

/**
 * `POST /api/payment/webhook/sandbox` as a provider calls it: raw bytes and a signature header.
 * Whatever arrives twice, at once, forged or late, a payment is applied once or not at all.
 */
describe('payment webhooks', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp();
    secret = await appSecret(t.database.db, 'sandbox-webhook-secret');
  });
  afterAll(() => t.close());

  async function checkout(user: TestUser, planType = 'Basic_monthly', amount = 899) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType, amount, currency: 'USD' },
    });
    return res.json().data.session.id as string;
  }

  const deliver = (body: string, signature: string | undefined, provider = 'sandbox') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/webhook/${provider}`,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
      },
      payload: body,
    });

  const state = async (user: TestUser, sessionId: string) => {
    const { user: counters, ledger, sums } = await pointsAndLedger(t.database.db, user.id);
    const events = await t.database.db
      .selectFrom('payment_events')
      .select('provider_event_id')
      .execute();
    const subscription = await t.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const session = await t.database.db
      .selectFrom('payment_sessions')
      .select(['status', 'points_granted'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { counters, ledger, sums, events: events.length, subscription, session };
  };

  /**
   * Everything a paid event can change for a user and a checkout, as stored: the user's row
   * (points, plan tier), their ledger, subscription row and the session's row, all with their
   * times; and the events recorded for the session.
   */
  const wholeState = async (user: TestUser, sessionId: string) => {
    const { db } = t.database;
    return {
      user: await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst(),
      ledger: await db
        .selectFrom('points_ledger')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
      subscription: await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst(),
      session: await db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst(),
      events: await db
        .selectFrom('payment_events')
        .select(['provider_event_id', 'effect'])
        .where('subscription_ref', '=', sessionId)
        .orderBy('provider_event_id')
        .execute(),
    };
  };
  const eventId = (body: string): string => JSON.parse(body).id;

  it('applies one event once however often it is delivered', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user);
    const body = sandboxPaidEvent(sessionId);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(body, signSandboxPayload(secret, body));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const after = await state(user, sessionId);
    expect(after.counters).toEqual({
      analysis_points: 12,
      total_points_earned: 12,
      total_points_used: 0,
    });
    expect(
      after.ledger.filter((row) => row.idempotency_key === `plan:sandbox:${sessionId}`),
    ).toHaveLength(1);
    expect(after.session).toEqual({ status: 'paid', points_granted: 10 });
    expect(after.subscription).toMatchObject({ plan: 'Basic', tier: 'basic', status: 'active' });
  });

  it('a second paid event for a paid checkout (a second "Pay") changes nothing: not the period, not the points', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user);
    // Events carry whole seconds.
    const paidAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const first = sandboxPaidEvent(sessionId, paidAt);
    expect((await deliver(first, signSandboxPayload(secret, first))).statusCode).toBe(200);
    const paid = await wholeState(user, sessionId);
    expect(paid.session).toMatchObject({ status: 'paid', points_granted: 10 });
    expect(paid.subscription).toMatchObject({
      plan: 'Basic',
      current_period_start: paidAt,
      current_period_end: addMonths(paidAt, 1),
      period_grant_key: `plan:sandbox:${sessionId}`,
    });

    // Paid again a minute later: a period from then would end a minute later.
    const second = sandboxPaidEvent(sessionId, new Date(paidAt.getTime() + 60_000));
    const res = await deliver(second, signSandboxPayload(secret, second));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    // The second event is recorded (so its redelivery is a duplicate), and nothing else moved.
    const { events, ...rest } = await wholeState(user, sessionId);
    const { events: paidEvents, ...paidRest } = paid;
    expect(rest).toEqual(paidRest);
    expect(events).toEqual(
      [...paidEvents, { provider_event_id: eventId(second), effect: 'checkout_paid' }].sort(
        (a, b) => a.provider_event_id.localeCompare(b.provider_event_id),
      ),
    );
  });

  it('two Pays of one checkout at the same moment: the plan starts once, its points are granted once', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user, 'Pro_monthly', 1299);
    const now = Math.floor(Date.now() / 1000) * 1000;
    const bodies = [now, now + 60_000].map((paidAt) =>
      sandboxPaidEvent(sessionId, new Date(paidAt)),
    );
    const responses = await Promise.all(
      bodies.map((body) => deliver(body, signSandboxPayload(secret, body))),
    );
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200]);

    const after = await wholeState(user, sessionId);
    // Whichever came first: one period from when it was paid, and its allowance, granted once.
    const start = after.subscription?.current_period_start.getTime();
    expect([now, now + 60_000]).toContain(start);
    expect(after.subscription).toMatchObject({
      plan: 'Pro',
      tier: 'premium',
      status: 'active',
      current_period_end: addMonths(new Date(start ?? 0), 1),
      period_grant_key: `plan:sandbox:${sessionId}`,
    });
    expect(after.session).toMatchObject({ status: 'paid', points_granted: 30 });
    expect(after.user).toMatchObject({
      plan_tier: 'premium',
      analysis_points: 32,
      total_points_earned: 32,
      total_points_used: 0,
    });
    expect(
      after.ledger
        .filter((row) => row.idempotency_key.startsWith('plan:'))
        .map(({ delta, reason, idempotency_key }) => ({ delta, reason, idempotency_key })),
    ).toEqual([{ delta: 30, reason: 'grant', idempotency_key: `plan:sandbox:${sessionId}` }]);
    expect(after.events.map((event) => event.provider_event_id).sort()).toEqual(
      bodies.map(eventId).sort(),
    );
  });

  it('applies one event once when 20 deliveries of it arrive at the same moment', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user, 'Max_monthly', 2499);
    const body = sandboxPaidEvent(sessionId);
    const eventsBefore = (await state(user, sessionId)).events;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deliver(body, signSandboxPayload(secret, body))),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));

    const after = await state(user, sessionId);
    expect(after.events).toBe(eventsBefore + 1);
    expect(after.counters).toEqual({
      analysis_points: 152,
      total_points_earned: 152,
      total_points_used: 0,
    });
    expect(after.sums).toEqual({
      balance: after.counters.analysis_points,
      earned: after.counters.total_points_earned,
      used: after.counters.total_points_used,
    });
    expect(
      after.ledger.map((row) => row.idempotency_key).filter((key) => key.startsWith('plan:')),
    ).toEqual([`plan:sandbox:${sessionId}`]);
  });

  it('refuses a forged, stale, missing or mismatched signature with 400 and applies nothing', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user);
    const body = sandboxPaidEvent(sessionId);
    const now = Math.floor(Date.now() / 1000);
    const before = await state(user, sessionId);

    const attempts: Array<[string, string | undefined]> = [
      [body, signSandboxPayload('not-the-secret', body)],
      // Well outside the 5-minute window, however long the steps before took on a busy machine
      // (a signature from 301 s ahead is inside it once a second has passed).
      [body, signSandboxPayload(secret, body, now - 400)],
      [body, signSandboxPayload(secret, body, now + 400)],
      [body, undefined],
      [body, 'v1=abc'],
      [body, `t=${now},v1=${'0'.repeat(64)}`],
      // The signature is over the exact bytes: re-serialised JSON no longer matches.
      [JSON.stringify(JSON.parse(body), null, 2), signSandboxPayload(secret, body)],
    ];
    for (const [payload, signature] of attempts) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        code: 'INVALID_SIGNATURE',
        message: expect.any(String),
      });
    }
    expect(await state(user, sessionId)).toEqual(before);

    // Within the 5-minute window a signature is good, and the event is applied.
    const late = await deliver(body, signSandboxPayload(secret, body, now - 240));
    expect(late.statusCode).toBe(200);
    expect((await state(user, sessionId)).session.status).toBe('paid');
  });

  it('answers a correctly signed body that is no event, or an unknown checkout, without a 500', async () => {
    const garbage = '{"hello":"world"}';
    const res = await deliver(garbage, signSandboxPayload(secret, garbage));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const unknown = sandboxPaidEvent('00000000-0000-4000-8000-000000000000');
    const recorded = await deliver(unknown, signSandboxPayload(secret, unknown));
    expect(recorded.statusCode).toBe(200);
  });

  it('takes a webhook of any content type as raw bytes', async () => {
    const user = await signIn(t);
    const sessionId = await checkout(user);
    const body = sandboxPaidEvent(sessionId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: {
        'content-type': 'text/plain',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await state(user, sessionId)).session.status).toBe('paid');
  });

  it('knows only the configured provider', async () => {
    const body = '{}';
    const res = await deliver(body, signSandboxPayload(secret, body), 'stripe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the sandbox signature', () => {
  it('is HMAC-SHA256 over "timestamp.body", checked within five minutes either way', () => {
    const body = Buffer.from('{"id":"evt_1"}');
    const header = signSandboxPayload('s3cret', body.toString(), 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(() => verifySandboxSignature('s3cret', body, header, 1_700_000_300_000)).not.toThrow();
    expect(() => verifySandboxSignature('s3cret', body, header, 1_700_000_301_000)).toThrow(
      /too old/,
    );
    expect(() => verifySandboxSignature('s3cret', body, header, 1_699_999_699_000)).toThrow(
      /too old/,
    );
    expect(() => verifySandboxSignature('other', body, header, 1_700_000_000_000)).toThrow(
      /does not match/,
    );
    // Several v1 signatures (a secret being rolled) pass if one matches.
    const rolled = `${header},v1=${'ab'.repeat(32)}`;
    expect(() => verifySandboxSignature('s3cret', body, rolled, 1_700_000_000_000)).not.toThrow();
  });
});
