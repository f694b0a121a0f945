import { type Kysely, sql } from 'kysely';

/**
 * Billing self-service (issue 22, ADR 032):
 * - `payments`: every payment made (a purchase, a switch, a renewal) with what it bought, for the
 *   payment history and its receipts. The user id is cleared, not the row, when an account is
 *   deleted: payment records are what the law requires to keep. Filled from the checkouts already
 *   paid.
 * - A switch's checkout names the subscription it replaces and the credit it gave for it.
 * - A subscription's `ended_at`: the provider ended it (it cannot be resumed), as against
 *   `cancel_at_period_end` alone (renewals stop; resuming is possible until the period ends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind IN ('purchase', 'switch', 'renewal')`),
    )
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan IN ('Basic', 'Pro', 'Max')`))
    .addColumn('billing_period', 'text', (c) =>
      c.notNull().check(sql`billing_period IN ('monthly', 'annual')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('points_granted', 'integer', (c) => c.notNull().defaultTo(0))
    // The ledger key of the month it granted, so the points history names the payment.
    .addColumn('grant_key', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payments_provider_reference', ['provider', 'provider_reference'])
    .execute();
  await sql`CREATE INDEX payments_user ON payments (user_id, paid_at DESC)`.execute(db);
  await sql`CREATE INDEX payments_grant_key ON payments (grant_key)`.execute(db);
  await sql`
    INSERT INTO payments (user_id, provider, provider_reference, kind, plan, billing_period,
                          amount, currency, points_granted, grant_key, paid_at)
    SELECT user_id, provider, coalesce(provider_session_id, id::text), 'purchase', plan,
           billing_period, amount, currency, coalesce(points_granted, 0),
           'plan:' || provider || ':' || id::text, updated_at
    FROM payment_sessions WHERE status = 'paid'
    ON CONFLICT DO NOTHING`.execute(db);

  await db.schema
    .alterTable('payment_sessions')
    .addColumn('replaces_subscription_id', 'text')
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit >= 0`))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('ended_at').execute();
  await db.schema
    .alterTable('payment_sessions')
    .dropColumn('replaces_subscription_id')
    .dropColumn('credit')
    .execute();
  await db.schema.dropTable('payments').execute();
}
