import type { IdentityConfig } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client.ts';
import { objectAt, stringAt } from '../../../lib/response-shape.ts';

/** What the web app needs to sign in; the server may send more (e.g. `builtIn`). */
export type AuthConfig = Pick<IdentityConfig, 'endpoint' | 'appId' | 'resource'>;

/**
 * The contract's `identityConfigSchema`, for the fields the web app reads, checked by hand:
 * every page asks for the configuration at start-up, before any page needs zod.
 */
export const authConfigShape: ResponseSchema<AuthConfig> = {
  parse(value) {
    const body = objectAt(value, 'config');
    return {
      endpoint: stringAt(body.endpoint, 'config.endpoint'),
      appId: stringAt(body.appId, 'config.appId'),
      resource: stringAt(body.resource, 'config.resource'),
    };
  },
};

/**
 * `GET /api/auth/config`: where to sign in, served by our own server so one build works with
 * the built-in provider and with a Logto tenant. Fetched without a token: none can exist yet.
 */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return apiRequest('/api/auth/config', { signal, schema: authConfigShape, withoutToken: true });
}

export function getAuthConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Fixed for the life of the page.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** Asked for only when sign-in has something to do (`enabled`). */
export function useAuthConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getAuthConfigQueryOptions(), enabled });
}
