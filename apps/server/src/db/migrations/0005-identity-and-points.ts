import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Local email + password accounts of the built-in identity provider; `id` is the `sub`.
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Signing keys (JWK with private parts) and cookie keys, generated once per deployment.
  await db.schema
    .createTable('identity_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('signing', 'cookie')`))
    .addColumn('material', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // oidc-provider's stored models (sessions, grants, interactions, codes, refresh tokens…).
  await db.schema
    .createTable('identity_models')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('identity_models_pkey', ['model', 'id'])
    .execute();
  await sql`CREATE INDEX identity_models_grant ON identity_models (grant_id) WHERE grant_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX identity_models_uid ON identity_models (model, uid) WHERE uid IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX identity_models_user_code ON identity_models (model, user_code) WHERE user_code IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX identity_models_expires ON identity_models (expires_at) WHERE expires_at IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .alterTable('users')
    .addColumn('analysis_points', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`analysis_points >= 0`),
    )
    .addColumn('total_points_earned', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`total_points_earned >= 0`),
    )
    .addColumn('total_points_used', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`total_points_used >= 0`),
    )
    .execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason IN ('grant', 'debit', 'refund')`),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX points_ledger_user ON points_ledger (user_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_ledger').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('analysis_points')
    .dropColumn('total_points_earned')
    .dropColumn('total_points_used')
    .execute();
  await db.schema.dropTable('identity_models').execute();
  await db.schema.dropTable('identity_keys').execute();
  await db.schema.dropTable('accounts').execute();
}
