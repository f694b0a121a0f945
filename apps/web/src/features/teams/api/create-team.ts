import type { TeamDetailData, TeamNameBody } from '@idealens/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { listTeam, refreshTeams, showTeam } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

/** `POST /api/teams`: a Max user's new team, with them as its owner. */
export async function createTeam(body: TeamNameBody): Promise<TeamDetailData> {
  const schema = teamSchemas().then((module) => module.teamDetailSchema);
  return (await apiRequest('/api/teams', { method: 'POST', body, schema })).data;
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      showTeam(queryClient, team);
      listTeam(queryClient, team);
    },
    onSettled: () => refreshTeams(queryClient),
  });
}
