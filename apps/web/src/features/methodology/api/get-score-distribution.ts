import type { ScoreDistribution } from '@idealens/shared/score-context';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

/** The server caches these for a minute; asking more often would only repeat its answer. */
const STALE_MS = 60_000;

// The contract's schemas come (with zod) with the request, not with the page's code.
const schemas = () => import('@idealens/shared/score-context');

/** `GET /api/analysis/score-distribution`: scores per one-point bucket, per engine and type. */
export function scoreDistributionQuery() {
  return queryOptions({
    queryKey: ['analysis', 'score-distribution'],
    queryFn: async ({ signal }): Promise<ScoreDistribution> =>
      (
        await apiRequest('/api/analysis/score-distribution', {
          signal,
          schema: schemas().then((module) => module.scoreDistributionResponseSchema),
        })
      ).data,
    staleTime: STALE_MS,
    retry: retryOnceUnlessRefused,
  });
}
