import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { routes } from '../../app/router.tsx';
import { type StubReply, stubFetch } from '../../test/fetch-stub.ts';

// Only the parts of the real provider that run before the Logto SDK: with a configuration the
// SDK takes over, and that flow is exercised in the browser journeys.
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
});
