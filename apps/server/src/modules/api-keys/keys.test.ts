import { createHash, randomUUID } from 'node:crypto';
import {
  apiKeyListSchema,
  createdApiKeySchema,
  MAX_API_KEYS,
  revokedApiKeySchema,
} from '@idealens/shared/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { buyMaxPlan, makeApiKey } from './testing/max-plan.ts';

// Making, listing and revoking API keys through the real app on a real PostgreSQL; the Max plan
// bought through the sandbox's real checkout.

describe('API keys: making, listing, revoking', () => {
  let t: TestApp;
  let max: TestUser;
  let free: TestUser;

  const create = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/keys', headers: user.headers, payload });
  const list = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/keys', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return apiKeyListSchema.parse(res.json()).data.keys;
  };
  const revoke = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    [max, free] = [await signIn(t), await signIn(t)];
    await buyMaxPlan(t, max);
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a Free user with 403 PLAN_REQUIRED, naming the Max plan, and stores nothing', async () => {
    const res = await create(free, { name: 'My script' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      code: 'PLAN_REQUIRED',
      message:
        'API keys come with the Max plan, for its subscribers and the members of their teams.',
    });
    const stored = await t.database.db
      .selectFrom('api_keys')
      .select('id')
      .where('user_id', '=', free.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a user whose Max plan has ended', async () => {
    const lapsed = await signIn(t);
    await buyMaxPlan(t, lapsed);
    await t.database.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', lapsed.id)
      .execute();
    expect((await create(lapsed, { name: 'Late' })).statusCode).toBe(403);
  });

  it('makes a key for a Max user: the secret is in the answer once, only its hash is stored', async () => {
    const res = await create(max, { name: '  Nightly import  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = createdApiKeySchema.parse(res.json());
    expect(data.name).toBe('Nightly import');
    expect(data.key).toMatch(/^il_[A-Za-z0-9_-]{43}$/);
    expect(data.webhookUrl).toBeNull();
    expect(data.webhookSecret).toBeNull();

    const row = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(data.key).digest('base64url'));
    expect(row.last4).toBe(data.key.slice(-4));
    // Nowhere in the row is the secret, or any long piece of it.
    expect(JSON.stringify(row)).not.toContain(data.key.slice(3, 20));

    // Listed without it, ever after.
    const listed = await t.app.inject({ url: '/api/keys', headers: max.headers });
    expect(listed.body).not.toContain(data.key);
    expect(listed.body).not.toContain(data.key.slice(3, 20));
  });

  it('makes a key with a webhook: a whsec_ secret shown once and kept only sealed', async () => {
    const res = await create(max, {
      name: 'With hook',
      webhookUrl: 'https://hooks.example.com/il',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = createdApiKeySchema.parse(res.json());
    expect(data.webhookUrl).toBe('https://hooks.example.com/il');
    expect(data.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const row = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed_webhook_secret).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(data.webhookSecret?.slice(6, 26));
    const listed = await t.app.inject({ url: '/api/keys', headers: max.headers });
    expect(listed.body).not.toContain(data.webhookSecret?.slice(6, 26));
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '   ' }],
    ['a name over 60 characters', { name: 'x'.repeat(61) }],
    [
      'a plain-http webhook elsewhere than this machine',
      { name: 'a', webhookUrl: 'http://example.com/h' },
    ],
    ['a webhook that is not a URL', { name: 'a', webhookUrl: 'not a url' }],
  ])('answers 400 to %s', async (_name, payload) => {
    const res = await create(max, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('lists live keys newest first, with last four characters, counts and 14 days of usage', async () => {
    const user = await signIn(t);
    await buyMaxPlan(t, user);
    expect(await list(user)).toEqual([]);
    const first = await makeApiKey(t, user, { name: 'First' });
    const second = await makeApiKey(t, user, { name: 'Second' });
    const keys = await list(user);
    expect(keys.map((key) => key.name)).toEqual(['Second', 'First']);
    const [newest] = keys;
    expect(newest).toMatchObject({
      id: second.id,
      last4: second.key.slice(-4),
      lastUsedAt: null,
      requestCount: 0,
      webhookUrl: null,
    });
    expect(newest && 'key' in newest).toBe(false);
    const days = newest?.usage.map((day) => day.day) ?? [];
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect(days[0]).toBe(new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10));
    expect([...days].sort()).toEqual(days);
    expect(newest?.usage.every((day) => day.requests === 0)).toBe(true);
    // Another user sees none of them.
    expect(await list(max)).not.toContainEqual(expect.objectContaining({ id: first.id }));
  });

  it(`holds at most ${MAX_API_KEYS} live keys (409 TOO_MANY_API_KEYS), also when asked at once`, async () => {
    const user = await signIn(t);
    await buyMaxPlan(t, user);
    const answers = await Promise.all(
      Array.from({ length: MAX_API_KEYS + 3 }, (_, n) => create(user, { name: `Key ${n}` })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_API_KEYS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().code).toBe('TOO_MANY_API_KEYS');
    // A revoked key no longer counts.
    const [oldest] = (await list(user)).slice(-1);
    expect((await revoke(user, oldest?.id ?? '')).statusCode).toBe(200);
    expect((await create(user, { name: 'One more' })).statusCode).toBe(201);
    expect(await list(user)).toHaveLength(MAX_API_KEYS);
  }, 30_000);

  it('revokes a key: gone from the list, the row kept with its time, audited', async () => {
    const made = await makeApiKey(t, max, { name: 'To revoke' });
    const res = await revoke(max, made.id.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(revokedApiKeySchema.parse(res.json()).data).toEqual({ id: made.id });
    expect((await list(max)).map((key) => key.id)).not.toContain(made.id);
    const row = await t.database.db
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeInstanceOf(Date);
    // Once only.
    expect((await revoke(max, made.id)).statusCode).toBe(404);
    const trail = await auditTrail(t.database.db, max.id);
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'api_key.created',
        detail: { keyId: made.id, webhook: false },
      }),
    );
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'api_key.revoked', detail: { keyId: made.id } }),
    );
  });

  it.each([
    ['another user’s key', 'other'],
    ['an unknown id', 'unknown'],
    ['a malformed id', 'malformed'],
  ] as const)('answers 404 API_KEY_NOT_FOUND for %s', async (_name, which) => {
    const made = await makeApiKey(t, max, { name: 'Not theirs' });
    const id = which === 'other' ? made.id : which === 'unknown' ? randomUUID() : 'not-a-uuid%20x';
    const res = await revoke(which === 'other' ? free : max, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'API_KEY_NOT_FOUND', error: 'Not Found' });
    // The key is untouched.
    expect((await list(max)).map((key) => key.id)).toContain(made.id);
    await revoke(max, made.id);
  });

  it('answers 401 to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
      ['DELETE', `/api/keys/${randomUUID()}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { name: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
