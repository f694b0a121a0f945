import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { setAccessTokenProvider } from '../../lib/api-client.ts';
import { createAccessTokenGate } from './access-token-gate.ts';
import { useAuthConfig } from './api/get-auth-config.ts';
import { ANONYMOUS_AUTH, AuthContext, type AuthContextValue } from './auth-context.ts';
import type { LogtoSessionProps } from './logto-session.tsx';

const PENDING_AUTH: AuthContextValue = {
  ...ANONYMOUS_AUTH,
  status: 'loading',
  availability: 'pending',
};

/**
 * Sign-in for the whole app: loads the sign-in configuration from our server, then the Logto
 * SDK (its own chunk) runs beside the app. Meanwhile the site renders with a loading auth state;
 * if the configuration or the SDK cannot be loaded, everyone is anonymous and the rest of the
 * site works as before. The app's tree keeps its place throughout, so nothing is remounted.
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
  const [LogtoSession, setLogtoSession] = useState<ComponentType<LogtoSessionProps> | null>(null);
  const [sdkFailed, setSdkFailed] = useState(false);
  /** What the SDK says, once it runs. */
  const [sdkAuth, setSdkAuth] = useState<AuthContextValue | null>(null);
  // Not urgent: the whole app re-renders with the sign-in state, in slices that leave the page
  // responsive meanwhile.
  const onSessionChange = useCallback((value: AuthContextValue) => {
    startTransition(() => setSdkAuth(value));
  }, []);

  useEffect(() => {
    setAccessTokenProvider(gate.getAccessToken);
    return () => setAccessTokenProvider(() => null);
  }, [gate]);

  const hasConfig = config.data !== undefined;
  useEffect(() => {
    if (!hasConfig) return;
    let active = true;
    import('./logto-session.tsx').then(
      (module) => {
        if (active) startTransition(() => setLogtoSession(() => module.LogtoSession));
      },
      (error: unknown) => {
        console.warn('IdeaLens: sign-in is unavailable (could not load the sign-in SDK)', error);
        if (active) setSdkFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [hasConfig]);

  const failed = config.isError || sdkFailed;
  useEffect(() => {
    if (!config.isError) return;
    console.warn('IdeaLens: sign-in is unavailable (could not load /api/auth/config)');
  }, [config.isError]);
  useEffect(() => {
    if (failed) gate.open(null);
  }, [failed, gate]);

  const value = sdkAuth ?? (failed ? ANONYMOUS_AUTH : PENDING_AUTH);
  return (
    <>
      {config.data && LogtoSession ? (
        <LogtoSession config={config.data} gate={gate} onChange={onSessionChange} />
      ) : null}
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </>
  );
}
