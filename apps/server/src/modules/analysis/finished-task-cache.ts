import type { TaskStatus } from '@idealens/shared/analysis';
import { LRUCache } from 'lru-cache';
import { JsonBytes } from '../../plugins/json-bytes.ts';
import type { TaskUpdates } from './task-events.ts';

/** A finished task as this process caches it: who may read it, and its status as sent. */
export interface FinishedTask {
  /** The owner; null for an anonymous task (readable by id alone). */
  userId: string | null;
  /** The team it is filed in: then its current members read it (asked of the database). */
  teamId: string | null;
  status: TaskStatus;
  /** The status serialised once (and compressed once), sent as it is to every later reader. */
  body: JsonBytes;
}

export interface FinishedTaskCache {
  /**
   * Marks the start of a database read whose findings may be cached: pass the mark to `set`, so
   * that a task changed (deleted) while the read ran is not cached.
   */
  mark(): number;
  get(taskId: string): FinishedTask | undefined;
  /**
   * The task as served (serialised once); cached when it is finished and was read after `mark`.
   * Unfinished tasks are never cached.
   */
  set(
    mark: number,
    userId: string | null,
    status: TaskStatus,
    teamId?: string | null,
  ): FinishedTask;
  forget(taskId: string): void;
  close(): void;
}

export interface FinishedTaskCacheOptions {
  updates: TaskUpdates;
  /** At most this many tasks are cached; the least recently read go first. */
  maxEntries?: number;
  /** After a failed attempt to listen, the next attempt waits this long. */
  retryMs?: number;
}

const isFinished = (status: TaskStatus['status']) => status === 'completed' || status === 'failed';

/**
 * Finished tasks' statuses, cached in this process so that polling a finished task costs no
 * database read and no serialisation. Sound because a completed or failed task never changes
 * (every update of a task is guarded on it still being queued or processing): it can only be
 * deleted, and a deletion is announced on the task-update channel like every change. So a task is
 * served from the cache only while this process listens on that channel; a change drops it, a
 * reconnection (changes may have been missed) drops everything, and until listening starts every
 * read goes to the database.
 */
export function createFinishedTaskCache(options: FinishedTaskCacheOptions): FinishedTaskCache {
  const maxEntries = options.maxEntries ?? 1_000;
  const retryMs = options.retryMs ?? 10_000;
  const finishedTaskCache = new LRUCache<string, FinishedTask>({ max: maxEntries });
  // Every announcement advances `sequence`; `changedAt` says when each task last changed, so a
  // read that began before a task's change does not cache it. Reads that began before `floor`
  // are never cached (not yet listening, a reconnection, or `changedAt` grown and cleared).
  // A read marked while not listening is marked 0, below any floor.
  let sequence = 0;
  let floor = 1;
  const changedAt = new Map<string, number>();
  let listening: 'no' | 'starting' | 'yes' = 'no';
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let closed = false;
  let unsubscribe: (() => void) | undefined;

  /** Reads that began before now are not cached. */
  function raiseFloor() {
    changedAt.clear();
    sequence += 1;
    floor = sequence;
  }

  function clear() {
    finishedTaskCache.clear();
    raiseFloor();
  }

  function listen() {
    if (closed || listening !== 'no' || Date.now() - lastAttempt < retryMs) return;
    listening = 'starting';
    lastAttempt = Date.now();
    options.updates
      .subscribe({
        changed(taskId) {
          sequence += 1;
          finishedTaskCache.delete(taskId);
          changedAt.set(taskId, sequence);
          if (changedAt.size > 10 * maxEntries) raiseFloor();
        },
        resync: clear,
      })
      .then(
        (stop) => {
          if (closed) return stop();
          unsubscribe = stop;
          clear();
          listening = 'yes';
        },
        () => {
          listening = 'no';
        },
      );
  }

  return {
    mark() {
      listen();
      return listening === 'yes' ? sequence : 0;
    },
    get(taskId) {
      return listening === 'yes' ? finishedTaskCache.get(taskId) : undefined;
    },
    set(mark, userId, status, teamId = null) {
      const task = { userId, teamId, status, body: new JsonBytes(status) };
      const changed = changedAt.get(status.taskId);
      const unchanged = changed === undefined || changed <= mark;
      if (listening === 'yes' && mark >= floor && unchanged && isFinished(status.status)) {
        finishedTaskCache.set(status.taskId, task);
      }
      return task;
    },
    forget(taskId) {
      finishedTaskCache.delete(taskId);
    },
    close() {
      closed = true;
      unsubscribe?.();
      finishedTaskCache.clear();
    },
  };
}
