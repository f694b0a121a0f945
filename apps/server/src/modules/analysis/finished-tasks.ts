import type { TaskStatus } from '@idealens/shared/analysis';
import { JsonBytes } from '../../plugins/json-bytes.ts';
import type { TaskUpdates } from './task-events.ts';

/** A finished task as this process remembers it: who may read it, and its status as sent. */
export interface FinishedTask {
  /** The owner; null for an anonymous task (readable by id alone). */
  userId: string | null;
  status: TaskStatus;
  /** The status serialised once (and compressed once), sent as it is to every later reader. */
  body: JsonBytes;
}

export interface FinishedTasks {
  /**
   * Marks the start of a database read whose findings may be remembered: pass the mark to
   * `remember`, so that a task changed (deleted) while the read ran is not remembered.
   */
  mark(): number;
  get(taskId: string): FinishedTask | undefined;
  /** Keeps a finished task read after `mark`; unfinished tasks are never kept. */
  remember(mark: number, userId: string | null, status: TaskStatus): FinishedTask;
  forget(taskId: string): void;
  close(): void;
}

export interface FinishedTasksOptions {
  updates: TaskUpdates;
  /** At most this many tasks are kept; those not read again for longest go first. */
  maxEntries?: number;
  /** After a failed attempt to listen, the next attempt waits this long. */
  retryMs?: number;
}

const isFinished = (status: TaskStatus['status']) => status === 'completed' || status === 'failed';

/**
 * Finished tasks' statuses, kept in this process so that polling a finished task costs no
 * database read and no serialisation. Sound because a completed or failed task never changes
 * (every update of a task is guarded on it still being queued or processing): it can only be
 * deleted, and a deletion is announced on the task-update channel like every change. So a task is
 * served from memory only while this process listens on that channel; a change drops it, a
 * reconnection (changes may have been missed) drops everything, and until listening starts every
 * read goes to the database.
 */
export function createFinishedTasks(options: FinishedTasksOptions): FinishedTasks {
  const maxEntries = options.maxEntries ?? 1_000;
  const retryMs = options.retryMs ?? 10_000;
  // Oldest first. A read only marks its task (a poll costs no reordering); when one must go, the
  // oldest that was not read again goes, and those read again are moved to the end, unmarked
  // (the "second chance" approximation of least recently read).
  const entries = new Map<string, { task: FinishedTask; readAgain: boolean }>();
  function dropOne() {
    for (const [taskId, slot] of entries) {
      entries.delete(taskId);
      if (!slot.readAgain) return;
      slot.readAgain = false;
      entries.set(taskId, slot);
    }
  }
  // Every announcement advances `sequence`; `changedAt` says when each task last changed, so a
  // read that began before a task's change does not remember it. Reads that began before `floor`
  // are never remembered (not yet listening, a reconnection, or `changedAt` grown and cleared).
  // A read marked while not listening is marked 0, below any floor.
  let sequence = 0;
  let floor = 1;
  const changedAt = new Map<string, number>();
  let listening: 'no' | 'starting' | 'yes' = 'no';
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let closed = false;
  let unsubscribe: (() => void) | undefined;

  /** Reads that began before now are not remembered. */
  function raiseFloor() {
    changedAt.clear();
    sequence += 1;
    floor = sequence;
  }

  function forgetAll() {
    entries.clear();
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
          entries.delete(taskId);
          changedAt.set(taskId, sequence);
          if (changedAt.size > 10 * maxEntries) raiseFloor();
        },
        resync: forgetAll,
      })
      .then(
        (stop) => {
          if (closed) return stop();
          unsubscribe = stop;
          forgetAll();
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
      if (listening !== 'yes') return undefined;
      const slot = entries.get(taskId);
      if (slot) slot.readAgain = true;
      return slot?.task;
    },
    remember(mark, userId, status) {
      const task = { userId, status, body: new JsonBytes(status) };
      const changed = changedAt.get(status.taskId);
      const unchanged = changed === undefined || changed <= mark;
      if (listening === 'yes' && mark >= floor && unchanged && isFinished(status.status)) {
        if (!entries.has(status.taskId) && entries.size >= maxEntries) dropOne();
        entries.set(status.taskId, { task, readAgain: false });
      }
      return task;
    },
    forget(taskId) {
      entries.delete(taskId);
    },
    close() {
      closed = true;
      unsubscribe?.();
      entries.clear();
    },
  };
}
