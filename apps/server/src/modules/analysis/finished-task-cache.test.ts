import type { TaskStatus } from '@idealens/shared/analysis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createAnalysisQueues } from '../../jobs/analysis-job.ts';
import { type JobQueue, startJobQueue } from '../../jobs/queue.ts';
import { runQueuedAnalyses, submitIdea } from '../../test/analyses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createFinishedTaskCache } from './finished-task-cache.ts';
import { notifyTaskUpdate, type TaskUpdateListener, type TaskUpdates } from './task-events.ts';

/**
 * Writes a finished task's next-step text behind the app's back (no announcement), so that a
 * read shows whether the app answered from its cache (the old text) or from the database.
 */
async function rewriteBehindTheBack(t: TestApp, taskId: string, nextStep: string) {
  await sql`
    UPDATE analysis_tasks
    SET result_data = jsonb_set(result_data, '{recommendations,next_step}', to_jsonb(${nextStep}::text))
    WHERE id = ${taskId}
  `.execute(t.database.db);
}

async function nextStepOf(app: TestApp['app'], taskId: string, user: TestUser | null = null) {
  const res = await app.inject({ url: `/api/analysis/status/${taskId}`, headers: user?.headers });
  if (res.statusCode !== 200) return res.statusCode;
  return (res.json() as TaskStatus & { resultData: { recommendations: { next_step: string } } })
    .resultData.recommendations.next_step;
}

/** Reads until the app answers from its cache: a change behind its back no longer shows. */
async function untilCached(t: TestApp, app: TestApp['app'], taskId: string, user?: TestUser) {
  let round = 0;
  await waitFor(
    async () => {
      round += 1;
      await nextStepOf(app, taskId, user); // read (and, once listening, cached)
      await rewriteBehindTheBack(t, taskId, `changed behind the back ${round}`);
      return nextStepOf(app, taskId, user);
    },
    (shown) => typeof shown === 'string' && shown !== `changed behind the back ${round}`,
  );
}

