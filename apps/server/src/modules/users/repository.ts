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

export async function analysisPointsOf(db: DB, id: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('analysis_points')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.analysis_points ?? 0;
}
