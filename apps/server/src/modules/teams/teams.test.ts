import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedAnalyses } from '../../test/analyses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setPoints, signIn, type TestUser } from '../../test/users.ts';
import { failAnalysis } from '../analysis/outcomes.ts';
import { buyMaxPlan, keyHeaders, makeApiKey } from '../api-keys/testing/max-plan.ts';
import { waitForMails } from '../identity/testing/outbox.ts';
import { inviteToken, joinTeam, makeTeam, submitInTeam } from './testing/team.ts';

// Team workspaces (issue 23) through the API, on the real app and database: who may make a team,
// invitations, the pool, the shared library, and what removal, transfer and deletion do.

describe('team workspaces', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-teams-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  const setEmail = (user: TestUser, email: string, name?: string) =>
    t.database.db
      .updateTable('users')
      .set({ email, ...(name ? { name } : {}) })
      .where('id', '=', user.id)
      .execute();

  const pointsOf = async (user: TestUser) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('analysis_points')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).analysis_points;

  /** A Max owner with a team, and a member who joined it by invitation. */
  async function teamOfTwo(name = 'Studio') {
    const owner = await signIn(t);
    await buyMaxPlan(t, owner);
    const teamId = await makeTeam(t, owner, name);
    const member = await signIn(t);
    await joinTeam(t, owner, teamId, member);
    return { owner, member, teamId };
  }

  it('is made by a Max user, one team per owner; other plans are refused', async () => {
    const free = await signIn(t);
    const refused = await call(free, 'POST', '/api/teams', { name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');

    const owner = await signIn(t);
    await buyMaxPlan(t, owner);
    const made = await call(owner, 'POST', '/api/teams', { name: '  Acme Studio  ' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      name: 'Acme Studio',
      role: 'owner',
      memberCount: 1,
      points: await pointsOf(owner),
      invites: [],
    });
    expect(made.json().data.members).toEqual([
      expect.objectContaining({ userId: owner.id, role: 'owner', pointsSpent: 0 }),
    ]);
    const second = await call(owner, 'POST', '/api/teams', { name: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('TEAM_EXISTS');

    const blank = await call(owner, 'POST', '/api/teams', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    const listed = await call(owner, 'GET', '/api/teams');
    expect(listed.json().data.teams.map((team: { name: string }) => team.name)).toEqual([
      'Acme Studio',
    ]);
  });

  it('invites by a mailed, single-use link that a signed-in user accepts', async () => {
    const owner = await signIn(t);
    await buyMaxPlan(t, owner);
    await setEmail(owner, `owner-${owner.id}@example.com`, 'Olga Owner');
    const teamId = await makeTeam(t, owner, 'Lab One');
    const email = `Invitee-${owner.id}@Example.com`;

    const invited = await call(owner, 'POST', `/api/teams/${teamId}/invites`, {
      email,
      language: 'zh-CN',
    });
    expect(invited.statusCode).toBe(201);
    const { link, email: stored } = invited.json().data;
    expect(stored).toBe(email.toLowerCase());
    expect(link).toMatch(/\/invites\/[A-Za-z0-9_-]{43}$/);
    const [mail] = await waitForMails(dataDir, email);
    expect(mail?.subject).toContain('Olga Owner');
    expect(mail?.subject).toContain('Lab One');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('邀请你加入');
    // The owner sees it, with the same link to copy again.
    const detail = await call(owner, 'GET', `/api/teams/${teamId}`);
    expect(detail.json().data.invites).toEqual([
      expect.objectContaining({ email: email.toLowerCase(), link }),
    ]);

    const token = link.split('/invites/')[1];
    const preview = await call(null, 'GET', `/api/invites/${token}`);
    expect(preview.json().data).toMatchObject({
      teamName: 'Lab One',
      invitedBy: 'Olga Owner',
      status: 'open',
    });
    expect((await call(null, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(401);

    const member = await signIn(t);
    const accepted = await call(member, 'POST', `/api/invites/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ teamId, teamName: 'Lab One' });
    // Again: the same answer; by someone else: used.
    expect((await call(member, 'POST', `/api/invites/${token}/accept`)).statusCode).toBe(200);
    const late = await call(await signIn(t), 'POST', `/api/invites/${token}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVITE_USED');
    expect((await call(null, 'GET', `/api/invites/${token}`)).json().data.status).toBe('used');

    const seen = (await call(member, 'GET', `/api/teams/${teamId}`)).json().data;
    expect(seen.role).toBe('member');
    expect(seen.members.map((m: { userId: string }) => m.userId)).toEqual([owner.id, member.id]);
    // Only the owner sees open invitations and may invite.
    expect(seen.invites).toEqual([]);
    const byMember = await call(member, 'POST', `/api/teams/${teamId}/invites`, {
      email: 'x@example.com',
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('TEAM_OWNER_REQUIRED');
    expect((await call(owner, 'GET', `/api/teams/${teamId}`)).json().data.invites).toEqual([]);
  });

  it('keeps its limits: members already in, ten people, expired and withdrawn links', async () => {
    const { owner, member, teamId } = await teamOfTwo();
    await setEmail(member, `Member-${member.id}@example.com`);
    const again = await call(owner, 'POST', `/api/teams/${teamId}/invites`, {
      email: `member-${member.id}@EXAMPLE.com`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MEMBER');

    // Inviting the same address again replaces its link: the first stops working.
    const first = await inviteToken(t, owner, teamId, 'twice@example.com');
    const second = await inviteToken(t, owner, teamId, 'twice@example.com');
    expect(second).not.toBe(first);
    const stale = await call(await signIn(t), 'POST', `/api/invites/${first}/accept`);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe('INVITE_NOT_FOUND');

    // Two members and one open invitation so far: seven more fit, the eleventh does not.
    for (let n = 0; n < 7; n += 1) await inviteToken(t, owner, teamId, `seat-${n}@example.com`);
    const full = await call(owner, 'POST', `/api/teams/${teamId}/invites`, {
      email: 'one-too-many@example.com',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TEAM_FULL');

    // Withdrawing one frees its seat, and its link stops working.
    const { invites } = (await call(owner, 'GET', `/api/teams/${teamId}`)).json().data;
    const withdrawn = invites.find((i: { email: string }) => i.email === 'twice@example.com');
    const after = await call(owner, 'DELETE', `/api/teams/${teamId}/invites/${withdrawn.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.invites).toHaveLength(invites.length - 1);
    expect((await call(null, 'GET', `/api/invites/${second}`)).statusCode).toBe(404);

    // An invitation past its time: shown as expired, refused with 410.
    const old = await inviteToken(t, owner, teamId, 'late@example.com');
    await t.database.db
      .updateTable('team_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await call(null, 'GET', `/api/invites/${old}`)).json().data.status).toBe('expired');
    const expired = await call(await signIn(t), 'POST', `/api/invites/${old}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('INVITE_EXPIRED');
    expect((await call(null, 'GET', '/api/invites/not-a-token')).statusCode).toBe(404);
  });

  it("lets members spend the team's pool, and its history says who spent what", async () => {
    const { owner, member, teamId } = await teamOfTwo();
    await setEmail(member, `m-${member.id}@example.com`, 'Mia Member');
    await setPoints(t.database.db, owner.id, 2);
    await setPoints(t.database.db, member.id, 5);

    const taskId = await submitInTeam(
      t,
      member,
      teamId,
      'A deep look at a tool lending library',
      'chat',
    );
    expect(await pointsOf(owner)).toBe(1);
    expect(await pointsOf(member)).toBe(5);
    const ledger = await t.database.db
      .selectFrom('points_ledger')
      .select(['user_id', 'delta', 'team_id', 'spent_by'])
      .where('idempotency_key', '=', `debit:${taskId}`)
      .executeTakeFirstOrThrow();
    expect(ledger).toEqual({ user_id: owner.id, delta: -1, team_id: teamId, spent_by: member.id });

    // A failed analysis gives its point back to the pool it came from.
    await failAnalysis(t.database.db, taskId, 'The analysis failed');
    expect(await pointsOf(owner)).toBe(2);

    await submitInTeam(t, member, teamId, 'A deep look at a seed swapping club', 'chat');
    await submitInTeam(t, owner, teamId, 'A deep look at a repair café network', 'chat');
    const empty = await call(member, 'POST', '/api/analysis/submit', {
      type: 'chat',
      data: {
        message: 'A subscription box of spare parts for home espresso machines',
        json_format: true,
      },
      teamId,
    });
    expect(empty.statusCode).toBe(402);
    expect(empty.json().message).toContain("team's pool");
    expect(await pointsOf(member)).toBe(5);

    const history = (await call(member, 'GET', `/api/teams/${teamId}/points?limit=10`)).json().data;
    expect(history.pagination.totalCount).toBe(4);
    expect(
      history.entries.map((e: { delta: number; reason: string; spentBy: { name: string } }) => [
        e.reason,
        e.delta,
        e.spentBy.name,
      ]),
    ).toEqual([
      ['debit', -1, null],
      ['debit', -1, 'Mia Member'],
      ['refund', 1, 'Mia Member'],
      ['debit', -1, 'Mia Member'],
    ]);
    expect(history.entries[3].taskName).toContain('tool lending library');
    const members = (await call(owner, 'GET', `/api/teams/${teamId}`)).json().data.members;
    expect(members.map((m: { pointsSpent: number }) => m.pointsSpent)).toEqual([1, 1]);
    expect((await call(owner, 'GET', '/api/teams')).json().data.teams[0].points).toBe(0);
  });

  it('shows team reports to its members only, and a removed member sees nothing at once', async () => {
    const { owner, member, teamId } = await teamOfTwo();
    const other = await signIn(t);
    const teamTask = await submitInTeam(
      t,
      member,
      teamId,
      'A booking tool for shared studio space',
    );
    await runQueuedAnalyses(t);
    const report = await t.database.db
      .selectFrom('reports')
      .select(['id', 'team_id'])
      .where('task_id', '=', teamTask)
      .executeTakeFirstOrThrow();
    expect(report.team_id).toBe(teamId);

    const teamList = (user: TestUser) => call(user, 'GET', `/api/reports?teamId=${teamId}`);
    for (const user of [owner, member]) {
      const listed = (await teamList(user)).json().data;
      expect(listed.reports.map((r: { id: string }) => r.id)).toEqual([report.id]);
      expect(listed.pagination.totalCount).toBe(1);
      expect((await call(user, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(200);
      expect((await call(user, 'GET', `/api/analysis/status/${teamTask}`)).statusCode).toBe(200);
      const tasks = (await call(user, 'GET', `/api/analysis/tasks?teamId=${teamId}`)).json();
      expect(tasks.tasks.map((task: { taskId: string }) => task.taskId)).toEqual([teamTask]);
    }
    // Personal workspaces do not list it, not even its author's; the report a task became is
    // found by its task wherever it is filed (the result page exports and shares it so).
    expect((await call(member, 'GET', '/api/reports')).json().data.pagination.totalCount).toBe(0);
    for (const user of [owner, member]) {
      const byTask = (await call(user, 'GET', `/api/reports?taskId=${teamTask}`)).json().data;
      expect(byTask.reports.map((r: { id: string }) => r.id)).toEqual([report.id]);
    }
    expect(
      (await call(other, 'GET', `/api/reports?taskId=${teamTask}`)).json().data.reports,
    ).toEqual([]);
    expect((await call(member, 'GET', '/api/analysis/tasks')).json().total).toBe(0);
    // Nobody else sees any of it.
    expect((await teamList(other)).statusCode).toBe(404);
    expect((await teamList(other)).json().code).toBe('TEAM_NOT_FOUND');
    expect((await call(other, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/analysis/status/${teamTask}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/analysis/status/${teamTask}`)).statusCode).toBe(404);
    const otherSubmits = await call(other, 'POST', '/api/analysis/submit', {
      type: 'simple',
      data: { idea: 'A meal planning app for shift workers in hospitals' },
      teamId,
    });
    expect(otherSubmits.statusCode).toBe(404);

    const shared = await call(member, 'POST', `/api/reports/${report.id}/share`);
    expect(shared.statusCode).toBe(201);
    const shareToken = String(shared.json().data.url).split('/r/')[1];
    expect((await call(null, 'GET', `/api/shared-reports/${shareToken}`)).statusCode).toBe(200);

    const removed = await call(owner, 'DELETE', `/api/teams/${teamId}/members/${member.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await teamList(member)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/analysis/status/${teamTask}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/teams/${teamId}`)).statusCode).toBe(404);
    expect(
      (await call(member, 'GET', `/api/reports?taskId=${teamTask}`)).json().data.reports,
    ).toEqual([]);
    expect((await call(member, 'GET', '/api/teams')).json().data.teams).toEqual([]);
    const batch = await call(member, 'POST', '/api/analysis/status/batch', { taskIds: [teamTask] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().tasks).toEqual([]);
    // The link they made of the team's report is dead; the team keeps the report.
    expect((await call(null, 'GET', `/api/shared-reports/${shareToken}`)).statusCode).toBe(404);
    expect((await teamList(owner)).json().data.pagination.totalCount).toBe(1);
  });

  it('hands the team and its pool to another member; the owner cannot leave, a member can', async () => {
    const { owner, member, teamId } = await teamOfTwo();
    const ownLeave = await call(owner, 'DELETE', `/api/teams/${teamId}/members/${owner.id}`);
    expect(ownLeave.statusCode).toBe(409);
    expect(ownLeave.json().code).toBe('OWNER_CANNOT_LEAVE');
    const byMember = await call(member, 'POST', `/api/teams/${teamId}/owner`, {
      userId: member.id,
    });
    expect(byMember.statusCode).toBe(403);

    await setPoints(t.database.db, member.id, 7);
    const moved = await call(owner, 'POST', `/api/teams/${teamId}/owner`, { userId: member.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ role: 'member', points: 7 });
    expect((await call(member, 'GET', '/api/teams')).json().data.teams[0]).toMatchObject({
      role: 'owner',
      points: 7,
    });
    // The old owner is a member now, and may leave.
    expect(
      (await call(owner, 'DELETE', `/api/teams/${teamId}/members/${owner.id}`)).statusCode,
    ).toBe(200);
    expect((await call(owner, 'GET', `/api/teams/${teamId}`)).statusCode).toBe(404);

    // Someone who owns a team cannot take over another.
    const second = await teamOfTwo('Second');
    const refused = await call(second.owner, 'POST', `/api/teams/${second.teamId}/owner`, {
      userId: second.member.id,
    });
    expect(refused.statusCode).toBe(200);
    await joinTeam(t, member, teamId, second.member);
    const twoTeams = await call(member, 'POST', `/api/teams/${teamId}/owner`, {
      userId: second.member.id,
    });
    expect(twoTeams.statusCode).toBe(409);
    expect(twoTeams.json().code).toBe('TEAM_EXISTS');
  });

  it("deleting a team returns its reports to their authors; an owner with members can't delete their account", async () => {
    const { owner, member, teamId } = await teamOfTwo();
    await submitInTeam(t, member, teamId, 'A wholesale app for neighbourhood bakeries');
    await runQueuedAnalyses(t);
    expect((await call(member, 'GET', '/api/reports')).json().data.pagination.totalCount).toBe(0);

    const email = `owner-${owner.id}@example.com`;
    await setEmail(owner, email);
    const refused = await call(owner, 'DELETE', '/api/account', { confirmEmail: email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TEAM_OWNERSHIP');

    expect((await call(member, 'DELETE', `/api/teams/${teamId}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/teams/${teamId}`)).statusCode).toBe(200);
    const personal = (await call(member, 'GET', '/api/reports')).json().data;
    expect(personal.pagination.totalCount).toBe(1);
    expect(personal.reports).toHaveLength(1);
    expect((await call(member, 'GET', '/api/teams')).json().data.teams).toEqual([]);
  });

  it("lets a Max team's members make API keys that act in the team while they are in it", async () => {
    const { owner, member, teamId } = await teamOfTwo();
    const { key } = await makeApiKey(t, member, { name: 'Member key' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: keyHeaders(key),
      payload: { type: 'simple', data: { idea: 'A scheduling bot for dog walkers' }, teamId },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const list = () =>
      t.app.inject({ url: `/api/analysis/tasks?teamId=${teamId}`, headers: keyHeaders(key) });
    expect((await list()).json().total).toBe(1);
    // Keys manage no teams.
    const manage = await t.app.inject({ url: '/api/teams', headers: keyHeaders(key) });
    expect(manage.statusCode).toBe(403);
    expect(manage.json().code).toBe('API_KEY_NOT_ALLOWED');

    await call(owner, 'DELETE', `/api/teams/${teamId}/members/${member.id}`);
    expect((await list()).statusCode).toBe(404);
    // Out of the team, a free member cannot make keys any more.
    const refused = await call(member, 'POST', '/api/keys', { name: 'Another' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
  });
});
