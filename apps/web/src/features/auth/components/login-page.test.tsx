import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthDouble, signedIn } from '../../../test/auth-double.tsx';
import { renderApp } from '../../../test/render-app.tsx';

describe('login page', () => {
  it('starts sign-in at once, remembering a same-site target', async () => {
    const { auth } = renderApp('/login?redirect=/tasks?tab=reports');
    expect(await screen.findByText('Redirecting to sign in…')).toBeInTheDocument();
    await waitFor(() =>
      expect(auth.startSignIn).toHaveBeenCalledExactlyOnceWith('/tasks?tab=reports'),
    );
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('returns home instead of to %s', async (target) => {
    const { auth } = renderApp(`/login?redirect=${encodeURIComponent(target)}`);
    await screen.findByText('Redirecting to sign in…');
    await waitFor(() => expect(auth.startSignIn).toHaveBeenCalledExactlyOnceWith('/'));
  });

  it('defaults to home without a redirect', async () => {
    const { auth } = renderApp('/login');
    await screen.findByText('Redirecting to sign in…');
    await waitFor(() => expect(auth.startSignIn).toHaveBeenCalledExactlyOnceWith('/'));
  });

  it('waits for the sign-in configuration before starting', async () => {
    const auth = createAuthDouble({ status: 'loading', availability: 'pending' });
    renderApp('/login?redirect=/pricing', undefined, { auth });
    expect(await screen.findByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(auth.startSignIn).not.toHaveBeenCalled();
  });

  it('replaces itself with the target when already signed in', async () => {
    const { router, auth } = renderApp('/login?redirect=/pricing', undefined, {
      auth: signedIn(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(auth.startSignIn).not.toHaveBeenCalled();
  });

  it('says so when sign-in is unavailable, in Chinese too', async () => {
    const auth = createAuthDouble({ availability: 'unavailable' });
    renderApp('/login?redirect=/pricing', undefined, { auth });
    expect(await screen.findByText(/Sign-in is not available right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/pricing');
    expect(auth.startSignIn).not.toHaveBeenCalled();
  });
});
