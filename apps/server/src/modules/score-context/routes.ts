import { errorBodySchema } from '@idealens/shared/errors';
import {
  type ScoreContextQuery,
  scoreContextQuerySchema,
  scoreContextResponseSchema,
  scoreDistributionResponseSchema,
} from '@idealens/shared/score-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/database.ts';
import { scoreContext, scoreDistribution } from './repository.ts';

/** How long an answer is reused, here and by browsers: the counts move slowly. */
const CACHE_SECONDS = 60;
/** Distinct scores kept at once (three engines × types × 101 one-decimal scores fit easily). */
const CACHE_ENTRIES = 1_000;

/**
 * Answers kept for CACHE_SECONDS (lru-cache: concurrent asks for one key share one query, and a
 * failed query is not kept).
 */
function keptFor<V extends object, C>(load: (context: C) => Promise<V>) {
  return new LRUCache<string, V, C>({
    max: CACHE_ENTRIES,
    ttl: CACHE_SECONDS * 1000,
    fetchMethod: (_key, _stale, { context }) => load(context),
  });
}

/**
 * Scores in context (issue 17), public like the queue status: where a score stands among the
 * instance's analyses of its engine and type, and how scores spread. The report pages ask once
 * per report read, never per status poll.
 */
export const scoreContextRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  const contexts = keptFor((query: ScoreContextQuery) => scoreContext(db, query));
  const distributions = keptFor((_: null) => scoreDistribution(db));
  const cacheControl = `public, max-age=${CACHE_SECONDS}`;

  app.get(
    '/api/analysis/score-context',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Where a score stands among the analyses of its engine and type on this instance',
        description: `The share of finished analyses (same engine and report type) that scored lower, as a whole percent; null while fewer than 50 compare with it. Cached for ${CACHE_SECONDS} s.`,
        querystring: scoreContextQuerySchema,
        response: { 200: scoreContextResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = { ...request.query, score: Math.round(request.query.score * 10) / 10 };
      const key = `${query.engine}|${query.type}|${query.score}`;
      const data = await contexts.forceFetch(key, { context: query });
      return reply.header('Cache-Control', cacheControl).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/analysis/score-distribution',
    {
      schema: {
        tags: ['analysis'],
        summary: 'How the scores of this instance’s analyses spread, per engine and report type',
        description: `Counts per one-point bucket ([0, 1) … [9, 10]). Cached for ${CACHE_SECONDS} s.`,
        response: { 200: scoreDistributionResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await distributions.forceFetch('all', { context: null });
      return reply.header('Cache-Control', cacheControl).send({ success: true as const, data });
    },
  );
};
