import { createAnalyst } from '@idealens/analyst/analyst';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAnalysisQueues, startAnalysisWorker } from './jobs/analysis-job.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { analystConfig } from './modules/analysis/analyst-config.ts';

export interface RunningIdeaLens {
  /** Where the HTTP server listens (null for ROLE=worker). */
  url: string | null;
  databaseUrl: string;
  /** Stops everything in order: HTTP → queue → pools → embedded PostgreSQL. Idempotent. */
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
): Promise<RunningIdeaLens> {
  const stack: Array<() => Promise<void>> = [];
  // A terminal's Ctrl-C reaches the embedded PostgreSQL too (same process group), so connections
  // may drop while we stop: expected then, worth a warning at any other time.
  let stopping = false;
  const connectionLost = (what: string) => (error: Error) => {
    if (!stopping) log.warn({ err: error }, what);
  };
  const stop = async () => {
    stopping = true;
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
    let embedded: EmbeddedDatabase | undefined;
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(config.DATA_DIR, (message) =>
        log.debug({ postgres: message.trim() }),
      );
      stack.push(() => embedded?.stop() ?? Promise.resolve());
      databaseUrl = embedded.url;
    }

    const database: DatabaseHandle = connectDatabase(
      databaseUrl,
      connectionLost('database connection lost'),
    );
    stack.push(() => database.close());
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

    const queue: JobQueue = await startJobQueue(databaseUrl, connectionLost('job queue error'));
    stack.push(() => queue.stop());
    await createAnalysisQueues(queue.boss);

    if (config.ROLE !== 'api') {
      await startAnalysisWorker({
        boss: queue.boss,
        db: database.db,
        analyst: createAnalyst(analystConfig(config)),
        concurrency: config.WORKER_CONCURRENCY,
        log,
      });
    }

    let url: string | null = null;
    if (config.ROLE !== 'worker') {
      const app = await buildApp({
        config,
        db: database.db,
        jobs: queue,
        logger: log,
      });
      stack.push(() => app.close());
      await app.listen({ port: config.PORT, host: config.HOST });
      url = config.PUBLIC_URL;
    }

    return { url, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
