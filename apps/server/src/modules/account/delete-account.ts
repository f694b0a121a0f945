import { AccountErrorCode } from '@idealens/shared/account';
import { ErrorCode } from '@idealens/shared/errors';
import { TeamErrorCode } from '@idealens/shared/team-codes';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import { TASK_UPDATES_CHANNEL } from '../analysis/task-events.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { normalizeEmail } from '../identity/accounts.ts';
import { removeExportFiles } from './export-files.ts';

export interface AccountDeletionOptions {
  db: DB;
  /** Where data exports are kept (`accountExportDir(DATA_DIR)`): the account's go too. */
  exportDir: string;
  /**
   * Ends the user's subscription at the payment provider, so nothing bills a deleted account;
   * called before anything is deleted, and a failure stops the deletion.
   */
  endSubscription(userId: string): Promise<void>;
  /** The account is gone: forget what this process holds of it (verified tokens, synced users). */
  onDeleted?(userId: string): void;
}

export interface DeletedAccount {
  deletedAt: Date;
  paymentRecordsKept: number;
}

const mismatch = () =>
  new DomainError(
    'invalid',
    AccountErrorCode.CONFIRMATION_MISMATCH,
    'The email you typed is not this account’s email.',
  );

/** The address the user confirms with: the profile's, else the built-in account's. */
async function accountEmail(db: DB, userId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.id')
    .select(['users.email as profileEmail', 'accounts.email as accountEmail'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.profileEmail ?? row.accountEmail;
}

/**
 * An account that owns a team others are in is not deleted: the team's pool is its points, and
 * its members would lose the team. Its owner transfers the team, or deletes it, first.
 */
async function refuseWhileOwningTeam(db: DB, userId: string): Promise<void> {
  const shared = await db
    .selectFrom('team_members as owner')
    .innerJoin('team_members as other', 'other.team_id', 'owner.team_id')
    .select('owner.team_id')
    .where('owner.user_id', '=', userId)
    .where('owner.role', '=', 'owner')
    .where('other.user_id', '<>', userId)
    .executeTakeFirst();
  if (shared) {
    throw new DomainError(
      'conflict',
      TeamErrorCode.TEAM_OWNERSHIP,
      'You own a team with other members. Make one of them its owner, or delete the team, first.',
    );
  }
}

/**
 * Deletes the account `userId` for good, once `confirmEmail` matches its email (in any case):
 * its subscription is ended first, then in one transaction its tasks, reports (and so their share
 * links), points ledger, subscription, open checkouts, data exports, sign-in account with every
 * session and token, and its row; its analytics events lose their user id, the payment provider's
 * events that name it lose their payload. Kept: paid checkouts without the user (the payment
 * records the law requires: date, plan, amount, provider reference), the audit trail (ids only)
 * with its `account.deleted` row, and the id in `erased_accounts`, so that no token brings the
 * account back.
 */
export async function deleteAccount(
  options: AccountDeletionOptions,
  userId: string,
  confirmEmail: string,
): Promise<DeletedAccount> {
  const { db } = options;
  const email = await accountEmail(db, userId);
  if (email === undefined) {
    throw new DomainError('not_found', ErrorCode.USER_NOT_FOUND, 'User not found');
  }
  if (!email || normalizeEmail(email) !== normalizeEmail(confirmEmail)) throw mismatch();
  await refuseWhileOwningTeam(db, userId);

  await options.endSubscription(userId);

  const deleted = await db.transaction().execute(async (trx) => {
    // The row first: requests of the user writing now (an analysis filing its report, a
    // payment applied) finish before, and what they wrote is deleted below with the rest.
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    const { erased_at: deletedAt } = await trx
      .insertInto('erased_accounts')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ erased_at: sql<Date>`now()` }))
      .returning('erased_at')
      .executeTakeFirstOrThrow();

    // A team the user owns alone goes with them (its members' rows go with the users row).
    await refuseWhileOwningTeam(trx, userId);
    await trx
      .deleteFrom('teams')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('team_members')
          .select('team_id')
          .where('user_id', '=', userId)
          .where('role', '=', 'owner'),
      )
      .execute();
    // Reports go with their share links (ON DELETE CASCADE): a shared link is dead at commit.
    const reports = await trx.deleteFrom('reports').where('user_id', '=', userId).execute();
    // A task being analysed finds its row gone: its worker writes nothing back (every write of
    // a task is an update of its row), and live updates hear that it changed.
    const tasks = await trx
      .deleteFrom('analysis_tasks')
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    if (tasks.length > 0) {
      await sql`SELECT pg_notify(${TASK_UPDATES_CHANNEL}, id::text) FROM unnest(${tasks.map((task) => task.id)}::uuid[]) AS id`.execute(
        trx,
      );
    }
    await trx.deleteFrom('points_ledger').where('user_id', '=', userId).execute();
    await trx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('payment_sessions')
      .where('user_id', '=', userId)
      .where('status', '!=', 'paid')
      .execute();
    const kept = await trx
      .updateTable('payment_sessions')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // Provider events keep what replays are checked against (id, type, effect, subscription);
    // their payloads (a card holder's name and address at Stripe) go.
    await trx
      .updateTable('payment_events')
      .set({ payload: JSON.stringify({ removed: 'account deleted' }) })
      .where(sql<boolean>`strpos(payload::text, ${userId}) > 0`)
      .execute();
    const exports = await trx
      .deleteFrom('account_exports')
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    await trx
      .updateTable('analytics_events')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();

    // Signing in: the built-in account (its links go with it) and every model of the provider
    // issued to it — sessions, grants and what was issued under them, interactions.
    await trx.deleteFrom('accounts').where('id', '=', userId).execute();
    await trx
      .deleteFrom('identity_models')
      .where((eb) =>
        eb.or([
          eb(sql`payload->>'accountId'`, '=', userId),
          eb(sql`payload#>>'{session,accountId}'`, '=', userId),
          eb(sql`payload#>>'{result,login,accountId}'`, '=', userId),
          eb(
            'grant_id',
            'in',
            eb
              .selectFrom('identity_models as grants')
              .select('grants.id')
              .where('grants.model', '=', 'Grant')
              .where(sql`grants.payload->>'accountId'`, '=', userId),
          ),
        ]),
      )
      .execute();

    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await recordAudit(trx, userId, 'account.deleted', {
      tasks: tasks.length,
      reports: Number(reports[0]?.numDeletedRows ?? 0),
      paymentRecordsKept: Number(kept.numUpdatedRows),
    });
    return {
      deletedAt: new Date(deletedAt),
      paymentRecordsKept: Number(kept.numUpdatedRows),
      exportIds: exports.map((row) => row.id),
    };
  });
  if (!deleted) throw new DomainError('not_found', ErrorCode.USER_NOT_FOUND, 'User not found');

  options.onDeleted?.(userId);
  for (const exportId of deleted.exportIds) {
    await removeExportFiles(options.exportDir, exportId);
  }
  return { deletedAt: deleted.deletedAt, paymentRecordsKept: deleted.paymentRecordsKept };
}
