import type { TeamSummary } from '@idealens/shared/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { TEAMS_QUERY_KEY } from './teams-query-key.ts';

// The teams the signed-in user belongs to (issue 23): the team page manages them, the Analysis
// Center's workspace switch and the analysis form's "file under" choice list them.

export type { TeamSummary };
export { TEAMS_QUERY_KEY };

/** `GET /api/teams`: the caller's teams, the one they own first. */
export async function getTeams(signal?: AbortSignal): Promise<TeamSummary[]> {
  // The contract's schemas (with zod) come with the call, not with the page.
  const schema = import('@idealens/shared/teams').then((module) => module.teamListSchema);
  return (await apiRequest('/api/teams', { signal, schema })).data.teams;
}

export function getTeamsQueryOptions() {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getTeams(signal),
  });
}

/** Only for signed-in users: pass `enabled: status === 'authenticated'`. */
export function useTeams({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getTeamsQueryOptions(), enabled });
}
