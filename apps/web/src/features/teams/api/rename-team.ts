import type { TeamDetailData } from '@idealens/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeams, showTeam } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

/** `PATCH /api/teams/{teamId}`: the owner renames the team. */
export async function renameTeam({
  teamId,
  name,
}: {
  teamId: string;
  name: string;
}): Promise<TeamDetailData> {
  const schema = teamSchemas().then((module) => module.teamDetailSchema);
  return (
    await apiRequest(`/api/teams/${encodeURIComponent(teamId)}`, {
      method: 'PATCH',
      body: { name },
      schema,
    })
  ).data;
}

export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTeam,
    onSuccess: (team) => showTeam(queryClient, team),
    onSettled: () => refreshTeams(queryClient),
  });
}
