import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setAccessTokenProvider } from '../../lib/api-client.ts';
import { ANONYMOUS_AUTH, AuthContext, type AuthContextValue } from '../../lib/auth-context.ts';
import { createAccessTokenGate } from './access-token-gate.ts';
import { useAuthConfig } from './api/get-auth-config.ts';
import type { LogtoSessionProps } from './logto-session.tsx';
import { hasStoredSignIn } from './stored-sign-in.ts';

const PENDING_AUTH: AuthContextValue = {
  ...ANONYMOUS_AUTH,
  status: 'loading',
  availability: 'pending',
};

/** Sign-in started before the SDK ran: it starts once the SDK is ready. */
type SignInRequest = { returnTo: string };

/**
 * Sign-in for the whole app. When the browser holds a session or a sign-in under way, it loads
 * the sign-in configuration from our server, then the Logto SDK (its own chunk), which runs
 * beside the app; meanwhile the site renders with a loading auth state. A visitor with neither
 * (every first visit) is simply anonymous at once, with sign-in ready to start: starting it
 * loads the configuration and the SDK first. If the configuration or the SDK cannot be loaded,
 * everyone is anonymous and the rest of the site works as before. The app's tree keeps its place
 * throughout, so nothing is remounted.
 *
 * API calls wait (briefly) until it is known how to get access tokens, then carry the token
 * for the API resource.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Anything of the SDK's in this browser, for whichever app (the configuration says which).
  const [storedAny] = useState(() => hasStoredSignIn());
  const [signInRequest, setSignInRequest] = useState<SignInRequest | null>(null);
  const configWanted = storedAny || signInRequest !== null;
  const config = useAuthConfig({ enabled: configWanted });
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
  const startedRequest = useRef<SignInRequest | null>(null);
  // Not urgent: the whole app re-renders with the sign-in state, in slices that leave the page
  // responsive meanwhile.
  const onSessionChange = useCallback((value: AuthContextValue) => {
    startTransition(() => setSdkAuth(value));
  }, []);

  useEffect(() => {
    setAccessTokenProvider(gate.getAccessToken);
    return () => setAccessTokenProvider(() => null);
  }, [gate]);

  const appId = config.data?.appId;
  // Read once the configuration says which app's keys to look for; the SDK, once loaded, stays.
  const hasStoredState = useMemo(() => appId !== undefined && hasStoredSignIn(appId), [appId]);
  const sdkNeeded = appId !== undefined && (hasStoredState || signInRequest !== null);
  useEffect(() => {
    if (!sdkNeeded) return;
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
  }, [sdkNeeded]);

  const failed = config.isError || sdkFailed;
  useEffect(() => {
    if (!config.isError) return;
    console.warn('IdeaLens: sign-in is unavailable (could not load /api/auth/config)');
  }, [config.isError]);
  // Nothing for the SDK to do: nothing stored (no configuration asked for), or nothing stored
  // for this app. No token then; the SDK opens the gate itself once it runs.
  const withoutSdk = !configWanted || (appId !== undefined && !sdkNeeded);
  useEffect(() => {
    if (failed || withoutSdk) gate.open(null);
  }, [failed, withoutSdk, gate]);

  // A sign-in started before the SDK ran starts for real once the SDK is ready (once only).
  useEffect(() => {
    if (!signInRequest || startedRequest.current === signInRequest) return;
    if (sdkAuth?.availability !== 'ready' || sdkAuth.status !== 'anonymous') return;
    startedRequest.current = signInRequest;
    void sdkAuth.startSignIn(signInRequest.returnTo);
  }, [signInRequest, sdkAuth]);

  const anonymous = useMemo<AuthContextValue>(
    () => ({
      status: 'anonymous',
      user: null,
      availability: 'ready',
      startSignIn: async (returnTo) => setSignInRequest({ returnTo }),
      signOut: async () => {},
      // Only a sign-in under way (stored, so the SDK runs) has an answer to wait for.
      isSignInCallback: async () => false,
    }),
    [],
  );

  const value = sdkAuth ?? (failed ? ANONYMOUS_AUTH : withoutSdk ? anonymous : PENDING_AUTH);
  // The whole app re-renders with a new sign-in state: not urgent (the configuration's answer
  // arrives in a task of its own), so in slices that leave the page responsive meanwhile.
  const shared = useDeferredValue(value);
  return (
    <>
      {config.data && LogtoSession ? (
        <LogtoSession config={config.data} gate={gate} onChange={onSessionChange} />
      ) : null}
      <AuthContext.Provider value={shared}>{children}</AuthContext.Provider>
    </>
  );
}
