import {
  type FakeLlmServer,
  startFakeLlmServer,
} from '@idealens/analyst/llm/testing/fake-llm-server';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaWithMarker, replyForEveryCall } from '../model-replies.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { pointsAndLedger, setPoints } from '../users.ts';
import { waitFor } from '../wait-for.ts';
import { deploymentEnv, modelEnv, signInClient, submitAnalysis } from './clients.ts';

const POINTS = 5;
/** Model calls that outlast the grace a stopping process gives its analyses. */
const SLOW = { content: replyForEveryCall, delayMs: 60_000 };

describe('the only server restarted mid-analysis', () => {
  let database: TestDatabase;
  let llm: FakeLlmServer;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    llm = await startFakeLlmServer({ fallback: { content: replyForEveryCall, delayMs: 300 } });
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await llm.close();
    await database.drop();
  });

  it('resumes its analyses after a SIGTERM and after a SIGKILL, each run once more', async () => {
    const { db } = database;
    const port = await getPort();
    const env = {
      ...deploymentEnv(database.url, `http://127.0.0.1:${port}`),
      ...modelEnv(llm.baseURL, 'k'),
      ROLE: 'all',
      PORT: String(port),
      WORKER_CONCURRENCY: '2',
    };
    const start = async () => {
      const server = await startServerProcess(env);
      processes.push(server);
      return server;
    };
    const tasks = () =>
      db.selectFrom('analysis_tasks').select(['id', 'status', 'attempts']).orderBy('id').execute();

    // Each analysis is killed in its first model call: the slow answers must have been taken, or
    // one left over would hold up a later run for a minute.
    const slowCallsTaken = (count: number) =>
      waitFor(
        async () => llm.requests.length,
        (n) => n >= count,
      );
    llm.enqueue(SLOW, SLOW);
    const first = await start();
    const client = await signInClient(db, env.PUBLIC_URL, first.baseUrl);
    await setPoints(db, client.userId, POINTS);
    const ids = [
      await submitAnalysis(first.baseUrl, client, 'chat', ideaWithMarker('task-deep-1', 'deep')),
      await submitAnalysis(first.baseUrl, client, 'chat', ideaWithMarker('task-deep-2', 'deep')),
    ];
    await waitFor(tasks, (all) => all.every((t) => t.status === 'processing'));
    await slowCallsTaken(2);

    // SIGTERM: the analyses are interrupted and put back in line, not failed, not left processing.
    const signalledAt = Date.now();
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect((await tasks()).map((t) => [t.status, t.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);

    // The restarted server takes them up again; it is killed outright in the middle of them.
    llm.enqueue(SLOW, SLOW);
    const second = await start();
    await waitFor(tasks, (all) => all.every((t) => t.status === 'processing' && t.attempts === 2));
    await slowCallsTaken(4);
    await second.stop('SIGKILL');

    // The next start finds them held by a dead worker: once its heartbeat lapses, they run again.
    const third = await start();
    const finished = await waitFor(
      tasks,
      (all) => all.every((t) => t.status === 'completed' || t.status === 'failed'),
      60_000,
    );
    expect(finished.map((t) => [t.status, t.attempts])).toEqual([
      ['completed', 3],
      ['completed', 3],
    ]);
    // One point each, spent once and never refunded; each task filed one report.
    const { user, ledger } = await pointsAndLedger(db, client.userId);
    expect(user.analysis_points).toBe(POINTS - ids.length);
    expect(ledger.filter((row) => row.reason === 'refund')).toEqual([]);
    const reports = await db.selectFrom('reports').select('task_id').execute();
    expect(reports.map((r) => r.task_id).sort()).toEqual([...ids].sort());
    // The user is still signed in across the restarts (the keys are in the database).
    const res = await fetch(`${third.baseUrl}/api/analysis/status/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client.headers },
      body: JSON.stringify({ taskIds: ids }),
    });
    const shown = (await res.json()) as { tasks: Array<{ status: string; resultData: unknown }> };
    expect(shown.tasks.every((t) => t.status === 'completed' && t.resultData !== null)).toBe(true);
    expect(await third.stop()).toBe(0);
  }, 150_000);
});
