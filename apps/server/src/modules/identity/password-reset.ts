import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@idealens/shared/simple-report';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endAccountSessions } from './account-sessions.ts';
import { findAccountByEmail } from './accounts.ts';
import { hashPassword } from './password.ts';
import { passwordChangedMail, passwordResetMail } from './password-mails.ts';
import { signInSucceeded } from './sign-in-backoff.ts';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;
/** Where "Forgot password?" leads (also under a sign-in interaction: `…/interaction/{uid}/forgot-password`). */
export const FORGOT_PASSWORD_PATH = '/oidc/forgot-password';
/** Where the mailed link opens the form for a new password. */
export const RESET_PASSWORD_PATH = '/oidc/reset-password';
/**
 * Links one account is sent per hour at most, whoever asks and from wherever: asking is open to
 * anyone who knows the address, so it must not fill the owner's inbox.
 */
export const RESET_LINKS_PER_HOUR = 5;

/** What a reset link can still do: set a password, or nothing (it expired, or was used or replaced). */
export type ResetLinkState = 'usable' | 'expired' | 'invalid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The sign-in page of the web app, which starts a fresh sign-in. */
export const signInUrl = (config: Config) => new URL('/login', config.PUBLIC_URL).href;

interface ResetLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Resetting a forgotten password of a built-in account: a one-time link by mail (only its hash is
 * stored), valid RESET_LINK_MINUTES, each new one replacing the older ones; following it sets the
 * password and ends every sign-in of the account.
 */
export function createPasswordReset(options: {
  db: DB;
  config: Config;
  mailer: Mailer;
  log: ResetLog;
  /** A grant ended by a reset: the API of this process forgets its tokens at once. */
  onGrantRevoked?: ((grantId: string) => void) | undefined;
}) {
  const { db, config, mailer, log } = options;

  /**
   * Mails a reset link to the account of `email`, if there is one and it was not sent too many
   * lately; nothing otherwise. Whoever asks learns nothing from it: the page answers the same, and
   * this runs after the answer.
   */
  async function requestReset(email: string, language: Language): Promise<void> {
    const account = await findAccountByEmail(db, email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const issued = await db.transaction().execute(async (trx) => {
      // One request at a time per account, so only the newest link works.
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', account.id)
        .forUpdate()
        .executeTakeFirst();
      const { recent } = await trx
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<string>().as('recent'))
        .where('account_id', '=', account.id)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      if (Number(recent) >= RESET_LINKS_PER_HOUR) return false;
      await trx
        .updateTable('password_resets')
        .set({ used_at: sql<Date>`now()` })
        .where('account_id', '=', account.id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          account_id: account.id,
          expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
        })
        .execute();
      await recordAudit(trx, account.id, 'account.password_reset_requested');
      return true;
    });
    if (!issued) {
      log.info({ accountId: account.id }, 'password reset link not sent: too many this hour');
      return;
    }
    const link = new URL(RESET_PASSWORD_PATH, config.PUBLIC_URL);
    link.searchParams.set('token', token);
    link.searchParams.set('lang', language);
    await mailer.send(passwordResetMail(language, account.email, link.href, RESET_LINK_MINUTES));
  }

  /** Whether a link can still set a password, without using it up. */
  async function linkState(token: string, now = new Date()): Promise<ResetLinkState> {
    if (!token || token.includes('\0')) return 'invalid';
    const row = await db
      .selectFrom('password_resets')
      .select(['used_at', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.used_at) return 'invalid';
    return new Date(row.expires_at) > now ? 'usable' : 'expired';
  }

  /**
   * Sets the account's new password with a usable link (already checked against the rules), uses
   * the link up, and ends every sign-in of the account; then mails the owner that it happened.
   */
  async function completeReset(
    token: string,
    password: string,
    language: Language,
  ): Promise<{ done: true } | { done: false; state: Exclude<ResetLinkState, 'usable'> }> {
    const state = await linkState(token);
    if (state !== 'usable') return { done: false, state };
    // Hashed before the transaction: scrypt takes a while, and holds no lock meanwhile.
    const passwordHash = await hashPassword(password);
    const done = await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('account_id')
        .executeTakeFirst();
      if (!used) return undefined;
      const account = await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash })
        .where('id', '=', used.account_id)
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      // Any other link still out is void now.
      await trx
        .updateTable('password_resets')
        .set({ used_at: sql<Date>`now()` })
        .where('account_id', '=', account.id)
        .where('used_at', 'is', null)
        .execute();
      const endedGrants = await endAccountSessions(trx, account.id);
      await recordAudit(trx, account.id, 'account.password_reset', {
        endedSessions: endedGrants.length,
      });
      return { account, endedGrants };
    });
    if (!done) return { done: false, state: await linkState(token).then(notUsable) };
    for (const grantId of done.endedGrants) options.onGrantRevoked?.(grantId);
    // Whoever had the mailbox had the account: the failed guesses before no longer hold it back.
    await signInSucceeded(db, done.account.email);
    mailer
      .send(passwordChangedMail(language, done.account.email, 'reset', signInUrl(config)))
      .catch((error) => log.error({ err: error }, 'could not send the password-changed mail'));
    return { done: true };
  }

  return { requestReset, linkState, completeReset };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;

/** A link that was usable a moment ago and is not now was used (or replaced) meanwhile. */
const notUsable = (state: ResetLinkState): Exclude<ResetLinkState, 'usable'> =>
  state === 'usable' ? 'invalid' : state;

/** Forgets reset links a day after they expired (until then a used one still answers "used"). */
export async function deleteOldResetLinks(db: DB, now = new Date()): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3_600_000))
    .execute();
}
