import type { BillingSubscription } from '@idealens/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import {
  billingReply,
  PRO_ANNUAL_SUBSCRIPTION,
  quoteReply,
  SWITCH_CHECKOUT_URL,
  switchReply,
} from '../../../test/billing-server.ts';
import { pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { checkoutNavigation } from '../checkout-navigation.ts';

type Routes = Parameters<typeof stubFetch>[0];

/**
 * A tiny billing server holding one subscription: cancel and resume change it as the real one
 * does, and answer with the overview.
 */
function billingServer(start: BillingSubscription | null = PRO_ANNUAL_SUBSCRIPTION) {
  let subscription = start;
  const overview = (): StubReply => billingReply(subscription);
  const routes: Routes = {
    'GET /api/user/profile': profileReply({
      tier: 'premium',
      billingPeriod: 'annual',
      currentPeriodEnd: PRO_ANNUAL_SUBSCRIPTION.currentPeriodEnd,
    }),
    'GET /api/user/points': pointsReply(30),
    'GET /api/billing': overview,
    'GET /api/billing/switch-quote': quoteReply(),
    'POST /api/billing/switch': switchReply(),
    'POST /api/billing/cancel': (request) => {
      const { when } = request.body as { when: string };
      subscription =
        when === 'now' || !subscription
          ? null
          : { ...subscription, status: 'cancelling', renews: false };
      return overview();
    },
    'POST /api/billing/resume': () => {
      if (subscription) subscription = { ...subscription, status: 'active', renews: true };
      return overview();
    },
  };
  return routes;
}

async function renderManaged(routes: Routes = {}, start?: BillingSubscription | null) {
  const server = stubFetch({ ...billingServer(start), ...routes });
  const opened: string[] = [];
  vi.spyOn(checkoutNavigation, 'open').mockImplementation((url) => {
    opened.push(url);
  });
  const view = renderApp('/pricing', undefined, { auth: signedIn() });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const calls = (method: string, path: string) =>
    server.requests.filter(
      (request: StubRequest) => request.method === method && request.path === path,
    );
  return { ...view, ...server, opened, calls };
}

const planCard = (name: string) => screen.getByRole('article', { name });

/** A button that may wait for its code (the cancel dialog's comes a moment after the bar). */
async function enabledButton(container: HTMLElement, name: string) {
  const scope = within(container);
  await waitFor(() => expect(scope.getByRole('button', { name })).toBeEnabled());
  return scope.getByRole('button', { name });
}
const subscriptionBar = () => screen.findByRole('region', { name: 'Your plan: Pro' });

describe('switching plans on the pricing page', () => {
  it('shows what the switch costs now and leaves for its checkout on confirmation', async () => {
    const user = userEvent.setup();
    const { opened, calls } = await renderManaged();
    const switchButton = await within(planCard('Max')).findByRole('button', {
      name: 'Switch to Max',
    });
    await user.click(switchButton);

    const dialog = await screen.findByRole('dialog', { name: 'Switch to Max' });
    expect(dialog).toHaveTextContent('Billed annually. Your Pro plan ends once you pay');
    const row = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(await within(dialog).findByText('Max, one year')).toBeVisible();
    expect(row('Max, one year')).toHaveTextContent('$251.88');
    expect(row('Credit for the unused part of Pro')).toHaveTextContent('−$65.94');
    expect(row('To pay now')).toHaveTextContent('$185.94');
    expect(within(dialog).queryByText(/will not be paid back/)).toBeNull();
    const [quoteRequest] = calls('GET', '/api/billing/switch-quote');
    expect(quoteRequest?.url.searchParams.get('planType')).toBe('Max_annual');

    await user.click(within(dialog).getByRole('button', { name: 'Pay $185.94 and switch' }));
    await waitFor(() => expect(opened).toEqual([SWITCH_CHECKOUT_URL]));
    expect(calls('POST', '/api/billing/switch').map((request) => request.body)).toEqual([
      { planType: 'Max_annual' },
    ]);
    expect(calls('POST', '/api/payment/create-session')).toEqual([]);
    // The page is being replaced: nothing can be pressed twice meanwhile.
    expect(within(dialog).getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });

  it('warns that credit beyond a cheaper plan’s price is not paid back, and says what to do instead', async () => {
    const user = userEvent.setup();
    await renderManaged({
      'GET /api/billing/switch-quote': quoteReply({
        planType: 'Basic_monthly',
        plan: 'Basic',
        billingPeriod: 'monthly',
        price: 899,
        credit: 6594,
        amount: 50,
        forfeited: 5745,
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    await user.click(within(planCard('Basic')).getByRole('button', { name: 'Switch to Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic' });
    expect(
      await within(dialog).findByText('$57.45 of your credit will not be paid back'),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(
      'Your unused credit ($65.94) is more than the price of Basic ($8.99), and what is left over is not refunded. To use all of it, cancel Pro at the end of the period instead and subscribe to Basic then.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay $0.50 and switch' })).toBeEnabled();
  });

  it('says why the quote could not be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let answered = false;
    await renderManaged({
      'GET /api/billing/switch-quote': () => {
        if (answered) return quoteReply();
        answered = true;
        return {
          status: 400,
          body: { error: 'Bad Request', message: 'That is your plan already.', code: 'SAME_PLAN' },
        };
      },
    });
    await user.click(await within(planCard('Max')).findByRole('button', { name: 'Switch to Max' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Max' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('That is your plan already.');
    expect(within(dialog).getByRole('button', { name: 'Pay and switch' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Pay $185.94 and switch' }),
    ).toBeEnabled();
  });

  it('keeps the plan when the dialog is left, and gives focus back to the plan’s button', async () => {
    const user = userEvent.setup();
    const { opened } = await renderManaged();
    const switchButton = await within(planCard('Max')).findByRole('button', {
      name: 'Switch to Max',
    });
    await user.click(switchButton);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Max' });
    await within(dialog).findByText('To pay now');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switchButton).toHaveFocus();

    await user.click(switchButton);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep current plan' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opened).toEqual([]);
  });
});

describe('cancelling and resuming on the pricing page', () => {
  it('cancels at the end of the period by default, then offers Resume', async () => {
    const user = userEvent.setup();
    const { calls } = await renderManaged();
    const bar = await subscriptionBar();
    expect(bar).toHaveTextContent('Billed annually');
    expect(bar).toHaveTextContent('Renews on March 5, 2027');

    await user.click(await enabledButton(bar, 'Cancel subscription'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro subscription?' });
    const atPeriodEnd = within(dialog).getByRole('radio', { name: 'At the end of the period' });
    expect(atPeriodEnd).toBeChecked();
    expect(atPeriodEnd).toHaveAccessibleDescription(
      'You keep Pro until March 5, 2027, then Free. You can resume before then.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Now' })).toHaveAccessibleDescription(
      'Your plan ends now; no refund for the rest of the period.',
    );
    const profileReads = calls('GET', '/api/user/profile').length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/api/billing/cancel').map((request) => request.body)).toEqual([
      { when: 'period_end' },
    ]);
    expect(await within(bar).findByText('Active until March 5, 2027, then Free')).toBeVisible();
    expect(within(bar).getByRole('status')).toHaveTextContent(
      'Cancelled. You keep Pro until March 5, 2027, then Free.',
    );
    expect(within(planCard('Pro')).getByText('Cancels on March 5, 2027')).toBeVisible();
    await waitFor(() =>
      expect(calls('GET', '/api/user/profile').length).toBeGreaterThan(profileReads),
    );

    await user.click(within(bar).getByRole('button', { name: 'Resume subscription' }));
    expect(await within(bar).findByText('Renews on March 5, 2027')).toBeVisible();
    expect(within(bar).getByRole('status')).toHaveTextContent(
      'Resumed. Pro renews on March 5, 2027.',
    );
    expect(calls('POST', '/api/billing/resume')).toHaveLength(1);
    expect(within(planCard('Pro')).queryByText(/Cancels on/)).toBeNull();
  });

  it('cancels at once when chosen, and then offers the plans to buy', async () => {
    const user = userEvent.setup();
    const { calls } = await renderManaged();
    const bar = await subscriptionBar();
    await user.click(await enabledButton(bar, 'Cancel subscription'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(
      await screen.findByText('Your Pro plan has ended. You are on the Free plan now.'),
    ).toHaveAttribute('role', 'status');
    expect(calls('POST', '/api/billing/cancel').map((request) => request.body)).toEqual([
      { when: 'now' },
    ]);
    expect(
      await within(planCard('Pro')).findByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();
    expect(screen.queryByText('Current plan', { selector: 'article *' })).toBeNull();
  });

  it('keeps the dialog open with the reason when cancelling fails', async () => {
    const user = userEvent.setup();
    await renderManaged({ 'POST /api/billing/cancel': 'network-error' });
    const bar = await subscriptionBar();
    await user.click(await enabledButton(bar, 'Cancel subscription'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Network error, please try again later',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(bar).getByText('Renews on March 5, 2027')).toBeVisible();
  });

  it('shows a one-period subscription as ending, with Cancel but no Resume', async () => {
    await renderManaged({}, { ...PRO_ANNUAL_SUBSCRIPTION, renews: false });
    const bar = await subscriptionBar();
    expect(within(bar).getByText('Active until March 5, 2027, then Free')).toBeVisible();
    await enabledButton(bar, 'Cancel subscription');
    expect(within(bar).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(within(planCard('Pro')).queryByText(/Cancels on/)).toBeNull();
  });

  it('shows no subscription bar on the Free plan', async () => {
    await renderManaged({}, null);
    expect(
      await within(planCard('Pro')).findByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const user = userEvent.setup();
    await renderManaged({}, { ...PRO_ANNUAL_SUBSCRIPTION, status: 'cancelling', renews: false });
    const bar = await screen.findByRole('region', { name: '当前方案：专业版' });
    expect(bar).toHaveTextContent('有效期至 2027年3月5日，之后转为免费版');
    expect(within(planCard('专业版')).getByText('将于 2027年3月5日 取消')).toBeVisible();
    expect(within(bar).getByRole('button', { name: '恢复订阅' })).toBeEnabled();
    await user.click(within(planCard('旗舰版')).getByRole('button', { name: '改订旗舰版' }));
    const dialog = await screen.findByRole('dialog', { name: '改订旗舰版' });
    expect(await within(dialog).findByText('本次应付')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: '支付 US$185.94 并切换' })).toBeEnabled();
  });
});
