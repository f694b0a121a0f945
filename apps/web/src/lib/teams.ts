import type { TeamSummary } from '@idealens/shared/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

// The teams the signed-in user belongs to (issue 23): the team page manages them, the Analysis
// Center's workspace switch and the analysis form's "file under" choice list them.

export type { TeamSummary };

/** Every team query's key starts with this: any change to a team reads them again. */
export const TEAMS_QUERY_KEY = ['teams'] as const;

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
