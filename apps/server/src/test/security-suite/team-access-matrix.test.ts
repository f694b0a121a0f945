import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyMaxPlan, keyHeaders, makeApiKey } from '../../modules/api-keys/testing/max-plan.ts';
import { joinTeam, makeTeam, submitInTeam } from '../../modules/teams/testing/team.ts';
import { runQueuedAnalyses } from '../analyses.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { signIn, type TestUser } from '../users.ts';
import { contractBreach, injectAnswer } from './responses.ts';

/**
 * Who may reach a team's workspace (issue 23): every endpoint that reads, spends in or manages a
 * team × nobody, its owner, a member, a removed member, another user, and the API key of each
 * (all four on Max, so that each key acts as its holder: a key is refused with 403
 * API_KEY_NOT_ALLOWED on the routes keys may not call). The removed member wrote a report in the
 * team before being removed: it is the team's, and out of their reach.
 */
const PEOPLE = ['owner', 'member', 'removed', 'other'] as const;
type Person = (typeof PEOPLE)[number];
const CALLERS = [
  'anonymous',
  ...PEOPLE.map((person) => `${person}'s key` as const),
  'other',
  'removed',
  'member',
  'owner',
] as const;
type Caller = (typeof CALLERS)[number];

interface Seeded {
  teamId: string;
  /** Finished quick analyses in the team: the removed member's, the member's. */
  removedTask: string;
  removedReport: string;
  memberTask: string;
  memberReport: string;
  /** A deep analysis of the member's in the team, still queued. */
  queuedTask: string;
  ids: Record<Person, string>;
}

/** A status, or a status and how many of the team's things the answer shows. */
type Expected = number | { status: number; shows: number };

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url(s: Seeded): string;
  about?: string;
  body?(s: Seeded): object;
  count?(body: string, s: Seeded): number;
  expect: Record<'anonymous' | Person, Expected>;
  /** The route takes API keys: each key is answered as its holder is. */
  keys?: true;
}

const teamThings = (s: Seeded) => [s.removedTask, s.memberTask, s.queuedTask];
const countTasks = (body: string, s: Seeded) =>
  (JSON.parse(body) as { tasks: Array<{ taskId: string }> }).tasks.filter((task) =>
    teamThings(s).includes(task.taskId),
  ).length;
const countEvents = (body: string, s: Seeded) =>
  [...body.matchAll(/^event: status\ndata: (.*)$/gm)]
    .map((event) => (JSON.parse(event[1] ?? '{}') as { taskId: string }).taskId)
    .filter((id) => teamThings(s).includes(id)).length;
const shows = (n: number) => ({ status: 200, shows: n });
/** The owner and the member may; the removed member and others find nothing. */
const membersOnly = (status = 200) =>
  ({ anonymous: 401, owner: status, member: status, removed: 404, other: 404 }) as const;
/** Only the owner may; a member is told so; the rest find nothing. */
const ownerOnly = (status = 200) =>
  ({ anonymous: 401, owner: status, member: 403, removed: 404, other: 404 }) as const;

