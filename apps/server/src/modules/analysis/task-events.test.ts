import type { Analyst } from '@idealens/analyst/analyst';
import type { TaskStatus } from '@idealens/shared/analysis';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisWorker } from '../../jobs/analysis-job.ts';
import { type JobQueue, startJobQueue } from '../../jobs/queue.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { createAnalysisService } from './service.ts';
import { createTaskUpdates, TASK_UPDATES_CHANNEL } from './task-events.ts';
import { type TaskEventRoutesOptions, taskEventRoutes } from './task-events-routes.ts';

type StreamItem =
  | { event: string; data: unknown }
  | { comment: string }
  | { closed: true; cleanly: boolean };

/**
 * A client of the event stream over real HTTP. It reads the wire format itself (fields, blank
 * lines, comments), so what it sees is exactly what the server wrote.
 */
async function openEvents(base: string, taskIds: string[], headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/analysis/events?taskIds=${taskIds.join(',')}`, {
    headers,
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const items: StreamItem[] = [];

  async function next(timeoutMs = 10_000): Promise<StreamItem> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const item = parseBlock(block);
        items.push(item);
        return item;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; buffered: ${buffer}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read().catch(() => ({ done: true, value: undefined, failed: true })),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) {
        const closed = { closed: true as const, cleanly: buffer === '' && !('failed' in chunk) };
        items.push(closed);
        return closed;
      }
      buffer += chunk.value;
    }
  }

  /** Events (comments skipped) up to and including the first that `until` accepts. */
  async function eventsUntil(until: (item: StreamItem) => boolean): Promise<StreamItem[]> {
    const seen: StreamItem[] = [];
    for (;;) {
      const item = await next();
      if ('comment' in item) continue;
      seen.push(item);
      if (until(item) || 'closed' in item) return seen;
    }
  }

  return {
    response,
    next,
    eventsUntil,
    items,
    abort: () => controller.abort(),
  };
}

function parseBlock(block: string): StreamItem {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { comment: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  let event = 'message';
  const data: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else throw new Error(`unexpected line in an event: ${line}`);
  }
  return { event, data: JSON.parse(data.join('\n')) };
}

const statusOf = (item: StreamItem) =>
  'event' in item && item.event === 'status' ? (item.data as TaskStatus) : undefined;
const isEnd = (item: StreamItem) => 'event' in item && item.event === 'end';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(app: { listen(o: object): Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function submitSimple(t: TestApp, idea: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    headers,
    payload: { type: 'simple', data: { idea } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { taskId: string }).taskId;
}

async function statusFromApi(t: TestApp, taskId: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/analysis/status/${taskId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskStatus;
}

/** A task changed the way another process would: its own connection, UPDATE and NOTIFY committed together. */
async function changeFromAnotherConnection(url: string, taskId: string, set: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE analysis_tasks SET ${set} WHERE id = $1`, [taskId]);
    await client.query('SELECT pg_notify($1, $2)', [TASK_UPDATES_CHANNEL, taskId]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

const PROCESSING =
  "status = 'processing', stage = 'researching', progress = 40, started_at = now()";
const COMPLETED =
  "status = 'completed', stage = 'completed', progress = 100, completed_at = now(), result_data = '{\"ok\":true}'";

describe('live task events', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let other: TestUser;
  const streams: Array<{ abort(): void }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
    owner = await signIn(t);
    other = await signIn(t);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.abort();
  });
  afterAll(() => t?.close());

  async function open(taskIds: string[], headers: Record<string, string> = {}) {
    const stream = await openEvents(base, taskIds, headers);
    streams.push(stream);
    return stream;
  }

  it('sends each task’s status at once, as the status API shows it, uncompressed', async () => {
    const taskId = await submitSimple(t, 'A bakery subscription for office teams');
    const stream = await open([taskId], { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');

    const first = statusOf(await stream.next());
    expect(first).toMatchObject({ status: 'queued', stage: 'queued', progress: 0 });
    // The very object the status API answers; only the estimate moves with the clock.
    expect(first).toEqual({
      ...(await statusFromApi(t, taskId)),
      estimatedCompletionTime: expect.any(String),
    });
  });

  it('hears a change committed by another connection, as a worker in another process makes it', async () => {
    const taskId = await submitSimple(t, 'A repair café finder for small towns');
    const stream = await open([taskId]);
    expect(statusOf(await stream.next())?.status).toBe('queued');

    await changeFromAnotherConnection(t.database.url, taskId, PROCESSING);
    expect(statusOf(await stream.next())).toMatchObject({
      taskId,
      status: 'processing',
      stage: 'researching',
      progress: 40,
    });

    await changeFromAnotherConnection(t.database.url, taskId, COMPLETED);
    expect(statusOf(await stream.next())).toMatchObject({
      status: 'completed',
      progress: 100,
      resultData: { ok: true },
    });
    expect(isEnd(await stream.next())).toBe(true);
    expect(await stream.next()).toEqual({ closed: true, cleanly: true });
  });

  it('follows several tasks and ends only when the last one is finished', async () => {
    const done = await submitSimple(t, 'A tool library for apartment buildings');
    const running = await submitSimple(t, 'A marketplace for used climbing gear');
    await changeFromAnotherConnection(t.database.url, done, COMPLETED);
    const stream = await open([done, running, done.toUpperCase()]);

    const first = await stream.eventsUntil((item) => statusOf(item)?.taskId === running);
    expect(first.map((item) => statusOf(item)?.status).sort()).toEqual(['completed', 'queued']);

    await changeFromAnotherConnection(t.database.url, running, COMPLETED);
    const rest = await stream.eventsUntil(isEnd);
    expect(rest.map((item) => statusOf(item)?.taskId ?? 'end')).toEqual([running, 'end']);
    expect(await stream.next()).toEqual({ closed: true, cleanly: true });
  });

  it('never streams another user’s task, and ignores unknown ids', async () => {
    const ownersTask = await submitSimple(t, 'A meal planner for shift workers', owner.headers);
    const anonymousTask = await submitSimple(t, 'A language exchange for retirees');
    const unknown = '0b7f0d3e-8d1a-4f3e-9a51-2c4b8e9f0a11';

    const others = await open([ownersTask, anonymousTask, unknown, 'not-a-uuid'], other.headers);
    expect(others.response.status).toBe(200);
    expect(statusOf(await others.next())?.taskId).toBe(anonymousTask);

    const anonymous = await open([ownersTask]);
    expect(anonymous.response.status).toBe(200);
    expect(isEnd(await anonymous.next())).toBe(true);
    expect(await anonymous.next()).toEqual({ closed: true, cleanly: true });

    // A change to the owner's task reaches the owner, never the other user's stream.
    const owners = await open([ownersTask], owner.headers);
    expect(statusOf(await owners.next())?.taskId).toBe(ownersTask);
    await changeFromAnotherConnection(t.database.url, ownersTask, PROCESSING);
    expect(statusOf(await owners.next())?.status).toBe('processing');
    await changeFromAnotherConnection(t.database.url, anonymousTask, PROCESSING);
    // The anonymous task moves up the line as the owner's task starts, then starts itself.
    const seen = (await others.eventsUntil((item) => statusOf(item)?.status === 'processing')).map(
      statusOf,
    );
    expect(seen.map((task) => task?.taskId)).toEqual(seen.map(() => anonymousTask));
    expect(seen.at(-1)).toMatchObject({ taskId: anonymousTask, status: 'processing' });
    expect(others.items.some((item) => statusOf(item)?.taskId === ownersTask)).toBe(false);
  });

  it('refuses a bad list of ids with the contract’s error', async () => {
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const query of [`taskIds=${many.join(',')}`, 'taskIds=', 'taskIds=a,,b', '']) {
      const res = await t.app.inject(`/api/analysis/events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const res = await t.app.inject({
      url: '/api/analysis/events?taskIds=x',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('live task events with a real worker', () => {
  let t: TestApp;
  let base: string;
  let worker: JobQueue;

  /** The offline analyst, taking its time between stages so each one is seen. */
  function stagedAnalyst(): Analyst {
    const offline = testAnalyst();
    return {
      engine: offline.engine,
      readBrief: (idea, options) => offline.readBrief(idea, options),
      analyzeSimple: (idea, options) => offline.analyzeSimple(idea, options),
      async analyzeDeep(idea, options, onProgress) {
        for (const [stage, progress] of [
          ['researching', 35],
          ['synthesizing', 70],
          ['finalizing', 90],
        ] as const) {
          onProgress?.({ stage, progress });
          await sleep(400);
        }
        return offline.analyzeDeep(idea, options);
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
    worker = await startJobQueue(t.database.url, () => {});
    await startAnalysisWorker({
      boss: worker.boss,
      db: t.database.db,
      analyst: stagedAnalyst(),
      concurrency: 1,
      log: { warn() {}, error() {} },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('streams a deep analysis from the queue through its stages to the report, then ends', async () => {
    const user = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: user.headers,
      payload: {
        type: 'chat',
        data: { message: 'A booking app for community sports halls', json_format: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { taskId } = res.json() as { taskId: string };

    const stream = await openEvents(base, [taskId], user.headers);
    const events = await stream.eventsUntil(isEnd);
    const statuses = events.map(statusOf).filter((status) => status !== undefined);

    expect(statuses.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(statuses.at(-1)?.resultData).toMatchObject({ meta: { engine: 'offline' } });
    // The worker announced each stage it wrote, in order, never going back.
    const stages = statuses.map((status) => status.stage);
    expect(stages).toEqual(expect.arrayContaining(['researching', 'synthesizing', 'finalizing']));
    const progress = statuses.map((status) => status.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(isEnd(events.at(-1) as StreamItem)).toBe(true);
    expect(await stream.next()).toEqual({ closed: true, cleanly: true });
  }, 30_000);
});

describe('the event stream’s resources', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The routes alone on an app of their own, with limits small enough to reach in a test. */
  async function eventsApp(options: Partial<TaskEventRoutesOptions> = {}) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorateRequest('user', null);
    const service = createAnalysisService({
      db: t.database.db,
      enqueue: async () => {},
      workerConcurrency: 1,
      anonymousLimit: { max: 100, windowMs: 60_000 },
      clientHashKey: async () => 'key',
      analyst: testAnalyst(),
    });
    const updates = createTaskUpdates(t.jobs.boss.getDb());
    app.addHook('onClose', () => updates.close());
    await app.register(taskEventRoutes, { service, updates, ...options });
    const base = await listen(app);
    return { app, base };
  }

  /** Backends whose last statement is this channel's LISTEN: the listening connections. */
  async function listeningConnections(): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND query = ${`LISTEN "${TASK_UPDATES_CHANNEL}"`}
    `.execute(t.database.db);
    return Number(rows[0]?.n);
  }

  it('serves many streams from one listening connection', async () => {
    const { app, base } = await eventsApp();
    const taskId = await submitSimple(t, 'A parcel locker network for villages');
    expect(await listeningConnections()).toBe(0);

    const streams = await Promise.all(Array.from({ length: 6 }, () => openEvents(base, [taskId])));
    for (const stream of streams) expect(statusOf(await stream.next())?.status).toBe('queued');
    expect(await listeningConnections()).toBe(1);

    // One notification reaches every stream through that connection.
    await changeFromAnotherConnection(t.database.url, taskId, PROCESSING);
    for (const stream of streams) expect(statusOf(await stream.next())?.status).toBe('processing');
    for (const stream of streams) stream.abort();
    await app.close();
    for (let waited = 0; waited < 2_000 && (await listeningConnections()) > 0; waited += 50) {
      await sleep(50);
    }
    expect(await listeningConnections()).toBe(0);
  });

  it('frees a stream’s place when its client goes away, and refuses streams past the limit', async () => {
    const { app, base } = await eventsApp({ maxStreams: 1 });
    const taskId = await submitSimple(t, 'A seed swap club for city gardeners');

    const first = await openEvents(base, [taskId]);
    expect(statusOf(await first.next())?.status).toBe('queued');
    const refused = await fetch(`${base}/api/analysis/events?taskIds=${taskId}`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    first.abort();
    // The server hears the disconnect and lets the next client in.
    let again: Awaited<ReturnType<typeof openEvents>> | undefined;
    for (let attempt = 0; attempt < 50 && again?.response.status !== 200; attempt += 1) {
      again?.abort();
      await sleep(20);
      again = await openEvents(base, [taskId]);
    }
    expect(again?.response.status).toBe(200);
    expect(statusOf(await (again as NonNullable<typeof again>).next())?.taskId).toBe(taskId);
    again?.abort();
    await app.close();
  });

  it('keeps a quiet stream alive with comments, and re-reads on them a change it was not told of', async () => {
    const { app, base } = await eventsApp({ heartbeatMs: 100 });
    const taskId = await submitSimple(t, 'A quiet hours map for noise-sensitive people');
    const stream = await openEvents(base, [taskId]);
    expect(statusOf(await stream.next())?.status).toBe('queued');
    expect(await stream.next()).toEqual({ comment: 'keep-alive' });

    // Changed without a notification (one lost in transit): the next heartbeat's read finds it.
    await sql`UPDATE analysis_tasks SET status = 'processing', stage = 'analyzing', progress = 10 WHERE id = ${taskId}`.execute(
      t.database.db,
    );
    // (Other tasks in the shared database may move its queue position first: a 'queued' event.)
    const seen = await stream.eventsUntil((item) => statusOf(item)?.status === 'processing');
    expect(statusOf(seen.at(-1) as StreamItem)).toMatchObject({
      status: 'processing',
      progress: 10,
    });
    stream.abort();
    await app.close();
  });

  it('closes open streams when the server stops, without saying they ended', async () => {
    const { app, base } = await eventsApp();
    const taskId = await submitSimple(t, 'A shared cargo bike scheme for a street');
    const stream = await openEvents(base, [taskId]);
    expect(statusOf(await stream.next())?.status).toBe('queued');

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const last = await stream.next();
    expect(last).toMatchObject({ closed: true });
  });
});
