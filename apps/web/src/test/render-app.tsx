import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  parsePath,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import type { AuthContextValue } from '../lib/auth-context.ts';
import { authDoubleProvider, createAuthDouble } from './auth-double.tsx';

/** What the test sees of the router: where it is, how it got there, and a way to move it. */
export type RouterView = {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
};

/** Renders nothing; keeps `view` up to date with the router around it. */
function RouterProbe({ view }: { view: Partial<RouterView> }) {
  view.state = { location: useLocation(), historyAction: useNavigationType() };
  view.navigate = useNavigate();
  return null;
}

/**
 * Renders the whole app (real routes, providers and layout) at `path`, with a test double of
 * sign-in (anonymous unless `auth` says otherwise).
 */
export function renderApp(
  path = '/',
  state?: unknown,
  {
    auth = createAuthDouble(),
    queryClient,
  }: { auth?: AuthContextValue; queryClient?: QueryClient } = {},
) {
  const router: Partial<RouterView> = {};
  const view = render(
    <AppProviders authProvider={authDoubleProvider(auth)} queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
        <RouterProbe view={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router: router as RouterView, auth };
}

/**
 * Renders the whole app at `path` with the real sign-in provider (the Logto SDK, up to its
 * redirects), for the tests of that provider.
 */
export function renderAppWithRealSignIn(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Renders `children` inside the app's providers (the real sign-in provider among them). */
export function renderInAppProviders(children: ReactNode) {
  return render(<AppProviders>{children}</AppProviders>);
}
