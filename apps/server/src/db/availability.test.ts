import getPort from 'get-port';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { isDatabaseUnavailable, untilDatabaseAnswers } from './availability.ts';

/** The error a promise rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('telling an unreachable database from a bad query', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('counts a refused connection as unavailable', async () => {
    const url = new URL(database.url);
    url.port = String(await getPort());
    const pool = new pg.Pool({ connectionString: url.toString() });
    expect(isDatabaseUnavailable(await failure(pool.query('SELECT 1')))).toBe(true);
    await pool.end();
  });

  it('counts a connection the server terminated as unavailable', async () => {
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await sql`SELECT pg_terminate_backend(${rows[0]?.pid})`.execute(database.db);
    expect(isDatabaseUnavailable(await failure(client.query('SELECT 1')))).toBe(true);
    await client.end().catch(() => {});
  });

  it('counts a pool with no connection to spare in time as unavailable', async () => {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      connectionTimeoutMillis: 100,
    });
    const held = await pool.connect();
    expect(isDatabaseUnavailable(await failure(pool.query('SELECT 1')))).toBe(true);
    held.release();
    await pool.end();
  });

  it('does not count a wrong query or a broken rule', async () => {
    expect(isDatabaseUnavailable(await failure(sql`SELEC 1`.execute(database.db)))).toBe(false);
    const duplicate = sql`INSERT INTO app_secrets (name, value) VALUES ('twice', 'x')`;
    await duplicate.execute(database.db);
    expect(isDatabaseUnavailable(await failure(duplicate.execute(database.db)))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Analysis task failed'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('waiting for the database to answer again', () => {
  /** What pg throws when the server refuses connections (it is restarting). */
  const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('runs again while the database is away, then returns what it gives', async () => {
    let calls = 0;
    const result = await untilDatabaseAnswers(async () => {
      calls += 1;
      if (calls < 3) throw refused();
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(calls).toBe(3);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    const error = await failure(
      untilDatabaseAnswers(async () => {
        calls += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    );
    expect((error as Error).message).toBe('duplicate key');
    expect(calls).toBe(1);
  });

  it('gives up with the last error once its patience runs out, or when aborted', async () => {
    let calls = 0;
    const started = Date.now();
    const error = await failure(
      untilDatabaseAnswers(
        async () => {
          calls += 1;
          throw refused();
        },
        { patienceMs: 1_000 },
      ),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(calls).toBe(3); // at once, after 250 ms, after 500 ms more; 1,000 ms more is past it
    expect(Date.now() - started).toBeLessThan(1_000);

    const stop = new AbortController();
    let aborted = 0;
    const waiting = failure(
      untilDatabaseAnswers(
        async () => {
          aborted += 1;
          throw refused();
        },
        { signal: stop.signal },
      ),
    );
    const abortedAt = Date.now();
    setTimeout(() => stop.abort(), 100);
    expect(isDatabaseUnavailable(await waiting)).toBe(true);
    expect(aborted).toBe(1); // the wait for a second try was cut short
    expect(Date.now() - abortedAt).toBeLessThan(250);
  });

  it('lets an attempt under way finish when aborted: its outcome stands', async () => {
    const stop = new AbortController();
    stop.abort();
    // Already aborted (the job was taken away just as the analysis ended): it is still stored once.
    expect(await untilDatabaseAnswers(async () => 'stored', { signal: stop.signal })).toBe(
      'stored',
    );

    const late = new AbortController();
    const result = await untilDatabaseAnswers(
      async () => {
        late.abort(); // aborted while the attempt runs, which then succeeds
        return 'stored';
      },
      { signal: late.signal },
    );
    expect(result).toBe('stored');
  });
});
