import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { isDatabaseUnavailable } from './availability.ts';
import { connectDatabase } from './database.ts';

describe('a connection cut while it is checked out of the pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fails the work that holds it, not the process', async () => {
    // Between two queries of a transaction the connection is checked out and pg-pool's own error
    // listener is off it: this is how a database stopping then reaches a connection of ours.
    const uncaught: unknown[] = [];
    let thrown: (error: unknown) => void = () => {};
    const threw = new Promise((resolve) => {
      thrown = resolve;
    });
    const recordUncaught = (error: unknown) => {
      uncaught.push(error);
      thrown(error);
    };
    process.on('uncaughtException', recordUncaught);
    const poolErrors: Error[] = [];
    const handle = connectDatabase(database.url, (error) => poolErrors.push(error), 2);
    try {
      const client = await handle.pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // (events.once would listen for 'error' too, and so hide what this test looks for.)
      const ended = new Promise((resolve) => client.once('end', resolve));
      await sql`SELECT pg_terminate_backend(${rows[0]?.pid})`.execute(database.db);
      await Promise.race([ended, threw]);
      expect(uncaught).toEqual([]);
      const next = await client.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(next)).toBe(true);
      client.release(next as Error);
      // The pool dropped it and goes on with a new connection.
      expect((await handle.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(poolErrors).toEqual([]);
    } finally {
      process.off('uncaughtException', recordUncaught);
      await handle.close();
    }
  });
});
