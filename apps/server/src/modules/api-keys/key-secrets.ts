import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@idealens/shared/api-keys';
import { sealShareToken, unsealShareToken } from '../shares/share-token.ts';

// An API key's secret: `il_` and 32 random bytes (256 bits) as base64url, 46 characters. Only its
// SHA-256 is stored (what a request's key is looked up by) and its last four characters. A key's
// webhook secret, `whsec_` and 32 random bytes, must be read again to sign each delivery: it is
// kept sealed with AES-256-GCM, bound to the key's id, as share links' tokens are (ADR 028, 033).

const SECRET_BYTES = 32;
const API_KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new key's secret. */
export const newApiKeySecret = (): string =>
  `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;

/** A new webhook signing secret. */
export const newWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;

/** Whether a bearer token could be a key at all (anything else is refused unread). */
export const isApiKeyShaped = (token: string): boolean => API_KEY_SHAPE.test(token);

/** What the database stores and finds a key by. */
export const hashApiKey = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** A webhook secret sealed under `key` (32 bytes) for the key `keyId`, as a share link's token is. */
export const sealWebhookSecret = (key: Buffer, secret: string, keyId: string): string =>
  sealShareToken(key, secret, keyId);

/** The secret `sealWebhookSecret` sealed; throws when the key, the key id or the bytes differ. */
export const unsealWebhookSecret = (key: Buffer, sealed: string, keyId: string): string =>
  unsealShareToken(key, sealed, keyId);
