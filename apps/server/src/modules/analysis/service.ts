import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Analyst } from '@idealens/analyst/analyst';
import { AnalysisError } from '@idealens/analyst/engine';
import {
  AnalysisErrorCode,
  type BriefRequest,
  type BriefResponse,
  type ClaimTasksRequest,
  type ClaimTasksResponse,
  DEEP_ANALYSIS_COST,
  QUEUE_BUSY_THRESHOLD,
  type QueueStatus,
  type SubmitAnalysis,
  type TaskList,
  type TaskListQuery,
  type TaskStage,
  type TaskStatus,
} from '@idealens/shared/analysis';
import type { ConfirmedBrief } from '@idealens/shared/brief';
import { ErrorCode } from '@idealens/shared/errors';
import { appSecret } from '../../db/app-secrets.ts';
import type { DB } from '../../db/database.ts';
import type { TaskInput } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import type { JsonBytes } from '../../plugins/json-bytes.ts';
import { debitAnalysisPoint } from '../points/repository.ts';
import { insertReport } from '../reports/repository.ts';
import { type AnalysisOutcome, reportOf } from '../reports/service.ts';
import { requireMembership, teamIdsOf } from '../teams/membership.ts';
import { planTierOf } from '../users/repository.ts';
import type { FinishedTaskCache } from './finished-task-cache.ts';
import { answerLanguage, checkIdea } from './idea-check.ts';
import { isQueueMoving } from './queue-movement.ts';
import {
  claimAnonymousTasks,
  countRecentByClient,
  deleteFinishedTask,
  findTaskStatuses,
  insertTask,
  isAccountNewerThan,
  isTaskId,
  listTasks,
  lockAnonymousAdmissions,
  queueCounts,
  queuePosition,
  queuePositions,
  recentMeanProcessingMs,
  type TaskSummary,
} from './repository.ts';
import { notifyTaskUpdate } from './task-events.ts';

/** Run order: paid plans, then signed-in users, then anonymous visitors (ARCHITECTURE.md §6). */
export const TaskPriority = { ANONYMOUS: 0, SIGNED_IN: 10, PAID: 20 } as const;

/**
 * How long after its creation (its first signed-in request) an account may claim the anonymous
 * tasks its browser made: claiming belongs to signing up. An older account signing in on a shared
 * computer must not collect the analyses a stranger ran there before it.
 */
export const CLAIM_WINDOW_MS = 60 * 60_000;

/** Used for estimates until real processing times exist. */
const DEFAULT_PROCESSING_MS = { simple: 15_000, deep: 90_000 } as const;
const MEAN_CACHE_MS = 5_000;
/**
 * Tasks waiting this long while nothing runs or finishes: no worker is taking them, and when
 * they will be done is not known (a worker takes a task within a second or two).
 */
const STALLED_AFTER_MS = 30_000;

/** Who submits; whether a signed-in caller's plan is paid is read with their points, when submitting. */
export interface Caller {
  userId: string | null;
  clientIp: string;
  /** The API key the caller used (a task it submits records it, for its webhook). */
  apiKeyId?: string | null;
}

export interface AnalysisServiceOptions {
  db: DB;
  /** Creates the task's job; runs inside the transaction that creates the task. */
  enqueue(transaction: DB, taskId: string, priority: number): Promise<void>;
  workerConcurrency: number;
  anonymousLimit: { max: number; windowMs: number };
  /** Keys the hash of client addresses (never stored in the clear); read once, when first needed. */
  clientHashKey(): Promise<string>;
  /** Finished tasks kept in memory; without it every status is read from the database. */
  finishedTasks?: FinishedTaskCache;
  /** Reads briefs for `POST /api/analysis/brief` (the same engine the workers run). */
  analyst: Pick<Analyst, 'readBrief'>;
}

