import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/**
 * Whether waiting tasks are being taken. A worker takes a task within a second or two of its
 * arrival (or of a slot coming free), so tasks that have waited `stalledAfterMs` while none is
 * being analysed and none finished in that time mean that no worker is taking them: none is
 * running (ROLE=api alone, a crashed worker process), or they are stuck. Their completion
 * cannot then be estimated. Answered from the partial indexes on queued, processing and
 * completed tasks.
 */
export async function isQueueMoving(db: DB, stalledAfterMs: number): Promise<boolean> {
  const window = `${Math.max(1, Math.round(stalledAfterMs))} milliseconds`;
  const { rows } = await sql<{ stalled: boolean }>`
    SELECT
      EXISTS (
        SELECT 1 FROM analysis_tasks
        WHERE status = 'queued' AND created_at < now() - ${window}::interval
      )
      AND NOT EXISTS (SELECT 1 FROM analysis_tasks WHERE status = 'processing')
      AND NOT EXISTS (
        SELECT 1 FROM analysis_tasks
        WHERE status = 'completed' AND completed_at > now() - ${window}::interval
      ) AS stalled
  `.execute(db);
  return rows[0]?.stalled !== true;
}
