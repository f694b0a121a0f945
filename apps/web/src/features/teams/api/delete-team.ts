import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getTeamsQueryOptions } from '../../../lib/teams.ts';
import { refreshTeams, refreshTeamWork } from './team-mutations.ts';

/** `DELETE /api/teams/{teamId}`: the owner deletes the team; its reports go back to their authors. */
export async function deleteTeam(teamId: string): Promise<void> {
  await apiRequest(`/api/teams/${encodeURIComponent(teamId)}`, { method: 'DELETE' });
}

/**
 * Deletes a team: out of the list at once. `onDeleted` runs with the hook's own success (the
 * dialog that asked is gone with the team).
 */
export function useDeleteTeam({ onDeleted }: { onDeleted?: (teamId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_done, teamId) => {
      onDeleted?.(teamId);
      queryClient.setQueryData(getTeamsQueryOptions().queryKey, (teams) =>
        teams?.filter((team) => team.id !== teamId),
      );
    },
    onSettled: () => {
      refreshTeams(queryClient);
      // Its reports are their authors' personal reports again.
      refreshTeamWork(queryClient);
    },
  });
}
