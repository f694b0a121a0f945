import { errorBodySchema } from '@idealens/shared/errors';
import { analyticsEventAcceptedSchema, analyticsEventSchema } from '@idealens/shared/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.ts';

/** POST /api/events: first-party analytics, stored for the product team; tightly rate-limited. */
export const eventRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.post(
    '/api/events',
    {
      schema: {
        tags: ['system'],
        summary: 'Record a first-party analytics event',
        body: analyticsEventSchema,
        response: { 202: analyticsEventAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await db
        .insertInto('analytics_events')
        .values({ name: request.body.name, properties: JSON.stringify(request.body.properties) })
        .execute();
      return reply.status(202).send({ accepted: true });
    },
  );
};
