import { planAmountCents } from '@idealens/shared/plans';
import { appSecret } from '../../../db/app-secrets.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPaidEvent,
  signSandboxPayload,
} from '../../payments/sandbox-provider.ts';

/** Buys the Max plan (monthly) for `user` through the sandbox's real checkout and signed webhook. */
export async function buyMaxPlan(t: Pick<TestApp, 'app' | 'database'>, user: TestUser) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create-session',
    headers: user.headers,
    payload: {
      planType: 'Max_monthly',
      amount: planAmountCents('Max', 'monthly'),
      currency: 'USD',
    },
  });
  if (created.statusCode !== 200) throw new Error(`checkout failed: ${created.body}`);
  const body = sandboxPaidEvent(created.json().data.session.id);
  const secret = await appSecret(t.database.db, 'sandbox-webhook-secret');
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body),
    },
    payload: body,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
}

/** Makes an API key for a Max user through the API; its secret and id. */
export async function makeApiKey(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  body: { name?: string; webhookUrl?: string | null } = {},
): Promise<{ id: string; key: string; webhookSecret: string | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: user.headers,
    payload: { name: body.name ?? 'Test key', webhookUrl: body.webhookUrl ?? null },
  });
  if (res.statusCode !== 201) throw new Error(`key not made: ${res.statusCode} ${res.body}`);
  const { id, key, webhookSecret } = res.json().data;
  return { id, key, webhookSecret };
}

/** The headers a script sends with a key. */
export const keyHeaders = (key: string) => ({ authorization: `Bearer ${key}` });
