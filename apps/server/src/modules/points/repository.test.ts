import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pointsAndLedger } from '../../test/users.ts';
import { paidMonthGrant, paymentGrantKey } from './allowances.ts';
import { debitAnalysisPoint, grantPoints, refundAnalysisPoint } from './repository.ts';

describe('the points ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  async function newUser(): Promise<string> {
    const id = randomUUID();
    await database.db
      .insertInto('users')
      .values({ id, email: null, name: null, picture: null })
      .execute();
    return id;
  }
  const inTransaction = <T>(run: (trx: TestDatabase['db']) => Promise<T>) =>
    database.db.transaction().execute(run);

  it('grants each key once, and counts only what it granted', async () => {
    const userId = await newUser();
    const paid = paidMonthGrant(paymentGrantKey('sandbox', 'cs_1'), 'Pro');
    const first = await inTransaction((trx) =>
      grantPoints(trx, userId, [paid, { key: `allowance:${userId}:2026-05`, points: 2 }]),
    );
    const again = await inTransaction((trx) => grantPoints(trx, userId, [paid]));
    expect([first, again]).toEqual([32, 0]);
    const { user, ledger, sums } = await pointsAndLedger(database.db, userId);
    expect(user).toEqual({ analysis_points: 32, total_points_earned: 32, total_points_used: 0 });
    expect(ledger.map((row) => row.idempotency_key).sort()).toEqual(
      [`allowance:${userId}:2026-05`, 'plan:sandbox:cs_1'].sort(),
    );
    expect(sums).toEqual({ balance: 32, earned: 32, used: 0 });
  });

  it('debits only a point the user has, and gives a debited point back at most once', async () => {
    const userId = await newUser();
    await inTransaction((trx) => grantPoints(trx, userId, [{ key: `test:${userId}`, points: 1 }]));
    const [taskA, taskB] = [randomUUID(), randomUUID()];

    expect(await inTransaction((trx) => debitAnalysisPoint(trx, userId, taskA, 1))).toEqual({
      planTier: 'free',
    });
    // The balance is 0 now: a second debit changes nothing.
    expect(await inTransaction((trx) => debitAnalysisPoint(trx, userId, taskB, 1))).toBe(undefined);
    // A task that was never debited gets nothing back; a debited one gets its point once.
    expect(await inTransaction((trx) => refundAnalysisPoint(trx, taskB))).toBe(false);
    expect(await inTransaction((trx) => refundAnalysisPoint(trx, taskA))).toBe(true);
    expect(await inTransaction((trx) => refundAnalysisPoint(trx, taskA))).toBe(false);

    const { user, ledger, sums } = await pointsAndLedger(database.db, userId);
    expect(user).toEqual({ analysis_points: 1, total_points_earned: 1, total_points_used: 0 });
    expect(ledger.map(({ reason, delta }) => [reason, delta])).toEqual([
      ['grant', 1],
      ['debit', -1],
      ['refund', 1],
    ]);
    expect(sums).toEqual({ balance: 1, earned: 1, used: 0 });
  });
});
