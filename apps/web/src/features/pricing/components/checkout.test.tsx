import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { billingReply, PRO_ANNUAL_SUBSCRIPTION, quoteReply } from '../../../test/billing-server.ts';
import {
  CHECKOUT_URL,
  createdSessionReply,
  FREE_PLAN,
  type ProfilePlan,
  pointsReply,
  profileReply,
} from '../../../test/checkout-server.ts';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { checkoutNavigation } from '../checkout-navigation.ts';

type Routes = Parameters<typeof stubFetch>[0];

/** The pricing page for a signed-in user; `opened` lists every page the browser was sent to. */
async function renderSignedIn(routes: Routes = {}, plan: ProfilePlan = FREE_PLAN) {
  const server = stubFetch({
    'GET /api/user/profile': profileReply(plan),
    'GET /api/user/points': pointsReply(2),
    'GET /api/billing': billingReply(),
    'POST /api/payment/create-session': createdSessionReply(),
    ...routes,
  });
  const opened: string[] = [];
  vi.spyOn(checkoutNavigation, 'open').mockImplementation((url) => {
    opened.push(url);
  });
  const view = renderApp('/pricing', undefined, { auth: signedIn() });
  // The first render of a run loads the lazy page: allow it more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, ...server, opened };
}

const planCard = (name: string) => screen.getByRole('article', { name });
const subscribeButton = (name: string) =>
  within(planCard(name)).getByRole('button', { name: /Subscribe Now|Processing…/ });
const sessionRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/api/payment/create-session');

/** A reply the test releases when it is ready, to look at the page while the call is out. */
function heldReply(reply: StubReply) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await released;
      return reply;
    },
    release,
  };
}

