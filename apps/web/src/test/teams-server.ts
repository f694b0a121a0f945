import type {
  InvitePreview,
  TeamDetail,
  TeamDetailData,
  TeamInvite,
  TeamList,
  TeamMember,
  TeamPointsEntry,
  TeamPointsHistory,
} from '@idealens/shared/teams';
import { TEST_USER } from './auth-double.tsx';
import type { Route, StubReply, StubRequest } from './mock-routes.ts';

/**
 * A tiny team store answering the team endpoints (issue 23) as the server would, for the team
 * pages' tests: the signed-in user is `TEST_USER`. Routes are exact paths, so they are made for
 * the teams, members and invitations the store starts with and the ones it makes (`NEW_…`).
 */

/** A v4-shaped id (the contract's team and invitation ids are UUIDs). */
export function teamUuid(n: number, prefix = 'c'): string {
  return `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const ME = TEST_USER.id;
/** The team a test's owner owns, and one they are a member of. */
export const OWNED_TEAM_ID = teamUuid(1);
export const JOINED_TEAM_ID = teamUuid(2);
/** What `POST /api/teams` makes, and the invitations `POST …/invites` makes, in turn. */
export const NEW_TEAM_ID = teamUuid(9);
export const NEW_INVITE_IDS = [teamUuid(1, 'e'), teamUuid(2, 'e'), teamUuid(3, 'e')] as const;

export function inviteLink(token: string): string {
  return `http://localhost/invites/${token}`;
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: 'user_grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'member',
    joinedAt: '2026-11-10T09:00:00.000Z',
    pointsSpent: 0,
    ...overrides,
  };
}

export const ME_AS_OWNER = teamMember({
  userId: ME,
  name: TEST_USER.name,
  email: TEST_USER.email,
  role: 'owner',
  joinedAt: '2026-11-01T09:00:00.000Z',
});

