import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { FREE_FAILURES } from './sign-in-backoff.ts';
import { waitForMails } from './testing/outbox.ts';
import { signInClient, type TestAccount } from './testing/sign-in-client.ts';

let accounts = 0;
const newAccount = (): TestAccount => {
  accounts += 1;
  return {
    name: 'Alan',
    email: `alan-${accounts}-${Date.now()}@example.com`,
    password: 'enigma-1936',
  };
};

/** Issue 22: a signed-in user of the built-in provider changes their password from the profile. */
describe('POST /api/user/password with the built-in provider', () => {
  let t: TestApp;
  let publicUrl: string;
  let dataDir: string;
  let client: ReturnType<typeof signInClient>;

  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-password-'));
    t = await createTestApp({
      env: {
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        SIGN_IN_RATE_LIMIT: '1000',
        SIGN_UP_RATE_LIMIT: '1000',
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    client = signInClient(publicUrl);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir ?? '', { recursive: true, force: true });
  });

  const change = (token: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${publicUrl}/api/user/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('signs out the other sessions but not the caller, and mails the owner', async () => {
    const account = newAccount();
    const caller = await client.signUp(account);
    const other = await client.signIn(account);

    const res = await change(caller.apiToken, {
      currentPassword: account.password,
      newPassword: 'turing-1912',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      data: { signedOutSessions: 1, currentSessionKept: true },
    });

    // The caller goes on, with its token and its refresh token.
    expect((await client.api('/api/user/profile', caller.apiToken)).status).toBe(200);
    expect((await client.refresh(caller.refresh_token)).status).toBe(200);
    expect((await client.start(caller.browser)).at.startsWith(client.callback)).toBe(true);
    // The other sign-in is over.
    expect((await client.api('/api/user/profile', other.apiToken)).status).toBe(401);
    expect((await client.refresh(other.refresh_token)).status).toBe(400);
    expect((await client.start(other.browser)).at.startsWith(client.callback)).toBe(false);

    // The new password opens the account, the old one no longer.
    const browser = new TestBrowser();
    const { at } = await client.start(browser);
    const old = await browser.post(`${at}/sign-in`, {
      email: account.email,
      password: account.password,
    });
    expect(old.status).toBe(401);
    await client.signIn({ ...account, password: 'turing-1912' });

    const mails = await waitForMails(dataDir, account.email, 2);
    expect(mails.at(-1)?.subject).toBe('Your IdeaLens password was changed');
    expect(mails.at(-1)?.text).toContain('your other devices were signed out');

    const userId = String(
      (
        await t.database.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', account.email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const trail = await auditTrail(t.database.db, userId);
    expect(trail.map((row) => [row.action, row.detail])).toEqual([
      ['account.password_changed', { endedSessions: 1, currentSessionKept: true }],
    ]);
  });

  it('refuses a wrong current password, and counts it toward the sign-in back-off', async () => {
    const account = newAccount();
    const { apiToken } = await client.signUp(account);
    const wrong = { currentPassword: 'not-it-1234', newPassword: 'hopper-1906' };
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      const res = await change(apiToken, wrong);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_WRONG',
        message: 'The current password is not right',
      });
    }
    // The back-off now holds the account: even the right password waits, here and at sign-in.
    const held = await change(apiToken, { ...wrong, currentPassword: account.password });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await held.json()).toMatchObject({ code: 'TOO_MANY_PASSWORD_ATTEMPTS' });
    const browser = new TestBrowser();
    const { at } = await client.start(browser);
    const signIn = await browser.post(`${at}/sign-in`, {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(429);
    // Nothing changed, nobody was signed out.
    expect((await client.api('/api/user/profile', apiToken)).status).toBe(200);
  });

  it('refuses a weak new password with the sign-up rules’ words, in the caller’s language', async () => {
    const account = newAccount();
    const { apiToken } = await client.signUp(account);
    const cases: Array<[string, string, string]> = [
      ['short1', 'PASSWORD_TOO_SHORT', 'The password needs at least 8 characters'],
      ['onlyletters', 'PASSWORD_TOO_WEAK', 'The password needs at least one letter and one digit'],
      ['password1', 'PASSWORD_TOO_COMMON', 'This password is one of the most common ones'],
      ['a1'.repeat(101), 'PASSWORD_TOO_LONG', 'The password can have at most 200 characters'],
    ];
    for (const [newPassword, code, message] of cases) {
      const res = await change(apiToken, { currentPassword: account.password, newPassword });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe(code);
      expect(body.message).toContain(message);
    }
    const zh = await change(
      apiToken,
      { currentPassword: account.password, newPassword: 'short1' },
      { 'accept-language': 'zh-CN' },
    );
    expect(((await zh.json()) as { message: string }).message).toBe('密码至少需要 8 个字符');
    // A weak password costs no attempt: the right current password still works.
    const ok = await change(apiToken, {
      currentPassword: account.password,
      newPassword: 'hamming-1915',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses anonymous callers and bodies that are not a change', async () => {
    const anonymous = await fetch(`${publicUrl}/api/user/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'x', newPassword: 'y' }),
    });
    expect(anonymous.status).toBe(401);
    const account = newAccount();
    const { apiToken } = await client.signUp(account);
    const empty = await change(apiToken, { newPassword: 'hamming-1915' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/user/password with an external provider (Logto)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let jwksServer: Server;
  let endpoint: string;
  let t: TestApp;
  const resource = 'https://api.idealens.example';

  beforeAll(async () => {
    const jwk = { ...(await exportJWK(publicKey)), kid: 'logto-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: { LOGTO_ENDPOINT: endpoint, LOGTO_APP_ID: 'logto-app', LOGTO_API_RESOURCE: resource },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  it('answers 409 PASSWORD_MANAGED_ELSEWHERE: the password is changed at the provider', async () => {
    const token = await new SignJWT({ iss: `${endpoint}/oidc`, aud: resource, sub: 'logto-user-9' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'logto-key' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'whatever-1', newPassword: 'whatever-2' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_MANAGED_ELSEWHERE' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: { currentPassword: 'whatever-1', newPassword: 'whatever-2' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
