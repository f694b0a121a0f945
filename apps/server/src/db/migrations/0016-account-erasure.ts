import { type Kysely, sql } from 'kysely';

/**
 * An account's own data (issue 22, ADR 031):
 * - `erased_accounts`: the ids of deleted accounts, so that a token still held for one (an
 *   external provider's, which we cannot end) never brings its `users` row back. Nothing else
 *   about the account is kept.
 * - `account_exports`: each user's data export (at most one: a new one replaces the last), built
 *   by a job into `DATA_DIR/account-exports/{id}.zip` and removed a day after it is ready.
 * - Paid checkouts are payment records the law requires us to keep: deleting their user now
 *   clears `payment_sessions.user_id` instead of deleting them (open and unpaid ones are deleted
 *   with the account by the deletion itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erased_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('erased_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_exports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('building').check(sql`status IN ('building', 'ready', 'failed')`),
    )
    .addColumn('size_bytes', 'bigint')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX account_exports_expires ON account_exports (expires_at) WHERE expires_at IS NOT NULL`.execute(
    db,
  );

  await sql`ALTER TABLE payment_sessions ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE payment_sessions DROP CONSTRAINT payment_sessions_user_id_fkey`.execute(db);
  await sql`
    ALTER TABLE payment_sessions ADD CONSTRAINT payment_sessions_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Checkouts kept from deleted accounts have no user to go back to.
  await sql`DELETE FROM payment_sessions WHERE user_id IS NULL`.execute(db);
  await sql`ALTER TABLE payment_sessions DROP CONSTRAINT payment_sessions_user_id_fkey`.execute(db);
  await sql`
    ALTER TABLE payment_sessions ADD CONSTRAINT payment_sessions_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
  `.execute(db);
  await sql`ALTER TABLE payment_sessions ALTER COLUMN user_id SET NOT NULL`.execute(db);
  await db.schema.dropTable('account_exports').execute();
  await db.schema.dropTable('erased_accounts').execute();
}
