import { type Analyst, createAnalyst } from '@idealens/analyst/analyst';
import { startFakeLlmServer } from '@idealens/analyst/llm/testing/fake-llm-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '../modules/analysis/repository.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { waitFor } from '../test/wait-for.ts';
import { createAnalysisQueues, enqueueAnalysis, startAnalysisWorker } from './analysis-job.ts';
import { type JobQueue, startJobQueue } from './queue.ts';

const goodReport = JSON.stringify({
  core_analysis: {
    problem_solved: 'Dog owners cannot find walkers they trust on short notice.',
    value_proposition: 'Vetted, insured walkers bookable within the hour.',
    feasibility_level: 'medium',
  },
  quick_assessment: {
    market_demand: 'Strong in dense cities with many working pet owners.',
    competition_level: 'high',
    implementation_difficulty: 'medium',
  },
  recommendations: {
    feasibility_score: 6.2,
    key_suggestions: ['Start in one neighbourhood', 'Vet walkers in person'],
    main_challenges: ['Rover and Wag already own the category'],
    next_step: 'Interview 15 dog owners this week.',
  },
  // the brief the model reads in the same call
  brief: {
    summary: 'A marketplace app that matches dog owners with vetted walkers, for a commission.',
    industry: { id: 'pets', name: 'Pets', subNiche: null, confidence: 'high' },
    users: { description: 'Busy dog owners', kind: 'consumers', confidence: 'high' },
    payer: { description: 'The dog owners', kind: 'users', confidence: 'medium' },
    revenueModel: { kind: 'commission', description: 'A cut of each walk', confidence: 'medium' },
    delivery: { kinds: ['marketplace'], confidence: 'high' },
    region: { code: 'europe', name: 'Berlin', stated: true, confidence: 'high' },
    regulatedDomains: [],
    redFlags: [],
    unknowns: [],
  },
});

const quiet = { warn() {}, error() {} };

describe('the analysis worker', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  const read = (id: string) => () =>
    database.db
      .selectFrom('analysis_tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function submitTask(idea: string): Promise<string> {
    return database.db.transaction().execute(async (trx) => {
      const task = await insertTask(trx, {
        userId: null,
        type: 'simple',
        name: idea,
        input: { idea, language: 'en-US' },
        priority: 0,
        clientIpHash: null,
      });
      await enqueueAnalysis(jobs.boss, trx, task.id, 0);
      return task.id;
    });
  }

  /** A worker of its own on the test database, running the given analyst. */
  async function startWorker(analyst: Analyst): Promise<JobQueue> {
    const worker = await startJobQueue(database.url, () => {});
    await startAnalysisWorker({
      boss: worker.boss,
      db: database.db,
      analyst,
      concurrency: 1,
      log: quiet,
    });
    return worker;
  }

  /** The real LLM engine against a local server that speaks OpenAI's protocol; no SDK retries. */
  const llmAnalyst = (baseURL: string, apiKey = 'k') =>
    createAnalyst({
      engine: 'llm',
      provider: 'openai',
      model: 'gpt-test',
      apiKey,
      baseURL,
      maxRetries: 0,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobQueue(database.url, () => {});
    await createAnalysisQueues(jobs.boss);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  it('retries a vendor error with backoff, then completes', async () => {
    const llm = await startFakeLlmServer();
    // Every call fails twice at the SDK level (no SDK retries here), so the job itself must retry.
    llm.enqueue({ status: 500 }, { content: goodReport });
    const worker = await startWorker(llmAnalyst(llm.baseURL));

    const id = await submitTask('A marketplace for dog walkers in Berlin');
    const task = await waitFor(
      read(id),
      (t) => t.status === 'completed' || t.status === 'failed',
      30_000,
    );
    expect(task).toMatchObject({
      status: 'completed',
      attempts: 2,
      progress: 100,
      error_message: null,
    });
    expect(task.result_data).toMatchObject({ meta: { engine: 'llm', model: 'gpt-test' } });
    expect(llm.requests).toHaveLength(2);
    await worker.stop();
    await llm.close();
  });

  it('fails a task for good after its last attempt, with a clear message', async () => {
    const llm = await startFakeLlmServer({ fallback: { status: 503 } });
    const worker = await startWorker(llmAnalyst(llm.baseURL));

    const id = await submitTask('An app that rates coffee shops by laptop friendliness');
    const task = await waitFor(
      read(id),
      (t) => t.status === 'failed' || t.status === 'completed',
      60_000,
    );
    expect(task.status).toBe('failed');
    expect(task.error_message).toBe('The analysis model is unavailable right now.');
    expect(task.attempts).toBe(3); // the first run and two retries
    await worker.stop();
    await llm.close();
  });

  it('does not retry what cannot succeed (a rejected API key)', async () => {
    const llm = await startFakeLlmServer({ fallback: { status: 401 } });
    const worker = await startWorker(llmAnalyst(llm.baseURL, 'bad'));

    const id = await submitTask('A subscription box for rare houseplants');
    const task = await waitFor(
      read(id),
      (t) => t.status === 'failed' || t.status === 'completed',
      30_000,
    );
    expect(task).toMatchObject({ status: 'failed', attempts: 1 });
    expect(task.error_message).toContain('rejected the request');
    await worker.stop();
    await llm.close();
  });

  it('leaves a finished task alone when its job is delivered again', async () => {
    const worker = await startWorker(createAnalyst({ engine: 'offline' }));
    const id = await submitTask('A tool that turns meeting notes into tasks');
    const first = await waitFor(read(id), (t) => t.status === 'completed', 30_000);
    const duplicate = await jobs.boss.send('analysis', { taskId: id }); // a duplicate delivery
    // Checked once the worker has handled the duplicate, not after a guess at how long that takes.
    await waitFor(
      async () => (await jobs.boss.findJobs('analysis', { id: duplicate ?? '' }))[0],
      (job) => job?.state === 'completed' || job?.state === 'failed',
      30_000,
    );
    const after = await read(id)();
    expect(after.attempts).toBe(1);
    expect(after.completed_at).toEqual(first.completed_at);
    await worker.stop();
  });

  it('finishes a task whose worker process was killed mid-analysis on another worker', async () => {
    const llm = await startFakeLlmServer({ fallback: { content: goodReport, delayMs: 4_000 } });
    const env = {
      ROLE: 'worker',
      DATABASE_URL: database.url,
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-test',
      LLM_API_KEY: 'k',
      LLM_BASE_URL: llm.baseURL,
      WORKER_CONCURRENCY: '1',
      PORT: '0',
    };
    const doomed = await startServerProcess(env);
    const id = await submitTask('A platform matching retired engineers with hardware startups');
    await waitFor(read(id), (t) => t.status === 'processing', 20_000);
    await doomed.stop('SIGKILL'); // mid-call to the model: no chance to clean up

    const rescuer = await startServerProcess(env);
    const task = await waitFor(
      read(id),
      (t) => t.status === 'completed' || t.status === 'failed',
      60_000,
    );
    expect(task.status).toBe('completed');
    expect(task.attempts).toBe(2);
    expect(await rescuer.stop()).toBe(0);
    await llm.close();
  }, 120_000);
});
