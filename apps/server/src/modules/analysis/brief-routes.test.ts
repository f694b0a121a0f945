import { briefResponseSchema } from '@idealens/shared/analysis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedAnalyses } from '../../test/analyses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn } from '../../test/users.ts';

const idea = 'A marketplace that connects dog owners with vetted local dog walkers in London';

function readBrief(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analysis/brief',
    payload: payload as object,
    headers,
  });
}

function submit(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    payload: payload as object,
    headers,
  });
}

describe('POST /api/analysis/brief', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANONYMOUS_ANALYSIS_LIMIT: '3' } });
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('analysis_tasks').execute();
  });
  afterAll(() => t.close());

  it('answers the brief, its questions and the research plan, and stores nothing', async () => {
    const res = await readBrief(t, { idea, language: 'en-US' });
    expect(res.statusCode).toBe(200);
    const body = briefResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.data.brief.users.description).toMatch(/dog owners/);
    expect(body.data.brief.region).toMatchObject({ code: 'europe', stated: true });
    expect(body.data.brief.delivery.kinds[0]).toBe('marketplace');
    expect(body.data.plan[0]?.area).toBe('competitors');
    expect(body.data.questions.length).toBeLessThanOrEqual(3);
    const tasks = await t.database.db.selectFrom('analysis_tasks').select('id').execute();
    expect(tasks).toHaveLength(0);
  });

  it('writes the brief in the language asked for', async () => {
    const res = await readBrief(t, { idea, language: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brief.summary).toMatch(/[\u4e00-\u9fff]/);
  });

  it('costs a signed-in user nothing', async () => {
    const user = await signIn(t);
    const before = await pointsAndLedger(t.database.db, user.id);
    const res = await readBrief(t, { idea, language: 'en-US' }, user.headers);
    expect(res.statusCode).toBe(200);
    expect(await pointsAndLedger(t.database.db, user.id)).toEqual(before);
  });

  it('applies the idea rules of a submission', async () => {
    const user = await signIn(t);
    const cases: Array<[unknown, string]> = [
      [{ idea: '   ' }, 'IDEA_REQUIRED'],
      [{ idea: 'too short' }, 'IDEA_TOO_SHORT'],
      [{ idea: `${idea} `.repeat(30) }, 'IDEA_TOO_LONG'],
      [{ idea: 'asdkjh qwpeoi zxmnbv' }, 'IDEA_UNCLEAR'],
    ];
    for (const [payload, code] of cases) {
      const res = await readBrief(t, payload, user.headers);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code, error: 'Bad Request' });
    }
    expect((await readBrief(t, { idea, language: 'fr-FR' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('is rate-limited for anonymous visitors, apart from their analyses', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    // Injected requests come from the loopback, a trusted proxy: the forwarded address counts.
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await readBrief(t, { idea }, address)).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await readBrief(t, { idea }, address);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Briefs did not use up the analyses themselves.
    expect((await submit(t, { type: 'simple', data: { idea } }, address)).statusCode).toBe(200);
  });
});

describe('text that is not an idea', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with IDEA_UNCLEAR before anything is stored or debited, in the language asked for', async () => {
    const user = await signIn(t);
    const before = await pointsAndLedger(t.database.db, user.id);
    for (const [text, language, pattern] of [
      ['qwertyuiop asdfghjkl', 'en-US', /idea/i],
      ['哈哈哈哈哈哈哈哈哈哈', 'zh-CN', /[\u4e00-\u9fff]/],
    ] as const) {
      for (const payload of [
        { type: 'simple', data: { idea: text, language } },
        { type: 'chat', data: { message: text, language } },
      ]) {
        const res = await submit(t, payload, user.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('IDEA_UNCLEAR');
        expect(res.json().message).toMatch(pattern);
      }
    }
    const tasks = await t.database.db.selectFrom('analysis_tasks').select('id').execute();
    expect(tasks).toHaveLength(0);
    expect(await pointsAndLedger(t.database.db, user.id)).toEqual(before);
  });
});

describe('a brief the user confirmed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('travels with the task and wins over the engine: a changed market changes the competitors', async () => {
    const user = await signIn(t);
    const idea = 'A service that lets people sign home-purchase papers from their phone';
    const read = briefResponseSchema.parse(
      (await readBrief(t, { idea, language: 'en-US' })).json(),
    );
    const brief = {
      ...read.data.brief,
      industry: {
        id: 'legal-tech',
        name: 'Legal tech',
        subNiche: { id: 'e-signature-notary', name: 'E-signature & notarisation' },
        confidence: 'high' as const,
      },
      users: { description: 'notaries', kind: 'businesses' as const, confidence: 'high' as const },
      setByUser: ['industry' as const, 'users' as const],
    };
    const plan = [
      { area: 'competitors' as const, query: 'remote online notarization platforms' },
      { area: 'regulation' as const, query: 'remote online notarization law by state' },
    ];
    const res = await submit(
      t,
      {
        type: 'chat',
        data: {
          message: idea,
          language: 'en-US',
          brief,
          plan,
          answers: [{ questionId: 'confirm-users', answer: 'notaries' }],
        },
      },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    const { taskId } = res.json();
    const stored = await t.database.db
      .selectFrom('analysis_tasks')
      .select('input')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(stored.input.confirmed).toEqual({
      brief,
      plan,
      answers: [{ questionId: 'confirm-users', answer: 'notaries' }],
    });

    await runQueuedAnalyses(t);
    const status = (
      await t.app.inject({ url: `/api/analysis/status/${taskId}`, headers: user.headers })
    ).json();
    expect(status.status).toBe('completed');
    const report = status.resultData;
    expect(report.brief.industry.subNiche.id).toBe('e-signature-notary');
    expect(report.brief.setByUser).toEqual(['industry', 'users']);
    const competitors = report.competitive_analysis.direct_competitors.map(
      (c: { name: string }) => c.name,
    );
    expect(competitors).toEqual(expect.arrayContaining(['DocuSign']));
  });

  it('refuses a malformed brief or plan with a clear 400', async () => {
    const user = await signIn(t);
    for (const data of [
      { message: idea, brief: { summary: 'x' } },
      { message: idea, plan: [{ area: 'astrology', query: 'stars' }] },
      { message: idea, plan: [] },
      { message: idea, answers: [{ questionId: 'q', answer: '' }] },
    ]) {
      const res = await submit(t, { type: 'chat', data }, user.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Bad Request' });
    }
    const tasks = await t.database.db.selectFrom('analysis_tasks').select('id').execute();
    expect(tasks.filter((task) => task.id)).toHaveLength(1);
  });
});
