import { runQueuedAnalyses, submitIdea } from '../../../test/analyses.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users.ts';

export const SEEDED_IDEA = 'A tool that plans shared meals for flatmates';

/** What `seedAccount` made for a user. */
export interface SeededAccount {
  taskId: string;
  reportId: string;
  /** The report's share link and its token (the last path segment). */
  shareUrl: string;
  shareToken: string;
  paidCheckoutId: string;
  /** The payment record of the paid checkout. */
  paymentId: string;
  openCheckoutId: string;
  /** An API key of the user's, with a day of use; its hash must never leave the database. */
  apiKeyId: string;
  /** A team the user owns alone. */
  teamId: string;
  apiKeyHash: string;
}

/**
 * Gives a signed-in user what an account holds: an analysis run by the real worker (a task and
 * its report), a share link of that report, a paid checkout with its subscription, and an open
 * checkout. The points ledger already has the month's allowance.
 */
export async function seedAccount(t: TestApp, user: TestUser): Promise<SeededAccount> {
  const db = t.database.db;
  const taskId = await submitIdea(t, user, SEEDED_IDEA);
  await runQueuedAnalyses(t);
  const { id: reportId } = await db
    .selectFrom('reports')
    .select('id')
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  const shared = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/share`,
    headers: user.headers,
  });
  if (shared.statusCode !== 201) throw new Error(`share failed: ${shared.body}`);
  const shareUrl: string = shared.json().data.url;

  const checkout = (status: 'paid' | 'open', reference: string) =>
    db
      .insertInto('payment_sessions')
      .values({
        user_id: user.id,
        provider: 'sandbox',
        provider_session_id: reference,
        plan: 'Basic',
        billing_period: 'annual',
        amount: 9_900,
        currency: 'usd',
        status,
        points_granted: status === 'paid' ? 10 : null,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const paid = await checkout('paid', `cs_paid_${user.id}`);
  const open = await checkout('open', `cs_open_${user.id}`);
  const payment = await db
    .insertInto('payments')
    .values({
      user_id: user.id,
      provider: 'sandbox',
      provider_reference: `cs_paid_${user.id}`,
      kind: 'purchase',
      plan: 'Basic',
      billing_period: 'annual',
      amount: 9_900,
      currency: 'usd',
      points_granted: 10,
      grant_key: `test:${paid.id}`,
      paid_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      provider: 'sandbox',
      // A sandbox checkout is its own subscription (the sandbox's ids are the checkouts').
      provider_subscription_id: paid.id,
      plan: 'Basic',
      tier: 'basic',
      billing_period: 'annual',
      status: 'active',
      current_period_start: new Date(),
      current_period_end: new Date(Date.now() + 365 * 86_400_000),
      period_grant_key: `test:${paid.id}`,
    })
    .execute();
  const apiKeyHash = `test-hash-${reportId}`;
  const apiKey = await db
    .insertInto('api_keys')
    .values({
      user_id: user.id,
      name: 'Studio pipeline',
      key_hash: apiKeyHash,
      last4: 'a1b2',
      webhook_url: 'https://hooks.example/idealens',
      // Sealed as the key's own would be; only its shape matters here (it is never exported).
      sealed_webhook_secret: 'sealed-secret',
      request_count: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('api_key_usage')
    .values({ key_id: apiKey.id, day: '2026-11-20', requests: 3 })
    .execute();
  const team = await db
    .insertInto('teams')
    .values({ name: 'Night owls' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_members')
    .values({ team_id: team.id, user_id: user.id, role: 'owner' })
    .execute();
  return {
    teamId: team.id,
    taskId,
    reportId,
    shareUrl,
    shareToken: shareUrl.slice(shareUrl.lastIndexOf('/') + 1),
    paidCheckoutId: paid.id,
    paymentId: payment.id,
    openCheckoutId: open.id,
    apiKeyId: apiKey.id,
    apiKeyHash,
  };
}
