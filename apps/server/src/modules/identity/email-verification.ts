import { createHash, randomBytes } from 'node:crypto';
import { FREE_MONTHLY_ALLOWANCE } from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import { LRUCache } from 'lru-cache';
import en from '../../../../web/src/locales/en-US/mail.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-CN/mail.json' with { type: 'json' };
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { ensureUser } from '../users/repository.ts';
import { type Account, findAccountByEmail } from './accounts.ts';
import type { VerificationOutcome } from './pages.ts';

/** How long a confirmation link works. */
export const VERIFICATION_LINK_HOURS = 48;
export const VERIFY_EMAIL_PATH = '/oidc/verify-email';

const mailTexts = { 'en-US': en, 'zh-CN': zh } as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );

/** A new single-use link that confirms the account's address; only its hash is stored. */
async function issueVerificationLink(
  db: DB,
  config: Config,
  accountId: string,
  language: Language,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_verifications')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      expires_at: new Date(Date.now() + VERIFICATION_LINK_HOURS * 3_600_000),
    })
    .execute();
  const link = new URL(VERIFY_EMAIL_PATH, config.PUBLIC_URL);
  link.searchParams.set('token', token);
  link.searchParams.set('lang', language);
  return link.href;
}

function verificationMail(language: Language, to: string, link: string): MailMessage {
  const t = mailTexts[language];
  return {
    to,
    subject: t.verify.subject,
    text: [
      t.greeting,
      '',
      fill(t.verify.body, { points: FREE_MONTHLY_ALLOWANCE }),
      '',
      t.verify.action,
      link,
      '',
      fill(t.verify.expiry, { hours: VERIFICATION_LINK_HOURS }),
      t.verify.notYou,
      '',
      t.signature,
    ].join('\n'),
  };
}

function existingAccountMail(
  language: Language,
  to: string,
  signInUrl: string,
  link: string | undefined,
): MailMessage {
  const t = mailTexts[language];
  const confirm = link
    ? ['', fill(t.existing.confirm, { hours: VERIFICATION_LINK_HOURS }), link]
    : [];
  return {
    to,
    subject: t.existing.subject,
    text: [
      t.greeting,
      '',
      t.existing.body,
      '',
      t.existing.signIn,
      signInUrl,
      ...confirm,
      '',
      t.existing.notYou,
      '',
      t.signature,
    ].join('\n'),
  };
}

/** How long an address that already has an account gets no second "someone tried to sign up" mail. */
export const NOTICE_QUIET_MINUTES = 15;

/**
 * The mail a valid sign-up sends, in the sign-up page's language: a confirmation link for a new
 * account; for an address that already has one, a note saying so (with a fresh link while that
 * account is unconfirmed, which is how a lost or expired link is replaced), at most one per
 * address every NOTICE_QUIET_MINUTES in this process, so sign-ups cannot flood someone's inbox.
 * The page answers the same either way; only the address' owner reads which it was.
 */
export function createSignUpMail(options: { db: DB; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = options;
  const noticed = new LRUCache<string, true>({ max: 10_000, ttl: NOTICE_QUIET_MINUTES * 60_000 });
  return async function sendSignUpMail(
    email: string,
    created: Account | null,
    language: Language,
  ): Promise<void> {
    if (created) {
      const link = await issueVerificationLink(db, config, created.id, language);
      await mailer.send(verificationMail(language, created.email, link));
      return;
    }
    const existing = await findAccountByEmail(db, email);
    if (!existing || noticed.has(existing.email)) return;
    noticed.set(existing.email, true);
    const link = existing.emailVerified
      ? undefined
      : await issueVerificationLink(db, config, existing.id, language);
    const signInUrl = new URL('/login', config.PUBLIC_URL).href;
    await mailer.send(existingAccountMail(language, existing.email, signInUrl, link));
  };
}

/**
 * Follows a confirmation link: uses it up (once, before it expires), marks the account confirmed
 * and grants the free allowance the account was waiting for.
 */
export async function verifyEmail(
  db: DB,
  token: string,
  now = new Date(),
): Promise<VerificationOutcome> {
  const tokenHash = hashToken(token);
  const verified = await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!used) return undefined;
    return trx
      .updateTable('accounts')
      .set({ email_verified_at: now })
      .where('id', '=', used.account_id)
      .where('email_verified_at', 'is', null)
      .returning(['id', 'email', 'name'])
      .executeTakeFirst()
      .then((account) => account ?? null);
  });
  if (verified) {
    await ensureUser(
      db,
      { id: verified.id, email: verified.email, name: verified.name, picture: null },
      now,
    );
    return 'verified';
  }
  if (verified === null) return 'alreadyVerified';
  // Not usable: say why, without telling more than the link's holder knows.
  const link = await db
    .selectFrom('email_verifications')
    .innerJoin('accounts', 'accounts.id', 'email_verifications.account_id')
    .select(['email_verifications.used_at', 'accounts.email_verified_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!link) return 'invalid';
  if (link.email_verified_at) return 'alreadyVerified';
  return link.used_at ? 'invalid' : 'expired';
}

/** Forgets links a month after they expired (until then a used one still answers 'already confirmed'). */
export async function deleteOldVerificationLinks(db: DB, now = new Date()): Promise<void> {
  await db
    .deleteFrom('email_verifications')
    .where('expires_at', '<', new Date(now.getTime() - 30 * 24 * 3_600_000))
    .execute();
}
