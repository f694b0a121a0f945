import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { refuseErasedAccount } from '../account/erasure.ts';
import { allowancesDue, type EffectivePlan, effectivePlan } from '../points/allowances.ts';
import { grantPoints } from '../points/repository.ts';

export interface UserIdentity {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** The user's subscription row (cancelled or lapsed ones too), if they ever bought a plan. */
export function findSubscription(db: DB, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select([
      'provider',
      'provider_subscription_id',
      'status',
      'plan',
      'tier',
      'billing_period',
      'current_period_start',
      'current_period_end',
      'period_grant_key',
      'cancel_at_period_end',
      'ended_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The plan in force for the user now (free unless a paid period is running). */
export async function findPlan(db: DB, userId: string, now = new Date()): Promise<EffectivePlan> {
  return effectivePlan(await findSubscription(db, userId), now);
}

/**
 * Brings `users.plan_tier` (what the queue's priority reads) in line with the plan in force; to be
 * called in a transaction that holds the user's row.
 */
export async function syncPlanTier(trx: DB, userId: string, plan: EffectivePlan): Promise<void> {
  await trx
    .updateTable('users')
    .set({ plan_tier: plan.tier, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('plan_tier', '!=', plan.tier)
    .execute();
}

/**
 * Creates or refreshes the user's row from verified identity data, grants the allowances due
 * (ADR 009: the free plan's each calendar month, a paid plan's from its payments) and moves the
 * plan tier back to free once a paid period is over. The upsert locks the user's row first, so a
 * payment being applied for the same user at the same moment finishes before the plan is read.
 */
export async function ensureUser(
  db: DB,
  identity: UserIdentity,
  now = new Date(),
  options: { freeAllowance?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(identity)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          email: sql<string | null>`coalesce(${eb.ref('excluded.email')}, users.email)`,
          name: sql<string | null>`coalesce(${eb.ref('excluded.name')}, users.name)`,
          picture: sql<string | null>`coalesce(${eb.ref('excluded.picture')}, users.picture)`,
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    // A deleted account's token never brings its row back (checked after the upsert: see there).
    await refuseErasedAccount(trx, identity.id);

    const subscription = await findSubscription(trx, identity.id);
    await grantPoints(trx, identity.id, allowancesDue(identity.id, subscription, now, options));
    await syncPlanTier(trx, identity.id, effectivePlan(subscription, now));
  });
}

export function findUser(db: DB, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's plan tier (`free` unless a plan was bought). */
export async function planTierOf(db: DB, id: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('plan_tier')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.plan_tier ?? 'free';
}
