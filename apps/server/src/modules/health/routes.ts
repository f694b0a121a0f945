import { healthSchema } from '@idealens/shared/health';
import { APP_VERSION } from '@idealens/shared/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

export interface HealthDependencies {
  db: DB;
  /** Whether the job queue is running and reachable. */
  queueHealthy(): Promise<boolean>;
}

/**
 * A part that has not answered within this long counts as down: a load balancer's check must get
 * its answer in time, even when the database drops packets rather than refusing connections (its
 * pool would wait 5 s for a connection) or the queue's pool is exhausted.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

async function databaseHealthy(db: DB): Promise<boolean> {
  await sql`SELECT 1`.execute(db);
  return true;
}

/** Runs a check: false when it fails or has not answered within HEALTH_CHECK_TIMEOUT_MS. */
async function answersInTime(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: 200 when every part answers, 503 (same body) when one is down. */
export const healthRoutes: FastifyPluginAsyncZod<HealthDependencies> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of the API, its database and its job queue',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const [database, queue] = await Promise.all([
        answersInTime(() => databaseHealthy(deps.db)),
        answersInTime(deps.queueHealthy),
      ]);
      const ok = database && queue;
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: ok ? 'ok' : 'down',
          database: database ? 'ok' : 'down',
          queue: queue ? 'ok' : 'down',
          version: APP_VERSION,
        });
    },
  );
};
