import { ServerResponse } from 'node:http';
import { type Analyst, createAnalyst } from '@idealens/analyst/analyst';
import { warmUpIdeaClarity } from '@idealens/analyst/idea-clarity';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { type App, buildApp } from './app.ts';
import { type Config, webhookPrivateTargetsAllowed } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { analysisJob, createAnalysisQueues, startAnalysisWorker } from './jobs/analysis-job.ts';
import { type JobQueue, queuePoolSize, startJobQueue } from './jobs/queue.ts';
import { accountExportDir } from './modules/account/export-files.ts';
import { startAccountExportWorker } from './modules/account/export-job.ts';
import { analystConfig } from './modules/analysis/analyst-config.ts';
import { startTaskWebhookWorker } from './modules/api-keys/webhook-job.ts';

/** How long requests in flight get to finish when the process stops; then they are cut off. */
const HTTP_DRAIN_MS = 3_000;
/** How long an idle keep-alive connection stays open once the process stops taking requests. */
const IDLE_CONNECTION_GRACE_MS = 1_000;
/**
 * How long analyses under way get to finish when the process stops; then they are interrupted
 * and go back to the queue. Drained alongside HTTP, a stop takes about this long at most, within
 * the 10 s a container runtime usually waits before killing, and main.ts' 15 s.
 */
const ANALYSIS_GRACE_MS = 8_000;

/**
 * Responses of a server that can be told it is stopping: from then on, each response says
 * `Connection: close` as its head is written, so its connection closes once it is sent (Node would
 * otherwise keep it open until its keep-alive timeout, 72 s, holding the stop up). One flag looked
 * at per response: nothing is tracked per request.
 */
