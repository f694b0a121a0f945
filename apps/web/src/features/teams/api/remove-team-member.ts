import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getTeamsQueryOptions } from '../../../lib/teams.ts';
import { refreshTeams, refreshTeamWork } from './team-mutations.ts';

type Membership = { teamId: string; userId: string };

/**
 * `DELETE /api/teams/{teamId}/members/{userId}`: the owner removes a member, or a member with
 * their own id leaves.
 */
export async function removeTeamMember({ teamId, userId }: Membership): Promise<void> {
  const path = `/api/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`;
  await apiRequest(path, { method: 'DELETE' });
}

/**
 * The owner removes a member. `onRemoved` runs with the hook's own success, not the call's: the
 * member's row, which asked, may be gone by then.
 */
export function useRemoveTeamMember({
  onRemoved,
}: {
  onRemoved?: (membership: Membership) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: (_done, membership) => onRemoved?.(membership),
    onSettled: () => refreshTeams(queryClient),
  });
}

/**
 * A member leaves (their own id): the team is out of their list at once, and its reports out of
 * their Analysis Center. `onLeft` runs with the hook's own success (the page that asked moves on).
 */
export function useLeaveTeam({ onLeft }: { onLeft?: (teamId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: (_done, { teamId }) => {
      onLeft?.(teamId);
      queryClient.setQueryData(getTeamsQueryOptions().queryKey, (teams) =>
        teams?.filter((team) => team.id !== teamId),
      );
    },
    onSettled: () => {
      refreshTeams(queryClient);
      refreshTeamWork(queryClient);
    },
  });
}
