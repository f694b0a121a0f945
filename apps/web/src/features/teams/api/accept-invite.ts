import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeams, refreshTeamWork } from './team-mutations.ts';
import { teamSchemas } from './team-schemas.ts';

export type AcceptedInvite = { teamId: string; teamName: string };

/** `POST /api/invites/{token}/accept`: the signed-in user joins the team (or is in it already). */
export async function acceptInvite(token: string): Promise<AcceptedInvite> {
  const schema = teamSchemas().then((module) => module.acceptedInviteSchema);
  return (
    await apiRequest(`/api/invites/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      schema,
    })
  ).data;
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSettled: () => {
      refreshTeams(queryClient);
      // The team's reports join the caller's lists.
      refreshTeamWork(queryClient);
    },
  });
}
