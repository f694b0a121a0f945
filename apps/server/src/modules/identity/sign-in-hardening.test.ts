import { connect } from 'node:net';
import getPort from 'get-port';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { TestBrowser } from '../../test/browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GRANT_CLAIM, REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './adapter.ts';
import { FREE_FAILURES } from './sign-in-backoff.ts';
import { signInClient, type TestAccount } from './testing/sign-in-client.ts';

/**
 * Issue 19's sign-in hardening against the real provider, listening at its PUBLIC_URL: endpoints
 * from PUBLIC_URL only, refresh-token rotation with a grace window, access tokens refused once
 * their sign-in ends, a per-account back-off, common passwords refused, and a sign-up that answers
 * the same whether or not the address has an account.
 */
describe('sign-in hardening', () => {
  let t: TestApp;
  let publicUrl: string;
  let client: ReturnType<typeof signInClient>;
  let accounts = 0;
  const newAccount = (): TestAccount => {
    accounts += 1;
    return { name: 'Grace', email: `grace-${accounts}@example.com`, password: 'compiler-1952' };
  };

  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    client = signInClient(publicUrl);
    // The per-address limit is proven in the security suite (rate-limits.test.ts): out of the way.
    t = await createTestApp({
      env: { PUBLIC_URL: publicUrl, SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  describe('the provider publishes PUBLIC_URL, whatever the request says', () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    const discoveryFrom = (remoteAddress: string) =>
      t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: forged,
        remoteAddress,
      });
    const endpointsOf = (discovery: Record<string, unknown>) =>
      Object.entries(discovery).filter(
        ([name]) => name.endsWith('_endpoint') || name === 'jwks_uri' || name === 'issuer',
      );

    // 127.0.0.1 is a trusted proxy by default (TRUST_PROXY); 203.0.113.9 is not.
    it.each(['127.0.0.1', '203.0.113.9'])(
      'builds every endpoint from PUBLIC_URL for a forged Host and X-Forwarded-* from %s',
      async (remoteAddress) => {
        const res = await discoveryFrom(remoteAddress);
        expect(res.statusCode).toBe(200);
        const endpoints = endpointsOf(res.json());
        expect(endpoints.length).toBeGreaterThanOrEqual(6);
        for (const [name, value] of endpoints) {
          expect(String(value).startsWith(`${publicUrl}/oidc`), `${name}: ${value}`).toBe(true);
        }
      },
    );

    it('builds them from PUBLIC_URL for an absolute request target naming another host', async () => {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(publicUrl).port), '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          'GET http://evil.example/oidc/.well-known/openid-configuration HTTP/1.1\r\n' +
            'Host: evil.example\r\nConnection: close\r\n\r\n',
        );
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<
        string,
        unknown
      >;
      for (const [name, value] of endpointsOf(body)) {
        expect(String(value).startsWith(`${publicUrl}/oidc`), `${name}: ${value}`).toBe(true);
      }
    });

    it('sends sign-in on to pages of PUBLIC_URL for forged headers', async () => {
      const url = new URL(`${publicUrl}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: 'idealens-web',
        redirect_uri: client.callback,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        state: 'state',
        response_type: 'code',
        scope: 'openid',
      }).toString();
      const res = await t.app.inject({
        url: `${url.pathname}${url.search}`,
        headers: forged,
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location), publicUrl);
      expect(location.origin).toBe(publicUrl);
      expect(location.pathname).toMatch(/^\/oidc\/interaction\//);
      // Cookies as for PUBLIC_URL (plain http here), not for the forged https.
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
    });

    it('lets discovery and the key set be cached for ten minutes', async () => {
      const discovery = await fetch(`${publicUrl}/oidc/.well-known/openid-configuration`);
      expect(discovery.headers.get('cache-control')).toBe('public, max-age=600');
      const jwks = await fetch((await client.discovery()).jwks_uri);
      expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
      // Token answers are never cached.
      const token = await client.tokenRequest({ grant_type: 'refresh_token', refresh_token: 'x' });
      expect(token.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('refresh tokens rotate, with a grace window for concurrent refreshes', () => {
    /** Moves the first use of a refresh token back past the grace window. */
    const ageFirstUse = (refreshToken: string) =>
      sql`UPDATE identity_models SET consumed_at = consumed_at - make_interval(secs => ${REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1})
          WHERE model = 'RefreshToken' AND id = ${refreshToken}`.execute(t.database.db);

    it('gives a new refresh token on each refresh; the web app’s concurrent refreshes all work', async () => {
      const session = await client.signUp(newAccount());
      const first = session.refresh_token;
      const res = await client.refresh(first);
      expect(res.status).toBe(200);
      const second = ((await res.json()) as { refresh_token: string }).refresh_token;
      expect(second).toEqual(expect.any(String));
      expect(second).not.toBe(first);

      // Userinfo and the API resource at once, with the one refresh token the app holds.
      const answers = await Promise.all([
        client.refresh(second, undefined),
        client.refresh(second),
        client.refresh(second),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const children = await Promise.all(
        answers.map(async (answer) => (await answer.json()) as { refresh_token: string }),
      );
      // Whichever the app keeps goes on working.
      const kept = children[2]?.refresh_token ?? '';
      expect((await client.refresh(kept)).status).toBe(200);
    });

    it('refuses a used refresh token brought back after the window, and ends that sign-in', async () => {
      const session = await client.signUp(newAccount());
      const stolen = session.refresh_token;
      const res = await client.refresh(stolen);
      const current = ((await res.json()) as { refresh_token: string }).refresh_token;
      await ageFirstUse(stolen);

      const replay = await client.refresh(stolen);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
      // The whole sign-in ends: the current refresh token and the access token with it.
      const next = await client.refresh(current);
      expect(next.status).toBe(400);
      expect((await client.api('/api/user/profile', session.apiToken)).status).toBe(401);
    });
  });

  describe('access tokens end with their sign-in', () => {
    let second: App | undefined;
    afterAll(async () => {
      vi.useRealTimers();
      await second?.close();
    });

    const revoke = async (refreshToken: string) => {
      const res = await fetch((await client.discovery()).revocation_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'idealens-web', token: refreshToken }).toString(),
      });
      expect(res.status).toBe(200);
    };

    it('names the sign-in in the token, and refuses the token at once where the sign-out happened', async () => {
      const session = await client.signUp(newAccount());
      expect(decodeJwt(session.apiToken)[GRANT_CLAIM]).toEqual(expect.any(String));
      expect((await client.api('/api/user/profile', session.apiToken)).status).toBe(200);

      // What the web app's sign-out does first: revoke its refresh token.
      await revoke(session.refresh_token);
      const res = await client.api('/api/user/profile', session.apiToken);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: 'INVALID_TOKEN',
        message: 'This sign-in has ended. Please log in again.',
      });
    });

    it('refuses it in another API process too: at once if new to it, within a minute if it knew it', async () => {
      second = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }),
        db: t.database.db,
        jobs: { boss: t.jobs.boss, healthy: t.jobs.healthy },
        webRoot: '/nonexistent-web-root',
      });
      const profileOn = (app: App, token: string) =>
        app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

      const known = await client.signUp(newAccount());
      const unknown = await client.signUp(newAccount());
      expect((await profileOn(second, known.apiToken)).statusCode).toBe(200);

      await revoke(known.refresh_token);
      await revoke(unknown.refresh_token);
      expect((await profileOn(second, unknown.apiToken)).statusCode).toBe(401);
      // Verified a moment ago, the other process may still take it until it verifies it again …
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      // … which it does within the minute.
      expect((await profileOn(second, known.apiToken)).statusCode).toBe(401);
      vi.useRealTimers();
    });

    it('signing out through the end-session page ends the sign-in as well', async () => {
      const session = await client.signUp(newAccount());
      const url = new URL((await client.discovery()).end_session_endpoint);
      url.searchParams.set('client_id', 'idealens-web');
      url.searchParams.set('post_logout_redirect_uri', publicUrl);
      const page = await session.browser.request(url.href);
      const html = await page.text();
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const confirmed = await session.browser.post(new URL(action, publicUrl).href, {
        xsrf,
        logout: 'yes',
      });
      expect(confirmed.status).toBe(303);
      expect((await client.api('/api/user/profile', session.apiToken)).status).toBe(401);
      expect((await client.refresh(session.refresh_token)).status).toBe(400);
    });
  });

  describe('guessing at one account', () => {
    afterAll(() => vi.useRealTimers());
    /** A sign-in attempt from `address`, as a proxy we trust names it. */
    async function attempt(email: string, password: string, address: string) {
      const browser = new TestBrowser();
      const { at } = await client.start(browser);
      return browser.request(`${at}/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({ email, password }).toString(),
      });
    }

    it.each([
      ['an account', true],
      ['an address without an account', false],
    ])(
      'waits after %s has failed %#: from any address, even with the right password',
      async (_what, exists) => {
        const account = newAccount();
        if (exists) await client.signUp(account);
        for (let n = 0; n < FREE_FAILURES; n++) {
          const wrong = await attempt(account.email, `wrong-guess-${n}`, `198.51.100.${n + 1}`);
          expect(wrong.status).toBe(401);
          expect(await wrong.text()).toContain('Incorrect email or password');
        }
        const held = await attempt(account.email, account.password, '198.51.100.99');
        expect(held.status).toBe(429);
        expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(15);
        expect(await held.text()).toMatch(/please wait \d+ seconds before trying again/);
      },
    );

    it('takes the right password once the wait is over, and forgets the failures', async () => {
      const account = newAccount();
      await client.signUp(account);
      for (let n = 0; n < FREE_FAILURES; n++) {
        await (await attempt(account.email, `wrong-${n}`, '192.0.2.1')).text();
      }
      expect((await attempt(account.email, account.password, '192.0.2.1')).status).toBe(429);
      const rows = await t.database.db
        .selectFrom('identity_models')
        .select(['id', 'payload'])
        .where('model', '=', 'SignInBackoff')
        .execute();
      // The wait is kept under a hash of the address, not the address.
      expect(JSON.stringify(rows)).not.toContain(account.email);
      // Fifteen seconds later:
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16_000 });
      const right = await attempt(account.email, account.password, '192.0.2.1');
      vi.useRealTimers();
      expect(right.status).toBe(303);
      // Forgotten: a wrong password now is one failure among the free ones again.
      expect((await attempt(account.email, 'wrong-again', '192.0.2.1')).status).toBe(401);
      expect((await attempt(account.email, account.password, '192.0.2.1')).status).toBe(303);
    });
  });

  describe('sign-up', () => {
    it('refuses the most common passwords, in both languages', async () => {
      for (const password of ['password1', 'Qwerty123', '1q2w3e4r', 'PASSWORD123']) {
        const browser = new TestBrowser();
        const { at } = await client.start(browser);
        const email = `common-${password}@example.com`;
        const res = await browser.post(`${at}/sign-up`, { name: '', email, password });
        expect(res.status, password).toBe(400);
        expect(await res.text()).toContain('This password is one of the most common ones');
        const account = await t.database.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', email.toLowerCase())
          .executeTakeFirst();
        expect(account).toBeUndefined();
      }
      const browser = new TestBrowser();
      const { at } = await client.start(browser, { ui_locales: 'zh-CN' });
      const chinese = await browser.post(`${at}/sign-up`, {
        email: 'common-zh@example.com',
        password: 'password1',
      });
      expect(await chinese.text()).toContain('这个密码太常见了，请换一个');
    });

    it('answers the same whether or not the address has an account', async () => {
      const owner = newAccount();
      await client.signUp(owner);
      const newcomer = newAccount();

      const browser = new TestBrowser();
      const { pkce, at } = await client.start(browser);
      const answers = [];
      for (const email of [owner.email, newcomer.email]) {
        const res = await browser.post(`${at}/sign-up`, {
          name: 'Someone',
          email,
          password: 'another-password-7',
        });
        answers.push({ status: res.status, page: (await res.text()).replaceAll(email, '{email}') });
      }
      expect(answers[0]?.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[0]?.page).toContain('Sign in to IdeaLens');

      // The existing account is untouched: its own password opens it, the one typed does not.
      const taken = await client.signIn(owner);
      expect(decodeJwt(taken.apiToken).sub).toEqual(expect.any(String));
      const notTheirs = await browser.post(`${at}/sign-in`, {
        email: owner.email,
        password: 'another-password-7',
      });
      expect(notTheirs.status).toBe(401);
      // The new account signs in with the password it was given.
      const created = await client.signInAt(browser, at, pkce, {
        ...newcomer,
        password: 'another-password-7',
      });
      expect(decodeJwt(created.apiToken).sub).not.toBe(decodeJwt(taken.apiToken).sub);
    });
  });
});
