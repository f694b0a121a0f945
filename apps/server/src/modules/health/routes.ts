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

async function databaseHealthy(db: DB): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
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
      const [database, queue] = await Promise.all([databaseHealthy(deps.db), deps.queueHealthy()]);
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
