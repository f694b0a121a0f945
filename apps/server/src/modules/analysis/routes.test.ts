import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAnalyst } from '@idealens/analyst/analyst';
import { simpleReportSchema } from '@idealens/shared/simple-report';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisWorker } from '../../jobs/analysis-job.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTask } from './repository.ts';

const idea = 'A marketplace that connects dog owners with vetted local dog walkers';

function submit(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    payload: body as object,
    headers,
  });
}

async function waitForStatus(t: TestApp, taskId: string, wanted: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject(`/api/analysis/status/${taskId}`);
    const body = res.json();
    if (wanted.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`task still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('submitting an idea', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('analysis_tasks').execute();
  });
  afterAll(() => t.close());

  it.each([
    ['', 'IDEA_REQUIRED', 'Please enter your startup idea'],
    ['   \n\t  ', 'IDEA_REQUIRED', 'Please enter your startup idea'],
    ['too short', 'IDEA_TOO_SHORT', 'Please describe your idea in detail, at least 10 characters'],
    [
      '    123456789    ',
      'IDEA_TOO_SHORT',
      'Please describe your idea in detail, at least 10 characters',
    ],
    ['x'.repeat(301), 'IDEA_TOO_LONG', undefined],
  ])('refuses %j with %s', async (text, code, message) => {
    const res = await submit(t, { type: 'simple', data: { idea: text } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, error: 'Bad Request' });
    if (message) expect(res.json().message).toBe(message);
  });

  it('accepts exactly 10 and exactly 300 characters after trimming', async () => {
    // Real ideas: placeholder text is refused as not an idea (IDEA_UNCLEAR) whatever its length.
    const sentence =
      'A booking app that lets dog owners find a vetted local walker within the hour. ';
    const longest = sentence.repeat(4).slice(0, 300);
    expect(longest).toHaveLength(300);
    for (const text of ['  Dog walker  ', `  ${longest}  `]) {
      expect((await submit(t, { type: 'simple', data: { idea: text } })).statusCode).toBe(200);
    }
  });

  it('refuses malformed payloads with VALIDATION_FAILED', async () => {
    for (const body of [
      {},
      { type: 'deep', data: { idea } },
      { type: 'simple', data: {} },
      { type: 'simple', data: { idea: 42 } },
      { type: 'simple', data: { idea, language: 'fr-FR' } },
    ]) {
      const res = await submit(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('asks anonymous visitors to log in for a deep analysis', async () => {
    const res = await submit(t, { type: 'chat', data: { message: idea, json_format: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });
  });

  it('queues a quick analysis and reports it by id', async () => {
    const res = await submit(t, {
      type: 'simple',
      data: { idea: `  ${idea}  `, language: 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      taskId: expect.any(String),
      status: 'queued',
      queuePosition: 0,
    });
    expect(Date.parse(created.estimatedCompletionTime)).toBeGreaterThan(Date.now());

    // A queued task's answer is small: sent as it is, even to a client accepting compression.
    const answer = await t.app.inject({
      url: `/api/analysis/status/${created.taskId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const status = answer.json();
    expect(status).toMatchObject({
      taskId: created.taskId,
      taskName: `${idea.slice(0, 59)}…`, // long ideas are shortened to 60 characters
      taskType: 'simple',
      status: 'queued',
      progress: 0,
      stage: 'queued',
      queuePosition: 0,
      processingTime: null,
      errorMessage: null,
      userMessage: idea.trim(), // the whole idea, for the report page to quote
      resultData: null,
      startedAt: null,
      completedAt: null,
    });
    const row = await t.database.db
      .selectFrom('analysis_tasks')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.input).toEqual({ idea, language: 'zh-CN' });
    expect(row.client_ip_hash).toMatch(/^[\w-]{43}$/); // a keyed hash, never the address itself
    expect(row.client_ip_hash).not.toContain('127.0.0.1');

    // The task's job exists in the same database, with the task's priority.
    const jobs = await t.jobs.boss.findJobs('analysis', { data: { taskId: created.taskId } });
    expect(jobs).toHaveLength(1);
  });

  it('answers 404 "Task does not exist" for unknown, malformed and hostile ids', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      "1' OR '1'='1",
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject(`/api/analysis/status/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND', message: 'Task does not exist' });
    }
  });

  it('answers 400 VALIDATION_FAILED for an id over 100 characters, and for one with a NUL', async () => {
    for (const id of ['a'.repeat(101), 'abc%00']) {
      const res = await t.app.inject(`/api/analysis/status/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Bad Request' });
    }
  });

  it("keeps a signed-in user's task from anonymous readers", async () => {
    await t.database.db
      .insertInto('users')
      .values({ id: 'owner-1', email: 'o@example.com' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const task = await insertTask(t.database.db, {
      userId: 'owner-1',
      type: 'simple',
      name: 'Private idea',
      input: { idea, language: 'en-US' },
      priority: 10,
      clientIpHash: null,
    });
    expect((await t.app.inject(`/api/analysis/status/${task.id}`)).statusCode).toBe(404);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      payload: { taskIds: [task.id] },
    });
    expect(batch.json()).toEqual({ tasks: [] });
  });

  it('answers batch queries in the order asked, leaving out unknown ids', async () => {
    const a = (await submit(t, { type: 'simple', data: { idea: `${idea} A` } })).json().taskId;
    const b = (await submit(t, { type: 'simple', data: { idea: `${idea} B` } })).json().taskId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      payload: { taskIds: [b, 'not-a-task', a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .tasks.map((task: { taskId: string; queuePosition: number }) => [
          task.taskId,
          task.queuePosition,
        ]),
    ).toEqual([
      [b, 1],
      [a, 0],
    ]);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      payload: { taskIds: Array.from({ length: 51 }, () => a) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses anonymous quick analyses with QUEUE_BUSY while 10 tasks wait', async () => {
    for (let i = 0; i < 9; i += 1)
      expect(
        (
          await submit(
            t,
            { type: 'simple', data: { idea: `${idea} #${i}` } },
            { 'x-forwarded-for': `10.0.0.${i}` },
          )
        ).statusCode,
      ).toBe(200);
    expect(
      (await submit(t, { type: 'simple', data: { idea } }, { 'x-forwarded-for': '10.0.1.1' }))
        .statusCode,
    ).toBe(200);
    const busy = await submit(
      t,
      { type: 'simple', data: { idea } },
      { 'x-forwarded-for': '10.0.1.2' },
    );
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      code: 'QUEUE_BUSY',
      message:
        'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    });
    const queue = (await t.app.inject('/api/analysis/queue-status')).json();
    expect(queue.queue).toMatchObject({ queuedTasks: 10, processingTasks: 0 });
    expect(queue.queue.estimatedWaitMs).toBeGreaterThan(0);
  });

  it('orders the queue by priority, then age', async () => {
    await t.database.db
      .insertInto('users')
      .values({ id: 'member-1', email: 'm@example.com' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const anonymous1 = (await submit(t, { type: 'simple', data: { idea: `${idea} 1` } })).json()
      .taskId;
    const anonymous2 = (await submit(t, { type: 'simple', data: { idea: `${idea} 2` } })).json()
      .taskId;
    const member = await insertTask(t.database.db, {
      userId: 'member-1',
      type: 'simple',
      name: 'Member idea',
      input: { idea, language: 'en-US' },
      priority: 10,
      clientIpHash: null,
    });
    const positions = (
      await t.app.inject({
        method: 'POST',
        url: '/api/analysis/status/batch',
        payload: { taskIds: [anonymous1, anonymous2] },
      })
    )
      .json()
      .tasks.map((task: { queuePosition: number }) => task.queuePosition);
    expect(positions).toEqual([1, 2]); // the signed-in user's later task runs first
    const memberRow = await t.database.db
      .selectFrom('analysis_tasks')
      .select('priority')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(memberRow.priority).toBe(10);
  });
});

describe('the per-client limit on anonymous analyses', () => {
  it('answers RATE_LIMITED past the configured number per hour, per client', async () => {
    const t = await createTestApp({ env: { ANONYMOUS_ANALYSIS_LIMIT: '2' } });
    const from = (ip: string) =>
      submit(t, { type: 'simple', data: { idea } }, { 'x-forwarded-for': ip });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await from('198.51.100.9')).statusCode).toBe(200); // another client is not affected
    await t.close();
  });
});

