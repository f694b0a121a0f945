import type { CreateTeamInvite } from '@idealens/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TeamInvite } from './get-team.ts';
import { refreshTeams } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

/**
 * `POST /api/teams/{teamId}/invites`: an invitation link for `email`, mailed in `language` (an
 * open invitation to the same address is replaced: a new link).
 */
export async function createTeamInvite({
  teamId,
  ...body
}: CreateTeamInvite & { teamId: string }): Promise<TeamInvite> {
  const schema = teamSchemas().then((module) => module.createdTeamInviteSchema);
  return (
    await apiRequest(`/api/teams/${encodeURIComponent(teamId)}/invites`, {
      method: 'POST',
      body,
      schema,
    })
  ).data;
}

export function useCreateTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamInvite,
    // The team's open invitations (and its places left) are read again.
    onSettled: () => refreshTeams(queryClient),
  });
}
