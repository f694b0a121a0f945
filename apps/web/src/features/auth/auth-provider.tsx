import LogtoClient from '@logto/browser';
import { type LogtoConfig, LogtoProvider, UserScope, useLogto } from '@logto/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAccessTokenProvider } from '../../lib/api-client.ts';
import { API_TOKEN, removeStorage } from '../../lib/storage-keys.ts';
import { type AccessTokenGate, createAccessTokenGate } from './access-token-gate.ts';
import { type AuthConfig, useAuthConfig } from './api/get-auth-config.ts';
import { ANONYMOUS_AUTH, AuthContext, type AuthContextValue } from './auth-context.ts';
import { forgetSignInReturn, rememberSignInReturn } from './sign-in-return.ts';
import { toAuthUser } from './user-info.ts';

function siteOrigin(): string {
  return window.location.origin;
}

export function callbackUri(): string {
  return `${siteOrigin()}/callback`;
}

function logtoConfig({ endpoint, appId, resource }: AuthConfig): LogtoConfig {
  // The SDK adds openid and offline_access itself; prompt stays `consent` (its default), which
  // the provider needs before it issues refresh tokens.
  return { endpoint, appId, resources: [resource], scopes: [UserScope.Email, UserScope.Profile] };
}

const PENDING_AUTH: AuthContextValue = {
  ...ANONYMOUS_AUTH,
  status: 'loading',
  availability: 'pending',
};

/**
 * Sign-in for the whole app: loads the sign-in configuration from our server, then runs the
 * Logto SDK. Meanwhile the site renders with a loading auth state; if the configuration cannot
 * be loaded, everyone is anonymous and the rest of the site works as before.
 *
 * API calls wait (briefly) until it is known how to get access tokens, then carry the token
 * for the API resource.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useAuthConfig();
  const [gate] = useState(() => {
    const created = createAccessTokenGate();
    // Registered during the first render: pages' first calls (fired from their effects, which
    // run before this component's) already go through the gate.
    setAccessTokenProvider(created.getAccessToken);
    return created;
  });

  useEffect(() => {
    setAccessTokenProvider(gate.getAccessToken);
    return () => setAccessTokenProvider(() => null);
  }, [gate]);

  const failed = config.isError;
  useEffect(() => {
    if (!failed) return;
    console.warn('IdeaLens: sign-in is unavailable (could not load /api/auth/config)');
    gate.open(null);
  }, [failed, gate]);

  if (config.data) {
    // Changing from the pending value to Logto remounts the page once, right at start-up.
    return (
      <LogtoSession config={config.data} gate={gate}>
        {children}
      </LogtoSession>
    );
  }
  return (
    <AuthContext.Provider value={failed ? ANONYMOUS_AUTH : PENDING_AUTH}>
      {children}
    </AuthContext.Provider>
  );
}

function LogtoSession({
  config,
  gate,
  children,
}: {
  config: AuthConfig;
  gate: AccessTokenGate;
  children: ReactNode;
}) {
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
      <LogtoAuthBridge resource={config.resource} client={client} gate={gate}>
        {children}
      </LogtoAuthBridge>
    </LogtoProvider>
  );
}

function LogtoAuthBridge({
  resource,
  client,
  gate,
  children,
}: {
  resource: string;
  client: () => LogtoClient | null;
  gate: AccessTokenGate;
  children: ReactNode;
}) {
  const logto = useLogto();
  const { isAuthenticated, isLoading } = logto;
  const queryClient = useQueryClient();
  // From the moment sign-out starts, nothing may ask for user data with tokens being revoked.
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = isAuthenticated && !signingOut;

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
      rememberSignInReturn(returnTo);
      // The provider's pages speak the language the visitor chose here.
      await signIn({ redirectUri: callbackUri(), extraParams: { ui_locales: i18n.language } });
    },
    [signIn, i18n],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    removeStorage(API_TOKEN);
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
    }),
    [signedIn, isLoading, signingOut, userQuery.data, startSignIn, signOut, isSignInCallback],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