describe('subscribing on the pricing page', () => {
  it.each([
    ['Basic', 'Monthly', { planType: 'Basic_monthly', amount: 899, currency: 'USD' }],
    ['Basic', 'Annual', { planType: 'Basic_annual', amount: 7080, currency: 'USD' }],
    ['Pro', 'Monthly', { planType: 'Pro_monthly', amount: 1299, currency: 'USD' }],
    ['Pro', 'Annual', { planType: 'Pro_annual', amount: 13188, currency: 'USD' }],
    ['Max', 'Monthly', { planType: 'Max_monthly', amount: 2499, currency: 'USD' }],
    ['Max', 'Annual', { planType: 'Max_annual', amount: 25188, currency: 'USD' }],
  ])(
    'asks for a %s %s session priced in cents, then opens its checkout',
    async (plan, period, payload) => {
      const user = userEvent.setup();
      const { requests, opened } = await renderSignedIn();
      await user.click(screen.getByRole('radio', { name: period }));
      await user.click(subscribeButton(plan));

      await waitFor(() => expect(opened).toEqual([CHECKOUT_URL]));
      const [request] = sessionRequests(requests);
      expect(request?.method).toBe('POST');
      expect(request?.body).toEqual(payload);
      expect(request?.headers.get('Content-Type')).toBe('application/json');
    },
  );

  it('shows the plan as processing and locks every plan until the browser has left', async () => {
    const user = userEvent.setup();
    const held = heldReply(createdSessionReply());
    const { opened } = await renderSignedIn({ 'POST /api/payment/create-session': held.route });
    await user.click(subscribeButton('Pro'));

    const pro = await within(planCard('Pro')).findByRole('button', { name: 'Processing…' });
    expect(pro).toBeDisabled();
    expect(pro).toHaveAttribute('aria-busy', 'true');
    expect(subscribeButton('Basic')).toBeDisabled();
    expect(subscribeButton('Max')).toBeDisabled();
    // Announced, since the focused button has just been disabled.
    expect(screen.getByText('Opening the secure checkout for the Pro plan…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(opened).toEqual([]);

    held.release();
    await waitFor(() => expect(opened).toEqual([CHECKOUT_URL]));
    // The page is being replaced: nothing becomes clickable again in the meantime.
    expect(within(planCard('Pro')).getByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(subscribeButton('Basic')).toBeDisabled();
  });

  it('unlocks the plans when the browser’s Back button restores the page as it was left', async () => {
    const user = userEvent.setup();
    const { opened } = await renderSignedIn();
    await user.click(subscribeButton('Pro'));
    await waitFor(() => expect(opened).toEqual([CHECKOUT_URL]));
    expect(subscribeButton('Pro')).toBeDisabled();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      await within(planCard('Pro')).findByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();
    expect(subscribeButton('Max')).toBeEnabled();
  });

  it('sends signed-out visitors to sign in instead of asking for a session', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({});
    const { router } = renderApp('/pricing');
    await user.click(
      within(await screen.findByRole('article', { name: 'Max' })).getByRole('button'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/pricing');
    expect(sessionRequests(requests)).toEqual([]);
  });

  it.each<[string, StubReply, string]>([
    [
      'the server’s message',
      {
        status: 400,
        body: { error: 'Bad Request', message: 'unknown plan type', code: 'UNKNOWN_PLAN' },
      },
      'unknown plan type',
    ],
    [
      'the fallback for an error without a message',
      { status: 502 },
      'Failed to create payment session',
    ],
    [
      'the fallback for an answer that breaks the contract',
      { body: { success: true, data: {} } },
      'Failed to create payment session',
    ],
    [
      'the fallback for a checkout address that is not a web page',
      createdSessionReply('javascript:alert(1)'),
      'Failed to create payment session',
    ],
    [
      'a reload hint when the price changed',
      {
        status: 400,
        body: { error: 'Bad Request', message: 'amount mismatch', code: 'PRICE_MISMATCH' },
      },
      'The price of this plan has changed. Reload the page to see the current price.',
    ],
    ['a network error', 'network-error', 'Network error, please try again later'],
  ])('says why the checkout could not start: %s', async (_, reply, message) => {
    const user = userEvent.setup();
    const { opened, requests } = await renderSignedIn({
      'POST /api/payment/create-session': reply,
    });
    await user.click(subscribeButton('Basic'));

    const alert = await within(planCard('Basic')).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(opened).toEqual([]);
    // Every plan can be chosen again.
    for (const plan of ['Basic', 'Pro', 'Max']) expect(subscribeButton(plan)).toBeEnabled();
    expect(within(planCard('Pro')).queryByRole('alert')).toBeNull();
    expect(requests.find((request) => request.path === '/api/events')?.body).toEqual({
      name: 'payment_session_failed',
      properties: expect.objectContaining({ planType: 'Basic_annual' }),
    });
  });

  it('clears the failure when the next attempt starts, and can succeed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { opened } = await renderSignedIn({
      'POST /api/payment/create-session': () =>
        ++calls === 1 ? { status: 500 } : createdSessionReply(),
    });
    await user.click(subscribeButton('Max'));
    expect(await within(planCard('Max')).findByRole('alert')).toBeInTheDocument();

    await user.click(subscribeButton('Max'));
    await waitFor(() => expect(opened).toEqual([CHECKOUT_URL]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the plan in force as the current one, opens on its billing, and offers switches', async () => {
    const user = userEvent.setup();
    await renderSignedIn(
      { 'GET /api/billing': billingReply(PRO_ANNUAL_SUBSCRIPTION) },
      { tier: 'premium', billingPeriod: 'annual', currentPeriodEnd: '2027-03-05T12:00:00.000Z' },
    );
    const pro = planCard('Pro');
    expect(await within(pro).findByText('Current plan')).toBeInTheDocument();
    expect(within(pro).queryByRole('button')).toBeNull();
    expect(
      within(planCard('Basic')).getByRole('button', { name: 'Switch to Basic' }),
    ).toBeEnabled();
    expect(within(planCard('Max')).getByRole('button', { name: 'Switch to Max' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    expect(screen.queryAllByText('Current plan')).toHaveLength(1);

    // Paying monthly instead is a switch of billing.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(planCard('Pro')).queryByText('Current plan')).toBeNull();
    expect(
      within(planCard('Pro')).getByRole('button', { name: 'Switch to monthly billing' }),
    ).toBeEnabled();
  });

  it('opens on the billing period of the plan in force', async () => {
    await renderSignedIn({
      'GET /api/billing': billingReply({
        ...PRO_ANNUAL_SUBSCRIPTION,
        billingPeriod: 'monthly',
        planType: 'Pro_monthly',
      }),
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked());
    expect(within(planCard('Pro')).getByText('Current plan')).toBeInTheDocument();
  });

  it('waits for the subscription before offering a purchase, then asks for no session to switch', async () => {
    const user = userEvent.setup();
    const held = heldReply(billingReply(PRO_ANNUAL_SUBSCRIPTION));
    const { requests } = await renderSignedIn({
      'GET /api/billing': held.route,
      'GET /api/billing/switch-quote': quoteReply(),
    });
    // Buying or switching depends on it: nothing is offered until it is known.
    expect(subscribeButton('Max')).toBeDisabled();
    held.release();
    await user.click(await within(planCard('Max')).findByRole('button', { name: 'Switch to Max' }));
    expect(await screen.findByRole('dialog', { name: 'Switch to Max' })).toBeVisible();
    expect(sessionRequests(requests)).toEqual([]);
  });

  it('falls back to the profile’s plan, and says so, when the subscription cannot be read', async () => {
    const user = userEvent.setup();
    let fails = true;
    await renderSignedIn(
      {
        'GET /api/billing': () => (fails ? { status: 503 } : billingReply(PRO_ANNUAL_SUBSCRIPTION)),
      },
      { tier: 'premium', billingPeriod: 'annual', currentPeriodEnd: '2027-03-05T12:00:00.000Z' },
    );
    const alert = await screen.findByText(
      'We could not check your current subscription. Try again before buying a plan.',
      {},
      { timeout: 5000 },
    );
    expect(within(planCard('Pro')).getByText('Current plan')).toBeInTheDocument();
    expect(subscribeButton('Max')).toBeEnabled();

    fails = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(
      await within(planCard('Max')).findByRole('button', { name: 'Switch to Max' }),
    ).toBeEnabled();
    expect(screen.queryByText(/could not check your current subscription/)).toBeNull();
  });

  it('offers a switch when the server says a plan is in force already', async () => {
    const user = userEvent.setup();
    let subscribed = false;
    const { opened } = await renderSignedIn({
      'GET /api/billing': () => billingReply(subscribed ? PRO_ANNUAL_SUBSCRIPTION : null),
      'POST /api/payment/create-session': () => {
        // Bought in another tab meanwhile.
        subscribed = true;
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message: 'A plan is active: switch or cancel it instead.',
            code: 'SUBSCRIPTION_EXISTS',
          },
        };
      },
    });
    await user.click(subscribeButton('Basic'));
    const alert = await within(planCard('Basic')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'You already have a plan. Switch to this one instead of buying a second subscription.',
    );
    expect(
      await within(planCard('Basic')).findByRole('button', { name: 'Switch to Basic' }),
    ).toBeEnabled();
    expect(opened).toEqual([]);
  });

  it('marks the free plan as current for a free user', async () => {
    await renderSignedIn();
    const freePlan = screen.getByRole('heading', { level: 2, name: 'Free plan' });
    await waitFor(() => expect(freePlan.parentElement).toHaveTextContent('Current plan'));
    for (const plan of ['Basic', 'Pro', 'Max']) {
      expect(within(planCard(plan)).queryByText('Current plan')).toBeNull();
    }
  });

  it('marks no plan as current for visitors', async () => {
    stubFetch({});
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('speaks Chinese while processing and on failure', async () => {
    await changeLanguage('zh-CN');
    const user = userEvent.setup();
    const held = heldReply({ status: 500 });
    await renderSignedIn({ 'POST /api/payment/create-session': held.route });
    await user.click(within(planCard('专业版')).getByRole('button', { name: '立即订阅' }));
    expect(
      await within(planCard('专业版')).findByRole('button', { name: '处理中…' }),
    ).toBeDisabled();
    held.release();
    expect(await within(planCard('专业版')).findByRole('alert')).toHaveTextContent(
      '创建支付会话失败',
    );
  });
});
