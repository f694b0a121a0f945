import type { AccountExport } from '@idealens/shared/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { HOME_NOTICE } from '../../../lib/storage-keys.ts';
import { createAuthDouble, signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { captureDownloads } from '../../../test/capture-downloads.ts';
import { pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const READY: AccountExport = {
  status: 'ready',
  requestedAt: '2026-07-05T10:00:00.000Z',
  readyAt: '2026-07-05T10:00:03.000Z',
  expiresAt: '2026-07-06T10:00:03.000Z',
  sizeBytes: 12_400,
  fileName: 'idealens-account-2026-07-05.zip',
};
const BUILDING: AccountExport = { status: 'building', requestedAt: '2026-07-05T10:00:00.000Z' };

const exportReply = (data: AccountExport, status = 200): StubReply => ({
  status,
  body: { success: true, data },
});
const refusal = (status: number, code: string, message = 'Refused'): StubReply => ({
  status,
  body: { error: 'Error', code, message },
});

/** The profile page with the given routes for the card's calls; the card, once it shows. */
async function renderCard(
  routes: Record<string, StubReply | ((request: StubRequest) => StubReply)>,
  auth = signedIn(),
) {
  const server = stubFetch({
    'GET /api/user/profile': profileReply(),
    'GET /api/user/points': pointsReply(2),
    ...routes,
  });
  const view = renderApp('/profile', undefined, { auth });
  const card = await screen.findByRole('region', { name: /^(Your data|你的数据)$/ });
  return { ...view, server, card: within(card), cardElement: card };
}

describe('the Your data card', { timeout: 20_000 }, () => {
  it('starts an export, shows it being built, then offers the zip with its size and expiry', async () => {
    const saved = captureDownloads();
    let state: AccountExport = { status: 'none' };
    const { card, server } = await renderCard({
      'GET /api/account/export': () => exportReply(state),
      'POST /api/account/export': () => {
        state = BUILDING;
        return exportReply(BUILDING, 202);
      },
      'GET /api/account/export/download': {
        file: 'PK zip bytes',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${READY.status === 'ready' ? READY.fileName : ''}"`,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Download my data' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await card.findByText(/Preparing your download/)).toHaveAttribute('role', 'status');

    // Built meanwhile: the card asks again by itself and shows the download.
    state = READY;
    expect(
      await card.findByText(
        /Your download is ready: 12\.4 kB, available until/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Download zip' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('idealens-account-2026-07-05.zip');
    expect(await saved[0]?.blob.text()).toBe('PK zip bytes');
  });

  it('says when a download has expired, offering a new one', async () => {
    let state: AccountExport = READY;
    const { card } = await renderCard({
      'GET /api/account/export': () => exportReply(state),
      'GET /api/account/export/download': () => {
        state = { status: 'none' };
        return refusal(404, 'EXPORT_NOT_READY');
      },
    });
    await userEvent.click(await card.findByRole('button', { name: 'Download zip' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'This download is no longer available. Make a new copy.',
    );
    expect(await card.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says when building failed, with a way to try again', async () => {
    const { card, server } = await renderCard({
      'GET /api/account/export': exportReply({
        status: 'failed',
        requestedAt: '2026-07-05T10:00:00.000Z',
      }),
      'POST /api/account/export': exportReply(BUILDING, 202),
    });
    expect(await card.findByRole('alert')).toHaveTextContent(
      'We could not prepare your download. Please try again.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText(/Preparing your download/)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says so when the export cannot be started or checked', async () => {
    const first = await renderCard({
      'GET /api/account/export': exportReply({ status: 'none' }),
      'POST /api/account/export': 'network-error',
    });
    const { card } = first;
    await userEvent.click(await card.findByRole('button', { name: 'Download my data' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Network error, please try again later',
    );
    first.unmount();

    const broken = await renderCard({
      'GET /api/account/export': refusal(500, 'INTERNAL_ERROR'),
    });
    expect(
      await broken.card.findByText('Could not check your data download.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('deletes the account after the email is typed, signs out and leaves word for the home page', async () => {
    const auth = signedIn();
    const { card, server } = await renderCard(
      {
        'GET /api/account/export': exportReply({ status: 'none' }),
        'DELETE /api/account': ({ body }) =>
          (body as { confirmEmail: string }).confirmEmail === TEST_USER.email?.toUpperCase()
            ? {
                body: {
                  success: true,
                  data: { deletedAt: '2026-07-05T10:00:00.000Z', paymentRecordsKept: 1 },
                },
              }
            : refusal(400, 'CONFIRMATION_MISMATCH'),
      },
      auth,
    );
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const inDialog = within(dialog);
    expect(dialog).toHaveTextContent('Your share links: they stop working for everyone');
    expect(dialog).toHaveTextContent(
      'Payment records the law requires us to keep: date, plan, amount, provider reference. No reports or ideas.',
    );
    const field = inDialog.getByLabelText(`To confirm, type your email: ${TEST_USER.email}`);

    // Nothing typed, or another address: refused on the spot, nothing sent.
    await user.click(inDialog.getByRole('button', { name: 'Delete my account' }));
    expect(inDialog.getByText('Please type your email')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.type(field, 'someone@example.com{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('That is not your account’s email');
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    // The email in another case is the same email.
    await user.clear(field);
    await user.type(field, `${TEST_USER.email?.toUpperCase()}{Enter}`);
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({ body: { confirmEmail: TEST_USER.email?.toUpperCase() } }),
    ]);
    expect(window.sessionStorage.getItem(HOME_NOTICE)).toBe(
      'Your account was deleted. Thank you for trying IdeaLens.',
    );
  });

  it('keeps the dialog and says why when the deletion is refused', async () => {
    const auth = signedIn();
    const { card } = await renderCard(
      {
        'GET /api/account/export': exportReply({ status: 'none' }),
        'DELETE /api/account': refusal(503, 'PAYMENT_PROVIDER_ERROR'),
      },
      auth,
    );
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Delete account…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox'), `${TEST_USER.email}{Enter}`);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your plan could not be cancelled at the payment provider, so nothing was deleted. Please try again later.',
    );
    expect(auth.signOut).not.toHaveBeenCalled();
    // Escape still closes it, back to the card's button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card.getByRole('button', { name: 'Delete account…' })).toHaveFocus();
  });

  it('shows the confirmation on the home page once signed out, once', async () => {
    window.sessionStorage.setItem(HOME_NOTICE, 'Your account was deleted.');
    stubFetch({});
    renderApp('/', undefined, { auth: createAuthDouble() });
    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(HOME_NOTICE)).toBeNull();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const { card } = await renderCard({ 'GET /api/account/export': exportReply(READY) });
    expect(await card.findByText(/下载文件已准备好：12\.4 kB，可下载至/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: '下载 zip 文件' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: '删除账户…' }));
    const dialog = await screen.findByRole('dialog', { name: '确定要删除账户吗？' });
    expect(dialog).toHaveTextContent('法律要求我们保留的付款记录');
  });
});
