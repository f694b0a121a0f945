import { LogtoClientError, LogtoError } from '@logto/react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { SIGN_IN_RETURN_TO } from '../../../lib/storage-keys.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { SignInCallbackState } from '../use-sign-in-callback.ts';

// The SDK's callback handling needs a real redirect from the provider (covered in Playwright);
// here its outcome is given, and the page's handling of it is checked.
const callback = vi.hoisted(() => ({ state: { state: 'processing' } as SignInCallbackState }));
vi.mock('../use-sign-in-callback.ts', () => ({ useSignInCallback: () => callback.state }));

beforeEach(() => {
  window.sessionStorage.clear();
  callback.state = { state: 'processing' };
});

describe('callback page', () => {
  it('shows the processing-login message outside the layout', async () => {
    renderApp('/callback?code=abc&state=xyz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing login...' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('replaces itself with the page that started sign-in', async () => {
    window.sessionStorage.setItem(SIGN_IN_RETURN_TO, '/tasks?tab=reports');
    callback.state = { state: 'done' };
    const { router } = renderApp('/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.search).toBe('?tab=reports');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.sessionStorage.getItem(SIGN_IN_RETURN_TO)).toBeNull();
  });

  it('never follows a tampered return target off the site', async () => {
    window.sessionStorage.setItem(SIGN_IN_RETURN_TO, '//evil.example/');
    callback.state = { state: 'done' };
    const { router } = renderApp('/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [
      new LogtoError('callback_uri_verification.state_mismatched'),
      'State mismatched in the callback URI',
    ],
    [new LogtoError('callback_uri_verification.missing_code'), 'Missing code in the callback URI'],
    [new LogtoClientError('user_cancelled'), 'The user cancelled the action.'],
    [new LogtoClientError('sign_in_session.not_found'), 'Sign-in session not found.'],
    [new Error('kaboom'), 'Unexpected error occurred while handling sign in callback.'],
  ])('shows a friendly card for %s', async (error, message) => {
    window.sessionStorage.setItem(SIGN_IN_RETURN_TO, '/pricing');
    callback.state = { state: 'error', error };
    renderApp('/callback?state=xyz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in did not complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/login?redirect=/pricing',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Chinese when the interface does', async () => {
    await changeLanguage('zh-CN');
    callback.state = {
      state: 'error',
      error: new LogtoError('callback_uri_verification.state_mismatched'),
    };
    renderApp('/callback?state=xyz');
    expect(
      await screen.findByRole('heading', { level: 1, name: '登录未完成' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('回调地址中的 state 参数不匹配');
    expect(screen.getByRole('link', { name: '重试' })).toBeInTheDocument();
  });
});
