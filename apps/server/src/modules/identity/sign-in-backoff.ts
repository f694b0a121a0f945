import { createHash } from 'node:crypto';
import type { DB } from '../../db/database.ts';
import { normalizeEmail } from './accounts.ts';

/** Failed sign-ins of one account before each further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 15_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A day without a failure forgets the account's failures. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Rows of `identity_models` under this model hold each account's failures (ADR 006). */
const MODEL = 'SignInBackoff';

interface Failures {
  failures: number;
  /** Epoch milliseconds before which no attempt is taken. */
  waitUntil: number;
}

/**
 * How long an account waits after `failures` failed sign-ins: nothing for the first few, then
 * 15 s, doubling with each further failure up to 15 minutes.
 */
export function backoffWaitMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS);
}

/** Keyed by a hash of the address, for any address: the same for accounts and non-accounts. */
const keyOf = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('base64url');

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one sign-in attempt at an account, or says how long to wait: the per-account back-off
 * that guessing from many addresses cannot spread out. The attempt counts as a failure from the
 * start, so attempts racing each other are counted too; `signInSucceeded` clears them. Every
 * API process reads the same rows.
 */
export async function claimSignInAttempt(
  db: DB,
  email: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const id = keyOf(email);
  return db.transaction().execute(async (trx) => {
    const fresh: Failures = { failures: 0, waitUntil: 0 };
    await trx
      .insertInto('identity_models')
      .values({
        model: MODEL,
        id,
        payload: JSON.stringify(fresh),
        expires_at: new Date(now + FORGET_AFTER_MS),
      })
      .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('identity_models')
      .select(['payload', 'expires_at'])
      .where('model', '=', MODEL)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= now;
    const known = expired ? fresh : (row.payload as unknown as Failures);
    if (known.waitUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((known.waitUntil - now) / 1000) };
    }
    const failures = known.failures + 1;
    const wait = backoffWaitMs(failures);
    const next: Failures = { failures, waitUntil: wait > 0 ? now + wait : 0 };
    await trx
      .updateTable('identity_models')
      .set({ payload: JSON.stringify(next), expires_at: new Date(now + FORGET_AFTER_MS) })
      .where('model', '=', MODEL)
      .where('id', '=', id)
      .execute();
    return { allowed: true };
  });
}

/** The right password: the account's failures are forgotten. */
export async function signInSucceeded(db: DB, email: string): Promise<void> {
  await db
    .deleteFrom('identity_models')
    .where('model', '=', MODEL)
    .where('id', '=', keyOf(email))
    .execute();
}
