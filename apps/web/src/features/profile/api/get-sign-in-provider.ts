import type { IdentityConfig } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

/** Who keeps the account's password: our built-in sign-in, or an external provider at `endpoint`. */
export type SignInProvider = Pick<IdentityConfig, 'builtIn' | 'endpoint'>;

/**
 * `GET /api/auth/config`, read for `builtIn` (which the sign-in feature does not keep): the
 * profile's password card changes the password here, or links to the provider's account page.
 */
export async function getSignInProvider(signal?: AbortSignal): Promise<SignInProvider> {
  const schema = import('@idealens/shared/user').then((module) => module.identityConfigSchema);
  const { builtIn, endpoint } = await apiRequest('/api/auth/config', {
    signal,
    schema,
    withoutToken: true,
  });
  return { builtIn, endpoint };
}

export function getSignInProviderQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config', 'provider'],
    queryFn: ({ signal }) => getSignInProvider(signal),
    // Fixed for the life of the page.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryOnceUnlessRefused,
  });
}

export function useSignInProvider() {
  return useQuery(getSignInProviderQueryOptions());
}

/** An external (Logto) provider's own page for changing the password. */
export const providerPasswordPage = (endpoint: string) =>
  `${endpoint.replace(/\/+$/, '')}/account/password`;
