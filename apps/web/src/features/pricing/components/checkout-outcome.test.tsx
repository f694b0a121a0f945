import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createAuthDouble, signedIn } from '../../../test/auth-double.tsx';
import { billingReply, PRO_ANNUAL_SUBSCRIPTION } from '../../../test/billing-server.ts';
import {
  FREE_PLAN,
  type ProfilePlan,
  pointsReply,
  profileReply,
  sessionDetailReply,
} from '../../../test/checkout-server.ts';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PRO_ANNUAL: ProfilePlan = {
  tier: 'premium',
  billingPeriod: 'annual',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
};

const SUCCESS_PATH = '/pricing?checkout=success&session=cs_test_1';

/**
 * A tiny payment server: the session is open until `pay()` (the webhook landing), and the profile
 * and points follow it, as the real server's do.
 */
function paymentServer() {
  let paid = false;
  const server = stubFetch({
    'GET /api/user/profile': () => profileReply(paid ? PRO_ANNUAL : FREE_PLAN),
    'GET /api/user/points': () => pointsReply(paid ? 32 : 2),
    'GET /api/billing': () => billingReply(paid ? PRO_ANNUAL_SUBSCRIPTION : null),
    'GET /api/payment/sessions/cs_test_1': () =>
      paid ? sessionDetailReply({ status: 'paid', pointsGranted: 30 }) : sessionDetailReply(),
  });
  return {
    ...server,
    pay: () => {
      paid = true;
    },
    calls: (path: string) =>
      server.requests.filter((request: StubRequest) => request.path === path),
  };
}

