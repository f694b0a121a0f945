import type {
  ApiKeyList,
  ApiKeySummary,
  CreateApiKey,
  CreatedApiKey,
} from '@idealens/shared/api-keys';
import type { ProfilePlan } from './checkout-server.ts';
import type { Route, StubReply, StubRequest } from './mock-routes.ts';

/** Contract-shaped answers of the API key endpoints (issue 23), for the profile's tests. */

/** A Max subscriber, as the profile gives the plan (tier `pro` is Max). */
export const MAX_PLAN: ProfilePlan = {
  tier: 'pro',
  billingPeriod: 'monthly',
  currentPeriodEnd: '2026-12-20T12:00:00.000Z',
};

/** The last UTC day the test's usage charts end on. */
export const USAGE_LAST_DAY = '2026-11-26';

/** Fourteen UTC days of requests ending on `USAGE_LAST_DAY`, oldest first (missing counts are 0). */
export function usageDays(counts: readonly number[] = []): ApiKeySummary['usage'] {
  const last = Date.parse(`${USAGE_LAST_DAY}T00:00:00Z`);
  return Array.from({ length: 14 }, (_, index) => ({
    day: new Date(last - (13 - index) * 86_400_000).toISOString().slice(0, 10),
    requests: counts[index] ?? 0,
  }));
}

export function apiKeySummary(overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id: 'key_1',
    name: 'Deal-flow script',
    last4: 'abcd',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt: null,
    requestCount: 0,
    webhookUrl: null,
    usage: usageDays(),
    ...overrides,
  };
}

/** The secret a key made by `apiKeysServer` carries; its webhook secret, when it has a webhook. */
export const NEW_KEY_SECRET = 'il_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0wxyz';
export const NEW_WEBHOOK_SECRET = 'whsec_test_0a1b2c3d4e5f';

export const PLAN_REQUIRED: StubReply = {
  status: 403,
  body: { error: 'Forbidden', message: 'API keys come with the Max plan.', code: 'PLAN_REQUIRED' },
};

export const TOO_MANY_API_KEYS: StubReply = {
  status: 409,
  body: { error: 'Conflict', message: 'At most 10 keys.', code: 'TOO_MANY_API_KEYS' },
};

/**
 * A tiny key store answering `GET /api/keys`, `POST /api/keys` and `DELETE /api/keys/{id}` (for
 * the keys it starts with and the one it makes, `key_new`), as the server would.
 */
export function apiKeysServer(initial: readonly ApiKeySummary[] = []) {
  let keys = [...initial];
  const list = (): StubReply => ({
    body: { success: true, data: { keys } } satisfies ApiKeyList,
  });
  const create = (request: StubRequest): StubReply => {
    const body = request.body as CreateApiKey;
    const webhookUrl = body.webhookUrl ?? null;
    const createdAt = '2026-11-26T10:00:00.000Z';
    keys = [
      apiKeySummary({
        id: 'key_new',
        name: body.name,
        last4: NEW_KEY_SECRET.slice(-4),
        createdAt,
        webhookUrl,
      }),
      ...keys,
    ];
    return {
      status: 201,
      body: {
        success: true,
        data: {
          id: 'key_new',
          name: body.name,
          key: NEW_KEY_SECRET,
          createdAt,
          webhookUrl,
          webhookSecret: webhookUrl ? NEW_WEBHOOK_SECRET : null,
        },
      } satisfies CreatedApiKey,
    };
  };
  const revoke = (id: string) => (): StubReply => {
    if (!keys.some((key) => key.id === id)) {
      return {
        status: 404,
        body: { error: 'Not Found', message: 'No such key.', code: 'API_KEY_NOT_FOUND' },
      };
    }
    keys = keys.filter((key) => key.id !== id);
    return { body: { success: true, data: { id } } };
  };
  const ids = [...new Set([...initial.map((key) => key.id), 'key_new'])];
  const routes: Record<string, Route> = {
    'GET /api/keys': list,
    'POST /api/keys': create,
    ...Object.fromEntries(ids.map((id) => [`DELETE /api/keys/${id}`, revoke(id)])),
  };
  return {
    routes,
    get keys() {
      return keys;
    },
  };
}
