import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/** A key as the owner's list shows it. */
export interface ApiKeyRow {
  id: string;
  name: string;
  last4: string;
  webhook_url: string | null;
  created_at: Date;
  last_used_at: Date | null;
  request_count: string;
}

export interface NewApiKey {
  id: string;
  userId: string;
  name: string;
  keyHash: string;
  last4: string;
  webhookUrl: string | null;
  sealedWebhookSecret: string | null;
}

/** Locks the user's row for the rest of the transaction: their key count cannot race. */
export async function lockUser(trx: DB, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLiveKeys(db: DB, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertApiKey(db: DB, key: NewApiKey): Promise<{ created_at: Date }> {
  return db
    .insertInto('api_keys')
    .values({
      id: key.id,
      user_id: key.userId,
      name: key.name,
      key_hash: key.keyHash,
      last4: key.last4,
      webhook_url: key.webhookUrl,
      sealed_webhook_secret: key.sealedWebhookSecret,
    })
    .returning('created_at')
    .executeTakeFirstOrThrow();
}

/** The user's live keys, newest first. */
export function listLiveKeys(db: DB, userId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'last4', 'webhook_url', 'created_at', 'last_used_at', 'request_count'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Requests per key and UTC day (`YYYY-MM-DD`) from `since` on. */
export async function usageSince(
  db: DB,
  keyIds: string[],
  since: string,
): Promise<Array<{ key_id: string; day: string; requests: number }>> {
  if (keyIds.length === 0) return [];
  const rows = await db
    .selectFrom('api_key_usage')
    .select(['key_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'requests'])
    .where('key_id', 'in', keyIds)
    .where('day', '>=', sql<Date>`${since}::date`)
    .execute();
  return rows.map((row) => ({ ...row, requests: Number(row.requests) }));
}

/** Revokes one of the user's live keys; false when there is none with that id. */
export async function revokeApiKey(db: DB, userId: string, keyId: string): Promise<boolean> {
  const revoked = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/** The live key with this secret's hash: its id and owner. */
export function findLiveKey(
  db: DB,
  keyHash: string,
): Promise<{ id: string; user_id: string } | undefined> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'user_id'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Requests made with keys since the last flush: per key and UTC day, and when last. */
export interface UsageCount {
  keyId: string;
  day: string;
  requests: number;
  /** Epoch milliseconds. */
  lastUsedAt: number;
}

/**
 * Adds requests to the keys' totals and their days' counts in one statement. Keys deleted since
 * (their account was) are left out rather than failing the rest.
 */
export async function addUsage(db: DB, counts: UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await sql`
    WITH counts (key_id, day, requests, last_used_at) AS (
      SELECT * FROM unnest(
        ${counts.map((c) => c.keyId)}::uuid[],
        ${counts.map((c) => c.day)}::date[],
        ${counts.map((c) => c.requests)}::bigint[],
        ${counts.map((c) => new Date(c.lastUsedAt).toISOString())}::timestamptz[]
      )
    ),
    per_key AS (
      SELECT key_id, sum(requests) AS requests, max(last_used_at) AS last_used_at
      FROM counts GROUP BY key_id
    ),
    bumped AS (
      UPDATE api_keys k
      SET request_count = k.request_count + p.requests,
          last_used_at = greatest(k.last_used_at, p.last_used_at)
      FROM per_key p
      WHERE k.id = p.key_id
      RETURNING k.id
    )
    INSERT INTO api_key_usage (key_id, day, requests)
    SELECT c.key_id, c.day, sum(c.requests) FROM counts c JOIN bumped b ON b.id = c.key_id
    GROUP BY c.key_id, c.day
    ON CONFLICT (key_id, day) DO UPDATE SET requests = api_key_usage.requests + excluded.requests
  `.execute(db);
}
