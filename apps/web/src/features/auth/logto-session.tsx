import LogtoClient from '@logto/browser';
import {
  type LogtoConfig,
  LogtoProvider,
  UserScope,
  useHandleSignInCallback,
  useLogto,
} from '@logto/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthContextValue } from '../../lib/auth-context.ts';
import { forgetVisitorData } from '../../lib/storage-keys.ts';
import type { AccessTokenGate } from './access-token-gate.ts';
import type { AuthConfig } from './api/get-auth-config.ts';
import { forgetSignInReturn, storeSignInReturn } from './sign-in-return.ts';
import { toAuthUser } from './user-info.ts';

// The Logto SDK and everything that touches it: its own chunk, loaded by the auth provider once
// the sign-in configuration has arrived, so it never delays the first paint.

function siteOrigin(): string {
  return window.location.origin;
}

function callbackUri(): string {
  return `${siteOrigin()}/callback`;
}

function logtoConfig({ endpoint, appId, resource }: AuthConfig): LogtoConfig {
  // The SDK adds openid and offline_access itself; prompt stays `consent` (its default), which
  // the provider needs before it issues refresh tokens.
  return { endpoint, appId, resources: [resource], scopes: [UserScope.Email, UserScope.Profile] };
}

export type LogtoSessionProps = {
  config: AuthConfig;
  gate: AccessTokenGate;
  /** Receives the auth state whenever it changes; the auth provider shares it with the app. */
  onChange: (value: AuthContextValue) => void;
};

/**
 * Runs the Logto SDK beside the app (it renders nothing): the app's tree is not wrapped in the
 * SDK's provider, so it is not remounted when the SDK arrives after the first paint.
 */
export function LogtoSession({ config, gate, onChange }: LogtoSessionProps) {
  const logtoConfigValue = useMemo(() => logtoConfig(config), [config]);
  // Our own handle on the SDK client: tokens and user info are read from it directly, because
  // the `useLogto()` wrappers flag the whole app as loading on every call. The first client made
  // for a configuration is the one the provider keeps (Strict Mode may construct a second).
  const [clients] = useState(() => {
    const byConfig = new WeakMap<LogtoConfig, LogtoClient>();
    class IdeaLensLogtoClient extends LogtoClient {
      constructor(...args: ConstructorParameters<typeof LogtoClient>) {
        super(...args);
        if (!byConfig.has(args[0])) byConfig.set(args[0], this);
      }
    }
    return { IdeaLensLogtoClient, byConfig };
  });
  const client = useCallback(
    () => clients.byConfig.get(logtoConfigValue) ?? null,
    [clients, logtoConfigValue],
  );

  return (
    <LogtoProvider config={logtoConfigValue} LogtoClientClass={clients.IdeaLensLogtoClient}>
      <LogtoAuthBridge resource={config.resource} client={client} gate={gate} onChange={onChange} />
    </LogtoProvider>
  );
}

function LogtoAuthBridge({
  resource,
  client,
  gate,
  onChange,
}: {
  resource: string;
  client: () => LogtoClient | null;
  gate: AccessTokenGate;
  onChange: (value: AuthContextValue) => void;
}) {
  const logto = useLogto();
  const { isAuthenticated, isLoading } = logto;
  const queryClient = useQueryClient();
  // From the moment sign-out starts, nothing may ask for user data with tokens being revoked.
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = isAuthenticated && !signingOut;

  // The provider's answer lands on /callback: the SDK exchanges the code wherever it runs.
  const [handled, setHandled] = useState(false);
  const callback = useHandleSignInCallback(() => setHandled(true));

  useEffect(() => {
    gate.open(async () => {
      const current = client();
      if (!current || !(await current.isAuthenticated())) return null;
      return current.getAccessToken(resource);
    });
  }, [client, gate, resource]);

  const userQuery = useQuery({
    queryKey: ['auth', 'user'],
    enabled: signedIn,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const current = client();
      if (!current) return null;
      const claims = await current.getIdTokenClaims();
      try {
        // The first ID token carries only `sub`: name, email and picture come from userinfo.
        return toAuthUser({ ...claims, ...(await current.fetchUserInfo()) });
      } catch (error) {
        console.warn('IdeaLens: could not fetch user info', error);
        return toAuthUser(claims);
      }
    },
  });

  const { signIn, signOut: logtoSignOut } = logto;
  const { i18n } = useTranslation();
  const startSignIn = useCallback(
    async (returnTo: string) => {
      storeSignInReturn(returnTo);
      // The provider's pages speak the language the visitor chose here.
      await signIn({ redirectUri: callbackUri(), extraParams: { ui_locales: i18n.language } });
    },
    [signIn, i18n],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // The next person at this browser sees nothing of this user's: no report, no idea typed.
    forgetVisitorData();
    forgetSignInReturn();
    queryClient.removeQueries({ queryKey: ['user'] });
    queryClient.removeQueries({ queryKey: ['auth', 'user'] });
    try {
      await logtoSignOut(siteOrigin());
    } catch (error) {
      setSigningOut(false);
      throw error;
    }
  }, [logtoSignOut, queryClient]);

  const isSignInCallback = useCallback(
    async (url: string) => (await client()?.isSignInRedirected(url)) ?? false,
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: signedIn ? 'authenticated' : isLoading || signingOut ? 'loading' : 'anonymous',
      user: signedIn ? (userQuery.data ?? null) : null,
      availability: 'ready',
      startSignIn,
      signOut,
      isSignInCallback,
      signInCallback: { handled, isLoading: callback.isLoading, error: callback.error },
    }),
    [
      signedIn,
      isLoading,
      signingOut,
      userQuery.data,
      startSignIn,
      signOut,
      isSignInCallback,
      handled,
      callback.isLoading,
      callback.error,
    ],
  );

  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
