import { type Kysely, sql } from 'kysely';

/**
 * Plans and payments (ADR 009): checkout sessions the server priced, every verified provider event
 * (its provider id is unique, so each is applied once), and each user's current subscription.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text')
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan IN ('Basic', 'Pro', 'Max')`))
    .addColumn('billing_period', 'text', (c) =>
      c.notNull().check(sql`billing_period IN ('monthly', 'annual')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status IN ('open', 'paid', 'cancelled', 'expired')`),
    )
    .addColumn('points_granted', 'integer')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_sessions_provider_session', ['provider', 'provider_session_id'])
    .execute();
  await sql`CREATE INDEX payment_sessions_user ON payment_sessions (user_id, created_at DESC)`.execute(
    db,
  );

  // `effect` is what the event meant to us (checkout_paid, renewal_paid, subscription_ended…);
  // `subscription_ref` lets a late event see that its subscription has already ended.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull())
    .addColumn('subscription_ref', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event', ['provider', 'provider_event_id'])
    .execute();
  await sql`CREATE INDEX payment_events_subscription ON payment_events (provider, subscription_ref, effect) WHERE subscription_ref IS NOT NULL`.execute(
    db,
  );

  // One current plan per user. `period_grant_key` is the ledger key of the payment that opened the
  // current period: the later months of an annual period are granted under keys derived from it.
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan IN ('Basic', 'Pro', 'Max')`))
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier IN ('basic', 'premium', 'pro')`))
    .addColumn('billing_period', 'text', (c) =>
      c.notNull().check(sql`billing_period IN ('monthly', 'annual')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('active', 'canceled')`))
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('period_grant_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_provider_subscription', [
      'provider',
      'provider_subscription_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_sessions').execute();
}
