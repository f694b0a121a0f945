import type { DB } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { allowanceMonth } from './plan.ts';
import { ensureUser, type UserIdentity } from './repository.ts';

const SYNC_EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export interface UserSyncOptions {
  db: DB;
  /** Profile data the token lacks (the built-in provider's accounts); none for external providers. */
  accountDetails?: (id: string) => Promise<{ email: string; name: string | null } | null>;
}

/**
 * Keeps the `users` row of each authenticated caller current and grants the month's allowance,
 * at most once a minute per user and process rather than on every request.
 */
export function createUserSync(options: UserSyncOptions) {
  const lastSynced = new Map<string, number>();
  return async function syncUser(user: AuthenticatedUser): Promise<void> {
    const now = new Date();
    const key = `${user.id}:${allowanceMonth(now)}`;
    const last = lastSynced.get(key);
    if (last !== undefined && now.getTime() - last < SYNC_EVERY_MS) return;

    const identity: UserIdentity = {
      id: user.id,
      email: user.email ?? null,
      name: user.name ?? null,
      picture: user.picture ?? null,
    };
    if (options.accountDetails && (!identity.email || !identity.name)) {
      const account = await options.accountDetails(user.id);
      identity.email ??= account?.email ?? null;
      identity.name ??= account?.name ?? null;
    }
    await ensureUser(options.db, identity, now);

    if (lastSynced.size >= MAX_REMEMBERED) lastSynced.clear();
    lastSynced.set(key, now.getTime());
  };
}
