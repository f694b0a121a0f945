import { createAnalyst } from '@idealens/analyst/analyst';
import { startFakeLlmServer } from '@idealens/analyst/llm/testing/fake-llm-server';
import { QUEUE_BUSY_THRESHOLD } from '@idealens/shared/analysis';
import type { LightMyRequestResponse } from 'fastify';
import getPort from 'get-port';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedAnalyses, submitIdea } from '../analyses.ts';
import { pkcePair, TestBrowser } from '../browser.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pointsAndLedger, setPoints, signIn, type TestUser } from '../users.ts';
import { contractBreach } from './responses.ts';

const idea = (n: number) => `A neighbourhood tool-sharing app, take ${n}`;

/** A 429 in the contract's shape with the given code, telling the client when to come back. */
function expectTooMany(res: LightMyRequestResponse, code: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(contractBreach(res.raw.req.url ?? '', res)).toBeNull();
  expect(res.json()).toMatchObject({ code, error: 'Too Many Requests' });
}

describe('anonymous quick analyses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANONYMOUS_ANALYSIS_LIMIT: '3' } });
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('analysis_tasks').execute();
  });
  afterAll(() => t?.close());

  const submit = (n: number, client: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      payload: { type: 'simple', data: { idea: idea(n) } },
      headers,
      remoteAddress: client,
    });

  it('answers RATE_LIMITED after ANONYMOUS_ANALYSIS_LIMIT from one client; other clients and signed-in users go on', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await submit(n, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expectTooMany(await submit(5, '198.51.100.1'), 'RATE_LIMITED');
    expect((await submit(6, '198.51.100.2')).statusCode).toBe(200);
    const user = await signIn(t);
    expect((await submit(7, '198.51.100.1', user.headers)).statusCode).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For: behind a trusted proxy the client is the address the proxy saw', async () => {
    const viaProxy = (n: number, forged: string) =>
      submit(n, '127.0.0.1', { 'x-forwarded-for': `${forged}, 198.51.100.3` });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await viaProxy(n, `10.0.0.${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('holds under a burst: twenty concurrent submissions from one client start exactly the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => submit(n, '198.51.100.4')),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectTooMany(res, 'RATE_LIMITED');
    const started = await t.database.db.selectFrom('analysis_tasks').select('id').execute();
    expect(started).toHaveLength(3);
  });

  it(`answers QUEUE_BUSY to anonymous visitors while ${QUEUE_BUSY_THRESHOLD} tasks wait; signed-in users still submit`, async () => {
    const user = await signIn(t);
    for (let n = 0; n < QUEUE_BUSY_THRESHOLD; n += 1) {
      expect((await submit(n, `198.51.100.${10 + n}`, user.headers)).statusCode).toBe(200);
    }
    expectTooMany(await submit(99, '198.51.100.99'), 'QUEUE_BUSY');
    expect((await submit(100, '198.51.100.99')).json().message).toBe(
      'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    );
    expect((await submit(101, '198.51.100.99', user.headers)).statusCode).toBe(200);
  });

  it(`holds the queue threshold under a burst from many clients`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => submit(n, `203.0.113.${n + 1}`)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(QUEUE_BUSY_THRESHOLD);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectTooMany(res, 'QUEUE_BUSY');
  });
});

describe("the analysis engine's spend per client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANONYMOUS_ANALYSIS_LIMIT: '5' } });
  });
  afterAll(() => t?.close());

  it('calls the model once per accepted quick analysis, however many one anonymous client sends', async () => {
    // The model answers with a valid quick report (the offline analyst's), through the real LLM engine.
    const report = await createAnalyst({ engine: 'offline' }).analyzeSimple(idea(0), {
      language: 'en-US',
    });
    const llm = await startFakeLlmServer({ fallback: { content: JSON.stringify(report) } });
    const analyst = createAnalyst({
      engine: 'llm',
      provider: 'openai',
      model: 'gpt-test',
      apiKey: 'k',
      baseURL: llm.baseURL,
      maxRetries: 0,
    });
    try {
      const send = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/analysis/submit',
          payload: { type: 'simple', data: { idea: idea(n) } },
          remoteAddress: '192.0.2.50',
        });
      const first = await Promise.all(Array.from({ length: 30 }, (_, n) => send(n)));
      expect(first.filter((res) => res.statusCode === 200)).toHaveLength(5);
      await runQueuedAnalyses(t, analyst);
      // Finished tasks still count in the window: waiting for them buys nothing.
      const again = await Promise.all(Array.from({ length: 10 }, (_, n) => send(100 + n)));
      expect(again.every((res) => res.statusCode === 429)).toBe(true);
      await runQueuedAnalyses(t, analyst);

      expect(llm.requests).toHaveLength(5);
      const done = await t.database.db
        .selectFrom('analysis_tasks')
        .select('status')
        .where('user_id', 'is', null)
        .execute();
      expect(done.map((task) => task.status)).toEqual(Array(5).fill('completed'));
    } finally {
      await llm.close();
    }
  }, 60_000);

  it("bounds one user's deep analyses by their points, even in a burst", async () => {
    const user = await signIn(t);
    await setPoints(t.database.db, user.id, 2);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/analysis/submit',
          payload: { type: 'chat', data: { message: idea(n), json_format: true } },
          headers: user.headers,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(402);
      expect(contractBreach('/api/analysis/submit', res)).toBeNull();
      expect(res.json().code).toBe('INSUFFICIENT_POINTS');
    }
    const deep = await t.database.db
      .selectFrom('analysis_tasks')
      .select('id')
      .where('user_id', '=', user.id)
      .where('type', '=', 'deep')
      .execute();
    expect(deep).toHaveLength(2);
    const { user: counters, sums } = await pointsAndLedger(t.database.db, user.id);
    expect(counters.analysis_points).toBe(0);
    expect(sums.balance).toBe(0);
  });
});

describe('signed-in analyses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNED_IN_ANALYSIS_LIMIT: '4' } });
  });
  afterAll(() => t?.close());

  it('take SIGNED_IN_ANALYSIS_LIMIT an hour from one user, whatever address they use; another user goes on', async () => {
    const [alice, bob] = [await signIn(t), await signIn(t)];
    const submit = (user: TestUser, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analysis/submit',
        payload: { type: 'simple', data: { idea: idea(n) } },
        headers: user.headers,
        remoteAddress: `198.51.100.${40 + n}`,
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await submit(alice, n)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectTooMany(await submit(alice, 5), 'RATE_LIMITED');
    expect((await submit(bob, 6)).statusCode).toBe(200);
    const started = await t.database.db
      .selectFrom('analysis_tasks')
      .select('id')
      .where('user_id', '=', alice.id)
      .execute();
    expect(started).toHaveLength(4);
  });
});

describe('analytics events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('take 60 a minute from one client, then RATE_LIMITED; another client goes on', async () => {
    const send = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'analysis_submit_failed', properties: { status: 429 } },
        remoteAddress: client,
      });
    const statuses = [];
    for (let n = 0; n < 60; n += 1) statuses.push((await send('198.51.100.20')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([202]));
    const limited = await send('198.51.100.20');
    expectTooMany(limited, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('198.51.100.21')).statusCode).toBe(202);
    const stored = await t.database.db.selectFrom('analytics_events').select('id').execute();
    expect(stored).toHaveLength(61);
  });
});

describe('the global API limit', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '6' } });
    user = await signIn(t); // one request from the test's own address
  });
  afterAll(() => t?.close());

  it('answers RATE_LIMITED past RATE_LIMIT_MAX a minute, across endpoints, per client', async () => {
    const urls = [
      '/api/user/points',
      '/api/analysis/queue-status',
      '/api/reports',
      '/api/analysis/tasks',
      '/api/auth/config',
      '/api/no-such-endpoint',
      '/api/user/profile',
    ];
    const statuses = [];
    for (const url of urls) {
      statuses.push(
        (await t.app.inject({ url, headers: user.headers, remoteAddress: '198.51.100.30' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 404, 429]);
    const limited = await t.app.inject({ url: '/api/reports', remoteAddress: '198.51.100.30' });
    expectTooMany(limited, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client, and health checks, are not affected.
    expect(
      (await t.app.inject({ url: '/api/auth/config', remoteAddress: '198.51.100.31' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.30' })).statusCode,
    ).toBe(200);
  });

  it('counts status polls that read the database like every API request, telling each answer what is left', async () => {
    const poll = () =>
      t.app.inject({
        url: '/api/analysis/status/00000000-0000-4000-8000-000000000000',
        remoteAddress: '198.51.100.33',
      });
    for (let n = 1; n <= 6; n += 1) {
      const res = await poll();
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-ratelimit-limit']).toBe('6');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(6 - n));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await poll();
    expectTooMany(limited, 'RATE_LIMITED');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['retry-after']).toBe(limited.headers['x-ratelimit-reset']);
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });

  it("does not count polls of a finished task the server keeps in memory, and still limits the client's other requests", async () => {
    const taskId = await submitIdea(t, null, idea(50));
    await runQueuedAnalyses(t);
    const poll = () =>
      t.app.inject({ url: `/api/analysis/status/${taskId}`, remoteAddress: '198.51.100.34' });
    // The first poll reads the finished task from the database (counted); from then on it is kept.
    const first = await poll();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-remaining']).toBe('5');
    for (let n = 0; n < 20; n += 1) {
      const res = await poll();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ taskId, status: 'completed' });
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const other = await t.app.inject({
      url: '/api/analysis/queue-status',
      remoteAddress: '198.51.100.34',
    });
    expect(other.headers['x-ratelimit-remaining']).toBe('4');
    // Someone else's address polling an unknown task is counted on its own.
    const unknown = await t.app.inject({
      url: '/api/analysis/status/00000000-0000-4000-8000-000000000001',
      remoteAddress: '198.51.100.34',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-ratelimit-remaining']).toBe('3');
  });

  it("is what bounds a signed-in user's quick analyses (free, no points, no per-user quota)", async () => {
    const answers = [];
    for (let n = 0; n < 10; n += 1) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/analysis/submit',
          payload: { type: 'simple', data: { idea: idea(n) } },
          headers: user.headers,
          remoteAddress: '198.51.100.32',
        }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array(6).fill(200),
      ...Array(4).fill(429),
    ]);
    expectTooMany(answers[9] as LightMyRequestResponse, 'RATE_LIMITED');
  });
});

describe('sign-in attempts over HTTP', () => {
  let t: TestApp;
  let publicUrl: string;
  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl, SIGN_IN_RATE_LIMIT: '3' } });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  /** Opens the sign-in page as the web app's SDK does; the page's address. */
  async function openSignIn(browser: TestBrowser, language = 'en-US') {
    const pkce = pkcePair();
    const url = new URL(`${publicUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'idealens-web',
      redirect_uri: `${publicUrl}/callback`,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: pkce.state,
      response_type: 'code',
      prompt: 'consent',
      scope: 'openid offline_access profile email',
      ui_locales: language,
    }).toString();
    const { response, url: at } = await browser.follow(
      await browser.request(url.href),
      `${publicUrl}/callback`,
    );
    expect(response.status).toBe(200);
    return at;
  }

  it('are limited to SIGN_IN_RATE_LIMIT a minute per client: then a clear 429 page, even with the right password', async () => {
    // An account to guess at, created through the sign-up form.
    const owner = new TestBrowser();
    const signUp = `${await openSignIn(owner)}/sign-up`;
    const created = await owner.post(signUp, {
      name: 'Guess Target',
      email: 'target@example.com',
      password: 'right-password-1',
    });
    // Sign-up answers the sign-in form, whether or not the address had an account.
    expect(created.status).toBe(200);

    const attacker = new TestBrowser();
    const page = `${await openSignIn(attacker)}/sign-in`;
    const guesses = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await attacker.post(page, {
        email: 'target@example.com',
        password: `guess-${n}`,
      });
      guesses.push(res.status);
      await res.text();
    }
    expect(guesses).toEqual([401, 401, 401]);

    const limited = await attacker.post(page, {
      email: 'target@example.com',
      password: 'right-password-1',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const html = await limited.text();
    expect(html).toContain('<h1>Too many attempts</h1>');
    expect(html).toMatch(/please wait \d+ seconds before trying again/);

    // In the visitor's language.
    const chinese = await attacker.request(page, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'zh-CN',
      },
      body: new URLSearchParams({ email: 'target@example.com', password: 'x' }).toString(),
    });
    expect(chinese.status).toBe(429);
    expect(await chinese.text()).toMatch(/尝试次数过多[\s\S]*请等待 \d+ 秒后再试/);
  });
});