export function teamInvite(overrides: Partial<TeamInvite> = {}): TeamInvite {
  const token = 'tok_pending_1';
  return {
    id: teamUuid(7, 'e'),
    email: 'alan@example.com',
    link: inviteLink(token),
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export function pointsEntry(n: number, overrides: Partial<TeamPointsEntry> = {}): TeamPointsEntry {
  return {
    id: `entry_${n}`,
    at: `2026-11-${String(10 + (n % 15)).padStart(2, '0')}T10:00:00.000Z`,
    delta: -1,
    reason: 'debit',
    spentBy: { userId: 'user_grace', name: 'Grace Hopper' },
    taskName: `Idea ${n}`,
    ...overrides,
  };
}

/** A team as the store keeps it: everyone's view of it, and its pool's history. */
export type StoredTeam = {
  id: string;
  name: string;
  createdAt: string;
  /** The owner among them carries the pool. */
  members: TeamMember[];
  invites: TeamInvite[];
  history: TeamPointsEntry[];
};

export function storedTeam(overrides: Partial<StoredTeam> = {}): StoredTeam {
  return {
    id: OWNED_TEAM_ID,
    name: 'Northwind Ventures',
    createdAt: '2026-11-01T09:00:00.000Z',
    members: [ME_AS_OWNER, teamMember()],
    invites: [],
    history: [],
    ...overrides,
  };
}

/** An invitation link as `GET /api/invites/{token}` sees it, and what accepting it does. */
export type StoredInvitation = {
  preview: InvitePreview['data'];
  /** The team joined on accepting (when it is in the store, the user is added to it). */
  teamId: string;
  /** An open invitation the team has no room for any more. */
  full?: boolean;
};

export function invitation(overrides: Partial<InvitePreview['data']> = {}): StoredInvitation {
  return {
    teamId: JOINED_TEAM_ID,
    preview: {
      teamName: 'Acme Studio',
      invitedBy: 'Grace Hopper',
      email: 'ada@example.com',
      expiresAt: '2026-12-03T09:00:00.000Z',
      status: 'open',
      ...overrides,
    },
  };
}

function refusal(status: number, code: string, message: string): StubReply {
  const error = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[
    status as 400 | 403 | 404 | 409
  ];
  return { status, body: { error: error ?? 'Gone', message, code } };
}

const TEAM_NOT_FOUND = refusal(404, 'TEAM_NOT_FOUND', 'No such team.');
const OWNER_REQUIRED = refusal(403, 'TEAM_OWNER_REQUIRED', 'Only the owner may do this.');

type TeamsServerOptions = {
  teams?: StoredTeam[];
  /** Whether the caller's plan is Max (may make a team). */
  max?: boolean;
  /** Each user's analysis points: the pool is its owner's. */
  points?: Record<string, number>;
  /** Members who own another team (a hand-over to them is refused). */
  ownersElsewhere?: string[];
  /** Invitation links by token. */
  invitations?: Record<string, StoredInvitation>;
};

export function teamsServer({
  teams: initial = [],
  max = true,
  points = { [ME]: 42 },
  ownersElsewhere = [],
  invitations = {},
}: TeamsServerOptions = {}) {
  let teams = initial.map((team) => ({ ...team, members: [...team.members] }));
  const newInviteIds = [...NEW_INVITE_IDS];

  const find = (id: string) => teams.find((team) => team.id === id);
  const roleOf = (team: StoredTeam, userId = ME) =>
    team.members.find((member) => member.userId === userId)?.role ?? null;
  const ownerOf = (team: StoredTeam) => team.members.find((member) => member.role === 'owner');

  const view = (team: StoredTeam): TeamDetailData => {
    const role = roleOf(team) ?? 'member';
    const owner = ownerOf(team);
    return {
      id: team.id,
      name: team.name,
      role,
      memberCount: team.members.length,
      points: owner ? (points[owner.userId] ?? 0) : 0,
      owner: { name: owner?.name ?? null, email: owner?.email ?? null },
      createdAt: team.createdAt,
      members: team.members,
      invites: role === 'owner' ? team.invites : [],
    };
  };
  const detail = (team: StoredTeam, status = 200): StubReply => ({
    status,
    body: { success: true, data: view(team) } satisfies TeamDetail,
  });

  /** The team's reply when the caller is in it (and its owner, with `owner`), else the refusal. */
  const withTeam =
    (
      id: string,
      { owner = false } = {},
      act: (team: StoredTeam, request: StubRequest) => StubReply,
    ) =>
    (request: StubRequest): StubReply => {
      const team = find(id);
      if (!team || !roleOf(team)) return TEAM_NOT_FOUND;
      if (owner && roleOf(team) !== 'owner') return OWNER_REQUIRED;
      return act(team, request);
    };

  const list = (): StubReply => {
    const mine = teams
      .filter((team) => roleOf(team))
      .map((team) => {
        const { members: _members, invites: _invites, ...summary } = view(team);
        return summary;
      })
      .sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
    return { body: { success: true, data: { teams: mine } } satisfies TeamList };
  };

  const create = (request: StubRequest): StubReply => {
    if (!max) return refusal(403, 'PLAN_REQUIRED', 'Teams come with Max.');
    if (teams.some((team) => roleOf(team) === 'owner')) {
      return refusal(409, 'TEAM_EXISTS', 'You own a team already.');
    }
    const { name } = request.body as { name: string };
    const team = storedTeam({
      id: NEW_TEAM_ID,
      name: name.trim(),
      createdAt: '2026-11-26T10:00:00.000Z',
      members: [{ ...ME_AS_OWNER, joinedAt: '2026-11-26T10:00:00.000Z' }],
    });
    teams = [...teams, team];
    return detail(team, 201);
  };

  const invite = (team: StoredTeam, request: StubRequest): StubReply => {
    const { email } = request.body as { email: string };
    const address = email.trim().toLowerCase();
    if (team.members.some((member) => member.email?.toLowerCase() === address)) {
      return refusal(409, 'ALREADY_MEMBER', 'That address is a member already.');
    }
    const others = team.invites.filter((open) => open.email.toLowerCase() !== address);
    if (team.members.length + others.length >= 10) {
      return refusal(409, 'TEAM_FULL', 'The team is full.');
    }
    const id = newInviteIds.shift() ?? teamUuid(99, 'e');
    const created = teamInvite({
      id,
      email: address,
      link: inviteLink(`tok_${id.slice(-4)}`),
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-12-03T10:00:00.000Z',
    });
    team.invites = [...others, created];
    return { status: 201, body: { success: true, data: created } };
  };

  const removeMember =
    (userId: string) =>
    (team: StoredTeam): StubReply => {
      const role = roleOf(team);
      if (userId === ME) {
        if (role === 'owner') {
          return refusal(409, 'OWNER_CANNOT_LEAVE', 'The owner cannot leave.');
        }
      } else if (role !== 'owner') {
        return OWNER_REQUIRED;
      }
      if (!team.members.some((member) => member.userId === userId)) {
        return refusal(404, 'MEMBER_NOT_FOUND', 'No such member.');
      }
      team.members = team.members.filter((member) => member.userId !== userId);
      return { body: { success: true } };
    };

  const transfer = (team: StoredTeam, request: StubRequest): StubReply => {
    const { userId } = request.body as { userId: string };
    if (!team.members.some((member) => member.userId === userId)) {
      return refusal(404, 'MEMBER_NOT_FOUND', 'No such member.');
    }
    if (ownersElsewhere.includes(userId)) {
      return refusal(409, 'TEAM_EXISTS', 'That member owns another team.');
    }
    team.members = team.members.map((member) => ({
      ...member,
      role: member.userId === userId ? 'owner' : 'member',
    }));
    return detail(team);
  };

  const history = (team: StoredTeam, request: StubRequest): StubReply => {
    const page = Number(request.url.searchParams.get('page') ?? 1);
    const limit = Number(request.url.searchParams.get('limit') ?? 20);
    const entries = team.history.slice((page - 1) * limit, page * limit);
    return {
      body: {
        success: true,
        data: {
          entries,
          pagination: {
            current: page,
            total: Math.ceil(team.history.length / limit),
            totalCount: team.history.length,
          },
        },
      } satisfies TeamPointsHistory,
    };
  };

  const preview = (token: string) => (): StubReply => {
    const found = invitations[token];
    if (!found) return refusal(404, 'INVITE_NOT_FOUND', 'No such invitation.');
    return { body: { success: true, data: found.preview } satisfies InvitePreview };
  };

  const accept = (token: string) => (): StubReply => {
    const found = invitations[token];
    if (!found) return refusal(404, 'INVITE_NOT_FOUND', 'No such invitation.');
    if (found.preview.status === 'expired') {
      return { status: 410, body: { error: 'Gone', message: 'Expired.', code: 'INVITE_EXPIRED' } };
    }
    if (found.preview.status === 'used') return refusal(409, 'INVITE_USED', 'Used already.');
    if (found.full) return refusal(409, 'TEAM_FULL', 'The team is full.');
    const team = find(found.teamId);
    if (team && !roleOf(team)) {
      team.members = [...team.members, teamMember({ userId: ME, name: TEST_USER.name })];
    }
    found.preview = { ...found.preview, status: 'used' };
    return {
      body: { success: true, data: { teamId: found.teamId, teamName: found.preview.teamName } },
    };
  };

  const routes: Record<string, Route> = {
    'GET /api/teams': list,
    'POST /api/teams': create,
  };
  const teamIds = new Set([...initial.map((team) => team.id), NEW_TEAM_ID]);
  const userIds = new Set([ME, ...initial.flatMap((team) => team.members.map((m) => m.userId))]);
  const inviteIds = new Set([
    ...NEW_INVITE_IDS,
    ...initial.flatMap((team) => team.invites.map((open) => open.id)),
  ]);
  for (const id of teamIds) {
    const base = `/api/teams/${id}`;
    routes[`GET ${base}`] = withTeam(id, {}, (team) => detail(team));
    routes[`PATCH ${base}`] = withTeam(id, { owner: true }, (team, request) => {
      team.name = (request.body as { name: string }).name.trim();
      return detail(team);
    });
    routes[`DELETE ${base}`] = withTeam(id, { owner: true }, (team) => {
      teams = teams.filter((kept) => kept !== team);
      return { body: { success: true } };
    });
    routes[`POST ${base}/invites`] = withTeam(id, { owner: true }, invite);
    routes[`POST ${base}/owner`] = withTeam(id, { owner: true }, transfer);
    routes[`GET ${base}/points`] = withTeam(id, {}, history);
    for (const userId of userIds) {
      routes[`DELETE ${base}/members/${userId}`] = withTeam(id, {}, removeMember(userId));
    }
    for (const inviteId of inviteIds) {
      routes[`DELETE ${base}/invites/${inviteId}`] = withTeam(id, { owner: true }, (team) => {
        if (!team.invites.some((open) => open.id === inviteId)) {
          return refusal(404, 'INVITE_NOT_FOUND', 'No such invitation.');
        }
        team.invites = team.invites.filter((open) => open.id !== inviteId);
        return detail(team);
      });
    }
  }
  for (const token of [...Object.keys(invitations), 'tok_missing']) {
    routes[`GET /api/invites/${token}`] = preview(token);
    routes[`POST /api/invites/${token}/accept`] = accept(token);
  }

  return {
    routes,
    get teams() {
      return teams;
    },
  };
}