const MATRIX: Row[] = [
  {
    method: 'GET',
    url: () => '/api/teams',
    count: (body, s) =>
      (JSON.parse(body) as { data: { teams: Array<{ id: string }> } }).data.teams.filter(
        (team) => team.id === s.teamId,
      ).length,
    expect: {
      anonymous: 401,
      owner: shows(1),
      member: shows(1),
      removed: shows(0),
      other: shows(0),
    },
  },
  { method: 'GET', url: (s) => `/api/teams/${s.teamId}`, expect: membersOnly() },
  { method: 'GET', url: (s) => `/api/teams/${s.teamId}/points`, expect: membersOnly() },
  {
    method: 'PATCH',
    url: (s) => `/api/teams/${s.teamId}`,
    body: () => ({ name: 'Renamed studio' }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    url: (s) => `/api/teams/${s.teamId}/invites`,
    body: () => ({ email: 'new-colleague@example.com' }),
    expect: ownerOnly(201),
  },
  {
    method: 'POST',
    about: 'to the owner themselves (nothing changes)',
    url: (s) => `/api/teams/${s.teamId}/owner`,
    body: (s) => ({ userId: s.ids.owner }),
    expect: ownerOnly(),
  },
  {
    method: 'DELETE',
    about: 'the owner (who cannot leave)',
    url: (s) => `/api/teams/${s.teamId}/members/${s.ids.owner}`,
    expect: ownerOnly(409),
  },
  {
    method: 'GET',
    keys: true,
    url: (s) => `/api/analysis/tasks?teamId=${s.teamId}`,
    count: countTasks,
    expect: { anonymous: 401, owner: shows(3), member: shows(3), removed: 404, other: 404 },
  },
  {
    method: 'GET',
    keys: true,
    url: (s) => `/api/reports?teamId=${s.teamId}`,
    count: (body, s) =>
      (JSON.parse(body) as { data: { reports: Array<{ id: string }> } }).data.reports.filter(
        (report) => [s.removedReport, s.memberReport].includes(report.id),
      ).length,
    expect: { anonymous: 401, owner: shows(2), member: shows(2), removed: 404, other: 404 },
  },
  {
    method: 'GET',
    keys: true,
    about: "the removed member's report",
    url: (s) => `/api/reports/${s.removedReport}`,
    expect: membersOnly(),
  },
  {
    method: 'GET',
    keys: true,
    url: (s) => `/api/reports/${s.memberReport}/export?format=md`,
    expect: membersOnly(),
  },
  {
    method: 'GET',
    keys: true,
    about: "the removed member's task",
    url: (s) => `/api/analysis/status/${s.removedTask}`,
    expect: { ...membersOnly(), anonymous: 404 },
  },
  {
    method: 'POST',
    keys: true,
    url: () => '/api/analysis/status/batch',
    body: (s) => ({ taskIds: teamThings(s) }),
    count: countTasks,
    expect: {
      anonymous: shows(0),
      owner: shows(3),
      member: shows(3),
      removed: shows(0),
      other: shows(0),
    },
  },
  {
    method: 'GET',
    keys: true,
    about: 'the finished tasks',
    url: (s) => `/api/analysis/events?taskIds=${s.removedTask},${s.memberTask}`,
    count: countEvents,
    expect: {
      anonymous: shows(0),
      owner: shows(2),
      member: shows(2),
      removed: shows(0),
      other: shows(0),
    },
  },
  {
    method: 'POST',
    keys: true,
    about: 'a quick analysis in the team',
    url: () => '/api/analysis/submit',
    body: (s) => ({
      type: 'simple',
      data: { idea: 'A shared calendar for community garden plots' },
      teamId: s.teamId,
    }),
    expect: membersOnly(),
  },
  {
    // A team report is shared by its author only, while in the team.
    method: 'POST',
    about: "the member's report",
    url: (s) => `/api/reports/${s.memberReport}/share`,
    expect: { anonymous: 401, owner: 404, member: 201, removed: 404, other: 404 },
  },
  {
    method: 'DELETE',
    about: "the member's finished task (its author's to delete)",
    url: (s) => `/api/analysis/tasks/${s.memberTask}`,
    expect: { anonymous: 401, owner: 404, member: 200, removed: 404, other: 404 },
  },
  {
    // The owner keeps the library: they may delete a member's report, even a former member's.
    method: 'DELETE',
    about: "the removed member's report",
    url: (s) => `/api/reports/${s.removedReport}`,
    expect: { anonymous: 401, owner: 200, member: 404, removed: 404, other: 404 },
  },
  {
    method: 'DELETE',
    url: (s) => `/api/teams/${s.teamId}`,
    expect: ownerOnly(),
  },
];

/** What a row's URL shows in a test's name: `:teamId`, `:memberReport`, `:owner`… */
const PLACEHOLDERS = new Proxy({} as Seeded, {
  get: (_, field) =>
    field === 'ids'
      ? new Proxy({}, { get: (__, person) => `:${String(person)}` })
      : `:${String(field)}`,
});

const holderOf = (caller: Caller): 'anonymous' | Person =>
  caller.endsWith("'s key") ? (caller.split("'")[0] as Person) : (caller as 'anonymous' | Person);

function expectedOf(row: Row, caller: Caller): Expected {
  if (caller.endsWith("'s key") && !row.keys) return 403;
  return row.expect[holderOf(caller)];
}

describe("who may reach a team's workspace", () => {
  let t: TestApp;
  const people = {} as Record<Person, TestUser>;
  const keys = {} as Record<Person, string>;
  let seeded: Seeded;

  beforeAll(async () => {
    t = await createTestApp();
    for (const person of PEOPLE) {
      people[person] = await signIn(t);
      await buyMaxPlan(t, people[person]);
    }
    const teamId = await makeTeam(t, people.owner, 'Matrix studio');
    await joinTeam(t, people.owner, teamId, people.member);
    await joinTeam(t, people.owner, teamId, people.removed);
    for (const person of PEOPLE) keys[person] = (await makeApiKey(t, people[person])).key;
    const removedTask = await submitInTeam(
      t,
      people.removed,
      teamId,
      'A rota app for volunteer fire crews',
    );
    const memberTask = await submitInTeam(
      t,
      people.member,
      teamId,
      'A booking tool for shared kilns',
    );
    await runQueuedAnalyses(t);
    const queuedTask = await submitInTeam(
      t,
      people.member,
      teamId,
      'A deep look at a repair network for electric scooters',
      'chat',
    );
    const reportOf = async (taskId: string) =>
      (
        await t.database.db
          .selectFrom('reports')
          .select('id')
          .where('task_id', '=', taskId)
          .executeTakeFirstOrThrow()
      ).id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}/members/${people.removed.id}`,
      headers: people.owner.headers,
    });
    if (removed.statusCode !== 200) throw new Error(`removal failed: ${removed.body}`);
    seeded = {
      teamId,
      removedTask,
      removedReport: await reportOf(removedTask),
      memberTask,
      memberReport: await reportOf(memberTask),
      queuedTask,
      ids: Object.fromEntries(PEOPLE.map((p) => [p, people[p].id])) as Record<Person, string>,
    };
  }, 120_000);
  afterAll(() => t?.close());

  const headersOf = (caller: Caller): Record<string, string> => {
    if (caller === 'anonymous') return {};
    if (caller.endsWith("'s key")) return keyHeaders(keys[holderOf(caller) as Person]);
    return people[caller as Person].headers;
  };

  // Deletions last, each row's callers in CALLERS' order (whoever may delete comes last).
  const cases = [...MATRIX]
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    .flatMap((row) =>
      CALLERS.map((caller) => {
        const expected = expectedOf(row, caller);
        const status = typeof expected === 'number' ? expected : expected.status;
        const name = `${row.method} ${row.url(PLACEHOLDERS).split('?')[0]}${row.about ? ` (${row.about})` : ''}`;
        return [name, caller, status, row] as const;
      }),
    );

  it.each(cases)('%s as %s → %i', async (_name, caller, status, row) => {
    const url = row.url(seeded);
    const payload = row.body?.(seeded);
    const res = await injectAnswer(t.app, {
      method: row.method,
      url,
      headers: headersOf(caller),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(contractBreach(url, res)).toBeNull();
    if (caller.endsWith("'s key") && !row.keys) {
      expect(JSON.parse(res.body).code).toBe('API_KEY_NOT_ALLOWED');
    }
    const expected = expectedOf(row, caller);
    if (typeof expected === 'object') {
      expect(row.count?.(res.body, seeded), "how many of the team's things it shows").toBe(
        expected.shows,
      );
    }
  });
});
