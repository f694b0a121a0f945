// bench/analysis: quick analyses through the real API, queue and worker (offline analyst), next
// to the analyst's own time measured in the same run; then the queue-position query at 10,000 and
// 100,000 queued tasks. Run: npm run bench:analysis  (N=… CLIENTS=… to change the load)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAnalyst } from '@idealens/analyst/analyst';
import { sql } from 'kysely';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { queuePosition } from '../apps/server/src/modules/analysis/repository.ts';
import { startIdeaLens } from '../apps/server/src/runtime.ts';

const N = Number(process.env.N ?? 200);
const ideas = [
  'A marketplace that connects dog owners with vetted local dog walkers',
  'A B2B SaaS that automates invoice reconciliation for small accounting firms',
  '面向老年人的远程问诊小程序，子女可以代为预约和付费',
  'A smart water bottle that reminds office workers to drink and syncs with their phone',
  'An AI tutor that helps children practise reading aloud at home',
];

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  return { mean, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  WORKER_CONCURRENCY: '2',
  RATE_LIMIT_MAX: '1000000',
  ANONYMOUS_ANALYSIS_LIMIT: '1000000',
});
const log = pino({ level: 'warn' });
// PORT=0: find the real port from the listening server through PUBLIC_URL is not possible, so pick one.
const port = 20_000 + Math.floor(Math.random() * 20_000);
const running = await startIdeaLens(
  { ...config, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` },
  log,
  {
    onDatabaseGone(error) {
      log.fatal({ err: error }, 'the embedded PostgreSQL is gone: the measurements are void');
      process.exit(1);
    },
  },
);
const base = `http://127.0.0.1:${port}`;
const database = connectDatabase(running.databaseUrl, () => {});

async function runOne(i: number): Promise<{ taskId: string; clientMs: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/analysis/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'simple', data: { idea: `${ideas[i % ideas.length]} (#${i})` } }),
  });
  if (!res.ok) throw new Error(`submit ${res.status}: ${await res.text()}`);
  const { taskId } = (await res.json()) as { taskId: string };
  for (;;) {
    const status = (await (await fetch(`${base}/api/analysis/status/${taskId}`)).json()) as {
      status: string;
    };
    if (status.status === 'completed') return { taskId, clientMs: performance.now() - started };
    if (status.status === 'failed') throw new Error(`task ${taskId} failed`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function closedLoop(clients: number, total: number) {
  let next = 0;
  const results: { taskId: string; clientMs: number }[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) results.push(await runOne(next++));
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** Server-side time of each task outside the analyst: created → completed, minus the analysis itself. */
async function serverOverhead(taskIds: string[]) {
  const rows = await database.db
    .selectFrom('analysis_tasks')
    .select([
      'processing_time_ms',
      sql<number>`extract(epoch from (completed_at - created_at)) * 1000`.as('total_ms'),
    ])
    .where('id', 'in', taskIds)
    .execute();
  return {
    overhead: stats(rows.map((r) => Number(r.total_ms) - (r.processing_time_ms ?? 0))),
    analyst: stats(rows.map((r) => r.processing_time_ms ?? 0)),
  };
}

try {
  await closedLoop(2, 20); // warm-up: JIT, connection pools, query plans

  // The analyst alone, in this process, on the same ideas.
  const analyst = createAnalyst({ engine: 'offline' });
  const alone: number[] = [];
  for (let i = 0; i < N; i += 1) {
    const t0 = performance.now();
    await analyst.analyzeSimple(`${ideas[i % ideas.length]} (#${i})`, {
      language: i % 2 ? 'zh-CN' : 'en-US',
    });
    alone.push(performance.now() - t0);
  }
  const analystAlone = stats(alone);

  const latency = await closedLoop(2, N);
  const latencyServer = await serverOverhead(latency.results.map((r) => r.taskId));
  const throughput = await closedLoop(8, N);
  const throughputServer = await serverOverhead(throughput.results.map((r) => r.taskId));
  const client = stats(latency.results.map((r) => r.clientMs));

  console.log(
    `\nQuick analyses through API → queue → worker (offline analyst, WORKER_CONCURRENCY=2, N=${N})`,
  );
  console.table({
    'analyst alone (in-process)': {
      mean: ms(analystAlone.mean),
      p50: ms(analystAlone.p50),
      p95: ms(analystAlone.p95),
    },
    'analyst inside the worker': {
      mean: ms(latencyServer.analyst.mean),
      p50: ms(latencyServer.analyst.p50),
      p95: ms(latencyServer.analyst.p95),
    },
    'server overhead per task, 2 clients': {
      mean: ms(latencyServer.overhead.mean),
      p50: ms(latencyServer.overhead.p50),
      p95: ms(latencyServer.overhead.p95),
    },
    'server overhead per task, 8 clients': {
      mean: ms(throughputServer.overhead.mean),
      p50: ms(throughputServer.overhead.p50),
      p95: ms(throughputServer.overhead.p95),
    },
    'submit → completed seen by a client (5 ms polls)': {
      mean: ms(client.mean),
      p50: ms(client.p50),
      p95: ms(client.p95),
    },
  });
  console.log(
    `throughput: ${(N / latency.seconds).toFixed(1)} tasks/s with 2 clients, ${(N / throughput.seconds).toFixed(1)} tasks/s with 8 clients`,
  );
  console.log(
    `overhead / analyst time (means, 2 clients): ${(latencyServer.overhead.mean / Math.max(0.001, analystAlone.mean)).toFixed(1)}x — target: overhead ≤ 20 ms per task (${latencyServer.overhead.mean <= 20 ? 'met' : 'NOT met'})`,
  );

  // Queue position with a deep queue, on its own database in the same cluster.
  const admin = connectDatabase(running.databaseUrl, () => {});
  await sql`CREATE DATABASE bench_queue`.execute(admin.db);
  await admin.close();
  const queueDb = connectDatabase(
    running.databaseUrl.replace(/\/[^/]+$/, '/bench_queue'),
    () => {},
  );
  await migrateToLatest(queueDb.db);
  const rows: Record<string, string>[] = [];
  let inserted = 0;
  for (const target of [10_000, 100_000]) {
    await sql`
      INSERT INTO analysis_tasks (type, name, input, priority, created_at)
      SELECT 'simple', 'idea ' || g, '{"idea":"x","language":"en-US"}', (g % 3) * 10,
             now() - make_interval(secs => (${target}::int - g)::double precision)
      FROM generate_series(${inserted + 1}::int, ${target}::int) g
    `.execute(queueDb.db);
    inserted = target;
    await sql`VACUUM ANALYZE analysis_tasks`.execute(queueDb.db);
    const last = await queueDb.db
      .selectFrom('analysis_tasks')
      .select(['id', 'priority', 'created_at'])
      .orderBy('priority', 'asc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const times: number[] = [];
    const positions: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const t0 = performance.now();
      const position = await queuePosition(queueDb.db, last);
      times.push(performance.now() - t0);
      positions.push(position);
    }
    const s = stats(times.slice(50));
    const truth = target - 1; // every other task is ahead of the newest, lowest-priority one
    const position = positions[0] ?? 0;
    rows.push({
      queued: target.toLocaleString('en-US'),
      'last in line: p50': ms(s.p50),
      p95: ms(s.p95),
      'position (true)': `${position.toLocaleString('en-US')} (${truth.toLocaleString('en-US')})`,
      'estimate error': `${((Math.abs(position - truth) / truth) * 100).toFixed(2)}%`,
      'target ≤ 5 ms': s.p50 <= 5 ? 'met' : 'NOT met',
    });
  }
  console.log(
    '\nQueue position of the last task in line (round trip from Node, after VACUUM ANALYZE)',
  );
  console.table(rows);
  await queueDb.close();
} finally {
  await database.close();
  await running.stop();
  await rm(dataDir, { recursive: true, force: true });
}
