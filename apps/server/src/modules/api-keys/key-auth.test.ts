import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { taskStatusSchema } from '@idealens/shared/analysis';
import { apiKeyListSchema } from '@idealens/shared/api-keys';
import { reportDetailResponseSchema, reportListResponseSchema } from '@idealens/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { runQueuedAnalyses } from '../../test/analyses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsAndLedger, signIn, type TestUser } from '../../test/users.ts';
import { waitFor } from '../../test/wait-for.ts';
import { VERIFIED_KEY_TTL_MS } from './key-auth.ts';
import { buyMaxPlan, keyHeaders, makeApiKey } from './testing/max-plan.ts';
import { USAGE_FLUSH_MS } from './usage.ts';

// A script's calls with an API key, as curl makes them: fetch against the real app listening on
// a port, on a real PostgreSQL, with the real worker running the analyses.

const IDEA = 'A booking tool for independent climbing gyms to sell day passes online';
const DEEP_IDEA = 'A marketplace that rents out idle commercial kitchens to food startups';

describe('a script with an API key', () => {
  let t: TestApp;
  let owner: TestUser;
  let key: { id: string; key: string };
  let base: string;

  /** One request as curl would make it: the key in the Authorization header. */
  const call = (secret: string, pathname: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${base}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...keyHeaders(secret),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t);
    await buyMaxPlan(t, owner);
    key = await makeApiKey(t, owner, { name: 'Script' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  it('submits a quick analysis, polls it, and reads its report as JSON and Markdown', async () => {
    const submitted = await call(key.key, '/api/analysis/submit', {
      method: 'POST',
      body: { type: 'simple', data: { idea: IDEA, language: 'en-US' } },
    });
    expect(submitted.status).toBe(200);
    const { taskId, claimToken } = await submitted.json();
    // The owner's task, not an anonymous one, and it remembers the key.
    expect(claimToken).toBeUndefined();
    const stored = await t.database.db
      .selectFrom('analysis_tasks')
      .select(['user_id', 'api_key_id', 'priority'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: owner.id, api_key_id: key.id, priority: 20 });

    await runQueuedAnalyses(t);
    const polled = await call(key.key, `/api/analysis/status/${taskId}`);
    expect(polled.status).toBe(200);
    const status = taskStatusSchema.parse(await polled.json());
    expect(status).toMatchObject({ taskId, status: 'completed', userMessage: IDEA });

    const batch = await call(key.key, '/api/analysis/status/batch', {
      method: 'POST',
      body: { taskIds: [taskId] },
    });
    expect((await batch.json()).tasks.map((task: { taskId: string }) => task.taskId)).toEqual([
      taskId,
    ]);
    const tasks = await call(key.key, '/api/analysis/tasks');
    expect(tasks.status).toBe(200);
    expect((await tasks.json()).tasks.map((task: { taskId: string }) => task.taskId)).toContain(
      taskId,
    );

    const reports = reportListResponseSchema.parse(
      await (await call(key.key, '/api/reports')).json(),
    );
    const report = reports.data.reports.find((item) => item.userMessage === IDEA);
    expect(report).toBeDefined();
    const detail = await call(key.key, `/api/reports/${report?.id}`);
    expect(detail.status).toBe(200);
    expect(reportDetailResponseSchema.parse(await detail.json()).data.userMessage).toBe(IDEA);

    const markdown = await call(key.key, `/api/reports/${report?.id}/export?format=md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await markdown.text()).toContain(IDEA);
    const json = await call(key.key, `/api/reports/${report?.id}/export?format=json`);
    expect(json.status).toBe(200);
    expect(JSON.stringify(await json.json())).toContain(IDEA);

    // Task events, a plain GET, take the key too (a finished task: the stream ends by itself).
    const events = await call(key.key, `/api/analysis/events?taskIds=${taskId}`);
    expect(events.status).toBe(200);
    expect(await events.text()).toContain(`"taskId":"${taskId}"`);
  }, 60_000);

  it('orders a deep analysis, debiting one of the owner’s points as a sign-in would', async () => {
    const before = await pointsAndLedger(t.database.db, owner.id);
    const res = await call(key.key, '/api/analysis/submit', {
      method: 'POST',
      body: { type: 'chat', data: { message: DEEP_IDEA, json_format: true } },
    });
    expect(res.status).toBe(200);
    const { taskId } = await res.json();
    const after = await pointsAndLedger(t.database.db, owner.id);
    expect(after.user.analysis_points).toBe(before.user.analysis_points - 1);
    expect(after.ledger.at(-1)).toMatchObject({ delta: -1, reason: 'debit' });
    expect(after.ledger.at(-1)?.idempotency_key).toContain(taskId);
    expect(after.sums.balance).toBe(after.user.analysis_points);
  });

  it.each([
    ['GET', '/api/keys'],
    ['POST', '/api/keys', { name: 'Made by a key' }],
    ['DELETE', '/api/keys/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/billing'],
    ['POST', '/api/billing/cancel', { when: 'period_end' }],
    [
      'POST',
      '/api/user/password',
      { currentPassword: 'a-password-1', newPassword: 'another-one-2' },
    ],
    ['GET', '/api/user/profile'],
    ['GET', '/api/account/export'],
    [
      'POST',
      '/api/payment/create-session',
      { planType: 'Pro_annual', amount: 13188, currency: 'USD' },
    ],
    ['POST', '/api/reports/00000000-0000-4000-8000-000000000000/share'],
    ['DELETE', '/api/reports/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/analysis/claim', { tasks: [] }],
  ] as const)('is refused on %s %s: 403 API_KEY_NOT_ALLOWED', async (method, pathname, body?) => {
    const keysBefore = await t.database.db.selectFrom('api_keys').select('id').execute();
    const res = await call(key.key, pathname, { method, body });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'Forbidden',
      code: 'API_KEY_NOT_ALLOWED',
      message: 'API keys can run analyses and read reports only. Sign in to do this.',
    });
    // Nothing happened.
    expect(await t.database.db.selectFrom('api_keys').select('id').execute()).toEqual(keysBefore);
  });

  it.each([
    ['an unknown key', `il_${'A'.repeat(43)}`],
    ['a key of the wrong length', 'il_short'],
    ['a key with characters no key has', `il_${'!'.repeat(43)}`],
  ])('answers 401 INVALID_API_KEY to %s, on any route', async (_name, secret) => {
    for (const pathname of ['/api/reports', '/api/keys', '/api/health']) {
      const res = await call(secret, pathname);
      expect(res.status, pathname).toBe(401);
      expect((await res.json()).code).toBe('INVALID_API_KEY');
    }
  });

  it('refuses a revoked key at once in this process, and within 5 s in another on the same database', async () => {
    const revoked = await makeApiKey(t, owner, { name: 'Soon revoked' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-test-second-'));
    const second: App = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      db: t.database.db,
      jobs: { boss: t.jobs.boss, healthy: t.jobs.healthy },
      webRoot: '/nonexistent-web-root',
    });
    try {
      const readWith = (app: App | TestApp['app']) =>
        app.inject({ url: '/api/reports', headers: keyHeaders(revoked.key) });
      // Both processes have verified the key (and keep it for a few seconds).
      expect((await readWith(t.app)).statusCode).toBe(200);
      expect((await readWith(second)).statusCode).toBe(200);

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/keys/${revoked.id}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      const revokedAt = Date.now();
      const here = await readWith(t.app);
      expect(here.statusCode).toBe(401);
      expect(here.json().code).toBe('INVALID_API_KEY');

      await waitFor(
        () => readWith(second),
        (answer) => answer.statusCode === 401,
        VERIFIED_KEY_TTL_MS + 2_000,
      );
      expect(Date.now() - revokedAt).toBeLessThanOrEqual(VERIFIED_KEY_TTL_MS + 500);
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 20_000);

  it('answers 403 PLAN_REQUIRED within 5 s once the owner is no longer on Max', async () => {
    const lapsing = await signIn(t);
    await buyMaxPlan(t, lapsing);
    const lapsingKey = await makeApiKey(t, lapsing);
    const read = () => t.app.inject({ url: '/api/reports', headers: keyHeaders(lapsingKey.key) });
    expect((await read()).statusCode).toBe(200);
    await t.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', lapsing.id)
      .execute();
    const refused = await waitFor(
      read,
      (res) => res.statusCode === 403,
      VERIFIED_KEY_TTL_MS + 2_000,
    );
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    expect(refused.json().message).toContain('Max');
  }, 20_000);

  it('counts each request against its own key’s limit, with the standard headers', async () => {
    const fresh = await makeApiKey(t, owner, { name: 'Counted' });
    const first = await call(fresh.key, '/api/reports');
    const second = await call(fresh.key, '/api/reports');
    expect(first.headers.get('x-ratelimit-limit')).toBe('120');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('118');
    expect(Number(second.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    // Another key's requests count apart, and the browser's per address, as before.
    expect((await call(key.key, '/api/reports')).status).toBe(200);
    expect((await call(fresh.key, '/api/reports')).headers.get('x-ratelimit-remaining')).toBe(
      '117',
    );
    const browser = await fetch(`${base}/api/reports`, { headers: owner.headers });
    expect(browser.headers.get('x-ratelimit-limit')).toBe('300');
  });

  it('records each request’s use per key and UTC day, written after the answer', async () => {
    const counted = await makeApiKey(t, owner, { name: 'Usage' });
    const started = Date.now();
    for (let n = 0; n < 3; n += 1) {
      expect((await call(counted.key, '/api/reports')).status).toBe(200);
    }
    const row = () =>
      t.database.db
        .selectFrom('api_keys')
        .select(['request_count', 'last_used_at'])
        .where('id', '=', counted.id)
        .executeTakeFirstOrThrow();
    // Not written on the request path: the answers came first. The write is due a flush delay
    // after the first request, so the row is checked unwritten only if it was read before then
    // (a machine slowed by other work may take longer than that over the three requests).
    const early = await row();
    if (Date.now() - started < USAGE_FLUSH_MS) {
      expect(early).toEqual({ request_count: '0', last_used_at: null });
    }
    const written = await waitFor(row, (value) => value.request_count === '3', 5_000);
    expect(written.last_used_at).toBeInstanceOf(Date);

    const listed = apiKeyListSchema
      .parse((await t.app.inject({ url: '/api/keys', headers: owner.headers })).json())
      .data.keys.find((item) => item.id === counted.id);
    expect(listed?.requestCount).toBe(3);
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(listed?.usage.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      requests: 3,
    });
  });

  it('documents the key scheme in /api/docs on the routes that take keys, and only there', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'il_…',
    });
    const security = (pathname: string, method: string) =>
      JSON.stringify(doc.paths[pathname]?.[method]?.security ?? []);
    for (const [pathname, method] of [
      ['/api/analysis/submit', 'post'],
      ['/api/analysis/status/{taskId}', 'get'],
      ['/api/analysis/status/batch', 'post'],
      ['/api/analysis/tasks', 'get'],
      ['/api/analysis/events', 'get'],
      ['/api/reports', 'get'],
      ['/api/reports/{id}', 'get'],
      ['/api/reports/{id}/export', 'get'],
    ] as const) {
      expect(security(pathname, method), `${method} ${pathname}`).toContain('"apiKey"');
    }
    for (const [pathname, method] of [
      ['/api/keys', 'get'],
      ['/api/keys', 'post'],
      ['/api/billing', 'get'],
      ['/api/reports/{id}', 'delete'],
    ] as const) {
      expect(security(pathname, method), `${method} ${pathname}`).not.toContain('"apiKey"');
    }
  });
});

describe('a key over its rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 429 RATE_LIMITED with Retry-After; other keys and browsers go on', async () => {
    const owner = await signIn(t);
    await buyMaxPlan(t, owner);
    const [busy, calm] = [await makeApiKey(t, owner), await makeApiKey(t, owner)];
    const read = (secret: string) =>
      t.app.inject({ url: '/api/reports', headers: keyHeaders(secret) });
    for (let n = 0; n < 3; n += 1) expect((await read(busy.key)).statusCode).toBe(200);
    const refused = await read(busy.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect((await read(calm.key)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/reports', headers: owner.headers })).statusCode).toBe(
      200,
    );
  });
});
