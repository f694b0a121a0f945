import { claimTasksResponseSchema, submitAnalysisResponseSchema } from '@idealens/shared/analysis';
import { reportListResponseSchema } from '@idealens/shared/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { completeAnalysis } from './outcomes.ts';
import { startTask, type TaskRow } from './repository.ts';

// Issue 19: a quick analysis made before signing up was lost at sign-up. The new account claims
// the anonymous tasks its browser proves it made: the claim token of each submission, which only
// the submitting browser ever receives (a task's id is in every share link, so it proves nothing).
describe('claiming anonymous tasks at sign-up', () => {
  let t: TestApp;
  let counter = 0;

  /** An anonymous quick analysis, as the home page submits it; its id and claim token. */
  async function submitAnonymously(idea = `A tool library for renters, idea ${++counter}`) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      payload: { type: 'simple', data: { idea, language: 'en-US' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = submitAnalysisResponseSchema.parse(res.json());
    if (!body.claimToken) throw new Error('an anonymous submission answers a claim token');
    return { taskId: body.taskId, claimToken: body.claimToken, idea };
  }

  /** Completes a task started earlier as the worker does (its row as read when it started). */
  async function completeStarted(task: TaskRow) {
    const result = await testAnalyst().analyzeSimple(task.input.idea, { language: 'en-US' });
    await completeAnalysis(t.database.db, task, { type: 'simple', result }, 4);
  }

  async function complete(taskId: string) {
    const task = await startTask(t.database.db, taskId);
    if (!task) throw new Error('task not startable');
    await completeStarted(task);
  }

  const claim = (user: TestUser | null, tasks: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analysis/claim',
      headers: user?.headers ?? {},
      payload: { tasks } as object,
    });

  const status = (taskId: string, user: TestUser | null = null) =>
    t.app.inject({ url: `/api/analysis/status/${taskId}`, headers: user?.headers ?? {} });

  async function reports(user: TestUser) {
    const res = await t.app.inject({ url: '/api/reports', headers: user.headers });
    return reportListResponseSchema.parse(res.json()).data.reports;
  }

  async function ownerOf(taskId: string) {
    const row = await t.database.db
      .selectFrom('analysis_tasks')
      .select('user_id')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    return row.user_id;
  }

  /** An account created `minutes` ago (its first signed-in request then). */
  async function accountOfAge(minutes: number) {
    const user = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ANONYMOUS_ANALYSIS_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('answers a claim token to anonymous submissions only', async () => {
    const anonymous = await submitAnonymously();
    expect(anonymous.claimToken).toMatch(/^[\w-]{43}$/);
    const member = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: member.headers,
      payload: { type: 'simple', data: { idea: 'A repair café booking app for small towns' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('claimToken');
  });

  it("gives a new account its browser's finished quick analysis, filed as a report, and takes it from everyone else", async () => {
    const made = await submitAnonymously('A subscription box of seeds for balcony gardeners');
    await complete(made.taskId);
    expect((await status(made.taskId)).statusCode).toBe(200); // anyone with its id reads it

    const founder = await signIn(t);
    const res = await claim(founder, [made]);
    expect(res.statusCode, res.body).toBe(200);
    expect(claimTasksResponseSchema.parse(res.json())).toEqual({
      success: true,
      data: { claimed: [made.taskId] },
    });

    expect(await ownerOf(made.taskId)).toBe(founder.id);
    // Private now, like every task of a signed-in user: the id in a share link reads nothing.
    expect((await status(made.taskId)).statusCode).toBe(404);
    const own = await status(made.taskId, founder);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'completed', userMessage: made.idea });
    const list = await t.app.inject({ url: '/api/analysis/tasks', headers: founder.headers });
    expect(list.json().tasks.map((task: { taskId: string }) => task.taskId)).toEqual([made.taskId]);
    // Filed as a finished signed-in quick analysis files it.
    expect(await reports(founder)).toEqual([
      expect.objectContaining({ userMessage: made.idea, reportType: 'simple' }),
    ]);

    // A second claim, by the same or another new account, changes nothing.
    const other = await signIn(t);
    for (const user of [founder, other]) {
      const again = await claim(user, [made]);
      expect(again.json()).toEqual({ success: true, data: { claimed: [] } });
    }
    expect(await ownerOf(made.taskId)).toBe(founder.id);
    expect(await reports(founder)).toHaveLength(1);
    expect(await reports(other)).toEqual([]);
  });

  it('claims a task still waiting or running, whose report is filed when it completes', async () => {
    const waiting = await submitAnonymously();
    const running = await submitAnonymously();
    // The worker read the running task while it was anonymous.
    const startedRow = await startTask(t.database.db, running.taskId);
    if (!startedRow) throw new Error('task not startable');
    expect(startedRow.user_id).toBeNull();

    const founder = await signIn(t);
    const res = await claim(founder, [waiting, running]);
    expect(res.json().data.claimed).toEqual([waiting.taskId, running.taskId]);
    expect(await reports(founder)).toEqual([]);

    await completeStarted(startedRow);
    await complete(waiting.taskId);
    const filed = await reports(founder);
    expect(filed.map((report) => report.userMessage).sort()).toEqual(
      [waiting.idea, running.idea].sort(),
    );
  });

  it('needs the claim token: an id alone, a wrong token or another task’s token claims nothing', async () => {
    const mine = await submitAnonymously();
    const theirs = await submitAnonymously();
    await complete(mine.taskId);
    const founder = await signIn(t);
    for (const attempt of [
      [{ taskId: mine.taskId, claimToken: '' }],
      [{ taskId: mine.taskId, claimToken: theirs.claimToken }],
      [{ taskId: mine.taskId, claimToken: withLastCharacterChanged(mine.claimToken) }],
      [{ taskId: mine.taskId, claimToken: mine.claimToken.slice(1) }],
      [{ taskId: '00000000-0000-4000-8000-000000000000', claimToken: mine.claimToken }],
      [{ taskId: 'not-a-task', claimToken: mine.claimToken }],
    ]) {
      const res = await claim(founder, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(200);
      expect(res.json(), JSON.stringify(attempt)).toEqual({ success: true, data: { claimed: [] } });
    }
    expect(await ownerOf(mine.taskId)).toBeNull();
    expect((await status(mine.taskId)).statusCode).toBe(200);
    expect(await reports(founder)).toEqual([]);
    // The right token, in any letter case of the id, still claims it.
    const res = await claim(founder, [{ ...mine, taskId: mine.taskId.toUpperCase() }]);
    expect(res.json().data.claimed).toEqual([mine.taskId]);
  });

  it('refuses an account older than an hour with 403 CLAIM_CLOSED, changing nothing', async () => {
    const made = await submitAnonymously();
    await complete(made.taskId);
    // An existing account signing in on the computer where a stranger just ran an analysis.
    const regular = await accountOfAge(120);
    const res = await claim(regular, [made]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      code: 'CLAIM_CLOSED',
      message: 'Only a new account can keep the analyses made in this browser before signing up',
    });
    expect(await ownerOf(made.taskId)).toBeNull();
    expect(await reports(regular)).toEqual([]);
    // Just inside the hour, the same claim goes through.
    const recent = await accountOfAge(55);
    expect((await claim(recent, [made])).json().data.claimed).toEqual([made.taskId]);
  });

  it('needs sign-in, and refuses malformed claims with the contract’s error body', async () => {
    const made = await submitAnonymously();
    const anonymous = await claim(null, [made]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });

    const founder = await signIn(t);
    for (const tasks of [
      [],
      [{ taskId: made.taskId }],
      [{ taskId: made.taskId, claimToken: 'x'.repeat(101) }],
      Array.from({ length: 21 }, () => made),
      'all of them',
    ]) {
      const res = await claim(founder, tasks);
      expect(res.statusCode, JSON.stringify(tasks)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Bad Request' });
    }
    expect(await ownerOf(made.taskId)).toBeNull();
  });
});

/** The token with its last character replaced by a different one (never itself: one in 16 tokens ends in "A"). */
function withLastCharacterChanged(token: string): string {
  const last = token.at(-1);
  return `${token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}
