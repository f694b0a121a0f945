import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // When the built-in provider's account confirmed its address; null until then. Accounts made
  // before verification existed already had their points: they count as confirmed.
  await db.schema.alterTable('accounts').addColumn('email_verified_at', 'timestamptz').execute();
  await sql`UPDATE accounts SET email_verified_at = created_at`.execute(db);

  // Links sent to confirm an address: the token is stored hashed, used once, and expires.
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX email_verifications_account ON email_verifications (account_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('accounts').dropColumn('email_verified_at').execute();
}