describe('the finished-task cache', () => {
  let t: TestApp;
  /** A second API process on the same database, with its own listening connection. */
  let other: { app: TestApp['app']; jobs: JobQueue };

  beforeAll(async () => {
    t = await createTestApp();
    const jobs = await startJobQueue(t.database.url, () => {});
    await createAnalysisQueues(jobs.boss);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      db: t.database.db,
      jobs: { boss: jobs.boss, healthy: jobs.healthy },
      webRoot: '/nonexistent-web-root',
    });
    await app.ready();
    other = { app, jobs };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.jobs.stop();
    await t?.close();
  });

  it('serves a finished task from the cache until its change is announced', async () => {
    const taskId = await submitIdea(t, null, 'A repair café booking app for small towns');
    await runQueuedAnalyses(t);
    await untilCached(t, t.app, taskId);

    await rewriteBehindTheBack(t, taskId, 'announced change');
    await notifyTaskUpdate(t.database.db, taskId);
    await waitFor(
      () => nextStepOf(t.app, taskId),
      (shown) => shown === 'announced change',
    );
  });

  it('drops a task deleted in another process, which then answers 404 in every process', async () => {
    const owner = await signIn(t);
    const taskId = await submitIdea(t, owner, 'A tool-lending library run by neighbours');
    await runQueuedAnalyses(t);
    await untilCached(t, t.app, taskId, owner);
    await untilCached(t, other.app, taskId, owner);

    const deleted = await other.app.inject({
      method: 'DELETE',
      url: `/api/analysis/tasks/${taskId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await nextStepOf(other.app, taskId, owner)).toBe(404);
    await waitFor(
      () => nextStepOf(t.app, taskId, owner),
      (shown) => shown === 404,
    );
  });

  it('keeps only what its owner may read: another user and anonymous callers get 404', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const taskId = await submitIdea(t, owner, 'A subscription box for houseplant cuttings');
    await runQueuedAnalyses(t);
    await untilCached(t, t.app, taskId, owner);
    expect(await nextStepOf(t.app, taskId, stranger)).toBe(404);
    expect(await nextStepOf(t.app, taskId, null)).toBe(404);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      payload: { taskIds: [taskId] },
      headers: stranger.headers,
    });
    expect(batch.json()).toEqual({ tasks: [] });
  });

  it('stops serving an anonymous task to anyone but the new account that claimed it, in every process', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      payload: { type: 'simple', data: { idea: 'A bike repair van that comes to offices' } },
    });
    const { taskId, claimToken } = submitted.json();
    await runQueuedAnalyses(t);
    await untilCached(t, t.app, taskId);
    await untilCached(t, other.app, taskId);

    const founder = await signIn(t);
    const claimed = await other.app.inject({
      method: 'POST',
      url: '/api/analysis/claim',
      headers: founder.headers,
      payload: { tasks: [{ taskId, claimToken }] },
    });
    expect(claimed.json()).toEqual({ success: true, data: { claimed: [taskId] } });
    expect(await nextStepOf(other.app, taskId)).toBe(404);
    await waitFor(
      () => nextStepOf(t.app, taskId),
      (shown) => shown === 404,
    );
    expect(typeof (await nextStepOf(t.app, taskId, founder))).toBe('string');
  });
});

/** Task updates driven by the test: announcements and reconnections on demand. */
function scriptedUpdates() {
  const listeners = new Set<TaskUpdateListener>();
  let allowSubscribe: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    allowSubscribe = resolve;
  });
  const updates: TaskUpdates = {
    async subscribe(listener) {
      await subscribed;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {},
  };
  return {
    updates,
    allowSubscribe,
    changed: (id: string) => {
      for (const listener of listeners) listener.changed(id);
    },
    resync: () => {
      for (const listener of listeners) listener.resync();
    },
  };
}

function finishedStatus(taskId: string, status: TaskStatus['status'] = 'completed'): TaskStatus {
  return {
    taskId,
    taskName: 'An idea',
    taskType: 'simple',
    status,
    progress: status === 'completed' ? 100 : 40,
    stage: status === 'completed' ? 'completed' : 'analyzing',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: null,
    errorMessage: null,
    userMessage: 'An idea',
    resultData: status === 'completed' ? { ok: true } : null,
    createdAt: '2026-11-22T00:00:00.000Z',
    startedAt: null,
    completedAt: null,
  };
}

describe('the finished-task cache, step by step', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('caches nothing until it listens, then finished tasks only', async () => {
    const script = scriptedUpdates();
    const tasks = createFinishedTaskCache({ updates: script.updates });
    const early = tasks.mark(); // starts listening
    tasks.set(early, null, finishedStatus('a'));
    expect(tasks.get('a')).toBeUndefined();

    script.allowSubscribe();
    await flush();
    const mark = tasks.mark();
    const cached = tasks.set(mark, 'user-1', finishedStatus('a'));
    tasks.set(mark, null, finishedStatus('b', 'processing'));
    expect(tasks.get('a')).toEqual(cached);
    expect(JSON.parse(cached.body.identity.toString('utf8'))).toEqual(finishedStatus('a'));
    expect(tasks.get('b')).toBeUndefined();
  });

  it('does not cache a task read while its change was being announced', async () => {
    const script = scriptedUpdates();
    const tasks = createFinishedTaskCache({ updates: script.updates });
    tasks.mark();
    script.allowSubscribe();
    await flush();

    const mark = tasks.mark(); // a read begins…
    script.changed('a'); // …the task is deleted meanwhile…
    tasks.set(mark, null, finishedStatus('a')); // …and the read ends with what it saw
    expect(tasks.get('a')).toBeUndefined();
    // A read that begins after the change is cached.
    tasks.set(tasks.mark(), null, finishedStatus('a'));
    expect(tasks.get('a')).toBeDefined();
  });

  it('forgets everything on a reconnection, and a task on its announcement', async () => {
    const script = scriptedUpdates();
    const tasks = createFinishedTaskCache({ updates: script.updates });
    tasks.mark();
    script.allowSubscribe();
    await flush();
    for (const id of ['a', 'b', 'c']) tasks.set(tasks.mark(), null, finishedStatus(id));
    script.changed('a');
    expect(tasks.get('a')).toBeUndefined();
    expect(tasks.get('b')).toBeDefined();
    const duringResync = tasks.mark();
    script.resync();
    expect(tasks.get('b')).toBeUndefined();
    expect(tasks.get('c')).toBeUndefined();
    tasks.set(duringResync, null, finishedStatus('b'));
    expect(tasks.get('b')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently read', async () => {
    const script = scriptedUpdates();
    const tasks = createFinishedTaskCache({ updates: script.updates, maxEntries: 2 });
    tasks.mark();
    script.allowSubscribe();
    await flush();
    tasks.set(tasks.mark(), null, finishedStatus('a'));
    tasks.set(tasks.mark(), null, finishedStatus('b'));
    tasks.get('a'); // read lately: 'b' is now the oldest
    tasks.set(tasks.mark(), null, finishedStatus('c'));
    expect(tasks.get('a')).toBeDefined();
    expect(tasks.get('b')).toBeUndefined();
    expect(tasks.get('c')).toBeDefined();
    // 'a' and then 'c' were read last: 'a' is now the least recently read.
    tasks.set(tasks.mark(), null, finishedStatus('d'));
    expect(tasks.get('a')).toBeUndefined();
    expect(tasks.get('c')).toBeDefined();
    expect(tasks.get('d')).toBeDefined();
  });
});
