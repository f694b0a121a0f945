import { runQueuedAnalyses, submitIdea } from '../analyses.ts';
import type { TestApp } from '../test-app.ts';
import type { TestUser } from '../users.ts';

/** User A's things, and an anonymous visitor's task, for checks of who may see what. */
export interface OwnedResources {
  /** A's completed quick analysis: readable and deletable by A. */
  finishedTask: string;
  /** The report A's completed analysis filed. */
  report: string;
  /** A's deep analysis, still queued (not deletable). */
  queuedTask: string;
  /** An anonymous visitor's task: readable by its id alone. */
  anonymousTask: string;
  /** A's open checkout of the Basic plan. */
  paymentSession: string;
  /** A payment of A's in the history (its receipt is A's to read). */
  payment: string;
  /** The token of the share link of A's report: anyone holding it reads the report. */
  shareToken: string;
  /** A's team (A owns it alone), an open invitation to it and the token of an expired one. */
  team: string;
  /** A's id, as the team's owner. */
  teamOwner: string;
  teamInvite: string;
  inviteToken: string;
  expiredInviteToken: string;
}

/** Creates `OwnedResources` for `owner` the way the product does: through the API and the worker. */
export async function seedResources(t: TestApp, owner: TestUser): Promise<OwnedResources> {
  const finishedTask = await submitIdea(t, owner, 'A marketplace for renting garden tools nearby');
  await runQueuedAnalyses(t);
  const report = await t.database.db
    .selectFrom('reports')
    .select('id')
    .where('task_id', '=', finishedTask)
    .executeTakeFirstOrThrow();
  const queuedTask = await submitIdea(
    t,
    owner,
    'A deep look at a bike repair subscription',
    'chat',
  );
  const anonymousTask = await submitIdea(t, null, 'A quiz app that teaches kids to budget');
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create-session',
    payload: { planType: 'Basic_monthly', amount: 899, currency: 'USD' },
    headers: owner.headers,
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const paymentSession: string = checkout.json().data.session.id;
  const shared = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${report.id}/share`,
    headers: owner.headers,
  });
  if (shared.statusCode !== 201) throw new Error(`sharing failed: ${shared.body}`);
  const shareToken = String(shared.json().data.url).split('/r/')[1] ?? '';
  // A past payment, as an applied provider event leaves it, with no plan in force now (so A may
  // still open a checkout above).
  const payment = await t.database.db
    .insertInto('payments')
    .values({
      user_id: owner.id,
      provider: 'sandbox',
      provider_reference: paymentSession,
      kind: 'purchase',
      plan: 'Basic',
      billing_period: 'monthly',
      amount: 899,
      currency: 'USD',
      grant_key: `plan:sandbox:${paymentSession}`,
      paid_at: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A is on the free plan: the team is made as a Max user's would have been (teams.test.ts makes
  // them through the API), its invitations through the API.
  const team = await t.database.db
    .insertInto('teams')
    .values({ name: "A's team" })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('team_members')
    .values({ team_id: team.id, user_id: owner.id, role: 'owner' })
    .execute();
  const invite = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.id}/invites`,
      payload: { email },
      headers: owner.headers,
    });
    if (res.statusCode !== 201) throw new Error(`invite failed: ${res.body}`);
    const { id, link } = res.json().data as { id: string; link: string };
    return { id, token: link.split('/invites/')[1] ?? '' };
  };
  const open = await invite('colleague@example.com');
  const expired = await invite('late@example.com');
  await t.database.db
    .updateTable('team_invites')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('id', '=', expired.id)
    .execute();
  return {
    team: team.id,
    teamOwner: owner.id,
    teamInvite: open.id,
    inviteToken: open.token,
    expiredInviteToken: expired.token,
    finishedTask,
    report: report.id,
    queuedTask,
    anonymousTask,
    paymentSession,
    payment: payment.id,
    shareToken,
  };
}
