import type { TeamDetailData } from '@idealens/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeams, showTeam } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

/** `DELETE /api/teams/{teamId}/invites/{inviteId}`: the owner withdraws an open invitation. */
export async function withdrawTeamInvite({
  teamId,
  inviteId,
}: {
  teamId: string;
  inviteId: string;
}): Promise<TeamDetailData> {
  const schema = teamSchemas().then((module) => module.teamDetailSchema);
  const path = `/api/teams/${encodeURIComponent(teamId)}/invites/${encodeURIComponent(inviteId)}`;
  return (await apiRequest(path, { method: 'DELETE', schema })).data;
}

/**
 * Withdraws an invitation. `onWithdrawn` runs with the hook's own success, not the call's: the
 * invitation's row, which asked, is gone from the team by then.
 */
export function useWithdrawTeamInvite({
  onWithdrawn,
}: {
  onWithdrawn?: (inviteId: string) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawTeamInvite,
    onSuccess: (team, { inviteId }) => {
      onWithdrawn?.(inviteId);
      showTeam(queryClient, team);
    },
    onSettled: () => refreshTeams(queryClient),
  });
}
