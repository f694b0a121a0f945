import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authDoubleProvider, createAuthDouble } from '../test/auth-double.tsx';
import { renderApp } from '../test/render-app.tsx';
import { AppProviders } from './providers.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

describe('routes', () => {
  it.each([
    ['/', /startup idea/i, 'Startup Idea Analysis · IdeaLens'],
    ['/pricing', 'Plans that grow with your ideas', 'Pricing · IdeaLens'],
    ['/tasks', 'Analysis Center', 'Analysis Center · IdeaLens'],
    ['/profile', 'Profile', 'Profile · IdeaLens'],
    // Without a task or a stored result it goes home (see analysis-result-page.test.tsx).
    [
      '/analysis-result?demo=true',
      'Fridge-first dinner planning for busy families',
      'Demo Report · IdeaLens',
    ],
    ['/login?redirect=/pricing', 'Sign in', 'Sign in · IdeaLens'],
    ['/about', /.+/, /· IdeaLens$/],
    ['/terms-of-service', /.+/, /· IdeaLens$/],
    ['/privacy-policy', /.+/, /· IdeaLens$/],
    ['/refund-policy', /.+/, /· IdeaLens$/],
    ['/no/such/page', 'Page Not Found', 'Page Not Found · IdeaLens'],
  ])('%s renders one h1 inside the layout and titles the tab', async (path, heading, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(title));
  });

  it('asks visitors to sign in on the Analysis Center and returns them there', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderApp('/tasks');
    await screen.findByRole('heading', { level: 2, name: 'Login required' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=/tasks');
    // Sign-in starts from the login page's effect, which may run just after its first paint.
    await waitFor(() => expect(auth.startSignIn).toHaveBeenCalledExactlyOnceWith('/tasks'));
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/tasks');
  });

  it('redirects /dashboard home with a dismissible message', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByText('Analysis is now integrated into the home page'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Analysis is now integrated into the home page')).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('shows the login callback outside the layout, then replaces it with home', async () => {
    const { router } = renderApp('/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers a way home and a search of the site on the not-found page', async () => {
    renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const search = screen.getByRole('search', { name: 'Search IdeaLens' });
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('Report renderer exploded');
}

describe('route error', () => {
  it('names the failure and links home', async () => {
    // React reports the caught render error on console.error; this test expects exactly that.
    const original = console.error;
    console.error = () => {};
    try {
      render(
        <AppProviders authProvider={authDoubleProvider(createAuthDouble())}>
          <MemoryRouter>
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          </MemoryRouter>
        </AppProviders>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Report renderer exploded')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    } finally {
      console.error = original;
    }
  });
});
