import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  completeTask,
  EXACT_POSITION_WITHIN_BAND,
  failTask,
  insertTask,
  queueCounts,
  queuePosition,
  requeueTask,
  startTask,
} from './repository.ts';

const input = { idea: 'An idea worth testing', language: 'en-US' as const };
const newTask = (priority: number) => ({
  userId: null,
  type: 'simple' as const,
  name: 'idea',
  input,
  priority,
  clientIpHash: null,
});

describe('queue bookkeeping', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('keeps the waiting count right through every status change', async () => {
    const db = database.db;
    const a = await insertTask(db, newTask(0));
    const b = await insertTask(db, newTask(10));
    const c = await insertTask(db, newTask(0));
    expect((await queueCounts(db)).queued).toBe(3);

    await startTask(db, a.id);
    expect(await queueCounts(db)).toEqual({ queued: 2, processing: 1 });
    await requeueTask(db, a.id, 'vendor hiccup');
    expect(await queueCounts(db)).toEqual({ queued: 3, processing: 0 });
    await startTask(db, a.id);
    await completeTask(db, a.id, { ok: true }, 5);
    await failTask(db, b.id, 'gave up');
    expect(await queueCounts(db)).toEqual({ queued: 1, processing: 0 });
    await db.deleteFrom('analysis_tasks').where('id', '=', c.id).execute();
    expect((await queueCounts(db)).queued).toBe(0);
    // The counts agree with a full count of the table.
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM analysis_tasks WHERE status = 'queued'`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('counts higher bands first and its own band in arrival order', async () => {
    const db = database.db;
    await db.deleteFrom('analysis_tasks').execute();
    const first = await insertTask(db, newTask(0));
    const second = await insertTask(db, newTask(0));
    const paid = await insertTask(db, newTask(20));
    const member = await insertTask(db, newTask(10));
    expect(await queuePosition(db, paid)).toBe(0);
    expect(await queuePosition(db, member)).toBe(1);
    expect(await queuePosition(db, first)).toBe(2);
    expect(await queuePosition(db, second)).toBe(3);
  });

  it('keeps arrival order among tasks created within the same millisecond', async () => {
    const db = database.db;
    await db.deleteFrom('analysis_tasks').execute();
    // A busy server stores several tasks per millisecond; their times differ in microseconds,
    // which a JavaScript Date does not hold.
    const tasks = [];
    for (const micros of ['100', '200', '300']) {
      const task = await insertTask(db, newTask(0));
      await sql`UPDATE analysis_tasks SET created_at = ${`2026-01-01T00:00:00.000${micros}Z`}::timestamptz WHERE id = ${task.id}`.execute(
        db,
      );
      tasks.push(
        await db
          .selectFrom('analysis_tasks')
          .selectAll()
          .where('id', '=', task.id)
          .executeTakeFirstOrThrow(),
      );
    }
    expect(await Promise.all(tasks.map((task) => queuePosition(db, task)))).toEqual([0, 1, 2]);
  });

  it('estimates closely, and quickly, deep inside a long band', async () => {
    const db = database.db;
    await db.deleteFrom('analysis_tasks').execute();
    const total = 5_000;
    await sql`
      INSERT INTO analysis_tasks (type, name, input, priority, created_at)
      SELECT 'simple', 'idea', '{"idea":"x","language":"en-US"}', 0, now() - make_interval(secs => (${total}::int - g)::double precision)
      FROM generate_series(1, ${total}::int) g
    `.execute(db);
    const ordered = await db
      .selectFrom('analysis_tasks')
      .select(['id', 'priority', 'created_at'])
      .orderBy('created_at')
      .execute();
    const exact = ordered[EXACT_POSITION_WITHIN_BAND - 1];
    const middle = ordered[2_500];
    const last = ordered[total - 1];
    if (!exact || !middle || !last) throw new Error('rows missing');
    expect(await queuePosition(db, exact)).toBe(EXACT_POSITION_WITHIN_BAND - 1);
    expect(Math.abs((await queuePosition(db, middle)) - 2_500)).toBeLessThanOrEqual(25);
    expect(await queuePosition(db, last)).toBe(total - 1);
  });
});
