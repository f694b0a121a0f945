import type { IdentityConfig } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the web app needs to sign in; the server may send more (e.g. `builtIn`). */
export type AuthConfig = Pick<IdentityConfig, 'endpoint' | 'appId' | 'resource'>;

/**
 * `GET /api/auth/config`: where to sign in, served by our own server so one build works with
 * the built-in provider and with a Logto tenant. Fetched without a token: none can exist yet.
 * Every page asks for it at start-up, so its schema (and zod) is imported alongside the request
 * rather than with the app's first chunk.
 */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const schema = import('@idealens/shared/user').then(({ identityConfigSchema }) =>
    identityConfigSchema.pick({ endpoint: true, appId: true, resource: true }),
  );
  return apiRequest('/api/auth/config', { signal, schema, withoutToken: true });
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

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
