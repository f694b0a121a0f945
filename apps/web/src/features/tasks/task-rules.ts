import type { ListedTask, TaskStatusValue } from '@idealens/shared/analysis';
import { isTaskFinished, isTaskUnfinished } from '@idealens/shared/task-states';
import type { StatusTone } from '../../components/ui/status-badge.tsx';

/**
 * How the Analysis Center shows a task (spec §2 "Tasks page", §4). Statuses and types are read
 * as plain strings: one this version does not know still shows, neutrally.
 */

export type KnownTaskStatus = TaskStatusValue;
const KNOWN_STATUSES: readonly string[] = [
  'queued',
  'processing',
  'completed',
  'failed',
] satisfies KnownTaskStatus[];

export function isKnownTaskStatus(status: string): status is KnownTaskStatus {
  return KNOWN_STATUSES.includes(status);
}

/** Completed and failed tasks can be deleted (spec §4). */
export const canDeleteTask = isTaskFinished;

/** Queued or processing (unfinished) tasks can be refreshed by hand (spec §4). */
export const canRefreshTask = isTaskUnfinished;

/** The list draws a progress bar only while a task is part way: 0 < progress < 100. */
export function showsProgressBar(progress: number): boolean {
  return progress > 0 && progress < 100;
}

const STATUS_TONES: Record<KnownTaskStatus, StatusTone> = {
  queued: 'warning',
  processing: 'accent',
  completed: 'success',
  failed: 'danger',
};

/** Any status but the four known ones gets the neutral style (spec §4). */
export function taskStatusTone(status: string): StatusTone {
  return isKnownTaskStatus(status) ? STATUS_TONES[status] : 'neutral';
}

export type TaskTypeLabel = 'deep' | 'simple' | 'unknown';

/** Deep or quick analysis, with a fallback for a type this version does not know. */
export function taskTypeLabel(taskType: string): TaskTypeLabel {
  return taskType === 'deep' || taskType === 'simple' ? taskType : 'unknown';
}

/** Where a completed task's report is read: the result page, told when it is a quick one. */
export function taskResultPath(task: Pick<ListedTask, 'taskId' | 'taskType'>): string {
  const path = `/analysis-result?taskId=${encodeURIComponent(task.taskId)}`;
  return task.taskType === 'simple' ? `${path}&type=simple` : path;
}
