import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { mintAccessToken } from '../test/tokens.ts';

const config = () => loadConfig({ NODE_ENV: 'test' });
const now = () => Math.floor(Date.now() / 1000);

describe('access tokens on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (authorization?: string) =>
    t.app.inject({
      url: '/api/user/profile',
      headers: authorization === undefined ? {} : { authorization },
    });
  const mint = (claims = {}, header = {}) =>
    mintAccessToken(t.database.db, config(), { sub: randomUUID(), ...claims }, header);

  it('accepts a token of the provider for the API resource', async () => {
    const sub = randomUUID();
    const res = await profile(`Bearer ${await mint({ sub })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: sub, email: null, name: null });
  });

  it('reads "Bearer <token>" in any case, with spaces around the token', async () => {
    const token = await mint();
    for (const header of [`bearer ${token}`, `BEARER   ${token}  `]) {
      expect((await profile(header)).statusCode, header.slice(0, 10)).toBe(200);
    }
  });

  it.each([
    ['another scheme', (token: string) => `Basic ${token}`],
    ['no token', () => 'Bearer'],
    ['no space after the scheme', (token: string) => `Bearer\t${token}`],
    ['a word after the token', (token: string) => `Bearer ${token} extra`],
    ['a character no token has', (token: string) => `Bearer ${token}"`],
  ])(
    'answers 401 INVALID_TOKEN to a header with %s, even for a token it knows',
    async (_name, header) => {
      const token = await mint();
      expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
      const res = await profile(header(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    },
  );

  it('asks for sign-in when a protected route gets no token', async () => {
    for (const url of ['/api/user/profile', '/api/user/points', '/api/user/points/check']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'MISSING_AUTH_HEADER', error: 'Unauthorized' });
    }
  });

  it('tells the web app where to sign in', async () => {
    expect((await t.app.inject('/api/auth/config')).json()).toEqual({
      endpoint: 'http://localhost:3000',
      appId: 'idealens-web',
      resource: 'http://localhost:3000/api',
      builtIn: true,
    });
  });

  it('lets anonymous callers use open routes without a token', async () => {
    expect((await t.app.inject('/api/analysis/queue-status')).statusCode).toBe(200);
  });

  it.each([
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['not a bearer token', async () => 'Basic dXNlcjpwYXNz'],
    ['another issuer', async () => `Bearer ${await mint({ iss: 'https://evil.example/oidc' })}`],
    [
      'another audience',
      async () => `Bearer ${await mint({ aud: 'https://elsewhere.example/api' })}`,
    ],
    [
      'an ID token (audience is the client)',
      async () => `Bearer ${await mint({ aud: 'idealens-web' })}`,
    ],
    ['no subject', async () => `Bearer ${await mint({ sub: undefined })}`],
    [
      'a wrong signature (our kid, another key)',
      async () => {
        const [key] = (
          await t.database.db.selectFrom('identity_keys').select('id').execute()
        ).filter(Boolean);
        return `Bearer ${await signWithOwnKey(key?.id ?? 'x')}`;
      },
    ],
    [
      'a deleted signing key (unknown kid)',
      async () => `Bearer ${await signWithOwnKey(randomUUID())}`,
    ],
    [
      'alg none',
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const c = config();
        const claims = {
          iss: `${c.PUBLIC_URL}/oidc`,
          aud: c.LOGTO_API_RESOURCE,
          sub: randomUUID(),
          iat: now(),
          exp: now() + 600,
        };
        return `Bearer ${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`;
      },
    ],
  ])('answers 401 INVALID_TOKEN to %s', async (_name, header) => {
    const res = await profile(await header());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', error: 'Unauthorized' });
  });

  it('answers 401 INVALID_TOKEN even on open routes, so a client drops a bad token', async () => {
    const res = await t.app.inject({
      url: '/api/analysis/queue-status',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers 401 TOKEN_EXPIRED beyond the 300-second tolerance, and accepts within it', async () => {
    const expired = await profile(`Bearer ${await mint({ iat: now() - 4000, exp: now() - 301 })}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const late = await profile(`Bearer ${await mint({ iat: now() - 4000, exp: now() - 200 })}`);
    expect(late.statusCode).toBe(200);
  });

  async function signWithOwnKey(kid: string) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const c = config();
    return new SignJWT({
      iss: `${c.PUBLIC_URL}/oidc`,
      aud: c.LOGTO_API_RESOURCE,
      sub: randomUUID(),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  }
});

describe('sign-in attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('are limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-uid/sign-in',
        payload: 'email=a%40example.com&password=guess1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    // Without the interaction cookie each attempt fails; the fourth is not even tried.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('access tokens of an external provider (Logto)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let jwksServer: Server;
  let jwksRequests = 0;
  let endpoint: string;
  let t: TestApp;
  const resource = 'https://api.idealens.example';

  beforeAll(async () => {
    const jwk = { ...(await exportJWK(publicKey)), kid: 'logto-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((request, response) => {
      if (request.url === '/oidc/jwks') jwksRequests++;
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
    await t.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  const sign = (claims: Record<string, unknown>, kid = 'logto-key') =>
    new SignJWT({ iss: `${endpoint}/oidc`, aud: resource, sub: 'logto-user-1', ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  it('verifies against the remote key set, fetched once and then cached', async () => {
    const token = await sign({ email: 'user@logto.example', name: 'Logto User' });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: 'logto-user-1', email: 'user@logto.example' });
    }
    expect(jwksRequests).toBe(1);
  });

  it('does not serve the built-in provider, and says where to sign in', async () => {
    expect((await t.app.inject('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    expect((await t.app.inject('/api/auth/config')).json()).toEqual({
      endpoint,
      appId: 'logto-app',
      resource,
      builtIn: false,
    });
  });

  it('refuses a token of the built-in issuer', async () => {
    const res = await t.app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${await sign({ iss: 'http://localhost:3000/oidc' })}` },
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
