import { FINISHED_TASK_STATUSES } from '@idealens/shared/task-states';
import { type Expression, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { AnalysisTasksTable, TaskInput } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { inWorkspace, readableBy } from '../teams/membership.ts';

export type TaskRow = Selectable<AnalysisTasksTable>;

/** What a task list shows of each task: no result, no input. */
const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'team_id',
  'type',
  'status',
  'progress',
  'stage',
  'name',
  'error_message',
  'priority',
  'attempts',
  'processing_time_ms',
  'created_at',
  'started_at',
  'completed_at',
  'updated_at',
] as const;
export type TaskSummary = Pick<TaskRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Ids that cannot be a task never reach the database (no cast errors, no wasted queries). */
export const isTaskId = isUuid;

export interface NewTask {
  /** Chosen beforehand when something else in the transaction names the task (a point's debit). */
  id?: string;
  userId: string | null;
  type: 'simple' | 'deep';
  name: string;
  input: TaskInput;
  priority: number;
  clientIpHash: string | null;
  /** The API key it was submitted with, if any. */
  apiKeyId?: string | null;
  /** The team it is filed in; none: its author's personal workspace. */
  teamId?: string | null;
}

export function insertTask(db: DB, task: NewTask): Promise<TaskRow> {
  return db
    .insertInto('analysis_tasks')
    .values({
      ...(task.id ? { id: task.id } : {}),
      user_id: task.userId,
      type: task.type,
      name: task.name,
      input: JSON.stringify(task.input),
      priority: task.priority,
      client_ip_hash: task.clientIpHash,
      api_key_id: task.apiKeyId ?? null,
      team_id: task.teamId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTasks(db: DB, ids: string[]): Promise<TaskRow[]> {
  const valid = ids.filter(isTaskId);
  if (valid.length === 0) return [];
  return db.selectFrom('analysis_tasks').selectAll().where('id', 'in', valid).execute();
}

/** Within its own band, a task's place is counted exactly up to here, and estimated beyond. */
export const EXACT_POSITION_WITHIN_BAND = 1_000;

type Value = Expression<unknown> | string | number | Date;

/** Tasks waiting in bands of a higher priority than `priority` (from the trigger-kept counts). */
const waitingInHigherBands = (priority: Value) =>
  sql<string>`(SELECT coalesce(sum(bands.queued), 0) FROM queue_band_counts bands WHERE bands.priority > ${priority})`;

/** Older tasks waiting in the band of `priority`, counted up to EXACT_POSITION_WITHIN_BAND. */
const olderInOwnBand = (priority: Value, createdAt: Value, id: Value) =>
  sql<string>`(SELECT count(*) FROM (
    SELECT 1 FROM analysis_tasks ahead
    WHERE ahead.status = 'queued' AND ahead.priority = ${priority}
      AND (ahead.created_at, ahead.id) < (${createdAt}, ${id}::uuid)
    LIMIT ${EXACT_POSITION_WITHIN_BAND}
  ) older)`;

/**
 * A task's place in line from its counted part: exact when fewer than EXACT_POSITION_WITHIN_BAND
 * wait ahead of it in its own band; deeper in a long queue it is estimated from the task's arrival
 * time between the band's oldest and newest waiting task, which takes one more query of a few
 * index lookups however long the queue is.
 */
async function placeInQueue(
  db: DB,
  task: Pick<TaskRow, 'priority' | 'created_at'>,
  counted: { higher: string | number; own: string | number },
): Promise<number> {
  const higher = Number(counted.higher);
  const own = Number(counted.own);
  if (own < EXACT_POSITION_WITHIN_BAND) return higher + own;

  const { rows: band } = await sql<{ queued: string; oldest: Date; newest: Date }>`
    SELECT
      (SELECT queued FROM queue_band_counts WHERE priority = ${task.priority}) AS queued,
      (SELECT created_at FROM analysis_tasks WHERE status = 'queued' AND priority = ${task.priority}
        ORDER BY created_at ASC LIMIT 1) AS oldest,
      (SELECT created_at FROM analysis_tasks WHERE status = 'queued' AND priority = ${task.priority}
        ORDER BY created_at DESC LIMIT 1) AS newest
  `.execute(db);
  const queued = Number(band[0]?.queued ?? 0);
  const oldest = band[0]?.oldest ? new Date(band[0].oldest).getTime() : 0;
  const newest = band[0]?.newest ? new Date(band[0].newest).getTime() : 0;
  const share =
    newest > oldest ? (new Date(task.created_at).getTime() - oldest) / (newest - oldest) : 1;
  const estimate = Math.round(Math.max(0, queued - 1) * Math.min(1, Math.max(0, share)));
  return higher + Math.max(EXACT_POSITION_WITHIN_BAND, estimate);
}

/**
 * Queued tasks that run before this one: every task waiting in a higher-priority band, plus the
 * older tasks waiting in its own band (see placeInQueue).
 */
export async function queuePosition(
  db: DB,
  task: Pick<TaskRow, 'id' | 'priority' | 'created_at'>,
): Promise<number> {
  // The task's arrival time as stored (microseconds), not `task.created_at`: a JavaScript Date
  // holds milliseconds, and a busy server stores several tasks within one.
  const storedArrival = sql`(SELECT created_at FROM analysis_tasks WHERE id = ${task.id}::uuid)`;
  const { rows } = await sql<{ higher: string; own: string }>`
    SELECT
      ${waitingInHigherBands(task.priority)} AS higher,
      ${olderInOwnBand(task.priority, storedArrival, task.id)} AS own
  `.execute(db);
  return placeInQueue(db, task, { higher: rows[0]?.higher ?? 0, own: rows[0]?.own ?? 0 });
}

/**
 * The places in line of the tasks among `tasks` that still wait, by id, in one query however many
 * there are (a list or a batch of statuses asks no query per task); tasks that no longer wait are
 * left out.
 */
export async function queuePositions(
  db: DB,
  tasks: readonly Pick<TaskRow, 'id' | 'status'>[],
): Promise<Map<string, number>> {
  const waiting = tasks.filter((task) => task.status === 'queued').map((task) => task.id);
  if (waiting.length === 0) return new Map();
  const rows = await db
    .selectFrom('analysis_tasks')
    .select([
      'id',
      'priority',
      'created_at',
      waitingInHigherBands(sql.ref('analysis_tasks.priority')).as('higher'),
      olderInOwnBand(
        sql.ref('analysis_tasks.priority'),
        sql.ref('analysis_tasks.created_at'),
        sql.ref('analysis_tasks.id'),
      ).as('own'),
    ])
    .where('id', 'in', waiting)
    .where('status', '=', 'queued')
    .execute();
  return new Map(
    await Promise.all(rows.map(async (row) => [row.id, await placeInQueue(db, row, row)] as const)),
  );
}

/** What the status API shows of a task: its summary, the idea (not the whole input) and its result. */
export type TaskStatusRow = TaskSummary & { idea: string | null; result_data: unknown };

/** SUMMARY_COLUMNS as SQL, written once (trusted constant names). */
const summaryColumnsSql = sql.raw(SUMMARY_COLUMNS.join(', '));

/**
 * Tasks as the status API shows them: one primary-key lookup. Unknown ids and ids that are no
 * UUID are left out. Every status poll runs this, so it is a fixed statement rather than one the
 * query builder assembles per request (which costs ten times as much CPU).
 */
export async function findTaskStatuses(db: DB, ids: string[]): Promise<TaskStatusRow[]> {
  const valid = ids.filter(isTaskId);
  if (valid.length === 0) return [];
  const { rows } = await sql<TaskStatusRow>`
    SELECT ${summaryColumnsSql}, result_data, input ->> 'idea' AS idea
    FROM analysis_tasks WHERE id = ANY(${valid}::uuid[])
  `.execute(db);
  return rows;
}

export interface QueueCounts {
  queued: number;
  processing: number;
}

export async function queueCounts(db: DB): Promise<QueueCounts> {
  const { rows } = await sql<{ queued: string; processing: string }>`
    SELECT
      (SELECT coalesce(sum(queued), 0) FROM queue_band_counts) AS queued,
      (SELECT count(*) FROM analysis_tasks WHERE status = 'processing') AS processing
  `.execute(db);
  return { queued: Number(rows[0]?.queued ?? 0), processing: Number(rows[0]?.processing ?? 0) };
}

/** Mean processing time of the most recent completed tasks of a type, or null with no history. */
export async function recentMeanProcessingMs(
  db: DB,
  type: 'simple' | 'deep',
  sample = 50,
): Promise<number | null> {
  const { rows } = await sql<{ mean: string | null }>`
    SELECT avg(processing_time_ms) AS mean FROM (
      SELECT processing_time_ms FROM analysis_tasks
      WHERE status = 'completed' AND type = ${type} AND processing_time_ms IS NOT NULL
      ORDER BY completed_at DESC LIMIT ${sample}
    ) recent
  `.execute(db);
  const mean = rows[0]?.mean;
  return mean === null || mean === undefined ? null : Math.round(Number(mean));
}

/**
 * Makes anonymous admissions one at a time, across every API process, until the caller's
 * transaction ends: the queue-busy and per-client checks and the task's insert then act as one
 * step, so a burst of concurrent submissions cannot all pass the checks before any is counted.
 */
export async function lockAnonymousAdmissions(trx: DB): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('idealens.anonymous-admissions'))`.execute(trx);
}

/** Anonymous submissions from one client in the window, for the per-client limit (shared by every API process). */
export async function countRecentByClient(
  db: DB,
  clientIpHash: string,
  windowMs: number,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM analysis_tasks
    WHERE client_ip_hash = ${clientIpHash} AND created_at > now() - make_interval(secs => ${windowMs / 1000})
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Claims a task for a run. Returns null when it already finished (a duplicate or late delivery),
 * so a task is never analysed again once completed or failed.
 */
export function startTask(db: DB, id: string): Promise<TaskRow | undefined> {
  return db
    .updateTable('analysis_tasks')
    .set({
      status: 'processing',
      stage: 'analyzing',
      progress: 10,
      started_at: sql`clock_timestamp()`,
      attempts: sql`attempts + 1`,
      error_message: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'processing'])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Stores a running task's result. Returns the task's owner as the completed row has it (a task
 * claimed while it ran has one now), or undefined when the task was no longer processing.
 */
export async function completeTask(
  db: DB,
  id: string,
  result: unknown,
  processingTimeMs: number,
): Promise<{ userId: string | null; teamId: string | null } | undefined> {
  const updated = await db
    .updateTable('analysis_tasks')
    .set({
      status: 'completed',
      stage: 'completed',
      progress: 100,
      result_data: JSON.stringify(result),
      research: null,
      processing_time_ms: processingTimeMs,
      completed_at: sql`clock_timestamp()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .returning(['user_id', 'team_id'])
    .executeTakeFirst();
  return updated ? { userId: updated.user_id, teamId: updated.team_id } : undefined;
}

/** Puts a task back in line after a failed attempt that will be retried. */
export async function requeueTask(db: DB, id: string, errorMessage: string): Promise<void> {
  await db
    .updateTable('analysis_tasks')
    .set({
      status: 'queued',
      stage: 'queued',
      progress: 0,
      error_message: errorMessage,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'processing'])
    .execute();
}

/** Ends a task as failed; returns it when it changed (it was still queued or processing). */
export function failTask(
  db: DB,
  id: string,
  errorMessage: string,
): Promise<Pick<TaskRow, 'id' | 'type' | 'user_id'> | undefined> {
  return db
    .updateTable('analysis_tasks')
    .set({
      status: 'failed',
      stage: 'failed',
      error_message: errorMessage,
      research: null,
      completed_at: sql`clock_timestamp()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'processing'])
    .returning(['id', 'type', 'user_id'])
    .executeTakeFirst();
}

/** Keeps a running deep analysis' research on its task, so a retry resumes at writing. */
export async function keepResearch(db: DB, id: string, research: unknown): Promise<void> {
  await db
    .updateTable('analysis_tasks')
    .set({ research: JSON.stringify(research) })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * Moves a running task's stage and progress forward. Never backwards: an update behind what is
 * stored (a late write) changes nothing, and a task no longer processing is left alone.
 */
export async function recordProgress(
  db: DB,
  id: string,
  stage: string,
  progress: number,
): Promise<void> {
  await db
    .updateTable('analysis_tasks')
    .set({ stage, progress, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('progress', '<=', progress)
    .execute();
}

export interface TaskListFilter {
  userId: string;
  /** A team's tasks (the caller checked membership); none: the user's personal tasks. */
  teamId?: string;
  status?: TaskRow['status'];
  limit: number;
  offset: number;
}

/** A user's tasks, newest first, without their results (a list never carries reports). */
export async function listTasks(
  db: DB,
  filter: TaskListFilter,
): Promise<{ tasks: TaskSummary[]; total: number }> {
  let query = db
    .selectFrom('analysis_tasks')
    .where(inWorkspace('analysis_tasks', filter.userId, filter.teamId));
  if (filter.status) query = query.where('status', '=', filter.status);
  const [tasks, count] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { tasks, total: Number(count.n) };
}

/**
 * Deletes a user's finished (completed or failed) task, while they can see it (a team's task
 * only while they are in the team); its report stays. Returns what happened,
 * so the caller can tell a task that is not theirs from one that is still running.
 */
export async function deleteFinishedTask(
  db: DB,
  userId: string,
  id: string,
): Promise<'deleted' | 'not-found' | 'not-finished'> {
  if (!isTaskId(id)) return 'not-found';
  const deleted = await db
    .deleteFrom('analysis_tasks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(readableBy('analysis_tasks', userId))
    .where('status', 'in', FINISHED_TASK_STATUSES)
    .returning('id')
    .executeTakeFirst();
  if (deleted) return 'deleted';
  const task = await db
    .selectFrom('analysis_tasks')
    .select('status')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(readableBy('analysis_tasks', userId))
    .executeTakeFirst();
  return task ? 'not-finished' : 'not-found';
}

/**
 * Deletes the finished task that filed a report being deleted (its author's, or a member's in the
 * team the caller owns): the caller has checked that they may delete the report.
 */
export async function deleteTaskOfReport(db: DB, taskId: string): Promise<void> {
  await db
    .deleteFrom('analysis_tasks')
    .where('id', '=', taskId)
    .where('status', 'in', FINISHED_TASK_STATUSES)
    .execute();
}

/** Whether the user's account was created less than `windowMs` ago (by the database's clock). */
export async function isAccountNewerThan(db: DB, userId: string, windowMs: number) {
  const row = await db
    .selectFrom('users')
    .select(sql<boolean>`created_at > now() - make_interval(secs => ${windowMs / 1000})`.as('new'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.new === true;
}

/**
 * Gives the anonymous tasks among `ids` to the user, in the caller's transaction; a task that has
 * an owner already is left alone (of two accounts claiming one task at once, the first wins).
 * Returns the tasks claimed, with what filing a finished one's report needs.
 */
export function claimAnonymousTasks(db: DB, userId: string, ids: string[]) {
  const valid = ids.filter(isTaskId);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .updateTable('analysis_tasks')
    .set({ user_id: userId, updated_at: sql`now()` })
    .where('id', 'in', valid)
    .where('user_id', 'is', null)
    .returning(['id', 'type', 'status', 'name', 'input', 'result_data'])
    .execute();
}
