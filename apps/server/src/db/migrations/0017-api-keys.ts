import { type Kysely, sql } from 'kysely';

/**
 * API keys (issue 23, ADR 033):
 * - `api_keys`: a Max user's keys. A key is found by its secret's SHA-256 (`key_hash`); the secret
 *   itself is never stored, only its last four characters to tell keys apart. A key's webhook
 *   secret is kept sealed (AES-256-GCM under the `api-key-webhook-key` app secret, bound to the
 *   key's id, as share links are), since deliveries must be signed with it. Revoking sets
 *   `revoked_at`; the row stays for the tasks it started. Gone with its owner's account.
 * - `api_key_usage`: requests made with each key per UTC day.
 * - `analysis_tasks.api_key_id`: the key a task was submitted with, whose webhook hears when it
 *   ends; cleared if the key's row is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('sealed_webhook_secret', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('request_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint(
      'api_keys_webhook_has_secret',
      sql`(webhook_url IS NULL) = (sealed_webhook_secret IS NULL)`,
    )
    .execute();
  await sql`CREATE INDEX api_keys_live_by_user ON api_keys (user_id, created_at DESC) WHERE revoked_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'uuid', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('api_key_usage_pkey', ['key_id', 'day'])
    .execute();

  await sql`ALTER TABLE analysis_tasks ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX analysis_tasks_api_key ON analysis_tasks (api_key_id) WHERE api_key_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE analysis_tasks DROP COLUMN api_key_id`.execute(db);
  await db.schema.dropTable('api_key_usage').execute();
  await db.schema.dropTable('api_keys').execute();
}
