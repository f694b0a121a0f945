import type { Analyst } from '@idealens/analyst/analyst';
import { startAnalysisWorker } from '../jobs/analysis-job.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { testAnalyst } from '../test/analysts.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';
import { waitFor } from '../test/wait-for.ts';

const quiet = { warn() {}, error() {} };

/** Submits an idea through the API; the task's id. */
export async function submitIdea(
  t: TestApp,
  user: TestUser | null,
  idea: string,
  type: 'simple' | 'chat' = 'simple',
): Promise<string> {
  const data = type === 'simple' ? { idea } : { message: idea, json_format: true };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    payload: { type, data },
    headers: user?.headers ?? {},
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().taskId;
}

/**
 * Runs the real worker on the test app's database until every task queued so far has finished,
 * then stops it: what `main.ts` runs in-process, for tests that need results.
 */
export async function runQueuedAnalyses(
  t: TestApp,
  analyst: Analyst = testAnalyst(),
): Promise<void> {
  const worker = await startJobQueue(t.database.url, () => {});
  try {
    await startAnalysisWorker({
      boss: worker.boss,
      db: t.database.db,
      analyst,
      concurrency: 2,
      log: quiet,
    });
    await waitFor(
      () =>
        t.database.db
          .selectFrom('analysis_tasks')
          .select('id')
          .where('status', 'in', ['queued', 'processing'])
          .execute(),
      (open) => open.length === 0,
      30_000,
    );
  } finally {
    await worker.stop();
  }
}

/** User A's things, and an anonymous visitor's task, for checks of who may see what. */
export interface OwnedResources {
  /** A's completed quick analysis: readable and deletable by A. */
  finishedTask: string;
  /** The report A's completed analysis filed. */
  report: string;
  /** A's deep analysis, still queued (not deletable). */
  queuedTask: string;
  /** An anonymous visitor's task: readable by its id alone. */
  anonymousTask: string;
  /** A's open checkout of the Basic plan. */
  paymentSession: string;
}

/** Creates `OwnedResources` for `owner` the way the product does: through the API and the worker. */
export async function seedResources(t: TestApp, owner: TestUser): Promise<OwnedResources> {
  const finishedTask = await submitIdea(t, owner, 'A marketplace for renting garden tools nearby');
  await runQueuedAnalyses(t);
  const report = await t.database.db
    .selectFrom('reports')
    .select('id')
    .where('task_id', '=', finishedTask)
    .executeTakeFirstOrThrow();
  const queuedTask = await submitIdea(
    t,
    owner,
    'A deep look at a bike repair subscription',
    'chat',
  );
  const anonymousTask = await submitIdea(t, null, 'A quiz app that teaches kids to budget');
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create-session',
    payload: { planType: 'Basic_monthly', amount: 899, currency: 'USD' },
    headers: owner.headers,
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const paymentSession: string = checkout.json().data.session.id;
  return { finishedTask, report: report.id, queuedTask, anonymousTask, paymentSession };
}
