import type { Analyst } from '@idealens/analyst/analyst';
import { AnalysisError } from '@idealens/analyst/engine';
import { CompiledQuery } from 'kysely';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '../db/database.ts';
import {
  completeTask,
  failTask,
  findTasks,
  requeueTask,
  startTask,
} from '../modules/analysis/repository.ts';

/** The job that runs one analysis task, and where its final failures go. */
export const analysisJob = {
  name: 'analysis',
  deadLetter: 'analysis-dead',
  payload: z.object({ taskId: z.uuid() }),
  queue: {
    retryLimit: 2,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 30,
    expireInSeconds: 15 * 60,
    // A worker that dies mid-task stops its heartbeat; the task is then retried elsewhere.
    heartbeatSeconds: 10,
    // Workers are woken the moment a task is submitted (with useListenNotify on the instance).
    notify: true,
  },
} as const;

const UNEXPECTED_FAILURE = 'Analysis task failed';

export async function createAnalysisQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(analysisJob.deadLetter);
  await boss.createQueue(analysisJob.name, {
    ...analysisJob.queue,
    deadLetter: analysisJob.deadLetter,
  });
}

/** Sends the task's job through the caller's transaction, so a task never exists without its job. */
export async function enqueueAnalysis(
  boss: PgBoss,
  transaction: DB,
  taskId: string,
  priority: number,
) {
  await boss.send(
    analysisJob.name,
    { taskId },
    {
      priority,
      db: {
        executeSql: async (text: string, values: unknown[] = []) => {
          const result = await transaction.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows as unknown[] };
        },
      },
    },
  );
}

export interface AnalysisWorkerDependencies {
  boss: PgBoss;
  db: DB;
  analyst: Analyst;
  concurrency: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export async function startAnalysisWorker({
  boss,
  db,
  analyst,
  concurrency,
  log,
}: AnalysisWorkerDependencies) {
  async function runAnalysis(job: JobWithMetadata<unknown>) {
    const { taskId } = analysisJob.payload.parse(job.data);
    const task = await startTask(db, taskId);
    if (!task) return; // finished already: a late or duplicate delivery changes nothing

    try {
      const started = performance.now();
      const report = await analyst.analyzeSimple(task.input.idea, {
        language: task.input.language,
        signal: job.signal,
      });
      await completeTask(db, taskId, report, Math.round(performance.now() - started));
    } catch (error) {
      const known = error instanceof AnalysisError;
      const message = known ? error.message : UNEXPECTED_FAILURE;
      const willRetry = (!known || error.retryable) && job.retryCount < job.retryLimit;
      if (willRetry) {
        log.warn(
          { err: error, taskId, attempt: job.retryCount + 1 },
          'analysis attempt failed, will retry',
        );
        await requeueTask(db, taskId, message);
        throw error; // pg-boss retries with backoff
      }
      log.error({ err: error, taskId }, 'analysis failed');
      await failTask(db, taskId, message);
    }
  }

  // One pg-boss worker per slot. New jobs wake idle workers at once (LISTEN/NOTIFY); a worker that
  // has just finished a job asks for the next one at once too, so a backlog drains without
  // waiting out the polling interval, which is only a backstop.
  for (let slot = 0; slot < concurrency; slot += 1) {
    let workerId = '';
    workerId = await boss.work(
      analysisJob.name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 5,
      },
      async ([job]) => {
        if (!job) return;
        try {
          await runAnalysis(job);
        } finally {
          boss.notifyWorker(workerId);
        }
      },
    );
  }

  // Jobs that ran out of attempts without reaching our handler's final step (a worker killed on
  // the last attempt) land here: their tasks end as failed, never stuck in "processing".
  await boss.work(
    analysisJob.deadLetter,
    { batchSize: 10, pollingIntervalSeconds: 2 },
    async (jobs) => {
      const ids = jobs.map((job) => analysisJob.payload.parse(job.data).taskId);
      for (const task of await findTasks(db, ids)) {
        await failTask(db, task.id, task.error_message ?? UNEXPECTED_FAILURE);
      }
    },
  );
}
