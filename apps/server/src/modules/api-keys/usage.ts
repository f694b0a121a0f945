import type { DB } from '../../db/database.ts';
import { addUsage, type UsageCount } from './repository.ts';

/** Counts are written this long after the first request since the last write. */
export const USAGE_FLUSH_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UsageRecorder {
  /** Counts one request made with the key now; never waits, never throws. */
  record(keyId: string): void;
  /** Writes what was counted so far (tests, and the app closing). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Requests made with keys are counted in memory and written in one statement a second later at
 * most, off the request path: a client polling with its key costs no write per poll. Counts a
 * write failed to store are kept for the next one (a database blip loses nothing).
 */
export function createUsageRecorder(options: {
  db: DB;
  log: { error(obj: object, msg: string): void };
  flushMs?: number;
}): UsageRecorder {
  const flushMs = options.flushMs ?? USAGE_FLUSH_MS;
  let pending = new Map<string, UsageCount>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  /** Today's UTC date, worked out again only when the day ends. */
  let day = '';
  let dayEndsAt = 0;

  function add(count: UsageCount) {
    const key = `${count.keyId}|${count.day}`;
    const counted = pending.get(key);
    if (!counted) pending.set(key, { ...count });
    else {
      counted.requests += count.requests;
      if (count.lastUsedAt > counted.lastUsedAt) counted.lastUsedAt = count.lastUsedAt;
    }
  }

  /** Writes the counts so far; on failure keeps them for another attempt, unless closing. */
  async function write(closing = false): Promise<void> {
    timer = undefined;
    if (pending.size === 0) return;
    const counts = [...pending.values()];
    pending = new Map();
    try {
      await addUsage(options.db, counts);
    } catch (error) {
      if (closing) {
        options.log.error({ err: error }, 'could not record API key usage before stopping');
        return;
      }
      options.log.error({ err: error }, 'could not record API key usage; will try again');
      for (const count of counts) add(count);
      schedule();
    }
  }

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      writing = writing.then(() => write());
    }, flushMs);
    timer.unref();
  }

  return {
    record(keyId) {
      const now = Date.now();
      if (now >= dayEndsAt) {
        day = new Date(now).toISOString().slice(0, 10);
        dayEndsAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
      }
      add({ keyId, day, requests: 1, lastUsedAt: now });
      schedule();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      writing = writing.then(() => write());
      return writing;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await writing;
      clearTimeout(timer);
      // A last attempt: what it cannot write now is lost with the process, and logged.
      await write(true);
    },
  };
}
