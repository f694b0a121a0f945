import type { TeamDetailData } from '@idealens/shared/teams';
import type { QueryClient } from '@tanstack/react-query';
import { REPORTS_QUERY_KEY } from '../../../lib/report-list.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';
import { getTeamsQueryOptions, TEAMS_QUERY_KEY } from '../../../lib/teams.ts';
import { getUserPointsQueryOptions } from '../../../lib/user-points.ts';
import { getTeamQueryOptions } from './get-team.ts';

// What every change to a team refreshes: the team as its answer has it, then every team query.

/** A change answered with the team (TeamDetail): shown at once, the lists catch up. */
export function showTeam(queryClient: QueryClient, team: TeamDetailData): void {
  queryClient.setQueryData(getTeamQueryOptions(team.id).queryKey, team);
}

/** A team just made is in the caller's list at once (the one they own comes first). */
export function listTeam(queryClient: QueryClient, team: TeamDetailData): void {
  const { members: _members, invites: _invites, ...summary } = team;
  queryClient.setQueryData(getTeamsQueryOptions().queryKey, (teams) =>
    teams && !teams.some((listed) => listed.id === team.id) ? [summary, ...teams] : teams,
  );
}

/** Reads every team query again (not awaited: the answer shows at once, the lists catch up). */
export function refreshTeams(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
}

/** The pool changed hands: the caller's own points (the header's, the profile's) are read again. */
export function refreshOwnPoints(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getUserPointsQueryOptions().queryKey });
}

/**
 * A team's reports left it (deleted: back to their authors) or the caller left it: the Analysis
 * Center's lists are read again when next shown.
 */
export function refreshTeamWork(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
}
