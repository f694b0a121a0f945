import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import type { AuthContextValue } from '../features/auth/auth-context.ts';
import { authDoubleProvider, createAuthDouble } from './auth-double.tsx';

/**
 * Renders the whole app (real routes, providers and layout) at `path`, with a test double of
 * sign-in (anonymous unless `auth` says otherwise).
 */
export function renderApp(
  path = '/',
  state?: unknown,
  { auth = createAuthDouble() }: { auth?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const view = render(
    <AppProviders authProvider={authDoubleProvider(auth)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, auth };
}