function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const outcome = (name: string) => screen.getByRole('region', { name });
const planCard = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('coming back from checkout', () => {
  it('confirms the payment, shows the plan and points bought, and refreshes the account', async () => {
    useFakeClock();
    const server = paymentServer();
    const { router } = renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });

    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 }),
    ).toBeVisible();
    // Read once, then taken out of the address so a reload does not repeat it.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(
      await within(planCard('Pro')).findByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();

    await tick(1000);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    server.pay();
    await tick(1000);

    const panel = await screen.findByRole('region', { name: 'Your Pro plan is active' });
    const detail = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(detail('Plan')).toHaveTextContent('Pro');
    expect(detail('Billing')).toHaveTextContent('Annual');
    expect(detail('Amount paid')).toHaveTextContent('$131.88');
    expect(detail('Analysis points added')).toHaveTextContent('30');
    expect(within(panel).getByRole('link', { name: 'Start an analysis' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(panel).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    // The profile and the subscription are read again, so the page itself now shows the new plan
    // (a paid switch too), with the others offered as switches.
    expect(await within(planCard('Pro')).findByText('Current plan')).toBeInTheDocument();
    expect(
      await within(planCard('Max')).findByRole('button', { name: 'Switch to Max' }),
    ).toBeEnabled();
    expect(server.calls('/api/billing').length).toBeGreaterThanOrEqual(2);
    const sessionChecks = server.calls('/api/payment/sessions/cs_test_1').length;
    await tick(5000);
    expect(server.calls('/api/payment/sessions/cs_test_1')).toHaveLength(sessionChecks);
  });

  it('refreshes the points already read elsewhere in the app', async () => {
    const user = userEvent.setup();
    const server = paymentServer();
    const { router } = renderApp('/profile', undefined, { auth: signedIn() });
    const available = await screen.findByText('Available for deep analysis', {}, { timeout: 5000 });
    expect(available.previousElementSibling).toHaveTextContent('2');

    server.pay();
    await act(() => router.navigate(SUCCESS_PATH));
    const panel = await screen.findByRole('region', { name: 'Your Pro plan is active' });
    await user.click(within(panel).getByRole('link', { name: 'View profile' }));

    // Within the points' 30 seconds of freshness: only the invalidation makes them read again.
    await waitFor(() => expect(screen.getByTestId('analysis-points')).toHaveTextContent('32'));
    expect(server.calls('/api/user/points').length).toBeGreaterThanOrEqual(2);
  });

  it('says the payment is on its way when it is still unconfirmed after about 15 seconds', async () => {
    const user = useFakeClock();
    const server = paymentServer();
    renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });
    await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 });

    await tick(16_000);
    const panel = outcome('Your payment is being confirmed');
    expect(panel).toHaveTextContent(/plan and analysis points will appear in your profile shortly/);
    const checks = server.calls('/api/payment/sessions/cs_test_1');
    expect(checks).toHaveLength(15);
    await tick(10_000);
    expect(server.calls('/api/payment/sessions/cs_test_1')).toHaveLength(15);

    server.pay();
    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('region', { name: 'Your Pro plan is active' })).toBeVisible();
  });

  it('says nothing was charged when the session it returned with was not paid', async () => {
    stubFetch({
      'GET /api/user/profile': profileReply(),
      'GET /api/payment/sessions/cs_test_1': sessionDetailReply({ status: 'expired' }),
    });
    renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });
    const panel = await screen.findByRole(
      'region',
      { name: 'Checkout not completed' },
      { timeout: 5000 },
    );
    expect(panel).toHaveTextContent('nothing was charged');
  });

  it('offers to check again when the session cannot be read', async () => {
    useFakeClock();
    let found = false;
    stubFetch({
      'GET /api/user/profile': profileReply(),
      'GET /api/payment/sessions/cs_test_1': () =>
        found
          ? sessionDetailReply({ status: 'paid', pointsGranted: 30 })
          : {
              status: 404,
              body: {
                error: 'Not Found',
                message: 'payment session not found',
                code: 'PAYMENT_SESSION_NOT_FOUND',
              },
            },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });
    await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 });
    await tick(1500); // the one retry

    const panel = outcome('We could not check your payment');
    found = true;
    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('region', { name: 'Your Pro plan is active' })).toBeVisible();
  });

  it('does not look the session up for a signed-out visitor', async () => {
    const { requests } = stubFetch({});
    renderApp(SUCCESS_PATH, undefined, { auth: createAuthDouble() });
    expect(
      await screen.findByRole(
        'region',
        { name: 'Your payment is being confirmed' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(requests.filter((request) => request.path.startsWith('/api/payment'))).toEqual([]);
  });

  it('says nothing was charged after a cancelled checkout, with the plans below', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({
      'GET /api/user/profile': profileReply(),
      'GET /api/billing': billingReply(),
    });
    const { router } = renderApp('/pricing?checkout=cancelled&session=cs_test_1', undefined, {
      auth: signedIn(),
    });
    const notice = await screen.findByText('Checkout cancelled', {}, { timeout: 5000 });
    expect(notice.parentElement).toHaveTextContent(
      'Nothing was charged. Choose a plan below whenever you are ready.',
    );
    expect(router.state.location.search).toBe('');
    expect(requests.filter((request) => request.path.startsWith('/api/payment'))).toEqual([]);
    expect(
      await within(planCard('Pro')).findByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Checkout cancelled')).toBeNull());
  });

  it('can be dismissed, and stays dismissed', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/user/profile': profileReply(PRO_ANNUAL),
      'GET /api/billing': billingReply(PRO_ANNUAL_SUBSCRIPTION),
      'GET /api/payment/sessions/cs_test_1': sessionDetailReply({
        status: 'paid',
        pointsGranted: 30,
      }),
    });
    const { router } = renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });
    const panel = await screen.findByRole(
      'region',
      { name: 'Your Pro plan is active' },
      { timeout: 5000 },
    );
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your Pro plan is active' })).toBeNull(),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('article', { name: 'Basic' })).toBeVisible();
  });

  it('ignores an address without a checkout outcome', async () => {
    stubFetch({});
    const { router } = renderApp('/pricing?checkout=maybe', undefined, {
      auth: createAuthDouble(),
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('region')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    stubFetch({
      'GET /api/user/profile': profileReply(PRO_ANNUAL),
      'GET /api/billing': billingReply(PRO_ANNUAL_SUBSCRIPTION),
      'GET /api/payment/sessions/cs_test_1': sessionDetailReply({
        status: 'paid',
        pointsGranted: 30,
      }),
    });
    renderApp(SUCCESS_PATH, undefined, { auth: signedIn() });
    const panel = await screen.findByRole('region', { name: '专业版已开通' }, { timeout: 5000 });
    expect(within(panel).getByText('新增分析点数').nextElementSibling).toHaveTextContent('30');
    expect(within(panel).getByRole('link', { name: '开始分析' })).toBeVisible();
  });
});
