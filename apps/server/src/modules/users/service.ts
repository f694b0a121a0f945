import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { ensureUser, type UserIdentity } from './repository.ts';

const SYNC_EVERY_MS = 60_000;
const MAX_CACHED_USERS = 10_000;

export interface UserSyncOptions {
  db: DB;
  /** Profile data the token lacks (the built-in provider's accounts); none for external providers. */
  accountDetails?: (
    id: string,
  ) => Promise<{ email: string; name: string | null; emailVerified: boolean } | null>;
}

/** When the UTC calendar month of `now` began, worked out again only when a month ends. */
function monthStarts() {
  let start = 0;
  let next = 0;
  return (now: number) => {
    if (now < start || now >= next) {
      const date = new Date(now);
      start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    }
    return start;
  };
}

/**
 * Keeps the `users` row of each authenticated caller current and grants the month's allowance,
 * at most once a minute per user and process rather than on every request (and at once when a
 * new month begins). Returns nothing when there is nothing to do (most requests), so the caller
 * need not wait.
 */
export function createUserSync(options: UserSyncOptions) {
  /** When each user was synced, for SYNC_EVERY_MS, on the wall clock like the month's start. */
  const userSyncCache = new LRUCache<string, number>({
    max: MAX_CACHED_USERS,
    ttl: SYNC_EVERY_MS,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  const monthStart = monthStarts();
  async function sync(user: AuthenticatedUser, now: number): Promise<void> {
    const identity: UserIdentity = {
      id: user.id,
      email: user.email ?? null,
      name: user.name ?? null,
      picture: user.picture ?? null,
    };
    // The built-in provider's accounts get the free allowance once their address is confirmed.
    let freeAllowance = true;
    if (options.accountDetails) {
      const account = await options.accountDetails(user.id);
      identity.email ??= account?.email ?? null;
      identity.name ??= account?.name ?? null;
      freeAllowance = account?.emailVerified ?? true;
    }
    await ensureUser(options.db, identity, new Date(now), { freeAllowance });
    userSyncCache.set(user.id, now);
  }
  function syncUser(user: AuthenticatedUser): Promise<void> | undefined {
    const now = Date.now();
    const last = userSyncCache.get(user.id);
    if (last !== undefined && last >= monthStart(now)) return;
    return sync(user, now);
  }
  return Object.assign(syncUser, {
    /** Syncs the user again on their next request (their account was just deleted: refused then). */
    forget(userId: string) {
      userSyncCache.delete(userId);
    },
  });
}
