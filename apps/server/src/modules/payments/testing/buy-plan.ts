import { type PlanType, parsePlanType, planAmountCents } from '@idealens/shared/plans';
import { appSecret } from '../../../db/app-secrets.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPaidEvent,
  signSandboxPayload,
} from '../sandbox-provider.ts';

/** Buys `planType` for `user` through the sandbox's real checkout path: a session, then its signed webhook. */
export async function buyPlan(
  t: Pick<TestApp, 'app' | 'database'>,
  user: TestUser,
  planType: PlanType,
): Promise<void> {
  const { plan, period } = parsePlanType(planType);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create-session',
    headers: user.headers,
    payload: { planType, amount: planAmountCents(plan, period), currency: 'USD' },
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
