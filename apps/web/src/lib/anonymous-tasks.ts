import { CLAIM_TASKS_MAX } from '@idealens/shared/analysis-limits';
import { ANONYMOUS_TASKS, readStorage, removeStorage, writeStorage } from './storage-keys.ts';

/** A quick analysis this browser ran anonymously, and the proof that it did (its claim token). */
export type AnonymousTask = { taskId: string; claimToken: string };

function isAnonymousTask(value: unknown): value is AnonymousTask {
  if (typeof value !== 'object' || value === null) return false;
  const task = value as Record<string, unknown>;
  return typeof task.taskId === 'string' && typeof task.claimToken === 'string';
}

/** The anonymous tasks remembered here, newest first; anything unreadable counts as none. */
export function anonymousTasks(): AnonymousTask[] {
  try {
    const stored: unknown = JSON.parse(readStorage(ANONYMOUS_TASKS) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isAnonymousTask).slice(0, CLAIM_TASKS_MAX) : [];
  } catch {
    return [];
  }
}

/** Stores an anonymous submission's claim token (localStorage), for the account this browser may sign up. */
export function storeAnonymousTask(task: AnonymousTask): void {
  const others = anonymousTasks().filter((stored) => stored.taskId !== task.taskId);
  const tasks = [{ taskId: task.taskId, claimToken: task.claimToken }, ...others];
  writeStorage(ANONYMOUS_TASKS, JSON.stringify(tasks.slice(0, CLAIM_TASKS_MAX)));
}

/** Forgets the tasks among `taskIds` (claimed, or never to be claimed). */
export function forgetAnonymousTasks(taskIds: readonly string[]): void {
  const left = anonymousTasks().filter((task) => !taskIds.includes(task.taskId));
  if (left.length === 0) removeStorage(ANONYMOUS_TASKS);
  else writeStorage(ANONYMOUS_TASKS, JSON.stringify(left));
}
