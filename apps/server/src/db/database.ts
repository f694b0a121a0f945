import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * One pool per process. Its `error` listener keeps an idle connection dropped by the server
 * (a database restart, an embedded cluster stopping) from crashing the process: the next query
 * simply reconnects or fails with a normal error.
 */
export function connectDatabase(
  url: string,
  onPoolError: (error: Error) => void,
  max = 10,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', onPoolError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool too
    },
  };
}
