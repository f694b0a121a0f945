import { createHmac, randomUUID } from 'node:crypto';
import {
  AnalysisErrorCode,
  DEEP_ANALYSIS_COST,
  IDEA_MAX_LENGTH_ANONYMOUS,
  IDEA_MAX_LENGTH_SIGNED_IN,
  IDEA_MIN_LENGTH,
  QUEUE_BUSY_THRESHOLD,
  type QueueStatus,
  type SubmitAnalysis,
  type TaskList,
  type TaskListQuery,
  type TaskStage,
  type TaskStatus,
} from '@idealens/shared/analysis';
import type { DB } from '../../db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { debitAnalysisPoint, planTierOf } from '../users/repository.ts';
import {
  countRecentByClient,
  deleteFinishedTask,
  findTasks,
  insertTask,
  listTasks,
  queueCounts,
  queuePosition,
  recentMeanProcessingMs,
  type TaskRow,
  type TaskSummary,
} from './repository.ts';

/** Run order: paid plans, then signed-in users, then anonymous visitors (ARCHITECTURE.md §6). */
export const TaskPriority = { ANONYMOUS: 0, SIGNED_IN: 10, PAID: 20 } as const;

/** Used for estimates until real processing times exist. */
const DEFAULT_PROCESSING_MS = { simple: 15_000, deep: 90_000 } as const;
const MEAN_CACHE_MS = 5_000;

/** Who submits; whether a signed-in caller's plan is paid is read with their points, when submitting. */
export interface Caller {
  userId: string | null;
  clientIp: string;
}

