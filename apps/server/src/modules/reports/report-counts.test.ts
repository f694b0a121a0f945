import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertTask } from '../analysis/repository.ts';
import { insertReport, listReports } from './repository.ts';

const firstPage = {
  page: 1,
  limit: 10,
  sortBy: 'createdAt',
  sortOrder: 'desc',
} as const;

describe("a user's report count (the history's total)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('users')
      .values([{ id: 'ann' }, { id: 'ben' }])
      .execute();
  });
  afterAll(() => database.drop());

  async function file(userId: string, title: string): Promise<string> {
    const db = database.db;
    const task = await insertTask(db, {
      userId,
      type: 'simple',
      name: title,
      input: { idea: `${title}, an idea`, language: 'en-US' },
      priority: 10,
      clientIpHash: null,
    });
    await insertReport(db, {
      userId,
      taskId: task.id,
      reportTitle: title,
      userMessage: `${title}, an idea`,
      reportType: 'simple',
      compositeScore: 5,
      analysisContent: { title },
      metadata: { toolsUsed: [], engine: 'offline', model: null, sources: [], tokens: null },
    });
    return task.id;
  }

  /** The kept count beside a full count of the user's reports. */
  async function counts(userId: string) {
    const { rows } = await sql<{ kept: string | null; actual: string }>`
      SELECT (SELECT reports FROM report_counts WHERE user_id = ${userId}) AS kept,
             (SELECT count(*) FROM reports WHERE user_id = ${userId}) AS actual
    `.execute(database.db);
    return { kept: Number(rows[0]?.kept ?? 0), actual: Number(rows[0]?.actual) };
  }

  it('follows every report filed and deleted, in the same transaction', async () => {
    const db = database.db;
    const [first] = [await file('ann', 'orchard'), await file('ann', 'bakery')];
    await file('ann', 'cargo bikes');
    await file('ben', 'press');
    expect(await counts('ann')).toEqual({ kept: 3, actual: 3 });
    expect(await counts('ben')).toEqual({ kept: 1, actual: 1 });
    expect((await listReports(db, 'ann', firstPage)).totalCount).toBe(3);

    // A task filing its report twice files it once, and counts once.
    await insertReport(db, {
      userId: 'ann',
      taskId: first ?? '',
      reportTitle: 'orchard again',
      userMessage: 'orchard',
      reportType: 'simple',
      compositeScore: null,
      analysisContent: {},
      metadata: { toolsUsed: [], engine: null, model: null, sources: [], tokens: null },
    });
    expect(await counts('ann')).toEqual({ kept: 3, actual: 3 });

    // Deleting the task keeps its report (and the count); deleting the report does not.
    await db
      .deleteFrom('analysis_tasks')
      .where('id', '=', first ?? '')
      .execute();
    expect(await counts('ann')).toEqual({ kept: 3, actual: 3 });
    await db.deleteFrom('reports').where('report_title', '=', 'bakery').execute();
    expect(await counts('ann')).toEqual({ kept: 2, actual: 2 });

    // A report that is not stored (the transaction fails) is not counted either.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('reports')
          .values({
            user_id: 'ann',
            report_title: 'rolled back',
            user_message: 'rolled back',
            report_type: 'simple',
            analysis_content: '{}',
            metadata: '{}',
          })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await counts('ann')).toEqual({ kept: 2, actual: 2 });
    expect((await listReports(db, 'ann', firstPage)).totalCount).toBe(2);
    expect(await counts('ben')).toEqual({ kept: 1, actual: 1 });
  });

  it('goes with its user', async () => {
    await database.db.deleteFrom('users').where('id', '=', 'ben').execute();
    expect(await counts('ben')).toEqual({ kept: 0, actual: 0 });
    const { rows } = await sql`SELECT 1 FROM report_counts WHERE user_id = 'ben'`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
  });

  it('answers the total of an empty history and of a page past the end', async () => {
    const db = database.db;
    await db.insertInto('users').values({ id: 'cat' }).execute();
    expect(await listReports(db, 'cat', firstPage)).toEqual({ reports: [], totalCount: 0 });
    expect(await listReports(db, 'ann', { ...firstPage, page: 5 })).toEqual({
      reports: [],
      totalCount: 2,
    });
    expect(
      (await listReports(db, 'ann', { ...firstPage, search: 'ORCHARD', page: 3 })).totalCount,
    ).toBe(1);
  });
});
