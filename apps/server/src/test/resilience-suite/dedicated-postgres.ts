import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';

export interface DedicatedPostgres {
  /** The `idealens` database, as server processes get it in DATABASE_URL. */
  url: string;
  /** Stops PostgreSQL (a fast shutdown: connections are cut), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port, so the same DATABASE_URL reaches it. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the suite's own (not the shared test cluster): these suites start
 * several server processes on it, measure them, and stop and restart it under them.
 */
export async function startDedicatedPostgres(): Promise<DedicatedPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-scale-'));
  let cluster: EmbeddedDatabase | undefined = await startEmbeddedPostgres(dataDir);
  const { url } = cluster;
  const port = Number(new URL(url).port);
  return {
    url,
    async stop() {
      await cluster?.stop();
      cluster = undefined;
    },
    async restart() {
      cluster ??= await startEmbeddedPostgres(dataDir, () => {}, { port });
    },
    async remove() {
      await cluster?.stop();
      cluster = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
