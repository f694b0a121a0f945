import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pointsAndLedger } from '../../test/users.ts';
import { createUserSync } from './service.ts';

describe('keeping a signed-in caller’s row and allowance current', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());
  afterEach(() => {
    vi.useRealTimers();
  });

  const allowanceKeys = async (userId: string) =>
    (await pointsAndLedger(database.db, userId)).ledger
      .map((row) => row.idempotency_key)
      .filter((key) => key.startsWith('allowance:'));

  it('syncs once a minute, and at once when a new month begins', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sync = createUserSync({ db: database.db });
    const user = { id: randomUUID(), email: 'founder@example.com' };

    vi.setSystemTime(new Date('2026-01-31T23:59:30Z'));
    await sync(user);
    expect(await allowanceKeys(user.id)).toEqual([`allowance:${user.id}:2026-01`]);

    // 20 s later, still January: nothing to do (the row is not even written).
    await database.db.deleteFrom('users').where('id', '=', user.id).execute();
    vi.setSystemTime(new Date('2026-01-31T23:59:50Z'));
    await sync(user);
    expect(
      await database.db.selectFrom('users').where('id', '=', user.id).select('id').execute(),
    ).toEqual([]);

    // 40 s after the first sync, but February: this month's allowance is granted now.
    vi.setSystemTime(new Date('2026-02-01T00:00:10Z'));
    await sync(user);
    expect(await allowanceKeys(user.id)).toContain(`allowance:${user.id}:2026-02`);
  });
});
