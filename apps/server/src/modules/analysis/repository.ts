import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { AnalysisTasksTable, TaskInput } from '../../db/schema.ts';

export type TaskRow = Selectable<AnalysisTasksTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot be a task never reach the database (no cast errors, no wasted queries). */
export const isTaskId = (id: string) => UUID.test(id);

export interface NewTask {
  userId: string | null;
  type: 'simple' | 'deep';
  name: string;
  input: TaskInput;
  priority: number;
  clientIpHash: string | null;
}

export function insertTask(db: DB, task: NewTask): Promise<TaskRow> {
  return db
    .insertInto('analysis_tasks')
    .values({
      user_id: task.userId,
      type: task.type,
      name: task.name,
      input: JSON.stringify(task.input),
      priority: task.priority,
      client_ip_hash: task.clientIpHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTasks(db: DB, ids: string[]): Promise<TaskRow[]> {
  const valid = ids.filter(isTaskId);
  if (valid.length === 0) return [];
  return db.selectFrom('analysis_tasks').selectAll().where('id', 'in', valid).execute();
}

/** Queued tasks that run before this one: higher priority, or same priority and older. */
export async function queuePosition(
  db: DB,
  task: Pick<TaskRow, 'id' | 'priority' | 'created_at'>,
): Promise<number> {
  const { rows } = await sql<{ ahead: string }>`
    SELECT count(*) AS ahead FROM analysis_tasks
    WHERE status = 'queued'
      AND (priority > ${task.priority}
        OR (priority = ${task.priority} AND (created_at, id) < (${task.created_at}, ${task.id}::uuid)))
  `.execute(db);
  return Number(rows[0]?.ahead ?? 0);
}

export interface QueueCounts {
  queued: number;
  processing: number;
}

export async function queueCounts(db: DB): Promise<QueueCounts> {
  const { rows } = await sql<{ queued: string; processing: string }>`
    SELECT
      (SELECT count(*) FROM analysis_tasks WHERE status = 'queued') AS queued,
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

export async function reportProgress(
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
    .execute();
}

export async function completeTask(
  db: DB,
  id: string,
  result: unknown,
  processingTimeMs: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('analysis_tasks')
    .set({
      status: 'completed',
      stage: 'completed',
      progress: 100,
      result_data: JSON.stringify(result),
      processing_time_ms: processingTimeMs,
      completed_at: sql`clock_timestamp()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
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

export async function failTask(db: DB, id: string, errorMessage: string): Promise<boolean> {
  const updated = await db
    .updateTable('analysis_tasks')
    .set({
      status: 'failed',
      stage: 'failed',
      error_message: errorMessage,
      completed_at: sql`clock_timestamp()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'processing'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
