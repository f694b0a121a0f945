// When an analysis task is finished, as the server and the web app both decide it: the server
// stops watching a task and lets it be deleted, the web app stops polling it and shows its result.
// Without zod (the types below are erased), so the first screen may import it.
import type { TaskStatusValue } from './analysis.ts';

/** The statuses a task ends in; it never changes after. */
export const FINISHED_TASK_STATUSES = [
  'completed',
  'failed',
] as const satisfies readonly TaskStatusValue[];

/** Completed or failed: the task will not change again. */
export function isTaskFinished(status: string): boolean {
  return (FINISHED_TASK_STATUSES as readonly string[]).includes(status);
}

/**
 * Queued or processing: still moving. A status this version does not know is neither finished nor
 * unfinished (a newer server's task shows, but is not watched).
 */
export function isTaskUnfinished(status: string): boolean {
  return status === 'queued' || status === 'processing';
}
