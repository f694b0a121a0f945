import {
  NOT_RECOMMEND_BELOW,
  NOT_RECOMMEND_WITH_RED_FLAGS_BELOW,
  STRONG_RECOMMEND_FROM,
} from '@idealens/analyst/deep/scoring';
import { VERDICT_THRESHOLDS } from '@idealens/shared/scoring-terms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Completed tasks as the worker leaves them: the result's score where each type keeps it. */
async function storeAnalyses(
  scores: readonly number[],
  options: { type?: 'simple' | 'deep'; engine?: 'offline' | 'llm'; status?: string } = {},
) {
  const { type = 'simple', engine = 'offline', status = 'completed' } = options;
  if (scores.length === 0) return;
  await t.database.db
    .insertInto('analysis_tasks')
    .values(
      scores.map((score, i) => ({
        type,
        name: `Idea ${i}`,
        input: JSON.stringify({ idea: `Idea ${i}`, language: 'en-US' }),
        status: status as 'completed',
        result_data: JSON.stringify(
          type === 'deep'
            ? { quantitative_scoring: { composite_score: score }, meta: { engine } }
            : { recommendations: { feasibility_score: score }, meta: { engine } },
        ),
      })),
    )
    .execute();
}

const context = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/analysis/score-context?${query}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('GET /api/analysis/score-context', () => {
  it('says how many compare, and no percentile, while fewer than 50 do', async () => {
    await storeAnalyses(Array.from({ length: 49 }, (_, i) => (i % 10) + 0.5));
    const { status, body, headers } = await context('engine=offline&type=simple&score=6.2');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { percentile: null, compared: 49 } });
    expect(headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('with 60 reports gives the share that scored lower, per engine and type', async () => {
    // 60 deep offline analyses scored 0.1, 0.2, … 6.0; a 4.5 beats the 44 below it; a tie with a
    // stored score is not higher than it (6.0 beats 59 of 60).
    await storeAnalyses(
      Array.from({ length: 60 }, (_, i) => (i + 1) / 10),
      { type: 'deep' },
    );
    // Another engine's, another type's and unfinished analyses do not count.
    await storeAnalyses(
      Array.from({ length: 30 }, () => 9.5),
      { type: 'deep', engine: 'llm' },
    );
    await storeAnalyses([1, 2, 3], { type: 'deep', status: 'processing' });

    expect((await context('engine=offline&type=deep&score=4.5')).body.data).toEqual({
      percentile: 73, // 44 / 60
      compared: 60,
    });
    expect((await context('engine=offline&type=deep&score=6')).body.data).toEqual({
      percentile: 98, // 59 / 60
      compared: 60,
    });
    expect((await context('engine=offline&type=deep&score=0.1')).body.data.percentile).toBe(0);
    expect((await context('engine=offline&type=deep&score=10')).body.data.percentile).toBe(100);
    expect((await context('engine=llm&type=deep&score=9.9')).body.data).toEqual({
      percentile: null,
      compared: 30,
    });
    expect((await context('engine=llm&type=simple&score=5')).body.data).toEqual({
      percentile: null,
      compared: 0,
    });
  });

  it('uses the index of migration 0009 for its counts', async () => {
    await sql`ANALYZE analysis_tasks`.execute(t.database.db);
    await sql`SET enable_seqscan = off`.execute(t.database.db);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT count(*) FROM analysis_tasks
      WHERE status = 'completed' AND type = 'deep' AND analysis_engine(result_data) = 'offline'
        AND analysis_score(type, result_data) < ${4.5}::real
    `.execute(t.database.db);
    await sql`RESET enable_seqscan`.execute(t.database.db);
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('analysis_tasks_scores');
  });

  it.each([
    ['no query', ''],
    ['an unknown engine', 'engine=gpt&type=simple&score=5'],
    ['an unknown type', 'engine=offline&type=chat&score=5'],
    ['a score above 10', 'engine=offline&type=simple&score=11'],
    ['a score below 0', 'engine=offline&type=simple&score=-1'],
    ['a score that is no number', 'engine=offline&type=simple&score=high'],
  ])('answers %s with 400 in the error shape', async (_, query) => {
    const { status, body } = await context(query);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('GET /api/analysis/score-distribution', () => {
  it('counts each engine and type per one-point bucket, 10 with the 9s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analysis/score-distribution' });
    expect(res.statusCode).toBe(200);
    const { series } = res.json().data as {
      series: Array<{ engine: string; type: string; counts: number[]; total: number }>;
    };
    expect(series.map((s) => `${s.engine}/${s.type}`)).toEqual([
      'offline/simple',
      'offline/deep',
      'llm/simple',
      'llm/deep',
    ]);
    const [offlineSimple, offlineDeep, llmSimple, llmDeep] = series;
    // 49 quick ones at 0.5 … 9.5 (i % 10 + 0.5): five in each bucket but the last four (4 each).
    expect(offlineSimple?.counts).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 4]);
    expect(offlineSimple?.total).toBe(49);
    // 0.1 … 6.0: 9 below 1, ten in each of 1-5, and 1.0 … 6.0's last one (6.0) in bucket 6.
    expect(offlineDeep?.counts).toEqual([9, 10, 10, 10, 10, 10, 1, 0, 0, 0]);
    expect(llmSimple?.total).toBe(0);
    expect(llmDeep?.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 30]);
  });
});

it('states the verdict thresholds the analyst applies', () => {
  expect(VERDICT_THRESHOLDS).toEqual({
    strongRecommendFrom: STRONG_RECOMMEND_FROM,
    notRecommendBelow: NOT_RECOMMEND_BELOW,
    notRecommendWithRedFlagsBelow: NOT_RECOMMEND_WITH_RED_FLAGS_BELOW,
  });
});
