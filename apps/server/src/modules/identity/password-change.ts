import {
  AccountSecurityErrorCode,
  type AccountSecurityErrorCodeValue,
} from '@idealens/shared/account-security';
import { ErrorCode } from '@idealens/shared/errors';
import type { Language } from '@idealens/shared/simple-report';
import en from '../../../../web/src/locales/en-US/sign-in.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/sign-in.json' with { type: 'json' };
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import { fill } from '../../pages/page-shell.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endAccountSessions } from './account-sessions.ts';
import { type PasswordProblem, passwordProblem } from './accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordChangedMail } from './password-mails.ts';
import { signInUrl } from './password-reset.ts';
import { claimSignInAttempt, signInSucceeded } from './sign-in-backoff.ts';

const texts = { 'en-US': en, 'zh-CN': zh } as const;

/** Each broken rule's code; its message is the sign-up form's, in the caller's language. */
const problemCodes: Record<PasswordProblem, AccountSecurityErrorCodeValue> = {
  passwordTooShort: AccountSecurityErrorCode.PASSWORD_TOO_SHORT,
  passwordTooLong: AccountSecurityErrorCode.PASSWORD_TOO_LONG,
  passwordWeak: AccountSecurityErrorCode.PASSWORD_TOO_WEAK,
  passwordCommon: AccountSecurityErrorCode.PASSWORD_TOO_COMMON,
};

/** Too many wrong passwords for the account lately: the sign-in back-off holds the change too. */
export class PasswordAttemptsExhausted extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(language: Language, retryAfterSeconds: number) {
    super(
      'try_later',
      AccountSecurityErrorCode.TOO_MANY_PASSWORD_ATTEMPTS,
      fill(texts[language].tooManyLead, { seconds: Math.max(1, retryAfterSeconds) }),
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface PasswordChangeResult {
  /** How many other sign-ins were ended. */
  signedOutSessions: number;
  /** False when the caller's sign-in could not be told apart, and so was ended with the rest. */
  currentSessionKept: boolean;
}

/**
 * Changing a built-in account's password while signed in: the current password is checked under
 * the sign-in back-off (so this is no side door for guessing it), the new one against the sign-up
 * rules; then every other sign-in of the account ends, an audit row is written with the change,
 * and the owner gets a mail saying so.
 */
export function createPasswordChange(options: {
  db: DB;
  config: Config;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
  /** A grant ended by a change: the API of this process forgets its tokens at once. */
  onGrantRevoked?: ((grantId: string) => void) | undefined;
}) {
  const { db, config, mailer, log } = options;

  return async function changePassword(
    input: {
      accountId: string;
      /** The grant (sign-in) the caller's token belongs to, kept; undefined: none can be kept. */
      grantId: string | undefined;
      currentPassword: string;
      newPassword: string;
    },
    language: Language,
  ): Promise<PasswordChangeResult> {
    const problem = passwordProblem(input.newPassword);
    if (problem) throw new DomainError('invalid', problemCodes[problem], texts[language][problem]);
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'email', 'password_hash'])
      .where('id', '=', input.accountId)
      .executeTakeFirst();
    if (!account) {
      throw new DomainError('not_found', ErrorCode.USER_NOT_FOUND, 'User not found');
    }
    const attempt = await claimSignInAttempt(db, account.email);
    if (!attempt.allowed) throw new PasswordAttemptsExhausted(language, attempt.retryAfterSeconds);
    if (!(await verifyPassword(input.currentPassword, account.password_hash))) {
      throw new DomainError(
        'invalid',
        AccountSecurityErrorCode.CURRENT_PASSWORD_WRONG,
        texts[language].currentPasswordWrong,
      );
    }
    await signInSucceeded(db, account.email);
    const passwordHash = await hashPassword(input.newPassword);
    const endedGrants = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash })
        .where('id', '=', account.id)
        .execute();
      // A reset link still out would set the password again behind the owner's back.
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('account_id', '=', account.id)
        .where('used_at', 'is', null)
        .execute();
      const ended = await endAccountSessions(trx, account.id, { keepGrantId: input.grantId });
      await recordAudit(trx, account.id, 'account.password_changed', {
        endedSessions: ended.length,
        currentSessionKept: input.grantId !== undefined,
      });
      return ended;
    });
    for (const grantId of endedGrants) options.onGrantRevoked?.(grantId);
    mailer
      .send(passwordChangedMail(language, account.email, 'change', signInUrl(config)))
      .catch((error) => log.error({ err: error }, 'could not send the password-changed mail'));
    return {
      // Without a kept sign-in, the caller's own is among the ended ones.
      signedOutSessions: Math.max(0, endedGrants.length - (input.grantId === undefined ? 1 : 0)),
      currentSessionKept: input.grantId !== undefined,
    };
  };
}

export type ChangePassword = ReturnType<typeof createPasswordChange>;
