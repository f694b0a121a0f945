import { reportDetailResponseSchema, reportListResponseSchema } from '@idealens/shared/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { insertTask } from '../analysis/repository.ts';
import { insertReport } from './repository.ts';

interface Seed {
  title: string;
  message: string;
  /** Minutes after a fixed start; equal values make equal creation times. */
  minute: number;
  type?: 'simple' | 'deep';
  score?: number | null;
  tools?: string[];
}

const START = Date.UTC(2025, 6, 1, 9, 0, 0);

describe('the report history', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  /** Alice's report ids by title. */
  const id: Record<string, string> = {};

  /** Files a report for a finished task of `user`, as the worker does, at a chosen time. */
  async function fileReport(user: TestUser, seed: Seed): Promise<string> {
    const db = t.database.db;
    const task = await insertTask(db, {
      userId: user.id,
      type: seed.type ?? 'deep',
      name: seed.title,
      input: { idea: seed.message, language: 'en-US' },
      priority: 10,
      clientIpHash: null,
    });
    await db
      .updateTable('analysis_tasks')
      .set({ status: 'completed', progress: 100, completed_at: new Date() })
      .where('id', '=', task.id)
      .execute();
    await insertReport(db, {
      userId: user.id,
      taskId: task.id,
      reportTitle: seed.title,
      userMessage: seed.message,
      reportType: seed.type ?? 'deep',
      compositeScore: seed.score === undefined ? 7.5 : seed.score,
      analysisContent: { verdict: seed.title, nested: { list: [1, 2, 3] } },
      metadata: {
        toolsUsed: seed.tools ?? [],
        engine: 'offline',
        model: 'offline-analyst-1',
        sources: [{ title: 'ReFED', url: 'https://refed.org/' }],
        tokens: null,
      },
    });
    const report = await db
      .updateTable('reports')
      .set({ created_at: new Date(START + seed.minute * 60_000) })
      .where('task_id', '=', task.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    return report.id;
  }

  const get = (user: TestUser | null, url: string) =>
    t.app.inject({ url, headers: user?.headers ?? {} });
  const titles = async (query: string, user: TestUser = alice) => {
    const res = await get(user, `/api/reports${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return reportListResponseSchema
      .parse(res.json())
      .data.reports.map((report) => report.reportTitle);
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t);
    bob = await signIn(t);
    const seeds: Seed[] = [
      { title: 'apple orchard app', message: 'Rent a tree, get its apples', minute: 1 },
      {
        title: 'Bakery surplus',
        message: 'Sell unsold bread at 100% of nothing wasted',
        minute: 2,
        tools: ['web_search:tavily', 'offline_knowledge'],
      },
      { title: 'cargo bikes', message: 'Shared cargo bikes for parents', minute: 3 },
      { title: 'snake_case linter', message: 'A linter for Python names', minute: 4 },
      { title: 'snakeXcase tool', message: 'Converts identifiers', minute: 5 },
      { title: '100 organic farms', message: 'A directory of farms', minute: 6, score: null },
      { title: 'Dog walkers', message: 'Vetted walkers, path C:\\dogs', minute: 7 },
      { title: 'Dog walkers', message: 'A second take on the same idea', minute: 7 },
      { title: 'quick idea', message: 'A quick check', minute: 8, type: 'simple', score: 6 },
    ];
    for (const seed of seeds) id[`${seed.title}@${seed.message}`] = await fileReport(alice, seed);
    await fileReport(bob, { title: "Bob's apple press", message: 'Bob only', minute: 9 });
  });
  afterAll(() => t.close());

  it('needs sign-in for every call', async () => {
    const any = Object.values(id)[0];
    for (const res of [
      await get(null, '/api/reports'),
      await get(null, `/api/reports/${any}`),
      await t.app.inject({ method: 'DELETE', url: `/api/reports/${any}` }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER' });
    }
  });

  it('lists their own reports, newest first, ten to a page by default', async () => {
    const res = await get(alice, '/api/reports');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = reportListResponseSchema.parse(res.json());
    expect(body.data.pagination).toEqual({ current: 1, total: 1, totalCount: 9 });
    expect(body.data.reports.map((r) => r.reportTitle)).toEqual([
      'quick idea',
      'Dog walkers',
      'Dog walkers',
      '100 organic farms',
      'snakeXcase tool',
      'snake_case linter',
      'cargo bikes',
      'Bakery surplus',
      'apple orchard app',
    ]);
    const bakery = body.data.reports.find((r) => r.reportTitle === 'Bakery surplus');
    expect(bakery).toEqual({
      id: id['Bakery surplus@Sell unsold bread at 100% of nothing wasted'],
      reportTitle: 'Bakery surplus',
      userMessage: 'Sell unsold bread at 100% of nothing wasted',
      createdAt: new Date(START + 2 * 60_000).toISOString(),
      reportType: 'deep',
      compositeScore: 7.5,
      metadata: { toolsUsed: ['web_search:tavily', 'offline_knowledge'] },
    });
    expect(body.data.reports.find((r) => r.reportTitle === '100 organic farms')).toMatchObject({
      compositeScore: null,
      metadata: { toolsUsed: [] },
    });
    expect(body.data.reports[0]).toMatchObject({ reportType: 'simple', compositeScore: 6 });

    expect(await titles('', bob)).toEqual(["Bob's apple press"]);
  });

  it('breaks ties in time by id, the same way in both directions', async () => {
    const dogs = [
      id['Dog walkers@Vetted walkers, path C:\\dogs'],
      id['Dog walkers@A second take on the same idea'],
    ].sort();
    const ids = async (query: string) =>
      (await get(alice, `/api/reports${query}`))
        .json()
        .data.reports.filter((r: { reportTitle: string }) => r.reportTitle === 'Dog walkers')
        .map((r: { id: string }) => r.id);
    expect(await ids('?sortOrder=desc')).toEqual([...dogs].reverse());
    expect(await ids('?sortOrder=asc')).toEqual(dogs);
    expect(await ids('?sortBy=reportTitle&sortOrder=asc')).toEqual(dogs);
  });

  it('sorts by title without regard to case, either way', async () => {
    const ascending = [
      '100 organic farms',
      'apple orchard app',
      'Bakery surplus',
      'cargo bikes',
      'Dog walkers',
      'Dog walkers',
      'quick idea',
      'snake_case linter',
      'snakeXcase tool',
    ];
    expect(await titles('?sortBy=reportTitle&sortOrder=asc')).toEqual(ascending);
    expect(await titles('?sortBy=reportTitle&sortOrder=desc')).toEqual([...ascending].reverse());
  });

  it('pages without overlap or gaps, and reports pages and the total count', async () => {
    const all = (await get(alice, '/api/reports?limit=100')).json().data.reports;
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = (await get(alice, `/api/reports?limit=2&page=${page}`)).json();
      expect(body.data.pagination).toEqual({ current: page, total: 5, totalCount: 9 });
      seen.push(...body.data.reports.map((r: { id: string }) => r.id));
    }
    expect(seen).toEqual(all.map((r: { id: string }) => r.id));
    const beyond = (await get(alice, '/api/reports?limit=2&page=6')).json();
    expect(beyond.data).toEqual({
      reports: [],
      pagination: { current: 6, total: 5, totalCount: 9 },
    });
  });

  it('searches title and message, ignoring case', async () => {
    expect(await titles('?search=APPLE')).toEqual(['apple orchard app']);
    expect(await titles(`?search=${encodeURIComponent('cargo bikes for')}`)).toEqual([
      'cargo bikes',
    ]);
    expect(await titles('?search=walkers&sortBy=reportTitle&sortOrder=asc')).toEqual([
      'Dog walkers',
      'Dog walkers',
    ]);
    const body = (await get(alice, '/api/reports?search=dog&limit=1&page=2')).json();
    expect(body.data.pagination).toEqual({ current: 2, total: 2, totalCount: 2 });
    expect(await titles(`?search=${encodeURIComponent('   ')}`)).toHaveLength(9);
    expect(await titles('?search=bob')).toEqual([]); // Bob's reports are not Alice's
  });

  it('finds the report a task became, for its owner only', async () => {
    const reportId = id['cargo bikes@Shared cargo bikes for parents'] ?? '';
    const { task_id } = await t.database.db
      .selectFrom('reports')
      .select('task_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const res = await get(alice, `/api/reports?taskId=${task_id}&limit=1`);
    const body = reportListResponseSchema.parse(res.json());
    expect(body.data.reports.map((report) => report.id)).toEqual([reportId]);
    expect(body.data.pagination.totalCount).toBe(1);
    // Bob asking for Alice's task sees nothing; an unknown task, nothing; a bad id, a 400.
    expect(await titles(`?taskId=${task_id}`, bob)).toEqual([]);
    expect(await titles('?taskId=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect((await get(alice, '/api/reports?taskId=nope')).statusCode).toBe(400);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    expect(await titles(`?search=${encodeURIComponent('100%')}`)).toEqual(['Bakery surplus']);
    expect(await titles(`?search=${encodeURIComponent('%')}`)).toEqual(['Bakery surplus']);
    expect(await titles(`?search=${encodeURIComponent('snake_case')}`)).toEqual([
      'snake_case linter',
    ]);
    expect(await titles(`?search=${encodeURIComponent('_')}`)).toEqual(['snake_case linter']);
    expect(await titles(`?search=${encodeURIComponent('C:\\dogs')}`)).toEqual(['Dog walkers']);
    expect(await titles(`?search=${encodeURIComponent('\\')}`)).toEqual(['Dog walkers']);
  });

  it('refuses bad list parameters with VALIDATION_FAILED', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?sortBy=score',
      '?sortOrder=up',
      `?search=${'x'.repeat(201)}`,
    ]) {
      const res = await get(alice, `/api/reports${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('shows a report with its analysis as a JSON string', async () => {
    const reportId = id['Bakery surplus@Sell unsold bread at 100% of nothing wasted'];
    const res = await get(alice, `/api/reports/${reportId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = reportDetailResponseSchema.parse(res.json());
    expect(data).toEqual({
      id: reportId,
      reportTitle: 'Bakery surplus',
      userMessage: 'Sell unsold bread at 100% of nothing wasted',
      createdAt: new Date(START + 2 * 60_000).toISOString(),
      compositeScore: 7.5,
      reportType: 'deep',
      analysisContent: expect.any(String),
      metadata: {
        toolsUsed: ['web_search:tavily', 'offline_knowledge'],
        engine: 'offline',
        model: 'offline-analyst-1',
        sources: [{ title: 'ReFED', url: 'https://refed.org/' }],
        tokens: null,
      },
    });
    expect(JSON.parse(data.analysisContent)).toEqual({
      verdict: 'Bakery surplus',
      nested: { list: [1, 2, 3] },
    });
  });

  it("answers 404 REPORT_NOT_FOUND for another user's report and for bad ids, never 500", async () => {
    const alices = id['apple orchard app@Rent a tree, get its apples'] ?? '';
    for (const reportId of [
      alices, // asked by Bob
      '00000000-0000-4000-8000-000000000000',
      'abc',
      "1' OR '1'='1",
      `${alices}x`,
      '%25',
    ]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/reports/${reportId}`,
          headers: bob.headers,
        });
        expect(res.statusCode, `${method} ${reportId}`).toBe(404);
        expect(res.json()).toEqual({
          error: 'Not Found',
          code: 'REPORT_NOT_FOUND',
          message: 'Report not found',
        });
      }
    }
    expect((await get(alice, `/api/reports/${alices}`)).statusCode).toBe(200);
  });

  it('deletes their own report with the task that filed it, and nothing else', async () => {
    const reportId = id['cargo bikes@Shared cargo bikes for parents'] ?? '';
    const { task_id } = await t.database.db
      .selectFrom('reports')
      .select('task_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/reports/${reportId}`, headers: alice.headers });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get(alice, `/api/reports/${reportId}`)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
    expect(await titles('?search=cargo')).toEqual([]);
    expect((await get(alice, '/api/reports')).json().data.pagination.totalCount).toBe(8);
    const task = await t.database.db
      .selectFrom('analysis_tasks')
      .select('id')
      .where('id', '=', task_id ?? '')
      .executeTakeFirst();
    expect(task).toBeUndefined();
    // Alice's other reports and their tasks, and Bob's, are all still there.
    const left = await t.database.db
      .selectFrom('reports')
      .innerJoin('analysis_tasks', 'analysis_tasks.id', 'reports.task_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(9);
  });

  it('deletes a report whose task was deleted before', async () => {
    const reportId = id['snakeXcase tool@Converts identifiers'] ?? '';
    const { task_id } = await t.database.db
      .selectFrom('reports')
      .select('task_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const taskDeleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/analysis/tasks/${task_id}`,
      headers: alice.headers,
    });
    expect(taskDeleted.statusCode).toBe(200);
    // Deleting a task keeps its report.
    expect((await get(alice, `/api/reports/${reportId}`)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${reportId}`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(alice, `/api/reports/${reportId}`)).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/reports',
        '/api/reports/{id}',
        '/api/analysis/tasks',
        '/api/analysis/tasks/{id}',
      ]),
    );
    expect(paths['/api/reports'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortBy', 'sortOrder', 'search']),
    );
  });

  it('has a trigram index serving the search', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes WHERE tablename = 'reports' AND indexname = 'reports_search'
    `.execute(t.database.db);
    expect(rows[0]?.indexdef).toMatch(/USING gin \(report_title gin_trgm_ops, user_message/);
  });
});
