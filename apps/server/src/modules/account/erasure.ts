import { AccountErrorCode } from '@idealens/shared/account';
import type { DB } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';

/** Whether the account `userId` was deleted: only its id is kept, in `erased_accounts`. */
export async function isErased(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('erased_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses a deleted account (401 ACCOUNT_DELETED). Called in the transaction that writes the
 * user's row, after writing it: a write that waited on a deletion's lock of the row reads the
 * deletion's tombstone here (a new statement sees what committed meanwhile) and is rolled back,
 * so no interleaving brings the row back.
 */
export async function refuseErasedAccount(trx: DB, userId: string): Promise<void> {
  if (await isErased(trx, userId)) {
    throw new DomainError(
      'sign_in_required',
      AccountErrorCode.ACCOUNT_DELETED,
      'This account was deleted. Sign up again to use IdeaLens.',
    );
  }
}
