import type { PaymentRecord, PointsEntry } from '@idealens/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import {
  billingReply,
  PRO_ANNUAL_SUBSCRIPTION,
  payment,
  paymentsRoute,
  pointsEntry,
  pointsHistoryRoute,
} from '../../../test/billing-server.ts';
import { pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Routes = Parameters<typeof stubFetch>[0];

const PAYMENTS: PaymentRecord[] = [
  payment({
    id: 'pay_3',
    kind: 'switch',
    paidAt: '2026-09-01T12:00:00.000Z',
    plan: 'Max',
    amount: 18594,
    credit: 6594,
  }),
  payment({ id: 'pay_2', kind: 'renewal', paidAt: '2026-04-05T12:00:00.000Z', amount: 13188 }),
  payment({ id: 'pay_1', kind: 'purchase', paidAt: '2026-03-05T12:00:00.000Z' }),
];

const POINTS: PointsEntry[] = [
  pointsEntry({
    id: 'pts_4',
    at: '2026-11-20T09:30:00.000Z',
    delta: 1,
    reason: 'refund',
    source: { kind: 'task', taskId: 'task-9', title: 'Dog walking app' },
  }),
  pointsEntry({
    id: 'pts_3',
    at: '2026-11-20T09:00:00.000Z',
    delta: -1,
    reason: 'debit',
    source: { kind: 'task', taskId: 'task-9', title: 'Dog walking app' },
  }),
  pointsEntry({
    id: 'pts_2',
    at: '2026-11-05T12:00:00.000Z',
    delta: 30,
    reason: 'grant',
    source: { kind: 'plan', paymentId: 'pay_2', month: 3, plan: 'Pro' },
  }),
  pointsEntry({ id: 'pts_1' }),
];

function renderBilling(routes: Routes = {}) {
  const server = stubFetch({
    'GET /api/user/profile': profileReply(),
    'GET /api/user/points': pointsReply(2),
    'GET /api/billing': billingReply(PRO_ANNUAL_SUBSCRIPTION),
    'GET /api/billing/payments': paymentsRoute(PAYMENTS),
    'GET /api/user/points/history': pointsHistoryRoute(POINTS),
    ...routes,
  });
  renderApp('/profile', undefined, { auth: signedIn() });
  return server;
}

async function billingCard() {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'Billing' },
    { timeout: 5000 },
  );
  return within(heading.closest('section') as HTMLElement);
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

// The page's code and the contract's schemas, compiled once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./profile-page.tsx'), import('@idealens/shared/billing')]);
});