/** A task's status, and the same serialised when it was kept (a finished task read before). */
export interface TaskStatusAnswer {
  status: TaskStatus;
  body?: JsonBytes;
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

/** A task that does not exist, or that the caller may not see (the same answer for both). */
const taskNotFound = () =>
  new DomainError('not_found', AnalysisErrorCode.TASK_NOT_FOUND, 'Task does not exist');

/** What the user confirmed with a submission (brief, answers, plan), when anything. */
function confirmedOf(body: SubmitAnalysis): { confirmed?: ConfirmedBrief } {
  const { brief, answers, plan } = body.data;
  if (!brief && !answers && !plan) return {};
  return {
    confirmed: {
      ...(brief ? { brief } : {}),
      ...(answers ? { answers } : {}),
      ...(plan ? { plan } : {}),
    },
  };
}

function taskName(idea: string): string {
  const flat = idea.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59).trimEnd()}…` : flat;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * `load`'s answer shared by every caller for `ms` from when it was asked, and while it is being
 * read, so a burst of requests reads it once; a failed reading is not kept.
 */
function sharedFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ms) {
      const value = load();
      const entry = { value, at: now };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** What a status is made of: a task as stored, or as the status and list reads return it. */
type StatusSource = TaskSummary & {
  idea?: string | null;
  input?: TaskInput;
  result_data?: unknown;
};

export function createAnalysisService(options: AnalysisServiceOptions) {
  const { db } = options;
  const meanOf = (type: 'simple' | 'deep') =>
    sharedFor(
      MEAN_CACHE_MS,
      async () => (await recentMeanProcessingMs(db, type)) ?? DEFAULT_PROCESSING_MS[type],
    );
  const means = { simple: meanOf('simple'), deep: meanOf('deep') };
  const meanProcessingMs = (type: 'simple' | 'deep') => means[type]();
  const queueMoving = sharedFor(MEAN_CACHE_MS, () => isQueueMoving(db, STALLED_AFTER_MS));

  /**
   * Tasks ahead run `workerConcurrency` at a time; then this one takes about the mean. Null when
   * it cannot be known, rather than a time that will pass ("any moment now" forever): a queue no
   * worker is taking tasks from, or an analysis already past its usual time.
   */
  async function estimate(task: TaskSummary, position: number): Promise<string | null> {
    if (task.status === 'completed' || task.status === 'failed') return iso(task.completed_at);
    const mean = await meanProcessingMs(task.type);
    if (task.status === 'processing' && task.started_at) {
      const expected = new Date(task.started_at).getTime() + mean;
      return expected > Date.now() ? new Date(expected).toISOString() : null;
    }
    if (!(await queueMoving())) return null;
    const rounds = Math.floor(position / options.workerConcurrency) + 1;
    return new Date(Date.now() + rounds * mean).toISOString();
  }

  /**
   * A task as the API shows it; a summary without `result_data` (a list item) shows none. Its
   * place in line is asked for unless given (statuses of many tasks read them all at once).
   */
  async function toStatus(task: StatusSource, queuePlace?: number): Promise<TaskStatus> {
    const position = task.status !== 'queued' ? 0 : (queuePlace ?? (await queuePosition(db, task)));
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
      userMessage: task.idea ?? task.input?.idea ?? null,
      resultData: task.status === 'completed' ? (task.result_data ?? null) : null,
      createdAt: iso(task.created_at) ?? '',
      startedAt: iso(task.started_at),
      completedAt: iso(task.completed_at),
    };
  }

  /** Statuses of many tasks: the places in line of those waiting are read in one query. */
  async function toStatuses(tasks: StatusSource[]): Promise<TaskStatus[]> {
    const places = await queuePositions(db, tasks);
    // A task that stopped waiting since it was read is no longer in line.
    return Promise.all(tasks.map((task) => toStatus(task, places.get(task.id) ?? 0)));
  }

  /**
   * Anonymous tasks are readable by id alone; a signed-in user's personal task only by that user;
   * a team's task by the team's current members ('ask': the caller's teams must be read).
   */
  const visibleTo = (
    owner: { userId: string | null; teamId: string | null },
    userId: string | null,
  ): boolean | 'ask' => {
    if (owner.userId === null) return true;
    if (userId === null) return false;
    return owner.teamId === null ? owner.userId === userId : 'ask';
  };

  /**
   * The visible tasks among `taskIds`, in the order asked: finished ones this process keeps from
   * memory, the rest read from the database (and kept if finished). A team's tasks are visible
   * while the caller is in the team, read from the database at every request (one query for all).
   */
  async function readStatuses(taskIds: string[], userId: string | null) {
    const { finishedTasks } = options;
    const ids = [...new Set(taskIds.map((id) => id.toLowerCase()))];
    const answers = new Map<string, TaskStatusAnswer>();
    const kept = new Map<string, { userId: string | null; teamId: string | null }>();
    for (const id of ids) {
      const task = finishedTasks?.get(id);
      if (task) {
        answers.set(id, task);
        kept.set(id, task);
      }
    }
    const unread = ids.filter((id) => !answers.has(id));
    if (unread.length > 0) {
      const mark = finishedTasks?.mark() ?? 0;
      const rows = await findTaskStatuses(db, unread);
      const statuses = await toStatuses(rows);
      rows.forEach((row, index) => {
        const status = statuses[index] as TaskStatus;
        kept.set(row.id, { userId: row.user_id, teamId: row.team_id });
        answers.set(
          row.id,
          finishedTasks ? finishedTasks.set(mark, row.user_id, status, row.team_id) : { status },
        );
      });
    }
    const owners = ids.map((id) => kept.get(id));
    const teams =
      userId !== null && owners.some((owner) => owner && visibleTo(owner, userId) === 'ask')
        ? await teamIdsOf(db, userId)
        : undefined;
    return ids.flatMap((id, index) => {
      const answer = answers.get(id);
      const owner = owners[index];
      if (!answer || !owner) return [];
      const visible = visibleTo(owner, userId);
      return visible === true || (visible === 'ask' && teams?.has(owner.teamId as string))
        ? [answer]
        : [];
    });
  }

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

  // An anonymous task's claim token: a keyed hash of its id, so only the submission's answer ever
  // carries it (the id alone, which share links show, proves nothing) and nothing is stored.
  let claimKey: Promise<string> | undefined;
  async function claimTokenOf(taskId: string): Promise<string> {
    claimKey ??= appSecret(db, 'task-claim-key').catch((error) => {
      claimKey = undefined;
      throw error;
    });
    return createHmac('sha256', await claimKey)
      .update(`task-claim:${taskId.toLowerCase()}`)
      .digest('base64url');
  }
  async function provesClaim(taskId: string, claimToken: string): Promise<boolean> {
    const expected = Buffer.from(await claimTokenOf(taskId));
    const given = Buffer.from(claimToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    /** What the analyst understood of an idea, its questions and research plan: free, nothing stored. */
    async readBrief(caller: Caller, body: BriefRequest): Promise<BriefResponse> {
      const idea = checkIdea(body.idea, {
        signedIn: caller.userId !== null,
        language: body.language,
      });
      const language = answerLanguage(idea, body.language);
      try {
        return { success: true, data: await options.analyst.readBrief(idea, { language }) };
      } catch (error) {
        // A model that failed or answered nonsense: the caller may simply try again.
        if (error instanceof AnalysisError) {
          throw new DomainError('unavailable', ErrorCode.SERVICE_UNAVAILABLE, error.message);
        }
        throw error;
      }
    },

    async submitAnalysis(caller: Caller, body: SubmitAnalysis) {
      const signedIn = caller.userId !== null;
      const idea = checkIdea(body.type === 'simple' ? body.data.idea : body.data.message, {
        signedIn,
        language: body.data.language,
      });
      if (body.type === 'chat' && !signedIn) {
        throw new DomainError(
          'sign_in_required',
          AnalysisErrorCode.MISSING_AUTH_HEADER,
          'Please log in to order a deep analysis',
        );
      }

      if (body.teamId !== undefined && caller.userId === null) {
        throw new DomainError(
          'sign_in_required',
          AnalysisErrorCode.MISSING_AUTH_HEADER,
          "Please log in to analyse in a team's workspace",
        );
      }
      const clientIpHash = signedIn ? null : await hashClient(caller.clientIp);
      const type = body.type === 'chat' ? 'deep' : 'simple';
      const taskId = randomUUID();
      const task = await db.transaction().execute(async (trx) => {
        if (clientIpHash !== null) {
          await lockAnonymousAdmissions(trx);
          const { queued } = await queueCounts(trx);
          if (queued >= QUEUE_BUSY_THRESHOLD) {
            throw new DomainError(
              'try_later',
              AnalysisErrorCode.QUEUE_BUSY,
              'Analysis is currently busy. Please try again later or log in for free detailed analysis',
            );
          }
          const windowMs = options.anonymousLimit.windowMs;
          if (
            (await countRecentByClient(trx, clientIpHash, windowMs)) >= options.anonymousLimit.max
          ) {
            throw new DomainError(
              'try_later',
              AnalysisErrorCode.RATE_LIMITED,
              'You have started many analyses in a short time. Please try again later, or log in for more.',
            );
          }
        }
        let priority: number = TaskPriority.ANONYMOUS;
        if (caller.userId !== null) {
          // A team's workspace is its members' only: their membership (and who owns the pool) is
          // held until this commits, so a removal or a transfer waits for it, or comes first.
          const team =
            body.teamId === undefined
              ? undefined
              : await requireMembership(trx, body.teamId, caller.userId, { lock: true });
          // A team's analysis is paid from its pool (its owner's points) and runs at its priority.
          const payer = team ? team.ownerId : caller.userId;
          const spent = team ? { teamId: team.teamId, spentBy: caller.userId } : undefined;
          // A deep analysis' point is taken in the transaction that creates the task and its job:
          // all three happen, or none does.
          const planTier =
            type === 'deep'
              ? (await debitAnalysisPoint(trx, payer, taskId, DEEP_ANALYSIS_COST, spent))?.planTier
              : await planTierOf(trx, payer);
          if (planTier === undefined) {
            throw new DomainError(
              'insufficient_points',
              AnalysisErrorCode.INSUFFICIENT_POINTS,
              team
                ? "The team's pool has no analysis points left. Ask the team's owner to get more, or choose a quick analysis"
                : 'Insufficient analysis points. Please select simple analysis or get more points',
            );
          }
          priority = planTier === 'free' ? TaskPriority.SIGNED_IN : TaskPriority.PAID;
        }
        const created = await insertTask(trx, {
          id: taskId,
          userId: caller.userId,
          type,
          name: taskName(idea),
          input: { idea, language: body.data.language ?? 'en-US', ...confirmedOf(body) },
          priority,
          clientIpHash,
          apiKeyId: caller.apiKeyId ?? null,
          teamId: body.teamId ?? null,
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
        ...(signedIn ? {} : { claimToken: await claimTokenOf(task.id) }),
      };
    },

    /**
     * A new account takes over the anonymous tasks its browser proves it made (each task's claim
     * token): they become its tasks, and a completed one files its report as a signed-in user's
     * would. Tasks unknown, already owned or with a wrong token are left out of the answer.
     */
    async claimTasks(userId: string, body: ClaimTasksRequest): Promise<ClaimTasksResponse> {
      if (!(await isAccountNewerThan(db, userId, CLAIM_WINDOW_MS))) {
        throw new DomainError(
          'forbidden',
          AnalysisErrorCode.CLAIM_CLOSED,
          'Only a new account can keep the analyses made in this browser before signing up',
        );
      }
      const proven: string[] = [];
      for (const { taskId, claimToken } of body.tasks) {
        if (isTaskId(taskId) && (await provesClaim(taskId, claimToken))) {
          proven.push(taskId.toLowerCase());
        }
      }
      const claimed = await db.transaction().execute(async (trx) => {
        const tasks = await claimAnonymousTasks(trx, userId, proven);
        for (const task of tasks) {
          if (task.status === 'completed' && task.result_data !== null) {
            const outcome = { type: task.type, result: task.result_data } as AnalysisOutcome;
            await insertReport(trx, reportOf({ ...task, user_id: userId }, outcome));
          }
          // Every process stops serving the task as anonymous the moment this commits.
          await notifyTaskUpdate(trx, task.id);
        }
        return new Set(tasks.map((task) => task.id));
      });
      for (const id of claimed) options.finishedTasks?.forget(id);
      const asked = [...new Set(proven)];
      return { success: true, data: { claimed: asked.filter((id) => claimed.has(id)) } };
    },

    /**
     * A finished task's status as this process keeps it (most polls: answered without waiting for
     * anything); undefined when it is not kept, and the database must be asked (`readTaskStatus`).
     */
    keptTaskStatus(taskId: string, userId: string | null): TaskStatusAnswer | undefined {
      const kept = options.finishedTasks?.get(taskId.toLowerCase());
      if (!kept) return undefined;
      const visible = visibleTo(kept, userId);
      if (visible === false) throw taskNotFound();
      // A team's task: whether the caller is still in the team is the database's to say.
      return visible === true ? kept : undefined;
    },

    /** A task's status as the database has it. */
    async readTaskStatus(taskId: string, userId: string | null): Promise<TaskStatusAnswer> {
      const [answer] = await readStatuses([taskId], userId);
      if (!answer) throw taskNotFound();
      return answer;
    },

    /** Statuses of the visible tasks among `taskIds`, in the order asked; unknown ids are left out. */
    async taskStatuses(taskIds: string[], userId: string | null): Promise<TaskStatus[]> {
      return (await readStatuses(taskIds, userId)).map((answer) => answer.status);
    },

    /**
     * A signed-in user's personal tasks, or a team's (members only), newest first; `total`
     * counts every task the filter matches.
     */
    async listTasks(userId: string, query: TaskListQuery): Promise<TaskList> {
      if (query.teamId !== undefined) await requireMembership(db, query.teamId, userId);
      const { tasks, total } = await listTasks(db, { userId, ...query });
      return { tasks: await toStatuses(tasks), total };
    },

    /** Deletes a user's own finished task; its report stays in their history. */
    async deleteTask(userId: string, taskId: string): Promise<void> {
      // Announced like every change, so that no process keeps serving the task from memory.
      const outcome = await db.transaction().execute(async (trx) => {
        const deleted = await deleteFinishedTask(trx, userId, taskId);
        if (deleted === 'deleted') await notifyTaskUpdate(trx, taskId.toLowerCase());
        return deleted;
      });
      if (outcome === 'deleted') options.finishedTasks?.forget(taskId.toLowerCase());
      if (outcome === 'not-found') {
        throw taskNotFound();
      }
      if (outcome === 'not-finished') {
        throw new DomainError(
          'conflict',
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
