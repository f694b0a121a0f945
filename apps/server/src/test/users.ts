import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import type { DB } from '../db/database.ts';
import type { TestApp } from './test-app.ts';
import { mintAccessToken } from './tokens.ts';

export interface TestUser {
  id: string;
  headers: { authorization: string };
}

/** A signed-in user whose row exists (with the free plan's monthly allowance), and their headers. */
export async function signIn(t: TestApp, id: string = randomUUID()): Promise<TestUser> {
  const token = await mintAccessToken(t.database.db, loadConfig({ NODE_ENV: 'test' }), {
    sub: id,
  });
  const headers = { authorization: `Bearer ${token}` };
  const res = await t.app.inject({ url: '/api/user/points', headers });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { id, headers };
}

/**
 * Sets a user's balance to `points` the way the product changes points: a ledger row (a grant
 * or a correction) and the counters in one transaction, so the ledger keeps adding up.
 */
export async function setPoints(db: DB, userId: string, points: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { analysis_points } = await trx
      .selectFrom('users')
      .select('analysis_points')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const delta = points - analysis_points;
    if (delta === 0) return;
    await trx
      .insertInto('points_ledger')
      .values({
        user_id: userId,
        delta,
        reason: 'grant',
        idempotency_key: `test:${randomUUID()}`,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({
        analysis_points: points,
        total_points_earned: sql`total_points_earned + ${delta}`,
      })
      .where('id', '=', userId)
      .execute();
  });
}

/** A user's counters beside what their ledger adds up to. */
export async function pointsAndLedger(db: DB, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['analysis_points', 'total_points_earned', 'total_points_used'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('points_ledger')
    .select(['delta', 'reason', 'idempotency_key'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const sum = (reasons: string[]) =>
    ledger.filter((row) => reasons.includes(row.reason)).reduce((n, row) => n + row.delta, 0);
  return {
    user,
    ledger,
    sums: {
      balance: sum(['grant', 'debit', 'refund']),
      earned: sum(['grant']),
      used: 0 - sum(['debit', 'refund']),
    },
  };
}
