import type { TeamPointsEntry, TeamPointsHistory } from '@idealens/shared/teams';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { TEAMS_QUERY_KEY } from '../../../lib/teams.ts';
import { teamSchemas } from './team-schemas.ts';

export type { TeamPointsEntry };
export type TeamPointsPage = TeamPointsHistory['data'];

/** `GET /api/teams/{teamId}/points?page&limit`: the pool's history, newest first. */
export async function getTeamPoints(
  teamId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<TeamPointsPage> {
  const schema = teamSchemas().then((module) => module.teamPointsHistorySchema);
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  return (
    await apiRequest(`/api/teams/${encodeURIComponent(teamId)}/points?${search}`, {
      signal,
      schema,
    })
  ).data;
}

export function getTeamPointsQueryOptions(teamId: string, page: number, limit: number) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'points', teamId, { page, limit }],
    queryFn: ({ signal }) => getTeamPoints(teamId, page, limit, signal),
    retry: retryOnceUnlessRefused,
  });
}

/** One page of the history; the page shown stays while the next one loads. */
export function useTeamPoints(teamId: string, page: number, limit: number) {
  return useQuery({
    ...getTeamPointsQueryOptions(teamId, page, limit),
    placeholderData: keepPreviousData,
  });
}
