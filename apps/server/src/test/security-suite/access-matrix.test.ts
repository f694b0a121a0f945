import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buyMaxPlan, makeApiKey } from '../../modules/api-keys/testing/max-plan.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { mintAccessToken } from '../tokens.ts';
import { signIn, type TestUser } from '../users.ts';
import { apiEndpoints, endpointKey } from './endpoints.ts';
import { type OwnedResources, seedResources } from './owned-resources.ts';
import { contractBreach, injectAnswer } from './responses.ts';

/**
 * Who calls: nobody, user A (who owns the resources), user B, someone with a bad token, a Max
 * user C's API key (C owns none of A's things), or a key that is unknown or revoked.
 */
const CALLERS = [
  'anonymous',
  'owner',
  'other',
  'garbage token',
  'expired token',
  'wrong-audience token',
  'key',
  'unknown key',
  'revoked key',
] as const;
type Caller = (typeof CALLERS)[number];
type BadToken = Extract<Caller, `${string} token`>;
type BadKey = Extract<Caller, `${string} key`>;

/** C's live key, the key caller's: set before the rows are called. */
let liveKeyId = '';

/** A status, or a status and how many of A's things the answer shows (lists and batches). */
type Expected = number | { status: number; shows: number };

interface Row {
  method: string;
  /** The route as the app registered it. */
  route: string;
  /** What is asked, when a route is called in more than one way. */
  about?: string;
  url(r: OwnedResources): string;
  body?(r: OwnedResources): object;
  /** Counts A's things in a 2xx answer's body, for rows whose expectation says what it `shows`. */
  count?(body: string, r: OwnedResources): number;
  /** Bad tokens always get 401 (INVALID_TOKEN or TOKEN_EXPIRED), whatever the route. */
  expect: Record<'anonymous' | 'owner' | 'other', Expected>;
  /**
   * The route takes API keys: C's key is answered as `other` is (C is another user too). A key
   * on any other route gets 403 API_KEY_NOT_ALLOWED; bad keys get 401 INVALID_API_KEY anywhere.
   */
  keys?: true;
}

const ideas = {
  simple: { type: 'simple', data: { idea: 'A tool that plans shared meals for flatmates' } },
  chat: {
    type: 'chat',
    data: { message: 'A marketplace for second-hand lab equipment', json_format: true },
  },
};
const isOwnTask = (r: OwnedResources) => (id: string) =>
  id === r.finishedTask || id === r.queuedTask;
const ownTasks = (body: string, r: OwnedResources) =>
  (JSON.parse(body) as { tasks: Array<{ taskId: string }> }).tasks
    .map((task) => task.taskId)
    .filter(isOwnTask(r)).length;
/** A's tasks among the `status` events of a server-sent event stream. */
const ownTaskEvents = (body: string, r: OwnedResources) =>
  [...body.matchAll(/^event: status\ndata: (.*)$/gm)]
    .map((event) => (JSON.parse(event[1] ?? '{}') as { taskId: string }).taskId)
    .filter(isOwnTask(r)).length;

/**
 * The access matrix: every API endpoint × caller → status (ARCHITECTURE.md §6: anonymous tasks
 * are readable by id; a signed-in user's tasks, reports and checkouts by their owner only, others
 * get 404). A route without a row fails the suite, so a new route gets its row.
 */
