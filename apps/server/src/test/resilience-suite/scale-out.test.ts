import {
  type FakeLlmServer,
  startFakeLlmServer,
} from '@idealens/analyst/llm/testing/fake-llm-server';
import getPort from 'get-port';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/database.ts';
import {
  callerOf,
  callsByTask,
  ideaWithMarker,
  markerIn,
  replyForEveryCall,
} from '../model-replies.ts';
import { ERROR_LEVEL, type ServerProcess, startServerProcesses } from '../server-process.ts';
import { waitFor } from '../wait-for.ts';
import {
  type Client,
  deploymentEnv,
  inParallel,
  modelEnv,
  signInClient,
  submitAnalysis,
} from './clients.ts';
import { type DedicatedPostgres, startDedicatedPostgres } from './dedicated-postgres.ts';

const TASKS = 500;
const CLIENTS = 10;
/** Requests in flight at once while submitting. */
const SUBMITTERS = 16;
const WORKER_CONCURRENCY = 8;
/**
 * Each model call takes this long: the 16 slots of the two workers then take about 20 tasks/s,
 * fewer than both APIs accept, so a backlog builds and every slot is busy when a worker dies.
 */
const MODEL_LATENCY_MS = 800;
/** The first worker is killed once this many tasks are done (and while it has some under way). */
const KILL_AFTER = 300;

