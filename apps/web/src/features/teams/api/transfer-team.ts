import type { TeamDetailData } from '@idealens/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwnPoints, refreshTeams, showTeam } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

/**
 * `POST /api/teams/{teamId}/owner`: the owner hands the team and its pool to another member, and
 * becomes a member.
 */
export async function transferTeam({
  teamId,
  userId,
}: {
  teamId: string;
  userId: string;
}): Promise<TeamDetailData> {
  const schema = teamSchemas().then((module) => module.teamDetailSchema);
  return (
    await apiRequest(`/api/teams/${encodeURIComponent(teamId)}/owner`, {
      method: 'POST',
      body: { userId },
      schema,
    })
  ).data;
}

/**
 * Hands the team over. `onTransferred` runs with the hook's own success, not the call's: the
 * owner's actions, which asked, are gone once the team shows its new owner.
 */
export function useTransferTeam({
  onTransferred,
}: {
  onTransferred?: (team: TeamDetailData) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferTeam,
    onSuccess: (team) => {
      onTransferred?.(team);
      showTeam(queryClient, team);
    },
    onSettled: () => {
      refreshTeams(queryClient);
      refreshOwnPoints(queryClient);
    },
  });
}
