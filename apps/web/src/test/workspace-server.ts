import type { TeamList, TeamSummary } from '@idealens/shared/teams';
import type { Route, StubReply, StubRequest } from './mock-routes.ts';
import type { FakeAnalysisServer } from './tasks-server.ts';

/**
 * Tests only: team workspaces (issue 23) as the web app sees them: `GET /api/teams`, and the task
 * and report lists answered per workspace (`?teamId=`), each from a `FakeAnalysisServer` of its
 * own, a team the user is not in answering 404 TEAM_NOT_FOUND as the server does.
 */

export const TEAM_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const OTHER_TEAM_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export function teamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    id: TEAM_ID,
    name: 'Studio North',
    role: 'member',
    memberCount: 3,
    points: 7,
    owner: { name: 'Grace Hopper', email: 'grace@example.com' },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function teamList(teams: readonly TeamSummary[]): StubReply {
  return { body: { success: true, data: { teams: [...teams] } } satisfies TeamList };
}

export const TEAM_NOT_FOUND: StubReply = {
  status: 404,
  body: { error: 'Not Found', message: 'Team not found', code: 'TEAM_NOT_FOUND' },
};

/**
 * Routes for `stubFetch`: the teams, and the lists, batch status and deletions of the personal
 * workspace and of each team in `byTeam` (keyed by team id).
 */
export function workspaceRoutes({
  teams,
  personal,
  byTeam = {},
}: {
  teams: readonly TeamSummary[];
  personal: FakeAnalysisServer;
  byTeam?: Record<string, FakeAnalysisServer>;
}): Record<string, Route> {
  const inWorkspace =
    (answer: (server: FakeAnalysisServer, request: StubRequest) => StubReply) =>
    (request: StubRequest): StubReply => {
      const teamId = request.url.searchParams.get('teamId');
      const server = teamId ? byTeam[teamId] : personal;
      return server ? answer(server, request) : TEAM_NOT_FOUND;
    };
  const servers = [personal, ...Object.values(byTeam)];
  // Ids of every workspace's tasks and reports (deleting and reading them by id).
  const byId: Record<string, Route> = {};
  for (const server of servers) Object.assign(byId, server.routes());
  return {
    ...byId,
    'GET /api/teams': () => teamList(teams),
    'GET /api/analysis/tasks': inWorkspace((server, request) => server.listTasks(request)),
    'GET /api/reports': inWorkspace((server, request) => server.listReports(request)),
    // A member follows every task of their team's, as the server lets them.
    'POST /api/analysis/status/batch': (request) => {
      const { taskIds } = request.body as { taskIds: string[] };
      const tasks = servers.flatMap((server) =>
        server.tasks.filter((task) => taskIds.includes(task.taskId)),
      );
      return { body: { tasks } };
    },
  };
}
