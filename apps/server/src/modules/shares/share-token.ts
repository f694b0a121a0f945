import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A share link's token: 32 random bytes (256 bits) as base64url, 43 characters. The database
// finds a link by the token's SHA-256 and keeps the token itself only sealed with AES-256-GCM,
// so that the owner asking again gets the same link (ADR 028).

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new token, random enough that guessing one is hopeless. */
export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** Whether a path segment could be a token at all (anything else is not found, unread). */
export const isShareTokenShaped = (text: string): boolean => TOKEN_SHAPE.test(text);

/** What the database stores and looks a token up by. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * The token sealed under `key` (32 bytes), bound to its report: a sealed token copied onto another
 * report's row does not open. `iv ‖ tag ‖ ciphertext`, base64url.
 */
export function sealShareToken(key: Buffer, token: string, reportId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(reportId));
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The token `sealShareToken` sealed; throws when the key, the report or the bytes differ. */
export function unsealShareToken(key: Buffer, sealed: string, reportId: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(reportId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
