import type { DB } from '../../db/database.ts';
import { refundAnalysisPoint } from '../points/repository.ts';
import { insertReport } from '../reports/repository.ts';
import { type AnalysisOutcome, reportOf } from '../reports/service.ts';
import { completeTask, failTask, type TaskRow } from './repository.ts';
import { notifyTaskUpdate } from './task-events.ts';

/**
 * Runs in the transaction that ends a task, once it is completed or failed (the worker queues
 * the task's webhook there, so a delivery exists exactly when the ending commits).
 */
export type TaskEnded = (trx: DB, taskId: string) => Promise<void>;

/**
 * Stores a finished analysis on its task and, for a signed-in user, files it as a report in the
 * same transaction: a completed task always has its report. The owner is the one the task has
 * when it completes, not when it started: an anonymous task claimed by a new account while it ran
 * files its report for that account. Returns false when the task was no longer processing (it
 * finished elsewhere), in which case nothing changes.
 */
export function completeAnalysis(
  db: DB,
  task: Pick<TaskRow, 'id' | 'name' | 'input'>,
  outcome: AnalysisOutcome,
  processingTimeMs: number,
  onEnded?: TaskEnded,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const completed = await completeTask(trx, task.id, outcome.result, processingTimeMs);
    if (!completed) return false;
    if (completed.userId !== null) {
      await insertReport(trx, {
        ...reportOf({ ...task, user_id: completed.userId }, outcome),
        teamId: completed.teamId,
      });
    }
    await onEnded?.(trx, task.id);
    // Live updates hear of it when, and only if, this commits.
    await notifyTaskUpdate(trx, task.id);
    return true;
  });
}

/**
 * Ends a task as failed for good and, for a deep analysis, gives its point back in the same
 * transaction. A task that already ended is left alone, so however often this runs for a task
 * (the handler's last attempt, then its dead letter) its point comes back at most once.
 */
export function failAnalysis(
  db: DB,
  taskId: string,
  errorMessage: string,
  onEnded?: TaskEnded,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await failTask(trx, taskId, errorMessage);
    if (!failed) return false;
    if (failed.type === 'deep' && failed.user_id !== null) {
      await refundAnalysisPoint(trx, failed.id);
    }
    await onEnded?.(trx, taskId);
    await notifyTaskUpdate(trx, taskId);
    return true;
  });
}
