import { MONTHLY_ALLOWANCES, PLANS } from '@idealens/shared/plans';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

export interface UserIdentity {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** Monthly in-depth analyses of a plan tier (ARCHITECTURE.md §6); unknown tiers get the free one. */
export function monthlyAllowance(tier: string): number {
  const plan = Object.values(PLANS).find((p) => p.tier === tier);
  return plan ? plan.monthlyAllowance : MONTHLY_ALLOWANCES.Free;
}

/** `YYYY-MM` of a date, in UTC: the allowance's calendar month. */
export const allowanceMonth = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Creates or refreshes the user's row from verified identity data and grants this calendar
 * month's allowance once: the ledger row's unique key decides, and the counters move in the same
 * transaction only when that row was inserted.
 */
export async function ensureUser(db: DB, identity: UserIdentity, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
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
      .returning('plan_tier')
      .executeTakeFirstOrThrow();

    const delta = monthlyAllowance(user.plan_tier);
    const granted = await trx
      .insertInto('points_ledger')
      .values({
        user_id: identity.id,
        delta,
        reason: 'grant',
        idempotency_key: `allowance:${identity.id}:${allowanceMonth(now)}`,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (granted) {
      await trx
        .updateTable('users')
        .set((eb) => ({
          analysis_points: eb('analysis_points', '+', delta),
          total_points_earned: eb('total_points_earned', '+', delta),
        }))
        .where('id', '=', identity.id)
        .execute();
    }
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
