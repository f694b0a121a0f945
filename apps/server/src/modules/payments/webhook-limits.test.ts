import { errorBodySchema } from '@idealens/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../../db/app-secrets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn } from '../../test/users.ts';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_RATE_LIMIT } from './routes.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-provider.ts';

/**
 * The webhook route takes what providers send and no more: bodies up to WEBHOOK_BODY_LIMIT and
 * WEBHOOK_RATE_LIMIT deliveries a minute from one address, refused in the contract's error shape.
 */
describe('payment webhook limits', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp();
    secret = await appSecret(t.database.db, 'sandbox-webhook-secret');
  });
  afterAll(() => t.close());

  const deliver = (body: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body),
      },
      payload: body,
    });

  /** A signed sandbox payment of `sessionId`, its metadata padded to `bytes` in all. */
  function paidEvent(sessionId: string, bytes: number) {
    const event = {
      id: `evt_sandbox_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', id: sessionId } },
      padding: '',
    };
    const room = bytes - Buffer.byteLength(JSON.stringify(event));
    return JSON.stringify({ ...event, padding: 'x'.repeat(Math.max(0, room)) });
  }

  async function openCheckout() {
    const user = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      headers: user.headers,
      payload: { planType: 'Basic_monthly', amount: 899, currency: 'USD' },
    });
    return { user, sessionId: res.json().data.session.id as string };
  }

  it('takes an event as large as the limit, and refuses a larger one unread with 413', async () => {
    const fits = await openCheckout();
    const atLimit = paidEvent(fits.sessionId, WEBHOOK_BODY_LIMIT);
    expect(Buffer.byteLength(atLimit)).toBe(WEBHOOK_BODY_LIMIT);
    const taken = await deliver(atLimit, '192.0.2.10');
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await pointsAndLedger(t.database.db, fits.user.id)).user.analysis_points).toBe(12);

    const tooLarge = await openCheckout();
    const res = await deliver(paidEvent(tooLarge.sessionId, WEBHOOK_BODY_LIMIT + 1), '192.0.2.10');
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Nothing applied: the free allowance only.
    expect((await pointsAndLedger(t.database.db, tooLarge.user.id)).user.analysis_points).toBe(2);
  });

  it(`takes ${WEBHOOK_RATE_LIMIT.max} deliveries a minute from one address, then 429; other addresses go on`, async () => {
    const body = paidEvent('00000000-0000-4000-8000-000000000000', 300);
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_RATE_LIMIT.max; i++) {
      statuses.push((await deliver(body, '198.51.100.20')).statusCode);
    }
    // Signed but for no session of ours: received and ignored, as a provider is answered.
    expect(new Set(statuses)).toEqual(new Set([200]));

    const over = await deliver(body, '198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    expect(errorBodySchema.parse(over.json())).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/try again in \d+ seconds/),
    });

    expect((await deliver(body, '198.51.100.21')).statusCode).toBe(200);
  });
});
