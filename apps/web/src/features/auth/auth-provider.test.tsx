import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { routes } from '../../app/router.tsx';
import { type StubReply, stubFetch } from '../../test/fetch-stub.ts';

// The real provider up to the Logto SDK starting (it reads its stored session, and redirects only
// when sign-in starts): the redirects themselves are exercised in the browser journeys.
function renderWithRealAuth(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('auth provider', () => {
  it('is loading while the sign-in configuration loads', async () => {
    stubFetch({ 'GET /api/auth/config': () => new Promise<StubReply>(() => {}) });
    renderWithRealAuth('/pricing');
    await screen.findByRole('heading', { level: 1 });
    for (const button of screen.getAllByRole('button', { name: 'Log in' })) {
      expect(button).toBeDisabled();
    }
  });

  it('leaves everyone anonymous, and the site working, when the configuration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = stubFetch({
      'GET /api/auth/config': { status: 503 },
      'GET /api/analysis/queue-status': {
        body: {
          queue: { queuedTasks: 0, processingTasks: 0, averageProcessingMs: 0, estimatedWaitMs: 0 },
        },
      },
    });
    renderWithRealAuth('/login?redirect=/pricing');
    expect(
      await screen.findByText(/Sign-in is not available right now/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-in is unavailable'));
    const config = requests.find((request) => request.path === '/api/auth/config');
    expect(config?.headers.get('Authorization')).toBeNull();
    warn.mockRestore();
  });

  it('holds API calls until it knows how to get tokens, then sends them without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
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
      'GET /api/analysis/queue-status': {
        body: {
          queue: { queuedTasks: 0, processingTasks: 0, averageProcessingMs: 0, estimatedWaitMs: 0 },
        },
      },
    });
    renderWithRealAuth('/');
    await screen.findByRole('textbox', { name: 'Your startup idea' });
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

  it('keeps the page, and what was typed, when the sign-in SDK arrives', async () => {
    let sendConfig: (reply: StubReply) => void = () => {};
    stubFetch({
      'GET /api/auth/config': () =>
        new Promise<StubReply>((resolve) => {
          sendConfig = resolve;
        }),
      'GET /api/analysis/queue-status': {
        body: {
          queue: { queuedTasks: 0, processingTasks: 0, averageProcessingMs: 0, estimatedWaitMs: 0 },
        },
      },
    });
    renderWithRealAuth('/');
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' });
    await userEvent.type(textarea, 'Typed before sign-in was ready');

    sendConfig({
      body: {
        endpoint: 'http://127.0.0.1:9',
        appId: 'idealens-web',
        resource: 'http://127.0.0.1:9/api',
        builtIn: true,
      },
    });
    // Loaded and run: nobody is signed in, so signing in can start.
    await waitFor(
      () => {
        for (const button of screen.getAllByRole('button', { name: 'Log in' })) {
          expect(button).toBeEnabled();
        }
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('textbox', { name: 'Your startup idea' })).toBe(textarea);
    expect(textarea).toHaveValue('Typed before sign-in was ready');
  });
});
