import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const idea = 'A marketplace that connects dog owners with vetted local dog walkers';

/** A task as an earlier visitor left it, `agoSeconds` ago (no job: no worker will ever take it). */
async function leftTask(
  t: TestApp,
  status: 'queued' | 'processing',
  { agoSeconds, startedAgoSeconds }: { agoSeconds: number; startedAgoSeconds?: number },
) {
  const id = randomUUID();
  await t.database.db
    .insertInto('analysis_tasks')
    .values({
      id,
      user_id: null,
      type: 'simple',
      status,
      stage: status === 'queued' ? 'queued' : 'analyzing',
      name: 'An earlier idea',
      input: JSON.stringify({ idea, language: 'en-US' }),
      priority: 0,
      created_at: sql`now() - make_interval(secs => ${agoSeconds})`,
      started_at:
        startedAgoSeconds === undefined
          ? null
          : sql`now() - make_interval(secs => ${startedAgoSeconds})`,
    })
    .execute();
  return id;
}

async function submitQuick(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    payload: { type: 'simple', data: { idea } },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const statusOf = async (t: TestApp, taskId: string) =>
  (await t.app.inject(`/api/analysis/status/${taskId}`)).json();

describe('estimated completion when no worker takes the queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is unknown (null), not a time that passes, while tasks wait with nothing running', async () => {
    // Nine tasks have waited five minutes; nothing is being analysed, nothing finished lately.
    for (let n = 0; n < 9; n += 1) await leftTask(t, 'queued', { agoSeconds: 300 + n });
    const created = await submitQuick(t);
    expect(created).toMatchObject({ status: 'queued', queuePosition: 9 });
    expect(created.estimatedCompletionTime).toBeNull();
    const status = await statusOf(t, created.taskId);
    expect(status).toMatchObject({ status: 'queued', queuePosition: 9 });
    expect(status.estimatedCompletionTime).toBeNull();

    // A worker takes one of them: the queue moves, and the estimate is a time to come again
    // (read afresh once the few seconds for which the queue's state is shared have passed).
    const [oldest] = await t.database.db
      .selectFrom('analysis_tasks')
      .select('id')
      .where('status', '=', 'queued')
      .orderBy('created_at')
      .limit(1)
      .execute();
    await t.database.db
      .updateTable('analysis_tasks')
      .set({ status: 'processing', stage: 'analyzing', started_at: sql`now()` })
      .where('id', '=', oldest?.id ?? '')
      .execute();
    await expect
      .poll(async () => (await statusOf(t, created.taskId)).estimatedCompletionTime, {
        timeout: 20_000,
        interval: 250,
      })
      .not.toBeNull();
    const moving = await statusOf(t, created.taskId);
    expect(Date.parse(moving.estimatedCompletionTime)).toBeGreaterThan(Date.now());
  });
});

describe('estimated completion of an analysis under way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is its start plus the usual time, and unknown once that has passed', async () => {
    // No history yet: a quick analysis usually takes 15 s.
    const fresh = await leftTask(t, 'processing', { agoSeconds: 3, startedAgoSeconds: 2 });
    const late = await leftTask(t, 'processing', { agoSeconds: 700, startedAgoSeconds: 600 });
    const running = await statusOf(t, fresh);
    expect(Date.parse(running.estimatedCompletionTime)).toBeGreaterThan(Date.now());
    expect(Date.parse(running.estimatedCompletionTime)).toBe(
      Date.parse(running.startedAt) + 15_000,
    );
    // Ten minutes in: when it ends is not known, and is not said to be "any moment now".
    expect((await statusOf(t, late)).estimatedCompletionTime).toBeNull();
  });

  it('leaves a fresh queue its estimate: a worker takes a new task within seconds', async () => {
    await t.database.db.deleteFrom('analysis_tasks').execute();
    const created = await submitQuick(t);
    expect(Date.parse(created.estimatedCompletionTime)).toBeGreaterThan(Date.now());
  });
});
