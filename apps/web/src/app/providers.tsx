import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { AuthContext, asPrerendered } from '../lib/auth-context.ts';
import { i18n } from '../lib/i18n.ts';
import { FullPageFallback } from './page-fallback.tsx';
import { isPrerenderedPageHeld, prerenderedPageTakenOver } from './prerendered-page.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests replace sign-in with a double; the app uses the Logto-backed provider. */
  authProvider?: ComponentType<{ children: ReactNode }>;
  /** The query cache, when the first page put data in it before the first render (preparePage). */
  queryClient?: QueryClient;
};

/**
 * A prerendered page is hydrated with sign-in as the build rendered it (a first visit: anonymous),
 * and shows this visitor's state (loading, signed in) once the app has taken the whole page over.
 * Hydrated with the visitor's state, a signed-in visitor's page would disagree with its markup,
 * and React does not correct an attribute that disagrees: a plan's button, disabled while sign-in
 * loads, would look enabled and ignore presses. Not before the hand-over: the page's part may
 * hydrate after the header, and would then disagree again. As a transition, never an urgent
 * render: React hydrates at once a part the visitor types or chooses in, and an urgent re-render
 * run then, before the app has heard the choice, would set the field back to the app's value (a
 * language chosen in the list would be lost).
 */
function SignInAsPrerendered({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => {
    void prerenderedPageTakenOver.then(() => startTransition(() => setTakenOver(true)));
  }, []);
  const shown = useMemo(() => (takenOver ? auth : asPrerendered(auth)), [auth, takenOver]);
  return <AuthContext.Provider value={shown}>{children}</AuthContext.Provider>;
}

export function AppProviders({
  children,
  authProvider: Auth = AuthProvider,
  queryClient: prepared,
}: AppProvidersProps) {
  const [queryClient] = useState(() => prepared ?? createQueryClient());
  // Decided once: whether the app starts by hydrating a prerendered page.
  const [prerendered] = useState(isPrerenderedPageHeld);
  // Outside any page (the sign-in callback, errors): waits for translations here.
  const app = <Suspense fallback={<FullPageFallback />}>{children}</Suspense>;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Auth>{prerendered ? <SignInAsPrerendered>{app}</SignInAsPrerendered> : app}</Auth>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
