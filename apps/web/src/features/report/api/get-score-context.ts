import type { ScoreContext } from '@idealens/shared/score-context';
import type { ScoreEngine } from '@idealens/shared/scoring-terms';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

/** The server caches these for a minute; asking more often would only repeat its answer. */
const STALE_MS = 60_000;

// The contract's schemas come (with zod) with the request, never with a report's first render.
const schemas = () => import('@idealens/shared/score-context');

/** `GET /api/analysis/score-context`: where a score stands among this instance's analyses. */
export function scoreContextQuery(engine: ScoreEngine, type: 'simple' | 'deep', score: number) {
  const params = new URLSearchParams({ engine, type, score: score.toFixed(1) });
  return queryOptions({
    queryKey: ['analysis', 'score-context', engine, type, score.toFixed(1)],
    queryFn: async ({ signal }): Promise<ScoreContext> =>
      (
        await apiRequest(`/api/analysis/score-context?${params}`, {
          signal,
          schema: schemas().then((module) => module.scoreContextResponseSchema),
        })
      ).data,
    staleTime: STALE_MS,
    retry: retryOnceUnlessRefused,
  });
}