describe('two API and two worker processes on one PostgreSQL', () => {
  let postgres: DedicatedPostgres;
  let database: DatabaseHandle;
  let llm: FakeLlmServer;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, llm] = await Promise.all([
      startDedicatedPostgres(),
      startFakeLlmServer({ fallback: { content: replyForEveryCall, delayMs: MODEL_LATENCY_MS } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await database?.close();
    await llm?.close();
    await postgres?.remove();
  });

  it('runs 500 tasks submitted through both APIs exactly once, and a killed worker’s tasks finish on the other', async () => {
    const [portA, portB] = [await getPort(), await getPort()];
    const shared = deploymentEnv(postgres.url, `http://127.0.0.1:${portA}`);
    const worker = (apiKey: string) => ({
      ...shared,
      ...modelEnv(llm.baseURL, apiKey),
      ROLE: 'worker',
      WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
      PORT: '0',
    });
    // All four start at once on an empty database: migrations and queue set-up race, as in a deploy.
    processes = await startServerProcesses([
      { ...shared, ROLE: 'api', PORT: String(portA) },
      { ...shared, ROLE: 'api', PORT: String(portB) },
      worker('worker-doomed'),
      worker('worker-survivor'),
    ]);
    const [apiA, apiB, doomed, survivor] = processes as [
      ServerProcess,
      ServerProcess,
      ServerProcess,
      ServerProcess,
    ];
    const apis = [apiA, apiB];
    database = connectDatabase(postgres.url, () => {});
    const { db } = database;

    const clients: Client[] = await inParallel([...Array(CLIENTS).keys()], CLIENTS, (i) =>
      signInClient(db, shared.PUBLIC_URL, (apis[i % 2] as ServerProcess).baseUrl),
    );
    const progress = async () => {
      const { rows } = await sql<{ finished: string; processing: string }>`
        SELECT count(*) FILTER (WHERE status IN ('completed', 'failed')) AS finished,
          count(*) FILTER (WHERE status = 'processing') AS processing
        FROM analysis_tasks
      `.execute(db);
      return { finished: Number(rows[0]?.finished), processing: Number(rows[0]?.processing) };
    };

    // The doomed worker is killed mid-run, with analyses of its own under way: a worker runs at
    // most WORKER_CONCURRENCY at once, so with more than that under way, some are the doomed one's.
    const kill = (async () => {
      const { finished, processing } = await waitFor(
        progress,
        (now) => now.finished >= KILL_AFTER && now.processing >= WORKER_CONCURRENCY + 4,
        150_000,
      );
      await doomed.stop('SIGKILL');
      return { at: Date.now(), finished, underWay: processing };
    })();

    const started = Date.now();
    const markers = [...Array(TASKS).keys()].map((i) => `task-${String(i).padStart(4, '0')}`);
    const taskIds = await inParallel(markers, SUBMITTERS, (marker, i) =>
      submitAnalysis(
        (apis[i % 2] as ServerProcess).baseUrl,
        clients[i % CLIENTS] as Client,
        'simple',
        ideaWithMarker(marker),
      ),
    );
    const submitted = Date.now();
    const killed = await kill;
    // (Alone this whole test takes under a minute, and on a machine busy with other suites
    // rarely twice that. The waits' budgets add up to less than the test's time-out, so a
    // stall fails on the wait that saw it, with the last count read.)
    await waitFor(progress, (now) => now.finished >= TASKS, 150_000);
    const done = Date.now();

    // Nothing lost: every submitted task exists once and completed, with exactly one report.
    expect(new Set(taskIds).size).toBe(TASKS);
    const tasks = await db
      .selectFrom('analysis_tasks')
      .select(['id', 'status', 'attempts', 'input', 'result_data'])
      .execute();
    expect(tasks).toHaveLength(TASKS);
    expect(tasks.filter((t) => t.status !== 'completed')).toEqual([]);
    const reports = await db
      .selectFrom('reports')
      .select((eb) => ['task_id', eb.fn.countAll<string>().as('n')])
      .groupBy('task_id')
      .execute();
    expect(reports).toHaveLength(TASKS);
    expect(reports.every((r) => Number(r.n) === 1)).toBe(true);

    // Exactly once, from the model's side: a task ran once, with one model call, unless the killed
    // worker had claimed it: then it ran once more, on the survivor, which made the last call (the
    // killed worker may or may not have reached its own call before it died).
    const calls = callsByTask(llm.requests);
    const rerun: string[] = [];
    for (const task of tasks) {
      const marker = markerIn(task.input.idea) ?? '';
      const made = (calls.get(marker) ?? []).map(callerOf);
      if (task.attempts === 1) {
        expect(made, marker).toHaveLength(1);
        continue;
      }
      expect(task.attempts, marker).toBe(2);
      expect([['worker-survivor'], ['worker-doomed', 'worker-survivor']], marker).toContainEqual(
        made,
      );
      rerun.push(marker);
    }
    expect(rerun.length).toBeGreaterThanOrEqual(1);
    expect(rerun.length).toBeLessThanOrEqual(WORKER_CONCURRENCY);
    const rerunCalls = rerun.reduce((n, marker) => n + (calls.get(marker)?.length ?? 0), 0);
    expect(llm.requests).toHaveLength(TASKS - rerun.length + rerunCalls);
    // Both workers did their share before the kill.
    const completedBy = (apiKey: string) =>
      tasks.filter(
        (t) =>
          t.attempts === 1 && callerOf(calls.get(markerIn(t.input.idea) ?? '')?.[0]) === apiKey,
      ).length;
    expect(completedBy('worker-doomed')).toBeGreaterThan(0);
    expect(completedBy('worker-survivor')).toBeGreaterThan(0);
    // No attempt failed anywhere else: the survivor never had to retry an analysis of its own.
    expect(
      survivor.logs().filter((line) => line.msg === 'analysis attempt failed, will retry'),
    ).toEqual([]);

    // The queue agrees: one job per task, each completed; only jobs the killed worker held were
    // retried (a job it finished just before dying is retried too, and then changes nothing).
    const jobs = await sql<{ state: string; retry_count: number; n: string }>`
      SELECT state, retry_count, count(*) AS n FROM pgboss.job
      WHERE name = 'analysis' GROUP BY state, retry_count
    `.execute(db);
    expect(jobs.rows.every((r) => r.state === 'completed' && r.retry_count <= 1)).toBe(true);
    const retried = Number(jobs.rows.find((r) => r.retry_count === 1)?.n ?? 0);
    expect(retried).toBeGreaterThanOrEqual(rerun.length);
    expect(retried).toBeLessThanOrEqual(WORKER_CONCURRENCY);
    expect(jobs.rows.reduce((n, r) => n + Number(r.n), 0)).toBe(TASKS);
    const deadLetters = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pgboss.job WHERE name = 'analysis-dead'
    `.execute(db);
    expect(Number(deadLetters.rows[0]?.n)).toBe(0);

    // Either API shows a task, whichever API it was submitted through: here each of the first
    // two clients' 50 tasks (all sent through one API) as the other API sees them.
    for (const [i, api] of [apiB, apiA].entries()) {
      const own = taskIds.filter((_, n) => n % CLIENTS === i);
      const res = await fetch(`${api.baseUrl}/api/analysis/status/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(clients[i] as Client).headers },
        body: JSON.stringify({ taskIds: own }),
      });
      const body = (await res.json()) as { tasks: Array<{ status: string; resultData: unknown }> };
      expect(body.tasks).toHaveLength(own.length);
      expect(body.tasks.every((t) => t.status === 'completed' && t.resultData !== null)).toBe(true);
    }

    for (const survivorProcess of [apiA, apiB, survivor]) {
      expect(survivorProcess.logs().filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    }
    expect(await Promise.all([apiA, apiB, survivor].map((p) => p.stop('SIGTERM')))).toEqual([
      0, 0, 0,
    ]);

    // Where a task's time goes once a worker has it: the model call, and the rest of the run.
    const { rows: timing } = await sql<{ analysis: number; run: number }>`
      SELECT avg(processing_time_ms)::float AS analysis,
        avg(extract(epoch FROM completed_at - started_at) * 1000)::float AS run
      FROM analysis_tasks WHERE attempts = 1
    `.execute(db);
    const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const perSecond = (n: number, ms: number) => ((n * 1000) / ms).toFixed(1);
    const slots = 2 * WORKER_CONCURRENCY;
    console.info(
      [
        `scale-out: ${TASKS} quick analyses, 2 API + 2 worker processes (WORKER_CONCURRENCY=${WORKER_CONCURRENCY}) on one PostgreSQL, model latency ${MODEL_LATENCY_MS} ms`,
        `  submitted through both APIs in ${seconds(submitted - started)} (${perSecond(TASKS, submitted - started)} submissions/s)`,
        `  before the kill: ${killed.finished} completed in ${seconds(killed.at - started)}, ${perSecond(killed.finished, killed.at - started)} tasks/s (the ${slots} slots' ceiling at this latency: ${perSecond(slots, MODEL_LATENCY_MS)}/s)`,
        `  per task on a worker: ${ms(timing[0]?.analysis)} analysis (the model call), ${ms(timing[0]?.run)} from start to stored report`,
        `  worker SIGKILLed with ${killed.underWay} tasks under way on both; ${rerun.length} it had claimed re-ran once on the other worker, the last finished ${seconds(done - killed.at)} after the kill`,
        `  all ${TASKS} completed ${seconds(done - started)} after the first submission, none lost, none twice`,
      ].join('\n'),
    );
  }, 360_000);
});