describe('running a quick analysis', () => {
  it('completes with a valid report from the offline analyst, stage by stage', async () => {
    const t = await createTestApp();
    await startAnalysisWorker({
      boss: t.jobs.boss,
      db: t.database.db,
      analyst: createAnalyst({ engine: 'offline' }),
      concurrency: 2,
      log: { warn() {}, error() {} },
    });
    const { taskId } = (await submit(t, { type: 'simple', data: { idea } })).json();
    const done = await waitForStatus(t, taskId, ['completed', 'failed']);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      stage: 'completed',
      errorMessage: null,
      queuePosition: 0,
    });
    expect(done.processingTime).toBeGreaterThanOrEqual(0);
    expect(Date.parse(done.startedAt)).toBeLessThanOrEqual(Date.parse(done.completedAt));
    const report = simpleReportSchema.parse(done.resultData);
    expect(report.meta).toMatchObject({ engine: 'offline', language: 'en-US' });
    expect(done.estimatedCompletionTime).toBe(done.completedAt);

    // Its answer (over the 1 KB compression threshold) is compressed for clients that accept it,
    // in the coding they prefer (brotli when a browser weighs them equally), and is the same
    // answer either way.
    const url = `/api/analysis/status/${taskId}`;
    const asked = (acceptEncoding?: string) =>
      t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const plain = await asked();
    const browser = await asked('gzip, deflate, br, zstd');
    const gzipped = await asked('gzip');
    const brotliRefused = await asked('br;q=0, gzip;q=0.5');
    const nothingWeKnow = await asked('deflate, zstd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(nothingWeKnow.headers['content-encoding']).toBeUndefined();
    expect(nothingWeKnow.body).toBe(plain.body);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    for (const res of [gzipped, brotliRefused]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    }
    // Compressed once: a second poll gets the very same bytes.
    expect((await asked('br')).rawPayload.equals(browser.rawPayload)).toBe(true);
    for (const res of [plain, browser, gzipped]) {
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(res.rawPayload.length),
        vary: 'accept-encoding',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      });
    }

    const queue = (await t.app.inject('/api/analysis/queue-status')).json();
    expect(queue.queue.queuedTasks).toBe(0);
    await t.close();
  });
});
