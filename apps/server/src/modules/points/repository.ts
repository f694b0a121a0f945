import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { PointsGrant } from './allowances.ts';

// The points ledger and the user's counters (`analysis_points`, `total_points_earned`,
// `total_points_used`) move together, always inside the caller's transaction: every function
// here takes that transaction, so a grant, a debit or a refund commits or rolls back with what
// caused it (a payment, a task, a failure). Every ledger row has a unique key: nothing is counted
// twice, however often an event is delivered or a job retried.

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

/** The ledger key of a deep analysis' point: one debit and at most one refund per task. */
const debitKey = (taskId: string) => `debit:${taskId}`;
const refundKey = (taskId: string) => `refund:${taskId}`;

/**
 * Takes one analysis point for a task, to be called in the transaction that creates the task.
 * The balance check and the debit are one conditional statement, so concurrent submissions can
 * never spend a point twice. `userId` holds the balance: the submitter, or for a team's analysis
 * the team's owner (its pool), with `team` saying which team and who spent. Returns the balance
 * holder's plan tier, or undefined without a point to spend (nothing changed then).
 */
export async function debitAnalysisPoint(
  trx: DB,
  userId: string,
  taskId: string,
  cost: number,
  team?: { teamId: string; spentBy: string },
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
    .values({
      user_id: userId,
      delta: -cost,
      reason: 'debit',
      idempotency_key: debitKey(taskId),
      team_id: team?.teamId ?? null,
      spent_by: team?.spentBy ?? null,
    })
    .execute();
  return { planTier: debited.plan_tier };
}

/**
 * Gives back the point a task was debited, at most once (the refund's ledger key is unique) and
 * only if it was debited, to the balance it was taken from (a team's pool, even if the team has
 * changed owner since). The point counts as unused again: `total_points_used` goes back down.
 * To be called in the transaction that marks the task failed. Returns whether a point came back.
 */
export async function refundAnalysisPoint(trx: DB, taskId: string): Promise<boolean> {
  const refund = await trx
    .insertInto('points_ledger')
    .columns(['user_id', 'delta', 'reason', 'idempotency_key', 'team_id', 'spent_by'])
    .expression((eb) =>
      eb
        .selectFrom('points_ledger')
        .select((inner) => [
          'user_id',
          inner.neg('delta').as('delta'),
          sql.lit('refund').as('reason'),
          sql.val(refundKey(taskId)).as('idempotency_key'),
          'team_id',
          'spent_by',
        ])
        .where('idempotency_key', '=', debitKey(taskId)),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['user_id', 'delta'])
    .executeTakeFirst();
  if (!refund) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({
      analysis_points: eb('analysis_points', '+', refund.delta),
      total_points_used: eb('total_points_used', '-', refund.delta),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', refund.user_id)
    .execute();
  return true;
}
