import type { SubmitAnalysis } from '@idealens/shared/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../../db/app-secrets.ts';
import { enqueueAnalysis } from '../../jobs/analysis-job.ts';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, setPoints, signIn } from '../../test/users.ts';
import { createAnalysisService, TaskPriority } from '../analysis/service.ts';

const deep: SubmitAnalysis = {
  type: 'chat',
  data: { message: 'A marketplace for surplus bakery goods at closing time', json_format: true },
};
const quick = { type: 'simple', data: { idea: 'A marketplace for surplus bakery goods' } };

describe('paying for a deep analysis with a point', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/analysis/submit', headers, payload });
  const tasksOf = (userId: string) =>
    t.database.db.selectFrom('analysis_tasks').selectAll().where('user_id', '=', userId).execute();

  it('takes one point with the task and its job, and records the debit against the task', async () => {
    const user = await signIn(t);
    const res = await submit(user.headers, deep);
    expect(res.statusCode).toBe(200);
    const { taskId } = res.json();

    const [task] = await tasksOf(user.id);
    expect(task).toMatchObject({ id: taskId, type: 'deep', priority: TaskPriority.SIGNED_IN });
    expect(await t.jobs.boss.findJobs('analysis', { data: { taskId } })).toHaveLength(1);
    const { user: counters, ledger } = await pointsAndLedger(t.database.db, user.id);
    expect(counters).toEqual({ analysis_points: 1, total_points_earned: 2, total_points_used: 1 });
    expect(ledger.at(-1)).toEqual({
      delta: -1,
      reason: 'debit',
      idempotency_key: `debit:${taskId}`,
    });

    const points = await t.app.inject({ url: '/api/user/points', headers: user.headers });
    expect(points.json().data).toEqual({
      analysisPoints: 1,
      totalPointsEarned: 2,
      totalPointsUsed: 1,
    });
  });

  it('refuses with 402 INSUFFICIENT_POINTS at 0 points and creates nothing', async () => {
    const user = await signIn(t);
    await setPoints(t.database.db, user.id, 0);
    const res = await submit(user.headers, deep);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: 'Payment Required',
      code: 'INSUFFICIENT_POINTS',
      message: 'Insufficient analysis points. Please select simple analysis or get more points',
    });
    expect(await tasksOf(user.id)).toEqual([]);
    const { user: counters, ledger } = await pointsAndLedger(t.database.db, user.id);
    expect(counters.analysis_points).toBe(0);
    expect(ledger.map((row) => row.reason)).toEqual(['grant', 'grant']);

    // A quick analysis stays free.
    expect((await submit(user.headers, quick)).statusCode).toBe(200);
  });

  it('lets fifty concurrent submissions with 3 points create exactly 3 tasks', async () => {
    const user = await signIn(t);
    await setPoints(t.database.db, user.id, 3);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => submit(user.headers, deep)),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);

    const tasks = await tasksOf(user.id);
    expect(tasks).toHaveLength(3);
    const accepted = responses.filter((res) => res.statusCode === 200).map((r) => r.json().taskId);
    expect(tasks.map((task) => task.id).sort()).toEqual(accepted.sort());
    for (const taskId of accepted) {
      expect(await t.jobs.boss.findJobs('analysis', { data: { taskId } })).toHaveLength(1);
    }

    const { user: counters, ledger, sums } = await pointsAndLedger(t.database.db, user.id);
    expect(counters.analysis_points).toBe(0);
    expect(ledger.filter((row) => row.reason === 'debit')).toHaveLength(3);
    expect(sums).toEqual({
      balance: counters.analysis_points,
      earned: counters.total_points_earned,
      used: counters.total_points_used,
    });
  });

  it('runs paid plans first, for deep and quick analyses alike', async () => {
    const user = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ plan_tier: 'premium' })
      .where('id', '=', user.id)
      .execute();
    const a = (await submit(user.headers, deep)).json().taskId;
    const b = (await submit(user.headers, quick)).json().taskId;
    const priorities = await t.database.db
      .selectFrom('analysis_tasks')
      .select(['id', 'priority'])
      .where('id', 'in', [a, b])
      .execute();
    expect(priorities.map((row) => row.priority)).toEqual([TaskPriority.PAID, TaskPriority.PAID]);
    const [job] = await t.jobs.boss.findJobs('analysis', { data: { taskId: a } });
    expect(job?.priority).toBe(TaskPriority.PAID);
  });

  it('keeps the point when the job cannot be created: all or nothing', async () => {
    const user = await signIn(t);
    const service = createAnalysisService({
      db: t.database.db,
      // The job is sent in the transaction, then the queue fails: the whole submission is undone.
      async enqueue(transaction, taskId, priority) {
        await enqueueAnalysis(t.jobs.boss, transaction, taskId, priority);
        throw new Error('queue unavailable');
      },
      workerConcurrency: 1,
      anonymousLimit: { max: 10, windowMs: 60_000 },
      clientHashKey: () => appSecret(t.database.db, 'client-hash-key'),
      analyst: testAnalyst(),
    });
    await expect(
      service.submitAnalysis({ userId: user.id, clientIp: '127.0.0.1' }, deep),
    ).rejects.toThrow('queue unavailable');
    expect(await tasksOf(user.id)).toEqual([]);
    const { user: counters, ledger } = await pointsAndLedger(t.database.db, user.id);
    expect(counters).toEqual({ analysis_points: 2, total_points_earned: 2, total_points_used: 0 });
    expect(ledger.map((row) => row.reason)).toEqual(['grant']);
  });
});
