import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users.ts';
import { buyPlan } from '../../payments/testing/buy-plan.ts';

/** Buys the Max plan (monthly) for `user` through the sandbox's real checkout and signed webhook. */
export const buyMaxPlan = (t: Pick<TestApp, 'app' | 'database'>, user: TestUser) =>
  buyPlan(t, user, 'Max_monthly');

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
