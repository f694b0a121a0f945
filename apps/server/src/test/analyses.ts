import type { Analyst } from '@idealens/analyst/analyst';
import { startAnalysisWorker } from '../jobs/analysis-job.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { testAnalyst } from './analysts.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';
import { waitFor } from './wait-for.ts';

const quiet = { warn() {}, error() {} };

/** Submits an idea through the API (in a team's workspace with `teamId`); the task's id. */
export async function submitIdea(
  t: Pick<TestApp, 'app'>,
  user: TestUser | null,
  idea: string,
  type: 'simple' | 'chat' = 'simple',
  teamId?: string,
): Promise<string> {
  const data = type === 'simple' ? { idea } : { message: idea, json_format: true };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analysis/submit',
    payload: { type, data, ...(teamId ? { teamId } : {}) },
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
