import type { InvitePreview } from '@idealens/shared/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { TEAMS_QUERY_KEY } from '../../../lib/teams.ts';
import { teamSchemas } from './team-schemas.ts';

export type InvitePreviewData = InvitePreview['data'];

/** `GET /api/invites/{token}`: what an invitation offers, for anyone holding its link. */
export async function getInvite(token: string, signal?: AbortSignal): Promise<InvitePreviewData> {
  const schema = teamSchemas().then((module) => module.invitePreviewSchema);
  return (await apiRequest(`/api/invites/${encodeURIComponent(token)}`, { signal, schema })).data;
}

export function getInviteQueryOptions(token: string) {
  return queryOptions({
    // Under the teams' key: accepting (a change to a team) reads it again.
    queryKey: [...TEAMS_QUERY_KEY, 'invite', token],
    queryFn: ({ signal }) => getInvite(token, signal),
    // An unknown invitation stays unknown.
    retry: retryOnceUnlessRefused,
  });
}

export function useInvite(token: string) {
  return useQuery(getInviteQueryOptions(token));
}
