import { errorBodySchema } from '@idealens/shared/errors';
import {
  type ScoreContext,
  type ScoreDistribution,
  scoreContextQuerySchema,
  scoreContextResponseSchema,
  scoreDistributionResponseSchema,
} from '@idealens/shared/score-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.ts';
import { scoreContext, scoreDistribution } from './repository.ts';

/** How long an answer is reused, here and by browsers: the counts move slowly. */
const CACHE_SECONDS = 60;
/** Distinct scores kept at once (three engines × types × 101 one-decimal scores fit easily). */
const CACHE_ENTRIES = 1_000;

/** Remembers answers for CACHE_SECONDS; concurrent asks for the same key share one query. */
function briefCache<T>(now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < CACHE_SECONDS * 1000) return hit.value;
    if (entries.size >= CACHE_ENTRIES) entries.clear();
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/**
 * Scores in context (issue 17), public like the queue status: where a score stands among the
 * instance's analyses of its engine and type, and how scores spread. The report pages ask once
 * per report read, never per status poll.
 */
export const scoreContextRoutes: FastifyPluginAsyncZod<{ db: DB; now?: () => number }> = async (
  app,
  { db, now = Date.now },
) => {
  const contexts = briefCache<ScoreContext>(now);
  const distributions = briefCache<ScoreDistribution>(now);
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
      const data = await contexts(`${query.engine}|${query.type}|${query.score}`, () =>
        scoreContext(db, query),
      );
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
      const data = await distributions('all', () => scoreDistribution(db));
      return reply.header('Cache-Control', cacheControl).send({ success: true as const, data });
    },
  );
};
