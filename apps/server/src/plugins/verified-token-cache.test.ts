import Fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS, registerAuth } from './auth.ts';
import { registerErrorHandler } from './errors.ts';

const issuer = 'https://id.example/oidc';
const audience = 'https://app.example/api';
const now = () => Math.floor(Date.now() / 1000);

/**
 * The auth hook on a bare app with real RS256 tokens; the key set counts how often it is asked for
 * a key, which jose does once per verification.
 */
describe('the verified-token cache', () => {
  let sign: (claims?: Record<string, unknown>) => Promise<string>;
  let keySet: JWTVerifyGetKey;
  let verifications = 0;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const local = createLocalJWKSet({ keys: [jwk] });
    keySet = (header, token) => {
      verifications++;
      return local(header, token);
    };
    sign = (claims = {}) =>
      new SignJWT({ iss: issuer, aud: audience, sub: 'user-1', exp: now() + 3600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .sign(privateKey);
  });

  async function appWith(verifiedTokens?: { max: number; ttlMs: number }) {
    const app = Fastify();
    registerErrorHandler(app);
    registerAuth(app, {
      issuer,
      audience,
      keySet,
      onAuthenticated: async () => {},
      ...(verifiedTokens ? { verifiedTokens } : {}),
    });
    app.get('/api/me', async (request) => ({ user: request.user }));
    await app.ready();
    const me = (token: string) =>
      app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    return { app, me };
  }

  let subject: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    subject = await appWith();
  });
  afterAll(() => subject.app.close());

  it('verifies a token once, then knows it on every request that brings it', async () => {
    const token = await sign({ email: 'ann@example.com' });
    const before = verifications;
    for (let i = 0; i < 3; i++) {
      const res = await subject.me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual({ id: 'user-1', email: 'ann@example.com' });
    }
    expect(verifications - before).toBe(1);
  });

  it('never takes a token with a forged signature for the one it caches', async () => {
    const token = await sign({ sub: 'user-2' });
    expect((await subject.me(token)).statusCode).toBe(200);
    const [header, payload, signature = ''] = token.split('.');
    const forgedSignature = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const forged of [
      `${header}.${payload}.${forgedSignature}`,
      `${header}.${Buffer.from(JSON.stringify({ iss: issuer, aud: audience, sub: 'admin', exp: now() + 3600 })).toString('base64url')}.${signature}`,
    ]) {
      const res = await subject.me(forged);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('drops a token once it would stop verifying, and answers TOKEN_EXPIRED then', async () => {
    // Within the clock tolerance for two to three more seconds: room enough for the first request
    // on a loaded machine (with one second, a second boundary crossed before it answered 401).
    const exp = now() - CLOCK_TOLERANCE_SECONDS + 3;
    const token = await sign({ sub: 'user-3', exp });
    expect((await subject.me(token)).statusCode).toBe(200);
    const stopsVerifyingAt = (exp + CLOCK_TOLERANCE_SECONDS) * 1000;
    await new Promise((resolve) => setTimeout(resolve, stopsVerifyingAt - Date.now() + 100));
    const res = await subject.me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('verifies again after its time to live', async () => {
    const short = await appWith({ max: 10, ttlMs: 100 });
    const token = await sign({ sub: 'ttl' });
    const before = verifications;
    await short.me(token);
    await short.me(token);
    expect(verifications - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await short.me(token)).statusCode).toBe(200);
    expect(verifications - before).toBe(2);
    await short.app.close();
  });

  it('caches a bounded number of tokens, dropping the least recently used first', async () => {
    const small = await appWith({ max: 2, ttlMs: 60_000 });
    const [a = '', b = '', c = ''] = await Promise.all([
      sign({ sub: 'a' }),
      sign({ sub: 'b' }),
      sign({ sub: 'c' }),
    ]);
    for (const token of [a, b, c]) expect((await small.me(token)).statusCode).toBe(200);
    const before = verifications;
    await small.me(c);
    await small.me(b);
    expect(verifications - before).toBe(0);
    expect((await small.me(a)).statusCode).toBe(200);
    expect(verifications - before).toBe(1);
    await small.app.close();
  });
});
