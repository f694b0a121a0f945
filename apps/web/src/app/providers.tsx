import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { FullPageFallback } from './page-fallback.tsx';

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

export function AppProviders({
  children,
  authProvider: Auth = AuthProvider,
  queryClient: prepared,
}: AppProvidersProps) {
  const [queryClient] = useState(() => prepared ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Auth>
          {/* Outside any page (the sign-in callback, errors): waits for translations here. */}
          <Suspense fallback={<FullPageFallback />}>{children}</Suspense>
        </Auth>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
