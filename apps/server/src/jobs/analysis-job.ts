import type { Analyst } from '@idealens/analyst/analyst';
import { AnalysisError } from '@idealens/analyst/engine';
import { CompiledQuery } from 'kysely';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { z } from 'zod';
import { untilDatabaseAnswers } from '../db/availability.ts';
import type { DB } from '../db/database.ts';
import { completeAnalysis, failAnalysis, type TaskEnded } from '../modules/analysis/outcomes.ts';
import {
  findTasks,
  keepResearch,
  recordProgress,
  requeueTask,
  startTask,
  type TaskRow,
} from '../modules/analysis/repository.ts';
import { notifyTaskUpdate } from '../modules/analysis/task-events.ts';
import { createTaskWebhookQueue, enqueueTaskWebhook } from '../modules/api-keys/webhook-job.ts';
import type { AnalysisOutcome } from '../modules/reports/service.ts';
import { throttleProgress } from './task-progress.ts';

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
/** A deep analysis' progress reaches its task at most this often (a new stage at once). */
const PROGRESS_WRITE_INTERVAL_MS = 1_000;

export async function createAnalysisQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(analysisJob.deadLetter);
  await boss.createQueue(analysisJob.name, {
    ...analysisJob.queue,
    deadLetter: analysisJob.deadLetter,
  });
  // Ending a task may queue its webhook, in the same transaction: the queue must exist by then.
  await createTaskWebhookQueue(boss);
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

/**
 * Changes a task and announces the change to live updates in one transaction: the announcement
 * is delivered when the change commits, to every API process, and never without it.
 */
function changeTask<T>(db: DB, taskId: string, change: (trx: DB) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    // Announced even when nothing changed (a late write): listeners re-read and find no news.
    await notifyTaskUpdate(trx, taskId);
    return result;
  });
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
  /** A task submitted with an API key that has a webhook URL: its caller hears of the end. */
  const taskEnded: TaskEnded = (trx, taskId) => enqueueTaskWebhook(boss, trx, taskId);

  /** Runs the analyst the task's type asks for; a deep analysis' stages move the task's progress. */
  async function analyze(task: TaskRow, signal: AbortSignal): Promise<AnalysisOutcome> {
    const options = { language: task.input.language, signal, confirmed: task.input.confirmed };
    if (task.type === 'simple') {
      return { type: 'simple', result: await analyst.analyzeSimple(task.input.idea, options) };
    }
    const progress = throttleProgress(
      (update) =>
        changeTask(db, task.id, (trx) =>
          recordProgress(trx, task.id, update.stage, update.progress),
        ),
      PROGRESS_WRITE_INTERVAL_MS,
      (error) => log.warn({ err: error, taskId: task.id }, 'could not record progress'),
    );
    // The research is kept on the task: a retried attempt resumes at writing the report. What an
    // earlier attempt kept came with the task when this attempt claimed it (no read mid-analysis).
    const research = {
      load: async () => task.research,
      save: (kept: unknown) => keepResearch(db, task.id, kept),
    };
    try {
      return {
        type: 'deep',
        result: await analyst.analyzeDeep(
          task.input.idea,
          { ...options, research },
          progress.report,
        ),
      };
    } finally {
      await progress.stop();
    }
  }

  async function runAnalysis(job: JobWithMetadata<unknown>) {
    const { taskId } = analysisJob.payload.parse(job.data);
    const task = await changeTask(db, taskId, (trx) => startTask(trx, taskId));
    if (!task) return; // finished already: a late or duplicate delivery changes nothing

    try {
      const started = performance.now();
      const outcome = await analyze(task, job.signal);
      const processingMs = Math.round(performance.now() - started);
      // Over a database blip the finished analysis waits to be stored rather than being run
      // (and its model calls paid for) again.
      await untilDatabaseAnswers(
        () => completeAnalysis(db, task, outcome, processingMs, taskEnded),
        { signal: job.signal },
      );
    } catch (error) {
      const known = error instanceof AnalysisError;
      const message = known ? error.message : UNEXPECTED_FAILURE;
      const willRetry = (!known || error.retryable) && job.retryCount < job.retryLimit;
      if (willRetry) {
        log.warn(
          { err: error, taskId, attempt: job.retryCount + 1 },
          'analysis attempt failed, will retry',
        );
        await changeTask(db, taskId, (trx) => requeueTask(trx, taskId, message));
        throw error; // pg-boss retries with backoff
      }
      log.error({ err: error, taskId }, 'analysis failed');
      await failAnalysis(db, taskId, message, taskEnded);
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
  // the last attempt) land here: their tasks end as failed, never stuck in "processing", and a
  // deep analysis' point comes back.
  await boss.work(
    analysisJob.deadLetter,
    { batchSize: 10, pollingIntervalSeconds: 2 },
    async (jobs) => {
      const ids = jobs.map((job) => analysisJob.payload.parse(job.data).taskId);
      for (const task of await findTasks(db, ids)) {
        await failAnalysis(db, task.id, task.error_message ?? UNEXPECTED_FAILURE, taskEnded);
      }
    },
  );
}
