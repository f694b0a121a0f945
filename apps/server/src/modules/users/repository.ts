import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { allowancesDue, type EffectivePlan, effectivePlan, type PointsGrant } from './plan.ts';

export interface UserIdentity {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/**
 * Grants points under unique ledger keys, to be called inside a transaction: only the rows that
 * are inserted (keys not yet in the ledger) count, and the user's counters move by exactly those
 * in the same transaction. Returns the points granted now (0 when every key was there already).
 */
export async function grantPoints(
  trx: DB,
  userId: string,
  grants: readonly PointsGrant[],
): Promise<number> {
  if (grants.length === 0) return 0;
  const inserted = await trx
    .insertInto('points_ledger')
    .values(
      grants.map((grant) => ({
        user_id: userId,
        delta: grant.points,
        reason: 'grant' as const,
        idempotency_key: grant.key,
      })),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('delta')
    .execute();
  const points = inserted.reduce((sum, row) => sum + row.delta, 0);
  if (points > 0) {
    await trx
      .updateTable('users')
      .set((eb) => ({
        analysis_points: eb('analysis_points', '+', points),
        total_points_earned: eb('total_points_earned', '+', points),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', userId)
      .execute();
  }
  return points;
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

/** The ledger key of a deep analysis' point: one debit and at most one refund per task. */
const debitKey = (taskId: string) => `debit:${taskId}`;
const refundKey = (taskId: string) => `refund:${taskId}`;

/**
 * Takes one analysis point for a task, to be called in the transaction that creates the task.
 * The balance check and the debit are one conditional statement, so concurrent submissions can
 * never spend a point twice. Returns the user's plan tier, or undefined without a point to spend
 * (nothing changed then).
 */
export async function debitAnalysisPoint(
  trx: DB,
  userId: string,
  taskId: string,
  cost: number,
): Promise<{ planTier: string } | undefined> {
  const debited = await trx
    .updateTable('users')
    .set((eb) => ({
      analysis_points: eb('analysis_points', '-', cost),
      total_points_used: eb('total_points_used', '+', cost),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .where('analysis_points', '>=', cost)
    .returning('plan_tier')
    .executeTakeFirst();
  if (!debited) return undefined;
  await trx
    .insertInto('points_ledger')
    .values({ user_id: userId, delta: -cost, reason: 'debit', idempotency_key: debitKey(taskId) })
    .execute();
  return { planTier: debited.plan_tier };
}

/**
 * Gives back the point a task was debited, at most once (the refund's ledger key is unique) and
 * only if it was debited. The point counts as unused again: `total_points_used` goes back down.
 * To be called in the transaction that marks the task failed. Returns whether a point came back.
 */
export async function refundAnalysisPoint(
  trx: DB,
  userId: string,
  taskId: string,
): Promise<boolean> {
  const refund = await trx
    .insertInto('points_ledger')
    .columns(['user_id', 'delta', 'reason', 'idempotency_key'])
    .expression((eb) =>
      eb
        .selectFrom('points_ledger')
        .select((inner) => [
          'user_id',
          inner.neg('delta').as('delta'),
          sql.lit('refund').as('reason'),
          sql.val(refundKey(taskId)).as('idempotency_key'),
        ])
        .where('idempotency_key', '=', debitKey(taskId))
        .where('user_id', '=', userId),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('delta')
    .executeTakeFirst();
  if (!refund) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({
      analysis_points: eb('analysis_points', '+', refund.delta),
      total_points_used: eb('total_points_used', '-', refund.delta),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .execute();
  return true;
}