const MATRIX: Row[] = [
  {
    method: 'GET',
    route: '/api/health',
    url: () => '/api/health',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/auth/config',
    url: () => '/api/auth/config',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs',
    url: () => '/api/docs',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs/',
    url: () => '/api/docs/',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs/json',
    url: () => '/api/docs/json',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs/yaml',
    url: () => '/api/docs/yaml',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    url: () => '/api/docs/static/index.html',
    expect: { anonymous: 302, owner: 302, other: 302 },
  },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    url: () => '/api/docs/static/swagger-initializer.js',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    url: () => '/api/docs/static/swagger-ui.css',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/events',
    url: () => '/api/events',
    body: () => ({ name: 'get_points_failed', properties: { status: 500 } }),
    expect: { anonymous: 202, owner: 202, other: 202 },
  },
  {
    method: 'GET',
    route: '/api/analysis/queue-status',
    url: () => '/api/analysis/queue-status',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/analysis/score-context',
    url: () => '/api/analysis/score-context?engine=offline&type=simple&score=6.2',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/analysis/score-distribution',
    url: () => '/api/analysis/score-distribution',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/analysis/brief',
    about: 'what the analyst understood (free, nothing stored)',
    url: () => '/api/analysis/brief',
    body: () => ({ idea: ideas.simple.data.idea, language: 'en-US' }),
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/analysis/submit',
    keys: true,
    about: 'a quick analysis',
    url: () => '/api/analysis/submit',
    body: () => ideas.simple,
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/analysis/submit',
    keys: true,
    about: 'a deep analysis',
    url: () => '/api/analysis/submit',
    body: () => ideas.chat,
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/analysis/status/:taskId',
    keys: true,
    about: "A's task",
    url: (r) => `/api/analysis/status/${r.finishedTask}`,
    expect: { anonymous: 404, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/analysis/status/:taskId',
    keys: true,
    about: "an anonymous visitor's task",
    url: (r) => `/api/analysis/status/${r.anonymousTask}`,
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/analysis/status/batch',
    keys: true,
    url: () => '/api/analysis/status/batch',
    about: "A's two tasks and an anonymous one",
    body: (r) => ({ taskIds: [r.finishedTask, r.queuedTask, r.anonymousTask] }),
    count: ownTasks,
    expect: {
      anonymous: { status: 200, shows: 0 },
      owner: { status: 200, shows: 2 },
      other: { status: 200, shows: 0 },
    },
  },
  {
    // A stream of the statuses of the finished tasks asked for: it ends by itself.
    method: 'GET',
    route: '/api/analysis/events',
    keys: true,
    about: "A's completed task and an anonymous one",
    url: (r) => `/api/analysis/events?taskIds=${r.finishedTask},${r.anonymousTask}`,
    count: ownTaskEvents,
    expect: {
      anonymous: { status: 200, shows: 0 },
      owner: { status: 200, shows: 1 },
      other: { status: 200, shows: 0 },
    },
  },
  {
    // A's task and an anonymous one with tokens that prove nothing: nothing changes hands.
    method: 'POST',
    route: '/api/analysis/claim',
    about: 'tasks without their claim tokens',
    url: () => '/api/analysis/claim',
    body: (r) => ({
      tasks: [r.finishedTask, r.anonymousTask].map((taskId) => ({ taskId, claimToken: 'guess' })),
    }),
    count: (body) => (JSON.parse(body) as { data: { claimed: string[] } }).data.claimed.length,
    expect: {
      anonymous: 401,
      owner: { status: 200, shows: 0 },
      other: { status: 200, shows: 0 },
    },
  },
  {
    method: 'GET',
    route: '/api/analysis/tasks',
    keys: true,
    url: () => '/api/analysis/tasks',
    count: ownTasks,
    expect: { anonymous: 401, owner: { status: 200, shows: 2 }, other: { status: 200, shows: 0 } },
  },
  {
    method: 'GET',
    route: '/api/reports',
    keys: true,
    url: () => '/api/reports',
    count: (body, r) =>
      (JSON.parse(body) as { data: { reports: Array<{ id: string }> } }).data.reports.filter(
        (x) => x.id === r.report,
      ).length,
    expect: { anonymous: 401, owner: { status: 200, shows: 1 }, other: { status: 200, shows: 0 } },
  },
  {
    method: 'GET',
    route: '/api/reports/:id',
    keys: true,
    url: (r) => `/api/reports/${r.report}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/reports/:id/export',
    keys: true,
    about: 'as Markdown',
    url: (r) => `/api/reports/${r.report}/export?format=md`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    // A is on the free plan: PDF and Excel come with Pro and Max. Anyone else: not found.
    method: 'GET',
    route: '/api/reports/:id/export',
    keys: true,
    about: 'as PDF, on the free plan',
    url: (r) => `/api/reports/${r.report}/export?format=pdf`,
    expect: { anonymous: 401, owner: 403, other: 404 },
  },
  {
    // The demo report is public, in every format.
    method: 'GET',
    route: '/api/demo-report/export',
    url: () => '/api/demo-report/export?format=md&lang=zh-CN',
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    // A's report already has its link: the owner gets it back, nobody else learns of it.
    method: 'POST',
    route: '/api/reports/:id/share',
    url: (r) => `/api/reports/${r.report}/share`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/reports/:id/share',
    url: (r) => `/api/reports/${r.report}/share`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    // The link is the permission: anyone holding it reads the report.
    method: 'GET',
    route: '/api/shared-reports/:token',
    url: (r) => `/api/shared-reports/${r.shareToken}`,
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/user/profile',
    url: () => '/api/user/profile',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/user/points',
    url: () => '/api/user/points',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/user/points/check',
    url: () => '/api/user/points/check?points=1',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/account/export',
    url: () => '/api/account/export',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/account/export',
    url: () => '/api/account/export',
    expect: { anonymous: 401, owner: 202, other: 202 },
  },
  {
    // Each caller's own export only; none is built here (account/export.test.ts downloads one).
    method: 'GET',
    route: '/api/account/export/download',
    url: () => '/api/account/export/download',
    expect: { anonymous: 401, owner: 404, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/account',
    // The matrix's users have no email, so nothing confirms (account/delete-account.test.ts deletes).
    about: 'a confirmation that does not match',
    url: () => '/api/account',
    body: () => ({ confirmEmail: 'someone@example.com' }),
    expect: { anonymous: 401, owner: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/user/password',
    // The matrix's users have no built-in account: password-change.test.ts changes real ones.
    about: 'a too-short new password',
    url: () => '/api/user/password',
    body: () => ({ currentPassword: 'not-the-password-1', newPassword: 'short1' }),
    expect: { anonymous: 401, owner: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/payment/create-session',
    url: () => '/api/payment/create-session',
    body: () => ({ planType: 'Pro_annual', amount: 13188, currency: 'USD' }),
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/payment/sessions/:id',
    url: (r) => `/api/payment/sessions/${r.paymentSession}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    // Anyone can reach the webhook; only the provider's signature makes it do anything.
    method: 'POST',
    route: '/api/payment/webhook/:provider',
    about: 'an unsigned event',
    url: () => '/api/payment/webhook/sandbox',
    body: () => ({ id: 'evt_forged', type: 'checkout.session.completed' }),
    expect: { anonymous: 400, owner: 400, other: 400 },
  },
  {
    method: 'GET',
    route: '/api/user/points/history',
    url: () => '/api/user/points/history',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/billing',
    url: () => '/api/billing',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  // Neither caller has a plan in force: every change is a 409 NO_SUBSCRIPTION
  // (payments/billing.test.ts changes real ones).
  {
    method: 'GET',
    route: '/api/billing/switch-quote',
    url: () => '/api/billing/switch-quote?planType=Pro_monthly',
    expect: { anonymous: 401, owner: 409, other: 409 },
  },
  {
    method: 'POST',
    route: '/api/billing/switch',
    url: () => '/api/billing/switch',
    body: () => ({ planType: 'Pro_monthly' }),
    expect: { anonymous: 401, owner: 409, other: 409 },
  },
  {
    method: 'POST',
    route: '/api/billing/cancel',
    url: () => '/api/billing/cancel',
    body: () => ({ when: 'period_end' }),
    expect: { anonymous: 401, owner: 409, other: 409 },
  },
  {
    method: 'POST',
    route: '/api/billing/resume',
    url: () => '/api/billing/resume',
    expect: { anonymous: 401, owner: 409, other: 409 },
  },
  {
    method: 'GET',
    route: '/api/billing/payments',
    url: () => '/api/billing/payments',
    count: (body, r) =>
      (JSON.parse(body) as { data: { items: Array<{ id: string }> } }).data.items.filter(
        (item) => item.id === r.payment,
      ).length,
    expect: {
      anonymous: 401,
      owner: { status: 200, shows: 1 },
      other: { status: 200, shows: 0 },
    },
  },
  {
    method: 'GET',
    route: '/api/billing/payments/:id',
    url: (r) => `/api/billing/payments/${r.payment}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/keys',
    url: () => '/api/keys',
    count: (body) => (JSON.parse(body) as { data: { keys: unknown[] } }).data.keys.length,
    expect: { anonymous: 401, owner: { status: 200, shows: 0 }, other: { status: 200, shows: 0 } },
  },
  {
    // A and B are on the free plan (api-keys/keys.test.ts makes keys on Max).
    method: 'POST',
    route: '/api/keys',
    url: () => '/api/keys',
    body: () => ({ name: 'Matrix key' }),
    expect: { anonymous: 401, owner: 403, other: 403 },
  },
  // Teams (issue 23): A owns a team alone; team-access-matrix.test.ts has members and keys.
  {
    method: 'GET',
    route: '/api/teams',
    url: () => '/api/teams',
    count: (body, r) =>
      (JSON.parse(body) as { data: { teams: Array<{ id: string }> } }).data.teams.filter(
        (team) => team.id === r.team,
      ).length,
    expect: { anonymous: 401, owner: { status: 200, shows: 1 }, other: { status: 200, shows: 0 } },
  },
  {
    // A and B are on the free plan.
    method: 'POST',
    route: '/api/teams',
    url: () => '/api/teams',
    body: () => ({ name: 'Matrix team' }),
    expect: { anonymous: 401, owner: 403, other: 403 },
  },
  {
    method: 'GET',
    route: '/api/teams/:teamId',
    url: (r) => `/api/teams/${r.team}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'PATCH',
    route: '/api/teams/:teamId',
    url: (r) => `/api/teams/${r.team}`,
    body: () => ({ name: "A's renamed team" }),
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/teams/:teamId/points',
    url: (r) => `/api/teams/${r.team}/points`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'POST',
    route: '/api/teams/:teamId/invites',
    url: (r) => `/api/teams/${r.team}/invites`,
    body: () => ({ email: 'another-colleague@example.com' }),
    expect: { anonymous: 401, owner: 201, other: 404 },
  },
  {
    method: 'POST',
    route: '/api/teams/:teamId/owner',
    about: 'to A (nothing changes)',
    url: (r) => `/api/teams/${r.team}/owner`,
    body: (r) => ({ userId: r.teamOwner }),
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'GET',
    route: '/api/invites/:token',
    url: (r) => `/api/invites/${r.inviteToken}`,
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/invites/:token/accept',
    about: 'an expired invitation',
    url: (r) => `/api/invites/${r.expiredInviteToken}/accept`,
    expect: { anonymous: 401, owner: 410, other: 410 },
  },
  // Deletions run last (their owner's call removes the thing the other rows read).
  {
    method: 'DELETE',
    route: '/api/teams/:teamId/invites/:inviteId',
    url: (r) => `/api/teams/${r.team}/invites/${r.teamInvite}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/teams/:teamId/members/:userId',
    about: 'A, its owner (who cannot leave)',
    url: (r) => `/api/teams/${r.team}/members/${r.teamOwner}`,
    expect: { anonymous: 401, owner: 409, other: 404 },
  },
  {
    // C's key: nobody else's to revoke (and C's own key may not revoke keys).
    method: 'DELETE',
    route: '/api/keys/:id',
    about: "C's live key",
    url: () => `/api/keys/${liveKeyId}`,
    expect: { anonymous: 401, owner: 404, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/analysis/tasks/:id',
    about: "A's completed task",
    url: (r) => `/api/analysis/tasks/${r.finishedTask}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/analysis/tasks/:id',
    about: "A's queued task (not finished, so not deletable)",
    url: (r) => `/api/analysis/tasks/${r.queuedTask}`,
    expect: { anonymous: 401, owner: 409, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/analysis/tasks/:id',
    about: "an anonymous visitor's task (nobody's to delete)",
    url: (r) => `/api/analysis/tasks/${r.anonymousTask}`,
    expect: { anonymous: 401, owner: 404, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/reports/:id/share',
    url: (r) => `/api/reports/${r.report}/share`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/reports/:id',
    url: (r) => `/api/reports/${r.report}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/teams/:teamId',
    url: (r) => `/api/teams/${r.team}`,
    expect: { anonymous: 401, owner: 200, other: 404 },
  },
];

/** Each row's callers in the order that keeps the owner's deletion for last. */
const ORDER: Caller[] = [
  'anonymous',
  'garbage token',
  'expired token',
  'wrong-audience token',
  'unknown key',
  'revoked key',
  'key',
  'other',
  'owner',
];

/** What a caller gets from a row. */
function expectedOf(row: Row, caller: Caller): Expected {
  if (caller.endsWith(' token') || caller.endsWith(' key')) return 401;
  if (caller === 'key') return row.keys ? row.expect.other : 403;
  return row.expect[caller as 'anonymous' | 'owner' | 'other'];
}

describe('who may call what', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let resources: OwnedResources;
  const badTokens = {} as Record<BadToken, string>;
  const keys = {} as Record<'key' | BadKey, string>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t);
    other = await signIn(t);
    resources = await seedResources(t, owner);
    const keyHolder = await signIn(t);
    await buyMaxPlan(t, keyHolder);
    const live = await makeApiKey(t, keyHolder, { name: 'Matrix' });
    liveKeyId = live.id;
    keys.key = live.key;
    keys['unknown key'] = `il_${'Q'.repeat(43)}`;
    const revoked = await makeApiKey(t, keyHolder, { name: 'Revoked' });
    keys['revoked key'] = revoked.key;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/keys/${revoked.id}`,
      headers: keyHolder.headers,
    });
    const config = loadConfig({ NODE_ENV: 'test' });
    const now = Math.floor(Date.now() / 1000);
    badTokens['garbage token'] = 'Bearer eyJhbGciOiJub25lIn0.e30.';
    badTokens['expired token'] = `Bearer ${await mintAccessToken(t.database.db, config, {
      sub: owner.id,
      iat: now - 7200,
      exp: now - 3600,
    })}`;
    badTokens['wrong-audience token'] = `Bearer ${await mintAccessToken(t.database.db, config, {
      sub: owner.id,
      aud: 'https://another-api.example',
    })}`;
  }, 60_000);
  afterAll(() => t?.close());

  it('has a row for every API endpoint the app serves (add one for a new route)', () => {
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    const missing = apiEndpoints(t.app)
      .map(endpointKey)
      .filter((key) => !covered.has(key));
    expect(missing, 'endpoints with no row in MATRIX').toEqual([]);
    const served = new Set(apiEndpoints(t.app).map(endpointKey));
    const stale = [...covered].filter((key) => !served.has(key));
    expect(stale, 'rows for routes the app no longer serves').toEqual([]);
  });

  const headersOf = (caller: Caller): Record<string, string> =>
    caller === 'anonymous'
      ? {}
      : caller === 'owner'
        ? owner.headers
        : caller === 'other'
          ? other.headers
          : caller === 'key' || caller.endsWith(' key')
            ? { authorization: `Bearer ${keys[caller as 'key' | BadKey]}` }
            : { authorization: badTokens[caller as BadToken] };

  const cases = [...MATRIX]
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    .flatMap((row) => ORDER.map((caller) => ({ row, caller })));

  it.each(
    cases.map(({ row, caller }) => {
      const expected = expectedOf(row, caller);
      const status = typeof expected === 'number' ? expected : expected.status;
      return [
        `${row.method} ${row.route}${row.about ? ` (${row.about})` : ''}`,
        caller,
        status,
        row,
      ] as const;
    }),
  )('%s as %s → %i', async (_name, caller, status, row) => {
    const payload = row.body?.(resources);
    const url = row.url(resources);
    const res = await injectAnswer(t.app, {
      method: row.method as 'GET',
      url,
      headers: headersOf(caller),
      ...(payload ? { payload } : {}),
    });
    const code = () => JSON.parse(res.body).code;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(contractBreach(url, res)).toBeNull();
    if (caller === 'expired token') expect(code()).toBe('TOKEN_EXPIRED');
    if (caller === 'garbage token' || caller === 'wrong-audience token') {
      expect(code()).toBe('INVALID_TOKEN');
    }
    if (caller.endsWith(' key')) expect(code()).toBe('INVALID_API_KEY');
    if (caller === 'key' && !row.keys) expect(code()).toBe('API_KEY_NOT_ALLOWED');
    const expected = expectedOf(row, caller);
    if (typeof expected === 'object') {
      expect(row.count?.(res.body, resources), 'how many of A’s things the answer shows').toBe(
        expected.shows,
      );
    }
    // What another user or an anonymous caller is refused looks like what does not exist at all.
    if (status === 404 && caller !== 'owner') {
      const unknown = await t.app.inject({
        method: row.method as 'GET',
        url: url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[\w-]{20,}$/i, randomUUID()),
        headers: headersOf(caller),
        ...(payload ? { payload } : {}),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(code());
    }
  });
});
