import {
  type FakeLlmServer,
  startFakeLlmServer,
} from '@idealens/analyst/llm/testing/fake-llm-server';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/database.ts';
import { HEALTH_CHECK_TIMEOUT_MS } from '../../modules/health/routes.ts';
import { ideaWithMarker, replyForEveryCall } from '../model-replies.ts';
import {
  FATAL_LEVEL,
  processAlive,
  type ServerProcess,
  startServerProcess,
} from '../server-process.ts';
import { pointsAndLedger, setPoints } from '../users.ts';
import { waitFor } from '../wait-for.ts';
import { deploymentEnv, modelEnv, signInClient, submitAnalysis } from './clients.ts';
import { type DedicatedPostgres, startDedicatedPostgres } from './dedicated-postgres.ts';

const MODEL_LATENCY_MS = 1_500;
const POINTS = 10;
const OUTAGE_MS = 4_000;

interface HealthCheck {
  status: number;
  body: { status: string; database: string; queue: string };
  tookMs: number;
}

async function health(baseUrl: string): Promise<HealthCheck> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/health`);
  return { status: res.status, body: await res.json(), tookMs: Date.now() - started };
}

describe('a database restart under a running server', () => {
  let postgres: DedicatedPostgres;
  let llm: FakeLlmServer;
  let database: DatabaseHandle;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [postgres, llm] = await Promise.all([
      startDedicatedPostgres(),
      startFakeLlmServer({ fallback: { content: replyForEveryCall, delayMs: MODEL_LATENCY_MS } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
    await llm?.close();
    await postgres?.remove();
  });

  it('reports 503 while the database is down, recovers by itself, and ends every task cleanly', async () => {
    const port = await getPort();
    const env = {
      ...deploymentEnv(postgres.url, `http://127.0.0.1:${port}`),
      ...modelEnv(llm.baseURL, 'k'),
      ROLE: 'all',
      WORKER_CONCURRENCY: '4',
      PORT: String(port),
    };
    server = await startServerProcess(env);
    const { baseUrl } = server;
    database = connectDatabase(postgres.url, () => {});
    const { db } = database;
    const client = await signInClient(db, env.PUBLIC_URL, server.baseUrl);
    await setPoints(db, client.userId, POINTS);

    const deep = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        submitAnalysis(baseUrl, client, 'chat', ideaWithMarker(`task-deep-${n}`, 'deep')),
      ),
    );
    const quick = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        submitAnalysis(baseUrl, client, 'simple', ideaWithMarker(`task-quick-${n}`)),
      ),
    );
    const tasks = () =>
      db.selectFrom('analysis_tasks').select(['id', 'type', 'status', 'attempts']).execute();
    await waitFor(tasks, (all) => all.filter((t) => t.status === 'processing').length >= 3);

    // The database goes away with analyses under way; health says so at once, naming it.
    const underWay = (await tasks()).filter((t) => t.status === 'processing').map((t) => t.id);
    const stoppedAt = Date.now();
    await postgres.stop();
    const down = await waitFor(
      () => health(baseUrl),
      (check) => check.status === 503,
      10_000,
    );
    expect(down.body).toMatchObject({ status: 'down', database: 'down' });
    expect(down.tookMs).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1_000);
    // The analyses under way finish their model calls meanwhile and cannot store anything.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect((await health(baseUrl)).status).toBe(503);
    // The rest of the API says the same in the contract's shape: an outage, not a bug.
    const status = await fetch(`${baseUrl}/api/analysis/status/${deep[0]}`, {
      headers: client.headers,
    });
    expect(status.status).toBe(503);
    expect(await status.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    // It comes back on the same address: the same server process recovers by itself.
    await postgres.restart();
    const restartedAt = Date.now();
    const up = await waitFor(
      () => health(baseUrl),
      (check) => check.status === 200,
      30_000,
    );
    const healthyAt = Date.now();
    expect(up.body).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
    expect(processAlive(server.child.pid ?? 0)).toBe(true);

    // Every task ends completed or failed, never stuck; a failed deep analysis' point comes back.
    const finished = await waitFor(
      tasks,
      (all) => all.every((t) => t.status === 'completed' || t.status === 'failed'),
      90_000,
    );
    const finishedAt = Date.now();
    expect(finished).toHaveLength(deep.length + quick.length);
    expect(finished.every((t) => t.attempts >= 1 && t.attempts <= 3)).toBe(true);
    // Those under way finished their model calls during the outage and waited to be stored:
    // completed in their first attempt, never run (nor paid for) again.
    expect(
      finished.filter((t) => underWay.includes(t.id)).map((t) => [t.status, t.attempts]),
    ).toEqual(underWay.map(() => ['completed', 1]));
    const failedDeep = finished.filter((t) => t.type === 'deep' && t.status === 'failed').length;
    const { user, sums } = await pointsAndLedger(db, client.userId);
    expect(user.analysis_points).toBe(POINTS - deep.length + failedDeep);
    expect(sums.balance).toBe(user.analysis_points);
    // A completed task has its one report; a failed one has none.
    const reports = await db.selectFrom('reports').select('task_id').execute();
    const completed = finished.filter((t) => t.status === 'completed').map((t) => t.id);
    expect(reports.map((r) => r.task_id).sort()).toEqual(completed.sort());
    expect(server.logs().filter((line) => line.level >= FATAL_LEVEL)).toEqual([]);
    expect(await server.stop()).toBe(0);

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const resumed = finished.filter((t) => t.attempts > 1).length;
    console.info(
      `database restart: PostgreSQL down for ${seconds(restartedAt - stoppedAt)}, /api/health answered 503 (database down) in ${down.tookMs} ms; healthy again ${seconds(healthyAt - restartedAt)} after PostgreSQL was back, same process; all ${finished.length} tasks ended ${seconds(finishedAt - restartedAt)} after it (${completed.length} completed, ${finished.length - completed.length} failed, ${resumed} re-ran)`,
    );
  }, 180_000);
});
