import type { TeamDetailData } from '@idealens/shared/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { TEAMS_QUERY_KEY } from '../../../lib/teams.ts';
import { teamSchemas } from './team-schemas.ts';

export type { TeamDetailData };
export type TeamMember = TeamDetailData['members'][number];
export type TeamInvite = TeamDetailData['invites'][number];

/** `GET /api/teams/{teamId}`: one of the caller's teams with its members (and, for its owner, open invitations). */
export async function getTeam(teamId: string, signal?: AbortSignal): Promise<TeamDetailData> {
  const schema = teamSchemas().then((module) => module.teamDetailSchema);
  return (await apiRequest(`/api/teams/${encodeURIComponent(teamId)}`, { signal, schema })).data;
}

export function getTeamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'detail', teamId],
    queryFn: ({ signal }) => getTeam(teamId, signal),
    // A team the caller is not in (any more) is an answer, not a hiccup to try again.
    retry: retryOnceUnlessRefused,
  });
}

export function useTeam(teamId: string) {
  return useQuery(getTeamQueryOptions(teamId));
}
