import { BrowserStorage } from '@logto/browser';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AuthContextValue, useAuthContext } from '../../lib/auth-context.ts';
import { type StubReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderAppWithRealSignIn, renderInAppProviders } from '../../test/render-app.tsx';

// The test server answers it (fetch itself refuses "bad ports" such as 9, the discard port).
const CONFIG = {
  endpoint: 'http://127.0.0.1:3001',
  appId: 'idealens-web',
  resource: 'http://127.0.0.1:3001/api',
  builtIn: true,
};
const QUEUE_STATUS = {
  body: {
    queue: { queuedTasks: 0, processingTasks: 0, averageProcessingMs: 0, estimatedWaitMs: 0 },
  },
};

/** An ID token as the SDK keeps it (it reads the claims without checking the signature). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'ES384', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** A session the SDK keeps in this browser, as it writes it. */
async function storeSession(name = 'Ada Founder') {
  const now = Math.floor(Date.now() / 1000);
  await new BrowserStorage(CONFIG.appId).setItem(
    'idToken',
    idToken({ sub: 'user_1', name, iat: now, exp: now + 3600 }),
  );
}

// The real provider up to the Logto SDK starting (it reads its stored session, and redirects only
// when sign-in starts): the redirects themselves are exercised in the browser journeys.
function renderWithRealAuth(path: string) {
  renderAppWithRealSignIn(path);
}

/** The real provider around a probe that shows what it shares. */
function renderProbe() {
  const seen: AuthContextValue[] = [];
  function Probe() {
    const auth = useAuthContext();
    seen.push(auth);
    return <output>{`${auth.status} ${auth.availability}`}</output>;
  }
  renderInAppProviders(<Probe />);
  return seen;
}

describe('auth provider, for a browser that holds a session', () => {
  it('is loading while the sign-in configuration loads', async () => {
    await storeSession();
    stubFetch({ 'GET /api/auth/config': () => new Promise<StubReply>(() => {}) });
    renderWithRealAuth('/pricing');
    await screen.findByRole('heading', { level: 1 });
    for (const button of screen.getAllByRole('button', { name: 'Log in' })) {
      expect(button).toBeDisabled();
    }
  });

  it('holds API calls until it knows how to get tokens, then sends them without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await storeSession();
    let failConfig: (reply: StubReply) => void = () => {};
    let configCalls = 0;
    const { requests } = stubFetch({
      'GET /api/auth/config': () => {
        configCalls += 1;
        if (configCalls > 1) return { status: 404 };
        return new Promise<StubReply>((resolve) => {
          failConfig = resolve;
        });
      },
      'GET /api/analysis/queue-status': QUEUE_STATUS,
    });
    renderWithRealAuth('/');
    await screen.findByRole('textbox', { name: 'Your startup idea' });
    // The home page asks for the queue only once it knows the visitor is anonymous.
    expect(requests.some((request) => request.path === '/api/analysis/queue-status')).toBe(false);
    failConfig({ status: 404 });
    await vi.waitFor(
      () =>
        expect(requests.some((request) => request.path === '/api/analysis/queue-status')).toBe(
          true,
        ),
      { timeout: 4000 },
    );
    const queue = requests.find((request) => request.path === '/api/analysis/queue-status');
    expect(queue?.headers.get('Authorization')).toBeNull();
    warn.mockRestore();
  });

  it('runs the SDK at once, which signs the user in from it, keeping the page and what was typed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await storeSession();
    let sendConfig: (reply: StubReply) => void = () => {};
    stubFetch({
      'GET /api/auth/config': () =>
        new Promise<StubReply>((resolve) => {
          sendConfig = resolve;
        }),
      'GET /api/analysis/queue-status': QUEUE_STATUS,
    });
    renderWithRealAuth('/');
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' });
    await userEvent.type(textarea, 'Typed before sign-in was ready');

    sendConfig({ body: CONFIG });
    expect(
      (await screen.findAllByRole('button', { name: 'Log out' }, { timeout: 4000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Your startup idea' })).toBe(textarea);
    expect(textarea).toHaveValue('Typed before sign-in was ready');
    warn.mockRestore();
  });
});

describe('auth provider, for a browser that holds nothing of sign-in (a first visit)', () => {
  it('is anonymous at once, asking for neither the configuration nor the SDK', async () => {
    const { requests } = stubFetch({ 'GET /api/analysis/queue-status': QUEUE_STATUS });
    const seen = renderProbe();
    expect(screen.getByText('anonymous ready')).toBeInTheDocument();
    // The SDK, once it runs, reports on the sign-in callback; here nothing ever ran it.
    expect(seen.every((auth) => auth.signInCallback === undefined)).toBe(true);
    expect(await seen.at(-1)?.isSignInCallback('http://localhost/callback?code=1&state=2')).toBe(
      false,
    );
    expect(requests).toEqual([]);
  });

  it('sends API calls at once, without a token', async () => {
    const { requests } = stubFetch({ 'GET /api/analysis/queue-status': QUEUE_STATUS });
    renderWithRealAuth('/');
    await screen.findByRole('textbox', { name: 'Your startup idea' });
    for (const button of screen.getAllByRole('button', { name: 'Log in' })) {
      expect(button).toBeEnabled();
    }
    await vi.waitFor(() =>
      expect(requests.map((request) => request.path)).toContain('/api/analysis/queue-status'),
    );
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests.some((request) => request.path === '/api/auth/config')).toBe(false);
  });

  it('loads the configuration and the SDK when sign-in starts, then hands over to the provider', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/config': { body: CONFIG },
      // The provider's discovery document: the SDK asks for it before redirecting (never here).
      'GET /oidc/.well-known/openid-configuration': () => new Promise<StubReply>(() => {}),
    });
    renderWithRealAuth('/login?redirect=/pricing');
    await vi.waitFor(
      () =>
        expect(
          requests.some((request) => request.url.href.startsWith(`${CONFIG.endpoint}/oidc/`)),
        ).toBe(true),
      { timeout: 4000 },
    );
    const config = requests.find((request) => request.path === '/api/auth/config');
    expect(config?.headers.get('Authorization')).toBeNull();
    expect(window.sessionStorage.getItem('signInReturnTo')).toBe('/pricing');
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting');
  });

  it('says sign-in is unavailable, the site working, when the configuration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/auth/config': { status: 503 } });
    renderWithRealAuth('/login?redirect=/pricing');
    expect(
      await screen.findByText(/Sign-in is not available right now/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-in is unavailable'));
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/pricing');
    warn.mockRestore();
  });
});
