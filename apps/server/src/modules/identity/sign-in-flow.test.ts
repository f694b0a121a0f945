import getPort from 'get-port';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { readForm, TestBrowser } from '../../test/browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Discovery, SCOPE, signInClient } from './testing/sign-in-client.ts';

/**
 * The whole Logto-SDK flow in plain HTTP against the real provider mounted at /oidc, with the
 * server listening at its PUBLIC_URL: discovery, authorization with PKCE, our sign-up and sign-in
 * pages, automatic consent, code exchange, userinfo, refresh for the API resource, the API,
 * revocation and end-session; then a second app on the same database keeps it all.
 */
describe('signing in through the built-in identity provider', () => {
  let t: TestApp;
  let second: App | undefined;
  let publicUrl: string;
  let port: number;
  let discovery: Discovery;
  let client: ReturnType<typeof signInClient>;
  const apiResource = () => client.apiResource;
  const callback = () => client.callback;

  beforeAll(async () => {
    port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    client = signInClient(publicUrl);
    t = await createTestApp({
      env: { PUBLIC_URL: publicUrl, SIGN_IN_RATE_LIMIT: '100', SIGN_UP_RATE_LIMIT: '100' },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const startSignIn = (browser: TestBrowser, extra: Record<string, string> = {}) =>
    client.start(browser, extra);
  const codeFrom = (callbackUrl: string, state: string) => client.codeFrom(callbackUrl, state);
  const tokenRequest = (fields: Record<string, string>) => client.tokenRequest(fields);
  const api = (path: string, token: string) => client.api(path, token);

  let browser: TestBrowser;
  let refreshToken: string;
  let apiToken: string;
  let userId: string;

  it('publishes discovery on our own origin', async () => {
    discovery = await client.discovery();
    expect(discovery.issuer).toBe(`${publicUrl}/oidc`);
    expect(discovery.token_endpoint).toBe(`${publicUrl}/oidc/token`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.revocation_endpoint).toBeTruthy();
    expect(discovery.end_session_endpoint).toBeTruthy();
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: object[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: 'idealens-web',
      redirect_uri: callback(),
      response_type: 'code',
      scope: SCOPE,
      state: 'x',
    }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', publicUrl);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows our sign-in page, signs up, then signs in and lands on the callback with a code', async () => {
    browser = new TestBrowser();
    const { pkce, response, at } = await startSignIn(browser);
    expect(response.status).toBe(200);
    expect(at).toMatch(/\/oidc\/interaction\/[^/]+$/);
    const signIn = await response.text();
    expect(signIn).toContain('<html lang="en-US">');
    expect(signIn).toContain('Sign in to IdeaLens');
    expect(signIn).toContain('<label for="field-email">Email</label>');
    expect(signIn).not.toMatch(/<script>|<style>|style="/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");

    const signUpPage = await browser.request(`${at}/sign-up`);
    expect(await signUpPage.text()).toContain('Create your IdeaLens account');
    const signUp = await browser.post(`${at}/sign-up`, {
      name: 'Ada Lovelace',
      email: ' Ada@Example.com ',
      password: 'analytical1',
    });
    // Whether the address was new or not, the answer is the sign-in form (ADR 006).
    expect(signUp.status).toBe(200);
    const signUpAnswer = await signUp.text();
    expect(signUpAnswer).toContain('sign in with this email and your password');
    expect(signUpAnswer).toContain('value=" Ada@Example.com "');
    const signedIn = await browser.post(`${at}/sign-in`, {
      email: 'ada@example.com',
      password: 'analytical1',
    });
    expect(signedIn.status).toBe(303);
    // The consent step is granted without a page: the next stop is the callback.
    const done = await browser.follow(signedIn, callback());
    const code = codeFrom(done.url, pkce.state);

    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce.verifier,
      redirect_uri: callback(),
    });
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', scope: SCOPE });
    expect(body.refresh_token).toEqual(expect.any(String));
    const idToken = decodeJwt(String(body.id_token));
    expect(idToken).toMatchObject({ iss: `${publicUrl}/oidc`, aud: 'idealens-web' });
    userId = String(idToken.sub);
    refreshToken = String(body.refresh_token);

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: userId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      email_verified: false,
    });
  });

  it('gives a JWT access token for the API through the refresh-token grant', async () => {
    const res = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      resource: apiResource(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    apiToken = String(body.access_token);
    expect(decodeProtectedHeader(apiToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(apiToken)).toMatchObject({
      sub: userId,
      aud: apiResource(),
      iss: `${publicUrl}/oidc`,
      client_id: 'idealens-web',
    });
    // Rotation: a new refresh token replaces the one used.
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(refreshToken);
    refreshToken = String(body.refresh_token);
  });

  it('refuses to authorize for another resource', async () => {
    // (Asked at the token endpoint instead, oidc-provider would first rotate the refresh token.)
    const { at } = await startSignIn(new TestBrowser(), {
      resource: 'https://elsewhere.example/api',
    });
    const url = new URL(at);
    expect(url.origin + url.pathname).toBe(callback());
    expect(url.searchParams.get('error')).toBe('invalid_target');
  });

  it('accepts the access token on the API: profile, two points, a signed-in analysis', async () => {
    const profile = await api('/api/user/profile', apiToken);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({
      success: true,
      data: {
        id: userId,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        picture: null,
        plan: { tier: 'free', billingPeriod: null, currentPeriodEnd: null },
        createdAt: expect.any(String),
      },
    });
    const points = await api('/api/user/points', apiToken);
    expect(await points.json()).toEqual({
      success: true,
      data: { analysisPoints: 2, totalPointsEarned: 2, totalPointsUsed: 0 },
    });

    const submit = await fetch(`${publicUrl}/api/analysis/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'simple',
        // Longer than an anonymous visitor may write (300), as signed-in users may (2,000).
        data: {
          idea: 'A tutoring app that pairs high-school students with university mentors. '.repeat(
            20,
          ),
        },
      }),
    });
    expect(submit.status).toBe(200);
    const { taskId } = (await submit.json()) as { taskId: string };
    const task = await t.database.db
      .selectFrom('analysis_tasks')
      .select(['user_id', 'priority'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ user_id: userId, priority: 10 });
    expect((await fetch(`${publicUrl}/api/analysis/status/${taskId}`)).status).toBe(404);
    expect((await api(`/api/analysis/status/${taskId}`, apiToken)).status).toBe(200);
  });

  it('keeps keys, sessions and tokens when a new app starts on the same database', async () => {
    const keysBefore = await t.database.db.selectFrom('identity_keys').select('id').execute();
    await t.app.close();
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }),
      db: t.database.db,
      jobs: { boss: t.jobs.boss, healthy: t.jobs.healthy },
      webRoot: '/nonexistent-web-root',
    });
    await second.listen({ port, host: '127.0.0.1' });
    expect(await t.database.db.selectFrom('identity_keys').select('id').execute()).toEqual(
      keysBefore,
    );

    // The access token of the first app still opens the API.
    expect((await api('/api/user/profile', apiToken)).status).toBe(200);
    // The refresh token still works.
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      resource: apiResource(),
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    refreshToken = String(((await refreshed.json()) as Record<string, unknown>).refresh_token);

    // The browser's session still stands: no sign-in page this time, straight to the callback.
    const { pkce, at } = await startSignIn(browser);
    expect(at.startsWith(callback())).toBe(true);
    codeFrom(at, pkce.state);
  });

  it('revokes the refresh token, after which it no longer works', async () => {
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'idealens-web', token: refreshToken }).toString(),
    });
    expect(revoked.status).toBe(200);
    const again = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    // The sign-in it belonged to has ended: its access token is refused at once.
    const profile = await api('/api/user/profile', apiToken);
    expect(profile.status).toBe(401);
    expect(await profile.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('signs out through end-session with an auto-submitting page and returns to the site', async () => {
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('client_id', 'idealens-web');
    url.searchParams.set('post_logout_redirect_uri', publicUrl);
    const page = await browser.request(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/oidc-assets/auto-submit.js" defer=""></script>');
    expect(html).not.toMatch(/<script>/);
    const form = readForm(html, 'session/end/confirm');
    expect(form.hidden.logout).toBe('yes');
    const script = await fetch(`${publicUrl}/oidc-assets/auto-submit.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    const confirmed = await browser.post(new URL(form.action, publicUrl).href, form.hidden);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${publicUrl}/`);

    // Signed out: a new sign-in shows the sign-in page again.
    const { response } = await startSignIn(browser);
    expect(await response.text()).toContain('Sign in to IdeaLens');
  });

  describe('the sign-in and sign-up pages', () => {
    it('signs in with the right password and answers a wrong one generically', async () => {
      const visitor = new TestBrowser();
      const { pkce, at } = await startSignIn(visitor);

      for (const email of ['ada@example.com', 'nobody@example.com']) {
        const wrong = await visitor.post(`${at}/sign-in`, { email, password: 'wrong-pass1' });
        expect(wrong.status).toBe(401);
        const html = await wrong.text();
        expect(html).toContain('Incorrect email or password');
        expect(html).toContain(`value="${email}"`);
      }

      const missing = await visitor.post(`${at}/sign-in`, { email: '', password: '' });
      expect(missing.status).toBe(400);
      const missingHtml = await missing.text();
      expect(missingHtml).toContain('Please enter your email address');
      expect(missingHtml).toContain('aria-invalid="true"');

      const right = await visitor.post(`${at}/sign-in`, {
        email: 'ADA@example.com',
        password: 'analytical1',
      });
      expect(right.status).toBe(303);
      const done = await visitor.follow(right, callback());
      codeFrom(done.url, pkce.state);
    });

    it('explains sign-up problems field by field and keeps what was typed', async () => {
      const visitor = new TestBrowser();
      const { at } = await startSignIn(visitor);
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ email: 'new@example.com', password: 'short1' }, 400, 'at least 8 characters'],
        [
          { email: 'new@example.com', password: 'onlyletters' },
          400,
          'at least one letter and one digit',
        ],
        [
          { email: 'new@example.com', password: '1234567890' },
          400,
          'at least one letter and one digit',
        ],
        [{ email: 'not-an-email', password: 'analytical1' }, 400, 'valid email address'],
      ];
      for (const [fields, status, message] of cases) {
        const res = await visitor.post(`${at}/sign-up`, { name: 'Grace <b>', ...fields });
        expect(res.status, JSON.stringify(fields)).toBe(status);
        const html = await res.text();
        expect(html).toContain(message);
        expect(html).toContain('value="Grace &lt;b&gt;"');
        expect(html).toContain(`value="${fields.email}"`);
      }
    });

    it('speaks Chinese when the web app asks for it or the browser prefers it', async () => {
      const viaParam = await startSignIn(new TestBrowser(), { ui_locales: 'zh-CN' });
      const html = await viaParam.response.text();
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain('登录 IdeaLens');

      const visitor = new TestBrowser();
      const { at } = await startSignIn(visitor);
      const page = await visitor.request(`${at}/sign-up`, {
        headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      });
      expect(await page.text()).toContain('创建 IdeaLens 账户');
    });

    it('opens the sign-up form first when the SDK asks for the register screen', async () => {
      const { response } = await startSignIn(new TestBrowser(), { first_screen: 'register' });
      expect(await response.text()).toContain('Create your IdeaLens account');
    });

    it('answers an interaction without its cookie with an error page, not a stack', async () => {
      const res = await fetch(`${publicUrl}/oidc/interaction/unknown-uid`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('Sign-in could not continue');
    });

    it('lets a visitor cancel back to the app with access_denied', async () => {
      const visitor = new TestBrowser();
      const { pkce, at } = await startSignIn(visitor);
      const done = await visitor.follow(await visitor.post(`${at}/abort`, {}), callback());
      const url = new URL(done.url);
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('state')).toBe(pkce.state);
    });
  });
});
