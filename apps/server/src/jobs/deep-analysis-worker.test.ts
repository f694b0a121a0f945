import { type Analyst, createAnalyst } from '@idealens/analyst/analyst';
import { startFakeLlmServer } from '@idealens/analyst/llm/testing/fake-llm-server';
import { startFakeSearchServer } from '@idealens/analyst/search/testing/fake-search-server';
import { deepAnalysisResultSchema } from '@idealens/shared/full-report';
import { simpleReportSchema } from '@idealens/shared/simple-report';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTask } from '../modules/analysis/repository.ts';
import { testAnalyst } from '../test/analysts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../test/users.ts';
import { waitFor } from '../test/wait-for.ts';
import { analysisJob, startAnalysisWorker } from './analysis-job.ts';
import { type JobQueue, startJobQueue } from './queue.ts';

const idea = 'A marketplace for surplus bakery goods at closing time';
const quiet = { warn() {}, error() {} };

describe('the worker running deep analyses', () => {
  let t: TestApp;
  let worker: JobQueue | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(() => t.close());

  /** A worker of its own on the test database, running the given analyst. */
  async function startWorker(analyst: Analyst) {
    worker = await startJobQueue(t.database.url, () => {});
    await startAnalysisWorker({
      boss: worker.boss,
      db: t.database.db,
      analyst,
      concurrency: 1,
      log: quiet,
    });
  }

  async function submit(user: TestUser | null, payload: object): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: user?.headers ?? {},
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().taskId;
  }
  const submitDeep = (user: TestUser) =>
    submit(user, { type: 'chat', data: { message: idea, json_format: true, language: 'zh-CN' } });

  const readTask = (id: string) => () =>
    t.database.db
      .selectFrom('analysis_tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const finished = (task: { status: string }) =>
    task.status === 'completed' || task.status === 'failed';
  /** The real LLM engine against a local server that speaks OpenAI's protocol; no SDK retries. */
  const llmAnalyst = (baseURL: string) =>
    createAnalyst({
      engine: 'llm',
      provider: 'openai',
      model: 'gpt-test',
      apiKey: 'k',
      baseURL,
      maxRetries: 0,
    });
  const reportsOf = (userId: string) =>
    t.database.db.selectFrom('reports').selectAll().where('user_id', '=', userId).execute();

  it('moves the task through every stage, never backwards, then files the report', async () => {
    const seen: Array<{ stage: string; progress: number }> = [];
    const analyst = testAnalyst();
    // After each stage the analyst waits until its task shows it, so every write is observed.
    await startWorker({
      ...analyst,
      analyzeDeep: (text, options, onProgress) =>
        analyst.analyzeDeep(text, options, async (update) => {
          await onProgress?.(update);
          const task = await waitFor(
            () =>
              t.database.db
                .selectFrom('analysis_tasks')
                .select(['stage', 'progress'])
                .where('status', '=', 'processing')
                .executeTakeFirstOrThrow(),
            (row) => row.stage === update.stage,
            5_000,
          );
          seen.push(task);
        }),
    });
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    const task = await waitFor(readTask(taskId), finished);

    expect(task).toMatchObject({ status: 'completed', stage: 'completed', progress: 100 });
    // Each stage once, in order (an analyst may report several steps within a stage).
    expect([...new Set(seen.map((s) => s.stage))]).toEqual([
      'analyzing',
      'researching',
      'synthesizing',
      'finalizing',
    ]);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThan(0);

    const result = deepAnalysisResultSchema.parse(task.result_data);
    expect(result.meta.language).toBe('zh-CN');
    const [report] = await reportsOf(user.id);
    expect(report).toMatchObject({
      task_id: taskId,
      report_type: 'deep',
      report_title: result.meta.title,
      user_message: idea,
      analysis_content: task.result_data,
      metadata: {
        toolsUsed: result.meta.toolsUsed,
        engine: result.meta.engine,
        model: result.meta.model,
        sources: result.meta.sources,
        tokens: result.meta.tokens,
      },
    });
    expect(report?.composite_score).toBeCloseTo(result.quantitative_scoring.composite_score, 5);
    // The point stays spent.
    expect((await pointsAndLedger(t.database.db, user.id)).user.analysis_points).toBe(1);
  });

  it('leaves a completed deep analysis completed when a late dead letter for it arrives: its point stays spent, its report stays', async () => {
    await startWorker(testAnalyst());
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    const completed = await waitFor(readTask(taskId), finished);
    expect(completed).toMatchObject({ status: 'completed', error_message: null });
    const points = await pointsAndLedger(t.database.db, user.id);
    expect(points.user).toEqual({
      analysis_points: 1,
      total_points_earned: 2,
      total_points_used: 1,
    });
    const reports = await reportsOf(user.id);
    expect(reports.map((report) => report.task_id)).toEqual([taskId]);

    // Its job ran out of attempts elsewhere (a worker killed on its last attempt after another
    // finished the task): the dead letter arrives after the task completed.
    const deadLetter = await worker?.boss.send(analysisJob.deadLetter, { taskId });
    await waitFor(
      async () => (await t.jobs.boss.findJobs(analysisJob.deadLetter, { id: deadLetter ?? '' }))[0],
      (job) => job?.state === 'completed',
    );

    expect(await readTask(taskId)()).toEqual(completed);
    expect(await pointsAndLedger(t.database.db, user.id)).toEqual(points);
    expect(await reportsOf(user.id)).toEqual(reports);
  });

  it("files a signed-in user's quick analysis as a report, and no anonymous one", async () => {
    await startWorker(testAnalyst());
    const user = await signIn(t);
    const mine = await submit(user, { type: 'simple', data: { idea } });
    const anonymous = await submit(null, { type: 'simple', data: { idea: `${idea}, anonymous` } });
    const task = await waitFor(readTask(mine), finished);
    await waitFor(readTask(anonymous), finished);

    const result = simpleReportSchema.parse(task.result_data);
    const reports = await reportsOf(user.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      task_id: mine,
      report_type: 'simple',
      report_title: task.name,
      user_message: idea,
      analysis_content: task.result_data,
      metadata: {
        toolsUsed: [],
        engine: result.meta.engine,
        model: result.meta.model,
        sources: [],
        tokens: null,
      },
    });
    expect(reports[0]?.composite_score).toBeCloseTo(result.recommendations.feasibility_score, 5);
    const all = await t.database.db.selectFrom('reports').select('task_id').execute();
    expect(all.map((r) => r.task_id)).not.toContain(anonymous);
  });

  it('gives the point back once when a task fails for good after its retries', async () => {
    const llm = await startFakeLlmServer({ fallback: { status: 503 } });
    await startWorker(llmAnalyst(llm.baseURL));
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    const task = await waitFor(readTask(taskId), finished, 45_000);
    expect(task).toMatchObject({
      status: 'failed',
      attempts: 3,
      error_message: 'The analysis model is unavailable right now.',
    });

    // A late dead letter for the same task changes nothing.
    await worker?.boss.send(analysisJob.deadLetter, { taskId });
    await waitFor(
      async () => (await t.jobs.boss.findJobs(analysisJob.deadLetter, { data: { taskId } }))[0],
      (job) => job?.state === 'completed',
    );

    const { user: counters, ledger, sums } = await pointsAndLedger(t.database.db, user.id);
    expect(counters).toEqual({ analysis_points: 2, total_points_earned: 2, total_points_used: 0 });
    expect(ledger.filter((row) => row.reason !== 'grant')).toEqual([
      { delta: -1, reason: 'debit', idempotency_key: `debit:${taskId}` },
      { delta: 1, reason: 'refund', idempotency_key: `refund:${taskId}` },
    ]);
    expect(sums).toEqual({
      balance: counters.analysis_points,
      earned: counters.total_points_earned,
      used: counters.total_points_used,
    });
    expect(await reportsOf(user.id)).toEqual([]);
    await llm.close();
  }, 60_000);

  it('a retried deep analysis resumes at writing: its research, kept on the task, is not searched again', async () => {
    const queries = ['面包 临期 折扣 竞争对手', '面包店 剩余 需求', '临期食品 价格'];
    const search = await startFakeSearchServer({
      answer: (query) => ({
        results: [
          {
            title: `${query}：行业报道`,
            url: `https://example.org/${encodeURIComponent(query)}`,
            content: '越来越多的面包店在打烊前以折扣价出售当天剩余的面包。',
          },
        ],
      }),
    });
    const brief = {
      summary: '一个让面包店在打烊前折价出售剩余面包的平台。',
      industry: { id: 'food', name: '餐饮食品', subNiche: null, confidence: 'high' },
      users: { description: '想买折扣面包的城市居民', kind: 'consumers', confidence: 'high' },
      payer: { description: '购买面包的消费者', kind: 'users', confidence: 'medium' },
      revenueModel: { kind: 'commission', description: '每单抽成', confidence: 'medium' },
      delivery: { kinds: ['marketplace'], confidence: 'high' },
      region: { code: 'china', name: '中国', stated: false, confidence: 'medium' },
      regulatedDomains: [],
      redFlags: [],
      unknowns: [],
    };
    const areas = ['competitors', 'demand', 'pricing'];
    const briefReply = JSON.stringify({
      brief,
      questions: [],
      plan: queries.map((query, n) => ({ area: areas[n], query })),
    });
    const quote = '越来越多的面包店在打烊前以折扣价出售当天剩余的面包。';
    const dimension = { score: 6, evidence: '来源显示需求真实存在。', sources: [1], quote };
    const synthesis = {
      title: '打烊面包折扣平台',
      key_findings: [
        { finding: '面包店在打烊前折价出售剩余面包的做法越来越普遍。', sources: [1], quote },
      ],
      project_analysis: {
        overview: {
          core_concept: '打烊前的面包折扣平台。',
          value_proposition: '减少浪费，价格更低。',
          demand_pain_points: [],
        },
      },
      competitive_analysis: {
        market_gap: { gap: '本地面包店缺少统一的折扣渠道。', sources: [2], quote },
        direct_competitors: [],
      },
      risk_assessment: {
        technical_risks: [],
        market_risks: [],
        compliance_risks: {
          gdpr_concerns: false,
          region_specific_issues: ['食品安全责任需要明确。'],
        },
      },
      growth_strategy: {
        acquisition_channels: ['社区团购群'],
        viral_coefficient_mechanism: '用户分享折扣信息。',
        partnership_leverage_points: ['连锁面包店'],
      },
      mvp_roadmap: {
        phase_0: {
          validation_goal: '在一个街区验证复购。',
          core_features: ['折扣列表'],
          success_metrics: ['复购率'],
        },
        phase_1: { sticky_features: ['到店提醒'], retention_metrics: ['月留存'] },
      },
      scoring: {
        market_urgency: dimension,
        tech_feasibility: dimension,
        business_model_barrier: dimension,
        execution_risk: dimension,
        scaling_elasticity: dimension,
      },
      critical_success_factors: ['面包店的持续供给'],
      timing_considerations: '消费者对折扣食品的接受度在提高。',
      red_flags: [],
    };
    // The first attempt reads the brief, searches, then its report call fails; the retry reads
    // the brief again and writes the report from the research kept on the task.
    const llm = await startFakeLlmServer();
    llm.enqueue(
      { content: briefReply },
      { status: 503, content: '' },
      { content: briefReply },
      { content: JSON.stringify(synthesis) },
    );
    await startWorker(
      createAnalyst({
        engine: 'llm',
        provider: 'openai',
        model: 'gpt-test',
        apiKey: 'k',
        baseURL: llm.baseURL,
        maxRetries: 0,
        search: { provider: 'tavily', apiKey: 'tvly-k', baseUrl: search.url },
        // No search cache: only the research kept on the task can spare the searches.
        research: { cache: false },
      }),
    );
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    const task = await waitFor(readTask(taskId), finished, 30_000);

    expect(task).toMatchObject({ status: 'completed', attempts: 2, research: null });
    expect(search.requests.map((r) => r.query).sort()).toEqual([...queries].sort());
    const result = deepAnalysisResultSchema.parse(task.result_data);
    expect(result.search_performed.key_findings[0]).toContain('[1]');
    expect(result.meta.research?.queries.map((q) => q.query)).toEqual(queries);
    await Promise.all([llm.close(), search.close()]);
  }, 45_000);

  it('gives the point back at once when a failure cannot be retried', async () => {
    const llm = await startFakeLlmServer({ fallback: { status: 401 } });
    await startWorker(llmAnalyst(llm.baseURL));
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    const task = await waitFor(readTask(taskId), finished);
    expect(task).toMatchObject({ status: 'failed', attempts: 1 });
    expect(task.error_message).toContain('rejected the request');
    expect((await pointsAndLedger(t.database.db, user.id)).user).toEqual({
      analysis_points: 2,
      total_points_earned: 2,
      total_points_used: 0,
    });
    await llm.close();
  });

  it('fails a dead-lettered task and gives its point back', async () => {
    const user = await signIn(t);
    const taskId = await submitDeep(user);
    // A worker claims the task and dies mid-analysis on every attempt: pg-boss fails the job
    // each time, and after the last attempt moves it to the dead-letter queue.
    await startTask(t.database.db, taskId);
    for (let attempt = 0; attempt <= analysisJob.queue.retryLimit; attempt += 1) {
      const [job] = await waitFor(
        () => t.jobs.boss.fetch(analysisJob.name),
        (jobs) => jobs.length > 0,
        30_000,
      );
      expect(job?.data).toEqual({ taskId });
      await t.jobs.boss.fail(analysisJob.name, job?.id ?? '');
    }
    expect(await readTask(taskId)()).toMatchObject({ status: 'processing' });

    await startWorker(testAnalyst());
    const task = await waitFor(readTask(taskId), finished);
    expect(task.status).toBe('failed');
    expect(task.error_message).toBe('Analysis task failed');
    const { user: counters, ledger } = await pointsAndLedger(t.database.db, user.id);
    expect(counters).toEqual({ analysis_points: 2, total_points_earned: 2, total_points_used: 0 });
    expect(ledger.filter((row) => row.reason === 'refund')).toHaveLength(1);
  }, 60_000);
});
