import type { TaskStatus } from '@idealens/shared/analysis';
import { isTaskFinished } from '@idealens/shared/task-states';
import { sql } from 'kysely';
import type { Db } from 'pg-boss';
import type { DB } from '../../db/database.ts';

/** The channel every change of a task is announced on; the payload is the task's id. */
export const TASK_UPDATES_CHANNEL = 'task_updates';

/**
 * Announces that a task changed (its status, stage or progress) to every API process. PostgreSQL
 * delivers a NOTIFY when the caller's transaction commits, and only if it does: a listener never
 * hears of a change it cannot read yet, nor of one that was rolled back.
 */
export async function notifyTaskUpdate(db: DB, taskId: string): Promise<void> {
  await sql`SELECT pg_notify(${TASK_UPDATES_CHANNEL}, ${taskId})`.execute(db);
}

export interface TaskUpdateListener {
  /** A task changed. */
  changed(taskId: string): void;
  /** The listening connection came back after a drop: changes may have been missed. */
  resync(): void;
}

export interface TaskUpdates {
  /** Resolves once the process listens, so nothing committed after it is missed. */
  subscribe(listener: TaskUpdateListener): Promise<() => void>;
  close(): Promise<void>;
}

type ListenHandle = Awaited<ReturnType<NonNullable<Db['listen']>>>;

/**
 * Task changes for this process, from one LISTEN connection shared by every subscriber and
 * opened on first use. The connection is pg-boss's dedicated listener: kept alive, checked by a
 * heartbeat, and re-established with backoff after a drop, after which every subscriber is told
 * to read again what it watches.
 */
export function createTaskUpdates(database: Pick<Db, 'listen'>): TaskUpdates {
  const listeners = new Set<TaskUpdateListener>();
  let listening: Promise<ListenHandle> | undefined;

  function listen(): Promise<ListenHandle> {
    if (!database.listen) {
      return Promise.reject(new Error('this database connection cannot LISTEN'));
    }
    listening ??= database
      .listen(
        TASK_UPDATES_CHANNEL,
        (taskId) => {
          for (const listener of listeners) listener.changed(taskId.toLowerCase());
        },
        () => {
          for (const listener of listeners) listener.resync();
        },
      )
      .catch((error: unknown) => {
        listening = undefined; // the next subscriber tries again
        throw error;
      });
    return listening;
  }

  return {
    async subscribe(listener) {
      await listen();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      const handle = listening;
      listening = undefined;
      listeners.clear();
      await (await handle?.catch(() => undefined))?.close();
    },
  };
}

/**
 * What a watcher is shown again when it changes; a later estimate alone is not news, but an
 * estimate becoming unknown (or known again) is.
 */
const fingerprint = (task: TaskStatus) =>
  [
    task.status,
    task.stage,
    task.progress,
    task.queuePosition,
    task.errorMessage,
    task.estimatedCompletionTime === null,
  ].join('|');

export interface TaskWatchOptions {
  /** Lower-case ids, each once. */
  taskIds: string[];
  updates: TaskUpdates;
  /** The visible tasks among `ids`, as the status API shows them (unknown ids left out). */
  read(ids: string[]): Promise<TaskStatus[]>;
  /** A watched task's status: once at first, then at every change. */
  onStatus(task: TaskStatus): void;
  /** Every watched task is finished (or none was visible); the watch has stopped. */
  onEnd(): void;
  /** Reading failed; the watch has stopped. */
  onError(error: unknown): void;
  /**
   * Queued tasks' places in line change when other tasks start: they are read again then, at most
   * this often, so a watch never asks more than the polling it replaces would.
   */
  queueRefreshMs: number;
}

export interface TaskWatch {
  /** Reads every watched task again (a safety net for a notification that never came). */
  refresh(): void;
  stop(): void;
}

/**
 * Follows tasks for one client: their statuses at once, then again whenever a notification says
 * one changed, until every one is finished. Reads are coalesced: one at a time, each covering
 * every task that changed while the previous one ran.
 */
export async function watchTasks(options: TaskWatchOptions): Promise<TaskWatch> {
  // Unfinished visible tasks, with what was last shown of each; every asked id until the first read.
  const watched = new Map<string, string | undefined>(options.taskIds.map((id) => [id, undefined]));
  const queued = new Set<string>();
  const pending = new Set<string>(options.taskIds);
  let reading = false;
  let stopped = false;
  let queueTimer: NodeJS.Timeout | undefined;
  let lastQueueRead = 0;

  function stop() {
    stopped = true;
    clearTimeout(queueTimer);
    unsubscribe();
  }

  function request(ids: Iterable<string>) {
    for (const id of ids) pending.add(id);
    void flush();
  }

  function requestQueued() {
    if (queueTimer || queued.size === 0) return;
    const wait = Math.max(0, lastQueueRead + options.queueRefreshMs - Date.now());
    queueTimer = setTimeout(() => {
      queueTimer = undefined;
      lastQueueRead = Date.now();
      request(queued);
    }, wait);
  }

  async function flush() {
    if (reading || stopped || pending.size === 0) return;
    reading = true;
    const ids = [...pending].filter((id) => watched.has(id));
    pending.clear();
    try {
      const tasks = ids.length > 0 ? await options.read(ids) : [];
      if (stopped) return;
      const seen = new Set<string>();
      for (const task of tasks) {
        seen.add(task.taskId);
        const shown = fingerprint(task);
        if (watched.get(task.taskId) !== shown) options.onStatus(task);
        if (isTaskFinished(task.status)) watched.delete(task.taskId);
        else watched.set(task.taskId, shown);
        if (task.status === 'queued') queued.add(task.taskId);
        else queued.delete(task.taskId);
      }
      // Not visible (unknown, someone else's, or deleted since): nothing to follow.
      for (const id of ids) {
        if (!seen.has(id)) {
          watched.delete(id);
          queued.delete(id);
        }
      }
    } catch (error) {
      if (!stopped) {
        stop();
        options.onError(error);
      }
      return;
    } finally {
      reading = false;
    }
    if (watched.size === 0) {
      stop();
      options.onEnd();
      return;
    }
    void flush();
  }

  const unsubscribe = await options.updates.subscribe({
    changed(taskId) {
      if (watched.has(taskId)) request([taskId]);
      else requestQueued();
    },
    resync() {
      request(watched.keys());
    },
  });
  void flush();

  return {
    refresh() {
      request(watched.keys());
    },
    stop() {
      if (!stopped) stop();
    },
  };
}
