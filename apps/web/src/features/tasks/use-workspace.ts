import { useCallback, useEffect, useState } from 'react';
import { type TeamSummary, useTeams } from '../../lib/teams.ts';
import { rememberedWorkspace, rememberWorkspace } from '../../lib/workspace.ts';
import type { CenterParams } from './center-params.ts';

export type Workspace = {
  /** The user's teams; empty (no switch) until known, or without any. */
  teams: TeamSummary[];
  /** The team shown, once known to be one of the user's; null for Personal. */
  team: TeamSummary | null;
  /** What the lists read: a team's id, or undefined for the personal ones. */
  teamId: string | undefined;
  /** False while a team asked for is checked against the user's teams (the lists wait). */
  ready: boolean;
  /** The user's teams could not be read: the lists still ask for the team (the server decides). */
  teamsError: boolean;
  retryTeams: () => void;
  /** The address (or the last visit) named a team the user is no longer in: Personal instead. */
  left: boolean;
  dismissLeft: () => void;
  /** Switches to a team (its id) or to Personal (null), from the first pages. */
  choose: (teamId: string | null) => void;
};

/**
 * The Analysis Center's workspace (issue 23): the address's `?workspace=<teamId>`, else the one
 * the last visit showed (put into the address), else Personal. A team the user does not belong to
 * (removed, the team deleted) falls back to Personal with `left` set; the workspace shown is
 * remembered for the next visit.
 */
export function useWorkspace(
  params: CenterParams,
  setParams: (change: Partial<CenterParams>) => void,
): Workspace {
  const teams = useTeams({ enabled: true });
  const [left, setLeft] = useState(false);
  // Read as the page renders: every change of it comes with a change of the address or `left`.
  const requested = params.workspace || rememberedWorkspace();
  const team = teams.data?.find((candidate) => candidate.id === requested) ?? null;
  const gone = requested !== null && teams.isSuccess && team === null;

  useEffect(() => {
    if (gone) {
      rememberWorkspace(null);
      setLeft(true);
      if (params.workspace) setParams({ workspace: '', taskPage: 1, reportPage: 1, search: '' });
    } else if (team) {
      rememberWorkspace(team.id);
      if (!params.workspace) setParams({ workspace: team.id });
    }
  }, [gone, team, params.workspace, setParams]);

  const choose = useCallback(
    (teamId: string | null) => {
      rememberWorkspace(teamId);
      setLeft(false);
      setParams({ workspace: teamId ?? '', taskPage: 1, reportPage: 1, search: '' });
    },
    [setParams],
  );

  return {
    teams: teams.data ?? [],
    team,
    teamId: requested && !gone ? requested : undefined,
    ready: requested === null || gone || !teams.isPending,
    teamsError: teams.isError,
    retryTeams: () => void teams.refetch(),
    left,
    dismissLeft: () => setLeft(false),
    choose,
  };
}