export interface AnalysisServiceOptions {
  db: DB;
  /** Creates the task's job; runs inside the transaction that creates the task. */
  enqueue(transaction: DB, taskId: string, priority: number): Promise<void>;
  workerConcurrency: number;
  anonymousLimit: { max: number; windowMs: number };
  /** Keys the hash of client addresses (never stored in the clear); read once, when first needed. */
  clientHashKey(): Promise<string>;
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

function taskName(idea: string): string {
  const flat = idea.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59).trimEnd()}…` : flat;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function createAnalysisService(options: AnalysisServiceOptions) {
  const { db } = options;
  const meanCache = new Map<'simple' | 'deep', { value: number; at: number }>();

  async function meanProcessingMs(type: 'simple' | 'deep'): Promise<number> {
    const cached = meanCache.get(type);
    if (cached && Date.now() - cached.at < MEAN_CACHE_MS) return cached.value;
    const value = (await recentMeanProcessingMs(db, type)) ?? DEFAULT_PROCESSING_MS[type];
    meanCache.set(type, { value, at: Date.now() });
    return value;
  }

  /** Tasks ahead run `workerConcurrency` at a time; then this one takes about the mean. */
  async function estimate(task: TaskSummary, position: number): Promise<string | null> {
    if (task.status === 'completed' || task.status === 'failed') return iso(task.completed_at);
    const mean = await meanProcessingMs(task.type);
    if (task.status === 'processing' && task.started_at) {
      const expected = new Date(task.started_at).getTime() + mean;
      return new Date(Math.max(expected, Date.now() + 1_000)).toISOString();
    }
    const rounds = Math.floor(position / options.workerConcurrency) + 1;
    return new Date(Date.now() + rounds * mean).toISOString();
  }

  /** A task as the API shows it; a summary without `result_data` (a list item) shows none. */
  async function toStatus(
    task: TaskSummary & Partial<Pick<TaskRow, 'result_data' | 'input'>>,
  ): Promise<TaskStatus> {
    const position = task.status === 'queued' ? await queuePosition(db, task) : 0;
    return {
      taskId: task.id,
      taskName: task.name,
      taskType: task.type,
      status: task.status,
      progress: task.progress,
      stage: task.stage as TaskStage,
      queuePosition: position,
      estimatedCompletionTime: await estimate(task, position),
      processingTime: task.processing_time_ms,
      errorMessage: task.error_message,
      userMessage: task.input?.idea ?? null,
      resultData: task.status === 'completed' ? (task.result_data ?? null) : null,
      createdAt: iso(task.created_at) ?? '',
      startedAt: iso(task.started_at),
      completedAt: iso(task.completed_at),
    };
  }

  /** Anonymous tasks are readable by id alone; a signed-in user's only by that user. */
  const visibleTo = (task: TaskRow, userId: string | null) =>
    task.user_id === null || task.user_id === userId;

  let hashKey: Promise<string> | undefined;
  async function hashClient(ip: string): Promise<string> {
    hashKey ??= options.clientHashKey().catch((error) => {
      hashKey = undefined;
      throw error;
    });
    return createHmac('sha256', await hashKey)
      .update(ip)
      .digest('base64url');
  }

  return {
    async submitAnalysis(caller: Caller, body: SubmitAnalysis) {
      const idea = (body.type === 'simple' ? body.data.idea : body.data.message).trim();
      const signedIn = caller.userId !== null;
      if (idea.length === 0) {
        throw new HttpError(400, AnalysisErrorCode.IDEA_REQUIRED, 'Please enter your startup idea');
      }
      if (idea.length < IDEA_MIN_LENGTH) {
        throw new HttpError(
          400,
          AnalysisErrorCode.IDEA_TOO_SHORT,
          'Please describe your idea in detail, at least 10 characters',
        );
      }
      const max = signedIn ? IDEA_MAX_LENGTH_SIGNED_IN : IDEA_MAX_LENGTH_ANONYMOUS;
      if (idea.length > max) {
        throw new HttpError(
          400,
          AnalysisErrorCode.IDEA_TOO_LONG,
          signedIn
            ? `Please keep your idea to at most ${max} characters`
            : `Please keep your idea to at most ${max} characters, or log in to describe it in up to ${IDEA_MAX_LENGTH_SIGNED_IN}`,
        );
      }
      if (body.type === 'chat' && !signedIn) {
        throw new HttpError(
          401,
          AnalysisErrorCode.MISSING_AUTH_HEADER,
          'Please log in to order a deep analysis',
        );
      }

      let clientIpHash: string | null = null;
      if (!signedIn) {
        const { queued } = await queueCounts(db);
        if (queued >= QUEUE_BUSY_THRESHOLD) {
          throw new HttpError(
            429,
            AnalysisErrorCode.QUEUE_BUSY,
            'Analysis is currently busy. Please try again later or log in for free detailed analysis',
          );
        }
        clientIpHash = await hashClient(caller.clientIp);
        const recent = await countRecentByClient(db, clientIpHash, options.anonymousLimit.windowMs);
        if (recent >= options.anonymousLimit.max) {
          throw new HttpError(
            429,
            AnalysisErrorCode.RATE_LIMITED,
            'You have started many analyses in a short time. Please try again later, or log in for more.',
          );
        }
      }

      const type = body.type === 'chat' ? 'deep' : 'simple';
      const taskId = randomUUID();
      const task = await db.transaction().execute(async (trx) => {
        let priority: number = TaskPriority.ANONYMOUS;
        if (caller.userId !== null) {
          // A deep analysis' point is taken in the transaction that creates the task and its job:
          // all three happen, or none does.
          const planTier =
            type === 'deep'
              ? (await debitAnalysisPoint(trx, caller.userId, taskId, DEEP_ANALYSIS_COST))?.planTier
              : await planTierOf(trx, caller.userId);
          if (planTier === undefined) {
            throw new HttpError(
              402,
              AnalysisErrorCode.INSUFFICIENT_POINTS,
              'Insufficient analysis points. Please select simple analysis or get more points',
            );
          }
          priority = planTier === 'free' ? TaskPriority.SIGNED_IN : TaskPriority.PAID;
        }
        const created = await insertTask(trx, {
          id: taskId,
          userId: caller.userId,
          type,
          name: taskName(idea),
          input: { idea, language: body.data.language ?? 'en-US' },
          priority,
          clientIpHash,
        });
        await options.enqueue(trx, created.id, priority);
        return created;
      });
      const status = await toStatus(task);
      return {
        taskId: task.id,
        status: 'queued' as const,
        queuePosition: status.queuePosition,
        estimatedCompletionTime: status.estimatedCompletionTime,
      };
    },

    async taskStatus(taskId: string, userId: string | null): Promise<TaskStatus> {
      const [task] = await findTasks(db, [taskId]);
      if (!task || !visibleTo(task, userId)) {
        throw new HttpError(404, AnalysisErrorCode.TASK_NOT_FOUND, 'Task does not exist');
      }
      return toStatus(task);
    },

    /** Statuses of the visible tasks among `taskIds`, in the order asked; unknown ids are left out. */
    async taskStatuses(taskIds: string[], userId: string | null): Promise<TaskStatus[]> {
      const found = new Map((await findTasks(db, taskIds)).map((task) => [task.id, task]));
      const visible = [...new Set(taskIds)]
        .map((id) => found.get(id.toLowerCase()))
        .filter((task): task is TaskRow => task !== undefined && visibleTo(task, userId));
      return Promise.all(visible.map(toStatus));
    },

    /** A signed-in user's tasks, newest first; `total` counts every task the filter matches. */
    async listTasks(userId: string, query: TaskListQuery): Promise<TaskList> {
      const { tasks, total } = await listTasks(db, { userId, ...query });
      return { tasks: await Promise.all(tasks.map((task) => toStatus(task))), total };
    },

    /** Deletes a user's own finished task; its report stays in their history. */
    async deleteTask(userId: string, taskId: string): Promise<void> {
      const outcome = await deleteFinishedTask(db, userId, taskId);
      if (outcome === 'not-found') {
        throw new HttpError(404, AnalysisErrorCode.TASK_NOT_FOUND, 'Task does not exist');
      }
      if (outcome === 'not-finished') {
        throw new HttpError(
          409,
          AnalysisErrorCode.TASK_NOT_DELETABLE,
          'Only completed or failed tasks can be deleted',
        );
      }
    },

    async queueStatus(): Promise<QueueStatus> {
      const [{ queued, processing }, mean] = await Promise.all([
        queueCounts(db),
        meanProcessingMs('simple'),
      ]);
      return {
        queue: {
          queuedTasks: queued,
          processingTasks: processing,
          averageProcessingMs: mean,
          estimatedWaitMs: Math.ceil(queued / options.workerConcurrency) * mean,
        },
      };
    },
  };
}