// The whole profile page renders in each test: on a busy machine that takes more than the default.
describe('the profile’s billing', { timeout: 15_000 }, () => {
  it('shows the plan in force, when it renews, and where to manage it', async () => {
    renderBilling();
    const card = await billingCard();
    expect(await card.findByTestId('billing-plan')).toHaveTextContent('Pro plan');
    expect(card.getByText('30 deep analyses per month · Billed annually')).toBeVisible();
    expect(card.getByText('Renews on March 5, 2027')).toBeVisible();
    expect(card.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/pricing');
    // The dialog's code arrives a moment later: its button waits for it.
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled(),
    );
  });

  it('says "Active until …, then Free" once cancelled, and resumes it', async () => {
    const user = userEvent.setup();
    let cancelling = true;
    const { requests } = renderBilling({
      'GET /api/billing': () =>
        billingReply(
          cancelling
            ? { ...PRO_ANNUAL_SUBSCRIPTION, status: 'cancelling', renews: false }
            : PRO_ANNUAL_SUBSCRIPTION,
        ),
      'POST /api/billing/resume': () => {
        cancelling = false;
        return billingReply(PRO_ANNUAL_SUBSCRIPTION);
      },
    });
    const card = await billingCard();
    expect(await card.findByText('Active until March 5, 2027, then Free')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Resume subscription' }));
    expect(await card.findByText('Renews on March 5, 2027')).toBeVisible();
    expect(
      requests.filter((request: StubRequest) => request.path === '/api/billing/resume'),
    ).toHaveLength(1);
  });

  it('cancels from the profile with the same dialog, sending when', async () => {
    const user = userEvent.setup();
    let subscription = PRO_ANNUAL_SUBSCRIPTION;
    const { requests } = renderBilling({
      'GET /api/billing': () => billingReply(subscription),
      'POST /api/billing/cancel': () => {
        subscription = { ...subscription, status: 'cancelling', renews: false };
        return billingReply(subscription);
      },
    });
    const card = await billingCard();
    await user.click(await card.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await card.findByText('Active until March 5, 2027, then Free')).toBeVisible();
    expect(card.getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
    expect(
      requests
        .filter((request: StubRequest) => request.path === '/api/billing/cancel')
        .map((request) => request.body),
    ).toEqual([{ when: 'period_end' }]);
  });

  it('shows the Free plan with a way to the plans', async () => {
    renderBilling({ 'GET /api/billing': billingReply(null) });
    const card = await billingCard();
    expect(await card.findByTestId('billing-plan')).toHaveTextContent('Free plan');
    expect(card.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(card.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('lists the payments with their plan, kind, amount and receipt', async () => {
    renderBilling();
    await billingCard();
    const payments = section('Payments');
    const table = await payments.findByRole('table', { name: 'Your payments, newest first' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(3);
    const [switchRow, renewalRow] = rows as [HTMLElement, HTMLElement];
    expect(switchRow).toHaveTextContent('September 1, 2026');
    expect(switchRow).toHaveTextContent('Max · Annual');
    expect(switchRow).toHaveTextContent('Plan switch');
    expect(switchRow).toHaveTextContent('$185.94');
    expect(renewalRow).toHaveTextContent('Renewal');
    expect(
      within(switchRow).getByRole('link', {
        name: 'Receipt for the payment on September 1, 2026',
      }),
    ).toHaveAttribute('href', '/receipts/pay_3');
    expect(payments.queryByRole('navigation')).toBeNull();
  });

  it('pages the payments, previous and next, page x of y', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      payment({
        id: `pay_${index}`,
        paidAt: new Date(Date.UTC(2026, 10, 20 - index, 12)).toISOString(),
      }),
    );
    const { requests } = renderBilling({ 'GET /api/billing/payments': paymentsRoute(many) });
    await billingCard();
    const payments = section('Payments');
    const table = await payments.findByRole('table');
    expect(bodyRows(table)).toHaveLength(10);
    const pager = payments.getByRole('navigation', { name: 'Pages of payments' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    await waitFor(() => expect(bodyRows(payments.getByRole('table'))).toHaveLength(2));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    const asked = requests
      .filter((request: StubRequest) => request.path === '/api/billing/payments')
      .map((request) => request.url.search);
    expect(asked).toEqual(['?page=1&pageSize=10', '?page=2&pageSize=10']);
  });

  it('says so when there are no payments yet', async () => {
    renderBilling({
      'GET /api/billing': billingReply(null),
      'GET /api/billing/payments': paymentsRoute([]),
    });
    await billingCard();
    expect(await section('Payments').findByText('No payments yet')).toBeVisible();
    expect(section('Payments').queryByRole('table')).toBeNull();
  });

  it('says the payments could not be loaded, and loads them on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBilling({
      'GET /api/billing/payments': (request) =>
        fail
          ? { status: 404, body: { error: 'x', message: 'x', code: 'NOPE' } }
          : paymentsRoute(PAYMENTS)(request),
    });
    await billingCard();
    const alert = await section('Payments').findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your payments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await section('Payments').findByRole('table')).toBeVisible();
  });

  it('lists the points history with signed, worded changes and what each was for', async () => {
    renderBilling();
    await billingCard();
    const history = section('Points history');
    const table = await history.findByRole('table', {
      name: 'Analysis points added and used, newest first',
    });
    const [refund, debit, plan, free] = bodyRows(table) as HTMLElement[];

    expect(refund).toHaveTextContent('+1');
    expect(within(refund as HTMLElement).getByText('1 point refunded')).toHaveClass('sr-only');
    expect(refund).toHaveTextContent('Refund: analysis failed');

    const debitChange = within(debit as HTMLElement).getByText('−1');
    expect(debitChange).toHaveAttribute('aria-hidden', 'true');
    expect(debitChange.parentElement).toHaveClass('text-red-700');
    expect(within(debit as HTMLElement).getByText('1 point used')).toBeInTheDocument();
    expect(debit).toHaveTextContent('Deep analysis: Dog walking app');
    expect(
      within(debit as HTMLElement).getByRole('link', { name: 'Dog walking app' }),
    ).toHaveAttribute('href', '/analysis-result?taskId=task-9');

    expect(plan).toHaveTextContent('+30');
    expect(within(plan as HTMLElement).getByText('30 points added')).toBeInTheDocument();
    expect(
      within(plan as HTMLElement).getByRole('link', { name: 'Pro plan, month 3' }),
    ).toHaveAttribute('href', '/receipts/pay_2');

    expect(free).toHaveTextContent('Free monthly allowance (2026-11)');
    expect(within(free as HTMLElement).getByText('+2').parentElement).toHaveClass(
      'text-emerald-700',
    );
  });

  it('pages the points history', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) => pointsEntry({ id: `pts_${index}` }));
    renderBilling({ 'GET /api/user/points/history': pointsHistoryRoute(many) });
    await billingCard();
    const history = section('Points history');
    await history.findByRole('table');
    const pager = history.getByRole('navigation', { name: 'Pages of the points history' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
    await waitFor(() => expect(bodyRows(history.getByRole('table'))).toHaveLength(5));
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
  });

  it('has empty and error states of its own for the points history', async () => {
    renderBilling({ 'GET /api/user/points/history': pointsHistoryRoute([]) });
    await billingCard();
    expect(await section('Points history').findByText('No points history yet')).toBeVisible();
  });

  it('says the points history could not be loaded while the rest shows', async () => {
    renderBilling({ 'GET /api/user/points/history': 'network-error' });
    const card = await billingCard();
    expect(
      await section('Points history').findByText(
        'Failed to load your points history',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(await section('Payments').findByRole('table')).toBeVisible();
    expect(card.getByTestId('billing-plan')).toHaveTextContent('Pro plan');
  });

  it('shows skeletons while loading, then the subscription’s failure with a retry', async () => {
    renderBilling({
      'GET /api/billing': { status: 404, body: { error: 'x', message: 'x', code: 'X' } },
    });
    const card = await billingCard();
    expect(card.getByRole('status', { name: 'Loading your subscription…' })).toBeInTheDocument();
    expect(card.getByRole('status', { name: 'Loading your payments…' })).toBeInTheDocument();
    expect(await card.findByText('Failed to load your subscription')).toBeVisible();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderBilling();
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: '账单' },
      { timeout: 5000 },
    );
    const card = within(heading.closest('section') as HTMLElement);
    expect(await card.findByTestId('billing-plan')).toHaveTextContent('专业版');
    expect(card.getByText('将于 2027年3月5日 自动续订')).toBeVisible();
    const history = within(screen.getByRole('region', { name: '点数明细' }));
    expect(await history.findByText('免费版每月额度（2026-11）')).toBeVisible();
    expect(history.getByText('使用 1 点')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '付款记录' })).getAllByText('收据').length,
    ).toBeGreaterThan(0);
  });
});
