import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createAuthDouble, signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

type ProfileOverrides = { name?: string | null; email?: string | null; picture?: string | null };

function profile(overrides: ProfileOverrides = {}): StubReply {
  return {
    body: {
      success: true,
      data: {
        id: TEST_USER.id,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        picture: null,
        plan: { tier: 'free', billingPeriod: null, currentPeriodEnd: null },
        createdAt: '2026-01-05T10:00:00.000Z',
        ...overrides,
      },
    },
  };
}

const POINTS: StubReply = {
  body: { success: true, data: { analysisPoints: 2, totalPointsEarned: 5, totalPointsUsed: 3 } },
};

const DAY = 24 * 60 * 60 * 1000;
function reports({ request }: { request: URL }): StubReply {
  const limit = Number(request.searchParams.get('limit'));
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const all = [ago(0.5), ago(3), ago(6.5), ago(8), ago(30)].map((createdAt, index) => ({
    id: `7d0c5a8e-3b1f-4c2d-9e8a-6f5b4c3d2e1${index}`,
    reportTitle: `Report ${index}`,
    userMessage: 'An idea',
    createdAt,
    reportType: 'deep',
    compositeScore: 7.2,
    metadata: { toolsUsed: [] },
  }));
  return {
    body: {
      success: true,
      data: {
        reports: all.slice(0, limit),
        pagination: { current: 1, total: Math.ceil(42 / limit), totalCount: 42 },
      },
    },
  };
}

const NOT_FOUND: StubReply = {
  status: 404,
  body: { error: 'Not Found', message: 'Route GET:/api/reports not found', code: 'NOT_FOUND' },
};

const HEALTHY: StubReply = {
  body: { status: 'ok', database: 'ok', queue: 'ok', version: '1.0.0' },
};

function renderProfile(
  routes: Parameters<typeof stubFetch>[0] = {},
  auth: ReturnType<typeof createAuthDouble> = signedIn(),
) {
  const server = stubFetch({
    'GET /api/user/profile': profile(),
    'GET /api/user/points': POINTS,
    'GET /api/reports': (request) => reports({ request: request.url }),
    'GET /api/health': HEALTHY,
    ...routes,
  });
  const view = renderApp('/profile', undefined, { auth });
  return { ...view, ...server };
}

const main = () => within(screen.getByRole('main'));

afterEach(() => {
  vi.useRealTimers();
});

