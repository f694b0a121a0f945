import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Analyst } from '@idealens/analyst/analyst';
import { AnalysisError } from '@idealens/analyst/engine';
import { taskWebhookSchema } from '@idealens/shared/api-keys';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../../jobs/queue.ts';
import { runQueuedAnalyses } from '../../test/analyses.ts';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { waitFor } from '../../test/wait-for.ts';
import { buyMaxPlan, keyHeaders, makeApiKey } from './testing/max-plan.ts';
import { startTaskWebhookWorker, taskWebhookJob } from './webhook-job.ts';

// Task webhooks end to end: a key with a webhook URL on a local HTTP server, a task submitted
// with the key and run by the real worker, the delivery posted by the real webhook worker and
// checked the way the README tells integrators to check it.

/** The README's verification, as an integrator would paste it (not the server's own code). */
function verifyIdeaLensSignature(
  secret: string,
  rawBody: string,
  header: string,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An integrator's endpoint: records each delivery and answers the next status in line (200). */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/idealens`,
    deliveries,
    /** The statuses the next deliveries get, in order; 200 after them. */
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const failingAnalyst = (): Analyst => ({
  ...testAnalyst(),
  analyzeSimple: async () => {
    throw new AnalysisError('The analysis model refused this idea.', { retryable: false });
  },
});

describe('task webhooks', () => {
  let t: TestApp;
  let owner: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hooked: { id: string; key: string; webhookSecret: string | null };
  let worker: JobQueue;
  let stopWorker: () => Promise<void>;
  const logged: Array<{ level: string; msg: string }> = [];

  const submitWith = async (secret: string, idea: string): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: keyHeaders(secret),
      payload: { type: 'simple', data: { idea } },
    });
    if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
    return res.json().taskId;
  };
  /** The webhook jobs queued for a task (any state). */
  const jobsFor = async (taskId: string) =>
    (
      await sql<{ count: string }>`
        SELECT count(*) FROM pgboss.job
        WHERE name = ${taskWebhookJob.name} AND data->'event'->'data'->>'taskId' = ${taskId}
      `.execute(t.database.db)
    ).rows[0]?.count;
  const deliveriesOf = (taskId: string) =>
    receiver.deliveries.filter((delivery) => delivery.body.includes(taskId));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t);
    await buyMaxPlan(t, owner);
    receiver = await startReceiver();
    hooked = await makeApiKey(t, owner, { name: 'Hooked', webhookUrl: receiver.url });
    worker = await startJobQueue(t.database.url, () => {});
    stopWorker = await startTaskWebhookWorker({
      boss: worker.boss,
      db: t.database.db,
      // The receiver listens on this machine, as a developer's tool would.
      allowPrivateTargets: true,
      log: {
        warn: (_obj, msg) => logged.push({ level: 'warn', msg }),
        error: (_obj, msg) => logged.push({ level: 'error', msg }),
      },
    });
  }, 60_000);
  afterEach(() => {
    logged.length = 0;
  });
  afterAll(async () => {
    await stopWorker?.();
    await worker?.stop();
    await receiver?.close();
    await t?.close();
  });

  it('posts a signed task.completed, verifiable with the secret shown when the key was made', async () => {
    const taskId = await submitWith(
      hooked.key,
      'A subscription service for refurbished office chairs',
    );
    await runQueuedAnalyses(t);
    const [delivery] = await waitFor(
      async () => deliveriesOf(taskId),
      (found) => found.length > 0,
      15_000,
    );
    expect(delivery?.headers['content-type']).toBe('application/json');
    const signature = String(delivery?.headers['idealens-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifyIdeaLensSignature(hooked.webhookSecret ?? '', delivery?.body ?? '', signature),
    ).toBe(true);
    // Another secret, or a body changed on the way, does not verify.
    expect(verifyIdeaLensSignature('whsec_not-it', delivery?.body ?? '', signature)).toBe(false);
    expect(
      verifyIdeaLensSignature(hooked.webhookSecret ?? '', `${delivery?.body} `, signature),
    ).toBe(false);

    const report = await t.database.db
      .selectFrom('reports')
      .select('id')
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    const event = taskWebhookSchema.parse(JSON.parse(delivery?.body ?? ''));
    expect(event).toMatchObject({
      type: 'task.completed',
      data: { taskId, status: 'completed', reportId: report.id, error: null },
    });
    // The report it names is the key's to fetch.
    const read = await t.app.inject({
      url: `/api/reports/${report.id}`,
      headers: keyHeaders(hooked.key),
    });
    expect(read.statusCode).toBe(200);
  }, 30_000);

  it('retries a delivery the endpoint refused (500), with the same delivery id and body', async () => {
    receiver.answer(500);
    const taskId = await submitWith(hooked.key, 'A booking app for shared music rehearsal rooms');
    await runQueuedAnalyses(t);
    const deliveries = await waitFor(
      async () => deliveriesOf(taskId),
      (found) => found.length >= 2,
      20_000,
    );
    const [refused, accepted] = deliveries;
    expect(refused?.body).toBe(accepted?.body);
    expect(taskWebhookSchema.parse(JSON.parse(accepted?.body ?? '')).id).toBe(
      taskWebhookSchema.parse(JSON.parse(refused?.body ?? '')).id,
    );
    for (const delivery of deliveries) {
      expect(
        verifyIdeaLensSignature(
          hooked.webhookSecret ?? '',
          delivery.body,
          String(delivery.headers['idealens-signature']),
        ),
      ).toBe(true);
    }
    expect(logged).toContainEqual({ level: 'warn', msg: 'task webhook not delivered, will retry' });
    // Delivered: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(deliveriesOf(taskId)).toHaveLength(2);
  }, 40_000);

  it('posts task.failed with the message when the analysis fails for good', async () => {
    const taskId = await submitWith(hooked.key, 'A meal planner for families with allergies');
    await runQueuedAnalyses(t, failingAnalyst());
    const [delivery] = await waitFor(
      async () => deliveriesOf(taskId),
      (found) => found.length > 0,
      15_000,
    );
    expect(taskWebhookSchema.parse(JSON.parse(delivery?.body ?? ''))).toMatchObject({
      type: 'task.failed',
      data: {
        taskId,
        status: 'failed',
        reportId: null,
        error: 'The analysis model refused this idea.',
      },
    });
  }, 30_000);

  it('sends nothing for a key without a webhook, for a browser’s task, or once the key is revoked', async () => {
    const plain = await makeApiKey(t, owner, { name: 'No hook' });
    const soonRevoked = await makeApiKey(t, owner, { name: 'Revoked', webhookUrl: receiver.url });
    const plainTask = await submitWith(plain.key, 'A tool that tracks van conversions for nomads');
    const revokedTask = await submitWith(soonRevoked.key, 'A rental platform for camping gear');
    const browserTask = (
      await t.app.inject({
        method: 'POST',
        url: '/api/analysis/submit',
        headers: owner.headers,
        payload: { type: 'simple', data: { idea: 'A planner for weekend hiking trips' } },
      })
    ).json().taskId;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/keys/${soonRevoked.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    await runQueuedAnalyses(t);
    for (const taskId of [plainTask, revokedTask, browserTask]) {
      expect(await jobsFor(taskId), taskId).toBe('0');
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const taskId of [plainTask, revokedTask, browserTask]) {
      expect(deliveriesOf(taskId)).toEqual([]);
    }
  }, 30_000);
});
