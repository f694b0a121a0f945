import { identityConfigSchema } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the web app needs to sign in; the server may send more (e.g. `builtIn`). */
const authConfigSchema = identityConfigSchema.pick({ endpoint: true, appId: true, resource: true });

export type AuthConfig = ReturnType<typeof authConfigSchema.parse>;

/**
 * `GET /api/auth/config`: where to sign in, served by our own server so one build works with
 * the built-in provider and with a Logto tenant. Fetched without a token: none can exist yet.
 */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return apiRequest('/api/auth/config', { signal, schema: authConfigSchema, withoutToken: true });
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