describe('profile page', () => {
  it('asks anonymous visitors to sign in and calls nothing', async () => {
    const { requests } = renderProfile({}, createAuthDouble());
    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/user'))).toHaveLength(0);
  });

  it('shows the account, points, usage statistics, quick links and system information', async () => {
    renderProfile();
    expect(await main().findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    expect(main().getByText('user_test_1')).toBeInTheDocument();
    expect(main().getByText('ada@example.com')).toBeInTheDocument();
    // Drawn from the sign-in identity at once, completed by our server's profile.
    expect(await main().findByText('Free plan')).toBeInTheDocument();

    const points = await main().findByText('Available for deep analysis');
    expect(points.previousElementSibling).toHaveTextContent('2');
    expect(main().getByText('Total earned').nextElementSibling).toHaveTextContent('5');
    expect(main().getByText('Total used').nextElementSibling).toHaveTextContent('3');

    expect((await main().findByText('Total reports')).nextElementSibling).toHaveTextContent('42');
    expect(main().getByText('Reports in the last 7 days').nextElementSibling).toHaveTextContent(
      '3',
    );

    expect(main().getByRole('link', { name: 'New analysis' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(main().getByRole('link', { name: 'Analysis management' })).toHaveAttribute(
      'href',
      '/tasks',
    );
    expect(main().getByText('v1.0.0')).toBeInTheDocument();
    expect(await main().findByText('Normal')).toBeInTheDocument();
    expect(main().getByText('Last updated').nextElementSibling?.textContent).not.toBe('');
  });

  it('asks for the stats with the spec’s two report list calls', async () => {
    const { requests } = renderProfile();
    await main().findByText('Total reports');
    const queries = requests
      .filter((request) => request.path === '/api/reports')
      .map((request) => Object.fromEntries(request.url.searchParams));
    expect(queries).toEqual(
      expect.arrayContaining([
        { page: '1', limit: '1' },
        { page: '1', limit: '100', sortBy: 'createdAt', sortOrder: 'desc' },
      ]),
    );
  });

  it.each([
    ['the name', { name: 'Grace', email: 'grace@example.com' }, 'Grace'],
    ['the email without a name', { name: null, email: 'grace@example.com' }, 'grace@example.com'],
    ['"Unknown User" without either', { name: null, email: null }, 'Unknown User'],
  ])('titles the account with %s', async (_, overrides, heading) => {
    const auth = signedIn({ id: TEST_USER.id, name: null, email: null, picture: null });
    renderProfile({ 'GET /api/user/profile': profile(overrides) }, auth);
    expect(await main().findByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  it('shows the sign-in identity when the profile call fails', async () => {
    renderProfile({ 'GET /api/user/profile': { status: 500 } });
    expect(await main().findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  });

  it('shows the initial as a placeholder without a picture', async () => {
    renderProfile();
    await main().findByText('Free plan');
    const avatar = main().getAllByTestId('avatar')[0] as HTMLElement;
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('A');
  });

  it('shows the picture when there is one', async () => {
    renderProfile({
      'GET /api/user/profile': profile({ picture: 'https://images.example/ada.png' }),
    });
    await main().findByRole('heading', { level: 2, name: 'Ada Lovelace' });
    const avatar = main().getAllByTestId('avatar')[0] as HTMLElement;
    await waitFor(() =>
      expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://images.example/ada.png'),
    );
  });

  it('copies the user ID and shows a check mark for 2 seconds', async () => {
    renderProfile();
    await main().findByText('user_test_1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const copy = main().getByRole('button', { name: 'Copy user ID' });

    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('user_test_1');
    expect(within(copy).getByTestId('copied-check')).toBeInTheDocument();
    expect(main().getByText('Copied')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(within(copy).queryByTestId('copied-check')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(copy).queryByTestId('copied-check')).toBeNull();
    expect(main().queryByText('Copied')).toBeNull();
  });

  it('copies the email', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await main().findByRole('button', { name: 'Copy email' }));
    expect(await navigator.clipboard.readText()).toBe('ada@example.com');
  });

  it('logs out only after the confirmation', async () => {
    const user = userEvent.setup();
    const { auth } = renderProfile();
    await main().findByRole('heading', { level: 2, name: 'Ada Lovelace' });

    await user.click(main().getByRole('button', { name: 'Log out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Log out of IdeaLens?' });
    expect(dialog).toHaveAccessibleDescription(/sign in again/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.click(main().getByRole('button', { name: 'Log out' }));
    dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.click(main().getByRole('button', { name: 'Log out' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it('says when the points cannot be read, reports it, and keeps the rest of the page', async () => {
    const { requests } = renderProfile({
      'GET /api/user/points': {
        status: 500,
        body: { error: 'Internal Server Error', message: 'boom', code: 'INTERNAL_ERROR' },
      },
    });
    // A server error is retried once (after a second) before the card gives up.
    expect(
      await main().findByText('Failed to get point information', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const events = requests.filter((request) => request.path === '/api/events');
    expect(events.map((event) => event.body)).toContainEqual(
      expect.objectContaining({
        name: 'get_points_failed',
        properties: expect.objectContaining({ code: 'INTERNAL_ERROR', status: 500 }),
      }),
    );
    expect(main().getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    expect(await main().findByText('Total reports')).toBeInTheDocument();
  });

  it('shows the statistics error while the reports endpoint does not exist yet', async () => {
    renderProfile({ 'GET /api/reports': NOT_FOUND });
    expect(await main().findByText('Failed to get statistics')).toBeInTheDocument();
    expect(main().queryByText('Total reports')).toBeNull();
    expect(await main().findByText('Available for deep analysis')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Copy user ID' })).toBeInTheDocument();
  });

  it('shows the service as unavailable when the health check fails', async () => {
    renderProfile({
      'GET /api/health': {
        status: 503,
        body: { error: 'Service Unavailable', message: 'db down', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    expect(await main().findByText('Unavailable')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderProfile({ 'GET /api/reports': NOT_FOUND });
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument();
    expect(await main().findByText('获取统计数据失败')).toBeInTheDocument();
    expect(main().getByRole('button', { name: '复制用户 ID' })).toBeInTheDocument();
  });
});
