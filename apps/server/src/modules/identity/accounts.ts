import { randomUUID } from 'node:crypto';
import { PASSWORD_RULES } from '@idealens/shared/account-security';
import type { DB } from '../../db/database.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, spendVerificationTime, verifyPassword } from './password.ts';

export interface Account {
  id: string;
  email: string;
  name: string | null;
  /** Whether the address was confirmed (by mail, or at once where mail reaches nobody). */
  emailVerified: boolean;
}

const accountColumns = ['id', 'email', 'name', 'email_verified_at'] as const;

function toAccount(row: {
  id: string;
  email: string;
  name: string | null;
  email_verified_at: Date | null;
}): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.email_verified_at !== null,
  };
}

export const PASSWORD_MIN_LENGTH = PASSWORD_RULES.minLength;
const PASSWORD_MAX_LENGTH = PASSWORD_RULES.maxLength;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignUpProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordWeak'
  | 'passwordCommon'
  | 'nameTooLong';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** What is wrong with an email address typed in a form; undefined when nothing. */
export function emailProblem(input: string): 'emailRequired' | 'emailInvalid' | undefined {
  const email = input.trim();
  if (!email) return 'emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return undefined;
}

export type PasswordProblem = Extract<SignUpProblem, `password${string}`>;

/** What is wrong with a password someone chooses (sign-up, reset, change); undefined when nothing. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'passwordWeak';
  if (isCommonPassword(password)) return 'passwordCommon';
  return undefined;
}

/** Field problems of a sign-up form, keyed by field; empty when the input is acceptable. */
export function checkSignUp(input: SignUpInput): Partial<Record<keyof SignUpInput, SignUpProblem>> {
  const problems: Partial<Record<keyof SignUpInput, SignUpProblem>> = {};
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  const password = passwordProblem(input.password);
  if (password) problems.password = password;
  if (input.name.trim().length > 100) problems.name = 'nameTooLong';
  return problems;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the account; null when the email already has one. Both take the time of hashing the
 * password, so neither the answer nor its timing tells whether an address has an account.
 */
export async function createAccount(
  db: DB,
  input: SignUpInput,
  options: { verified: boolean },
): Promise<Account | null> {
  const row = await db
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name.trim() || null,
      password_hash: await hashPassword(input.password),
      email_verified_at: options.verified ? new Date() : null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(accountColumns)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** The account these credentials open, or null; takes the same time whether the email exists or not. */
export async function authenticate(
  db: DB,
  email: string,
  password: string,
): Promise<Account | null> {
  const row = await db
    .selectFrom('accounts')
    .select([...accountColumns, 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row) {
    await spendVerificationTime(password);
    return null;
  }
  if (!(await verifyPassword(password, row.password_hash))) return null;
  return toAccount(row);
}

export async function findAccount(db: DB, id: string): Promise<Account | null> {
  const row = await db
    .selectFrom('accounts')
    .select(accountColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountByEmail(db: DB, email: string): Promise<Account | null> {
  const row = await db
    .selectFrom('accounts')
    .select(accountColumns)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}
