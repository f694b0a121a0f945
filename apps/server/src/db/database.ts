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
  // pg-pool takes its own error listener off a connection while it is checked out, so one cut then
  // (the database stops between two queries of a transaction) would emit 'error' to no one and end
  // the process. The work holding it fails through its query instead: nothing more to do here.
  pool.on('connect', (client) => client.on('error', () => {}));
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
