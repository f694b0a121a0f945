import { LogtoClientError, LogtoError } from '@logto/react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { SIGN_IN_RETURN_TO } from '../../../lib/storage-keys.ts';
import enAuth from '../../../locales/en-US/auth.json' with { type: 'json' };
import zhAuth from '../../../locales/zh-CN/auth.json' with { type: 'json' };
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
      'This sign-in was started in another tab or has expired. Please start again.',
    ],
    [
      new LogtoError('callback_uri_verification.missing_code'),
      'This sign-in link is incomplete. Please start again.',
    ],
    [
      new LogtoClientError('sign_in_session.not_found'),
      'Your sign-in session has expired or was opened in another browser. Please start again.',
    ],
    [new Error('kaboom'), 'Something went wrong while signing you in. Please try again.'],
  ])('shows a card in words for people for %s', async (error, message) => {
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

  it.each([
    [new LogtoClientError('user_cancelled')],
    [
      new LogtoError('callback_uri_verification.error_found', {
        error: 'access_denied',
        errorDescription: 'End-User aborted interaction',
      }),
    ],
  ])(
    'goes back quietly to the page that started sign-in when it was cancelled (%s)',
    async (error) => {
      window.sessionStorage.setItem(SIGN_IN_RETURN_TO, '/pricing');
      callback.state = { state: 'error', error };
      const { router } = renderApp('/callback?error=access_denied&state=xyz');
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(window.sessionStorage.getItem(SIGN_IN_RETURN_TO)).toBeNull();
    },
  );

  it("never shows the sign-in library's own wording", () => {
    for (const { signInErrors } of [enAuth, zhAuth]) {
      expect(Object.values(signInErrors).join(' ')).not.toMatch(
        /callback URI|state 参数|Crypto\.subtle|ID token|ID 令牌|scope/i,
      );
    }
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
    expect(screen.getByRole('alert')).toHaveTextContent(
      '本次登录是在另一个标签页中开始的，或已过期，请重新开始登录。',
    );
    expect(screen.getByRole('link', { name: '重试' })).toBeInTheDocument();
  });
});
