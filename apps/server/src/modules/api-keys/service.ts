import { randomUUID } from 'node:crypto';
import { ApiKeyErrorCode } from '@idealens/shared/api-key-codes';
import {
  type ApiKeyList,
  type CreateApiKey,
  type CreatedApiKey,
  MAX_API_KEYS,
} from '@idealens/shared/api-keys';
import { ErrorCode } from '@idealens/shared/errors';
import { plansIncluding } from '@idealens/shared/plans';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { hasApiAccess } from './api-access.ts';
import { hashApiKey, newApiKeySecret, newWebhookSecret, sealWebhookSecret } from './key-secrets.ts';
import {
  countLiveKeys,
  insertApiKey,
  listLiveKeys,
  lockUser,
  revokeApiKey,
  usageSince,
} from './repository.ts';
import { isPrivateHost } from './webhook-target.ts';

/** Days of usage a key's summary shows, today included. */
export const USAGE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ApiKeyServiceOptions {
  db: DB;
  /** The 32-byte key that seals webhook secrets, the same in every process. */
  sealingKey: () => Promise<Buffer>;
  /** A key was revoked: this process stops honouring it at once. */
  onRevoked(keyId: string): void;
  /** Whether a webhook URL may name a private or local address (ADR 033). */
  allowPrivateWebhooks: boolean;
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

const iso = (value: Date | string) => new Date(value).toISOString();
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const keyNotFound = () =>
  new DomainError('not_found', ApiKeyErrorCode.API_KEY_NOT_FOUND, 'This API key does not exist.');

/** "API keys come with the Max plan." */
function planRequired(): DomainError {
  const plans = plansIncluding('api_access');
  const named = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(plans);
  return new DomainError(
    'forbidden',
    ErrorCode.PLAN_REQUIRED,
    `API keys come with the ${named} plan${plans.length > 1 ? 's' : ''}, for its subscribers and the members of their teams.`,
  );
}

/** A user's API keys (issue 23): made on the Max plan, listed without their secrets, revoked. */
export function createApiKeyService({
  db,
  sealingKey,
  onRevoked,
  allowPrivateWebhooks,
}: ApiKeyServiceOptions) {
  // Read once it is found (a failed read is tried again next time).
  let key: Buffer | undefined;
  const keyOf = async () => {
    key ??= await sealingKey();
    return key;
  };

  return {
    /**
     * A new key: its secret (and its webhook's, with a webhook URL) in the answer, this once;
     * only the secret's hash and last four characters are kept.
     */
    async createKey(userId: string, body: CreateApiKey): Promise<CreatedApiKey['data']> {
      if (!(await hasApiAccess(db, userId))) throw planRequired();
      if (
        body.webhookUrl &&
        !allowPrivateWebhooks &&
        isPrivateHost(new URL(body.webhookUrl).hostname)
      ) {
        throw new DomainError(
          'invalid',
          ErrorCode.VALIDATION_FAILED,
          'The webhook URL must be reachable on the internet: this server does not call private or local addresses.',
        );
      }
      const id = randomUUID();
      const secret = newApiKeySecret();
      const webhookUrl = body.webhookUrl ?? null;
      const webhookSecret = webhookUrl === null ? null : newWebhookSecret();
      const sealedWebhookSecret =
        webhookSecret === null ? null : sealWebhookSecret(await keyOf(), webhookSecret, id);
      const name = body.name.trim();
      const created = await db.transaction().execute(async (trx) => {
        // One creation at a time per user, so two at once cannot both pass the limit.
        await lockUser(trx, userId);
        if ((await countLiveKeys(trx, userId)) >= MAX_API_KEYS) {
          throw new DomainError(
            'conflict',
            ApiKeyErrorCode.TOO_MANY_API_KEYS,
            `You can have at most ${MAX_API_KEYS} API keys. Revoke one to make another.`,
          );
        }
        const row = await insertApiKey(trx, {
          id,
          userId,
          name,
          keyHash: hashApiKey(secret),
          last4: secret.slice(-4),
          webhookUrl,
          sealedWebhookSecret,
        });
        await recordAudit(trx, userId, 'api_key.created', {
          keyId: id,
          webhook: webhookUrl !== null,
        });
        return row;
      });
      return {
        id,
        name,
        key: secret,
        createdAt: iso(created.created_at),
        webhookUrl,
        webhookSecret,
      };
    },

    /** The user's live keys, newest first, each with its last USAGE_DAYS days of requests. */
    async listKeys(userId: string, now = Date.now()): Promise<ApiKeyList['data']> {
      const rows = await listLiveKeys(db, userId);
      const days = Array.from({ length: USAGE_DAYS }, (_, index) =>
        utcDay(now - (USAGE_DAYS - 1 - index) * DAY_MS),
      );
      const usage = await usageSince(
        db,
        rows.map((row) => row.id),
        days[0] ?? utcDay(now),
      );
      const requestsOn = new Map(usage.map((day) => [`${day.key_id}|${day.day}`, day.requests]));
      return {
        keys: rows.map((row) => ({
          id: row.id,
          name: row.name,
          last4: row.last4,
          createdAt: iso(row.created_at),
          lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
          requestCount: Number(row.request_count),
          webhookUrl: row.webhook_url,
          usage: days.map((day) => ({ day, requests: requestsOn.get(`${row.id}|${day}`) ?? 0 })),
        })),
      };
    },

    /** Revokes one of the user's live keys: refused from now on (in other processes within 5 s). */
    async revokeKey(userId: string, keyId: string): Promise<void> {
      if (!isUuid(keyId)) throw keyNotFound();
      const id = keyId.toLowerCase();
      const revoked = await db.transaction().execute(async (trx) => {
        if (!(await revokeApiKey(trx, userId, id))) return false;
        await recordAudit(trx, userId, 'api_key.revoked', { keyId: id });
        return true;
      });
      if (!revoked) throw keyNotFound();
      onRevoked(id);
    },
  };
}
