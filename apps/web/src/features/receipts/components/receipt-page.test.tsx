import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { PAYMENT_NOT_FOUND, receiptReply } from '../../../test/billing-server.ts';
import { profileReply } from '../../../test/checkout-server.ts';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

function renderReceipt(reply: StubReply | (() => StubReply), id = 'pay_3') {
  const server = stubFetch({
    'GET /api/user/profile': profileReply(),
    [`GET /api/billing/payments/${id}`]: reply,
  });
  const view = renderApp(`/receipts/${id}`, undefined, { auth: signedIn() });
  return { ...view, ...server };
}

const detail = (label: string) => screen.getByText(label).nextElementSibling;

beforeAll(async () => {
  await Promise.all([import('./receipt-page.tsx'), import('@idealens/shared/billing')]);
});

describe('a receipt at /receipts/{id}', { timeout: 15_000 }, () => {
  it('shows who paid, when, for what, how much and through whom, marked paid', async () => {
    const { requests } = renderReceipt(
      receiptReply({
        id: 'pay_3',
        kind: 'switch',
        paidAt: '2026-09-01T12:00:00.000Z',
        plan: 'Max',
        billingPeriod: 'annual',
        amount: 18594,
        credit: 6594,
        providerReference: 'cs_switch_1',
        pointsGranted: 150,
      }),
    );
    const article = await screen.findByRole('article', { name: 'Receipt' }, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    expect(within(article).getByText('IdeaLens')).toBeVisible();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('IL-2026-000042');
    expect(screen.getByTestId('paid-stamp')).toHaveTextContent('Paid');
    expect(detail('Date paid')).toHaveTextContent('September 1, 2026');
    expect(detail('Billed to')).toHaveTextContent('Ada Lovelace');
    expect(detail('Billed to')).toHaveTextContent('ada@example.com');
    expect(detail('Payment provider')).toHaveTextContent('Sandbox checkout (test payment');
    expect(detail('Provider reference')).toHaveTextContent('cs_switch_1');

    const items = within(within(article).getByRole('table', { name: 'What was paid for' }));
    const [, planRow, creditRow] = items.getAllByRole('row');
    expect(planRow).toHaveTextContent('Max plan, one year');
    expect(planRow).toHaveTextContent('Plan switch · 150 analysis points');
    expect(planRow).toHaveTextContent('$251.88');
    expect(creditRow).toHaveTextContent('Credit for the unused part of the previous plan');
    expect(creditRow).toHaveTextContent('−$65.94');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$185.94');
    expect(article).toHaveTextContent('All amounts in USD');
    await waitFor(() => expect(document.title).toBe('Receipt IL-2026-000042 · IdeaLens'));

    const asked = requests.find((request: StubRequest) => request.path.startsWith('/api/billing'));
    expect(asked?.path).toBe('/api/billing/payments/pay_3');
  });

  it('has no credit line for a plain purchase', async () => {
    renderReceipt(receiptReply({ id: 'pay_3', amount: 13188, credit: 0 }));
    await screen.findByRole('article', { name: 'Receipt' }, LOAD);
    expect(screen.queryByText('Credit for the unused part of the previous plan')).toBeNull();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$131.88');
  });

  it('prints with the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderReceipt(receiptReply({ id: 'pay_3' }));
    await screen.findByRole('article', { name: 'Receipt' }, LOAD);
    const button = screen.getByRole('button', { name: 'Print' });
    // The buttons and the way back are not on paper; the site's header and footer neither.
    expect(button.parentElement).toHaveClass('print:hidden');
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says clearly when there is no such receipt, with the way back to the profile', async () => {
    renderReceipt(PAYMENT_NOT_FOUND, 'pay_nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt not found' }, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Receipt not found · IdeaLens'));
  });

  it('says when the receipt could not be loaded, and loads it on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderReceipt(() => (fail ? { status: 503 } : receiptReply({ id: 'pay_3' })));
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The receipt could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeVisible();
  });

  it('asks visitors to sign in', async () => {
    const { requests } = stubFetch({});
    renderApp('/receipts/pay_3');
    expect(await screen.findByText('Sign in to see your receipts.', {}, LOAD)).toBeVisible();
    expect(
      requests.filter((request: StubRequest) => request.path.startsWith('/api/billing')),
    ).toEqual([]);
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderReceipt(
      receiptReply({ id: 'pay_3', plan: 'Pro', billingPeriod: 'monthly', amount: 1299 }),
    );
    const article = await screen.findByRole('article', { name: '收据' }, LOAD);
    expect(within(article).getByText('已付款')).toBeVisible();
    expect(article).toHaveTextContent('专业版，一个月');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('US$12.99');
    expect(screen.getByRole('button', { name: '打印' })).toBeVisible();
  });
});
