import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

/** Renders the whole app (real routes, providers and layout) at `path`. */
export function renderApp(path = '/', state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
