import { taskListResponseSchema } from '@idealens/shared/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { completeAnalysis, failAnalysis } from './outcomes.ts';
import { findTasks, startTask } from './repository.ts';

describe("a signed-in user's task list", () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const ids: Record<'queued' | 'processing' | 'completed' | 'failed', string> = {
    queued: '',
    processing: '',
    completed: '',
    failed: '',
  };

  const submit = async (user: TestUser | null, idea: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: user?.headers ?? {},
      payload: { type: 'simple', data: { idea } },
    });
    expect(res.statusCode).toBe(200);
    return res.json().taskId as string;
  };

  /** Runs a task to completion as the worker does, without waiting for one. */
  const complete = async (taskId: string) => {
    const task = await startTask(t.database.db, taskId);
    if (!task) throw new Error('task not startable');
    const result = await testAnalyst().analyzeSimple(task.input.idea, { language: 'en-US' });
    await completeAnalysis(t.database.db, task, { type: 'simple', result }, 3);
  };

  const list = (user: TestUser | null, query = '') =>
    t.app.inject({ url: `/api/analysis/tasks${query}`, headers: user?.headers ?? {} });
  const remove = (user: TestUser | null, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/analysis/tasks/${id}`,
      headers: user?.headers ?? {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t);
    bob = await signIn(t);
    // Oldest first: completed, failed, processing, queued.
    ids.completed = await submit(alice, 'Idea one: a tool library for renters');
    ids.failed = await submit(alice, 'Idea two: a repair café booking app');
    ids.processing = await submit(alice, 'Idea three: shared cargo bikes for parents');
    ids.queued = await submit(alice, 'Idea four: a marketplace for used lab gear');
    await submit(bob, "Bob's idea: a chess club finder");
    await complete(ids.completed);
    await startTask(t.database.db, ids.failed);
    await failAnalysis(t.database.db, ids.failed, 'The analysis model is unavailable right now.');
    await startTask(t.database.db, ids.processing);
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    for (const res of [await list(null), await remove(null, ids.completed)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });
    }
  });

  it('lists only their own tasks, newest first, without results', async () => {
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = taskListResponseSchema.parse(res.json());
    expect(body.total).toBe(4);
    expect(body.tasks.map((task) => task.taskId)).toEqual([
      ids.queued,
      ids.processing,
      ids.failed,
      ids.completed,
    ]);
    expect(body.tasks.map((task) => task.status)).toEqual([
      'queued',
      'processing',
      'failed',
      'completed',
    ]);
    for (const task of body.tasks) {
      expect(task.resultData).toBeNull();
      expect(task.userMessage).toBeNull();
    }
    expect(body.tasks[2]).toMatchObject({
      errorMessage: 'The analysis model is unavailable right now.',
    });
    expect(body.tasks[3]).toMatchObject({ progress: 100, processingTime: 3 });
    // The completed task's result is there, read through its status.
    const status = await t.app.inject({
      url: `/api/analysis/status/${ids.completed}`,
      headers: alice.headers,
    });
    expect(status.json().resultData).not.toBeNull();

    const bobs = (await list(bob)).json();
    expect(bobs.total).toBe(1);
    expect(bobs.tasks[0].taskName).toBe("Bob's idea: a chess club finder");
  });

  it('pages with limit and offset, and filters by status with a matching total', async () => {
    const page = (await list(alice, '?limit=2&offset=1')).json();
    expect(page.total).toBe(4);
    expect(page.tasks.map((task: { taskId: string }) => task.taskId)).toEqual([
      ids.processing,
      ids.failed,
    ]);
    expect((await list(alice, '?limit=2&offset=4')).json()).toEqual({ tasks: [], total: 4 });

    for (const status of ['queued', 'processing', 'completed', 'failed'] as const) {
      const filtered = (await list(alice, `?status=${status}`)).json();
      expect(filtered.total).toBe(1);
      expect(filtered.tasks[0].taskId).toBe(ids[status]);
    }
  });

  it('refuses bad list parameters with VALIDATION_FAILED', async () => {
    for (const query of ['?status=done', '?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await list(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('deletes only finished tasks: queued and processing ones are 409 TASK_NOT_DELETABLE', async () => {
    for (const id of [ids.queued, ids.processing]) {
      const res = await remove(alice, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Conflict',
        code: 'TASK_NOT_DELETABLE',
        message: 'Only completed or failed tasks can be deleted',
      });
    }
    expect((await findTasks(t.database.db, [ids.queued, ids.processing])).length).toBe(2);
  });

  it("answers 404 TASK_NOT_FOUND for another user's task, an anonymous one and bad ids", async () => {
    const anonymous = await submit(null, 'A rooftop beekeeping service for city restaurants');
    for (const id of [
      ids.completed, // Alice's, asked by Bob
      anonymous,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1' OR '1'='1",
    ]) {
      const res = await remove(bob, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND', message: 'Task does not exist' });
    }
    expect(await findTasks(t.database.db, [ids.completed, anonymous])).toHaveLength(2);
  });

  it('deletes a completed task and keeps its report', async () => {
    const [report] = await t.database.db
      .selectFrom('reports')
      .select('id')
      .where('task_id', '=', ids.completed)
      .execute();
    expect(report).toBeDefined();

    const res = await remove(alice, ids.completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await findTasks(t.database.db, [ids.completed])).toEqual([]);
    expect((await remove(alice, ids.completed)).statusCode).toBe(404);

    const kept = await t.app.inject({ url: `/api/reports/${report?.id}`, headers: alice.headers });
    expect(kept.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('reports')
      .select('task_id')
      .where('id', '=', report?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.task_id).toBeNull();

    expect((await remove(alice, ids.failed)).statusCode).toBe(200);
    expect((await list(alice)).json().total).toBe(2);
  });
});