function stoppableResponses() {
  let stopping = false;
  class StoppableResponse extends ServerResponse {}
  const { writeHead } = ServerResponse.prototype;
  // Every head is written here, also the implicit one of `end()` without `writeHead()`.
  StoppableResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (stopping && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  return {
    Response: StoppableResponse as typeof ServerResponse,
    stopping() {
      stopping = true;
    },
  };
}

/**
 * The HTTP side of a graceful stop: no new connections, requests in flight finish, and no client
 * sees its connection reset.
 * - A response written from now on says `Connection: close` (`stoppableResponses`).
 * - Node's `server.close()` would also cut idle keep-alive connections at once, racing a client
 *   just sending its next request on one, which would then see a reset. They stay open for
 *   IDLE_CONNECTION_GRACE_MS instead: a request arriving on one meanwhile gets a whole answer
 *   (Fastify's 503 while closing, with `Connection: close`), which closes it.
 * - Whatever is still open after HTTP_DRAIN_MS is cut off.
 */
function drainOnClose(app: App, responses: ReturnType<typeof stoppableResponses>) {
  const { server } = app;
  return async () => {
    responses.stopping();
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    const idle = setTimeout(closeIdleConnections, IDLE_CONNECTION_GRACE_MS);
    const cutOff = setTimeout(() => server.closeAllConnections(), HTTP_DRAIN_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(idle);
      clearTimeout(cutOff);
    }
  };
}

/**
 * The analyst as a worker process runs it: `interrupt` aborts every analysis under way (their
 * handlers then put the tasks back in the queue, as after any failed attempt), so a stopping
 * process does not wait for a model that answers in a minute.
 */
function interruptible(analyst: Analyst): { analyst: Analyst; interrupt(): void } {
  const stopping = new AbortController();
  const signalFor = (signal?: AbortSignal) =>
    signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal;
  return {
    analyst: {
      engine: analyst.engine,
      readBrief: (idea, options) =>
        analyst.readBrief(idea, { ...options, signal: signalFor(options.signal) }),
      analyzeSimple: (idea, options) =>
        analyst.analyzeSimple(idea, { ...options, signal: signalFor(options.signal) }),
      analyzeDeep: (idea, options, onProgress) =>
        analyst.analyzeDeep(idea, { ...options, signal: signalFor(options.signal) }, onProgress),
    },
    interrupt: () => stopping.abort(new Error('The server is shutting down')),
  };
}

/**
 * The worker side of a graceful stop: no new jobs are taken, analyses under way get
 * ANALYSIS_GRACE_MS to finish and are interrupted after it, and this resolves once every job
 * handler has returned, so no task is left `processing` and nothing writes after the pools close.
 */
function drainWorker(boss: PgBoss, interrupt: () => void): () => Promise<void> {
  return async () => {
    const timer = setTimeout(interrupt, ANALYSIS_GRACE_MS);
    try {
      await Promise.all(
        [analysisJob.name, analysisJob.deadLetter].map((name) =>
          boss.offWork(name, { wait: true }),
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  };
}

export interface StartOptions {
  /**
   * The embedded PostgreSQL stopped and every restart failed: the process should stop and exit
   * non-zero, so a supervisor can act. (With DATABASE_URL the pools keep reconnecting instead.)
   */
  onDatabaseGone(error: Error): void;
}

export interface RunningIdeaLens {
  /** Where the HTTP server listens (null for ROLE=worker). */
  url: string | null;
  databaseUrl: string;
  /**
   * Stops everything in order: requests and analyses in flight (drained together) → queue →
   * pools → embedded PostgreSQL. Idempotent.
   */
  stop(): Promise<void>;
}

/**
 * Starts one IdeaLens process for its ROLE: database (embedded unless DATABASE_URL is set),
 * migrations, job queue, and the HTTP server unless ROLE=worker. What started is stopped again
 * if a later step fails, so a failed start leaves no PostgreSQL behind.
 */
export async function startIdeaLens(
  config: Config,
  log: FastifyBaseLogger,
  { onDatabaseGone }: StartOptions,
): Promise<RunningIdeaLens> {
  let embedded: EmbeddedDatabase | undefined;
  const stack: Array<() => Promise<void>> = [];
  // A terminal's Ctrl-C reaches the embedded PostgreSQL too (same process group), so connections
  // may drop while we stop: expected then, worth a warning at any other time.
  let stopping = false;
  const connectionLost = (what: string) => (error: Error) => {
    if (!stopping) log.warn({ err: error }, what);
  };
  const stop = async () => {
    stopping = true;
    // PostgreSQL stopping from now on is expected (a terminal's Ctrl-C stops it too): no restart.
    embedded?.endSupervision();
    while (stack.length > 0) {
      const step = stack.pop();
      try {
        await step?.();
      } catch (error) {
        log.error({ err: error }, 'error while stopping');
      }
    }
  };

  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      // It is ours alone, so when it stops (a crash, a kill, an operator) we start it again.
      const started = await startEmbeddedPostgres(
        config.DATA_DIR,
        (message) => log.debug({ postgres: message.trim() }),
        { supervise: { log, onGiveUp: onDatabaseGone } },
      );
      embedded = started;
      stack.push(() => started.stop());
      databaseUrl = started.url;
    }

    const database: DatabaseHandle = connectDatabase(
      databaseUrl,
      connectionLost('database connection lost'),
    );
    stack.push(() => database.close());
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

    const queue: JobQueue = await startJobQueue(
      databaseUrl,
      connectionLost('job queue error'),
      queuePoolSize(config.ROLE === 'api' ? 0 : config.WORKER_CONCURRENCY),
    );
    stack.push(() => queue.stop());
    await createAnalysisQueues(queue.boss);

    // What is in flight (HTTP requests, analyses) drains first, both at once, while the queue
    // (which requests still send jobs to) and the pools are up.
    const drains: Array<() => Promise<void>> = [];
    stack.push(async () => {
      // Both run to their end before the queue stops, even if one fails.
      const drained = await Promise.allSettled(drains.map((drain) => drain()));
      const failures = drained.flatMap((result) =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      if (failures.length > 0) throw new AggregateError(failures, 'could not drain');
    });

    if (config.ROLE !== 'api') {
      const worker = interruptible(createAnalyst(analystConfig(config)));
      drains.push(drainWorker(queue.boss, worker.interrupt));
      await startAnalysisWorker({
        boss: queue.boss,
        db: database.db,
        analyst: worker.analyst,
        concurrency: config.WORKER_CONCURRENCY,
        log,
      });
      // Data exports (ADR 031): built here, into DATA_DIR, which API processes serve them from.
      drains.push(
        await startAccountExportWorker({
          boss: queue.boss,
          db: database.db,
          dir: accountExportDir(config.DATA_DIR),
          log,
        }),
      );
      // Task webhooks of API keys (ADR 033): posted and retried from here.
      drains.push(
        await startTaskWebhookWorker({
          boss: queue.boss,
          db: database.db,
          log,
          allowPrivateTargets: webhookPrivateTargetsAllowed(config),
        }),
      );
    }

    let url: string | null = null;
    if (config.ROLE !== 'worker') {
      const responses = stoppableResponses();
      // The word lists and the Chinese dictionary load now, not on the first visitor's idea.
      warmUpIdeaClarity();
      const app = await buildApp({
        config,
        db: database.db,
        jobs: queue,
        logger: log,
        serverResponse: responses.Response,
      });
      drains.push(drainOnClose(app, responses));
      await app.listen({ port: config.PORT, host: config.HOST });
      url = config.PUBLIC_URL;
    }

    return { url, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
