import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BUILT_IN: StubReply = {
  body: {
    endpoint: 'http://localhost:3000',
    appId: 'idealens-web',
    resource: 'http://localhost:3000/api',
    builtIn: true,
  },
};
const LOGTO: StubReply = {
  body: {
    endpoint: 'https://tenant.logto.app/',
    appId: 'logto-app',
    resource: 'https://api.idealens.example',
    builtIn: false,
  },
};
const CHANGED: StubReply = {
  body: { success: true, data: { signedOutSessions: 2, currentSessionKept: true } },
};
const refusal = (status: number, code: string): StubReply => ({
  status,
  body: { error: 'Refused', code, message: `server words for ${code}` },
});

/** The profile page's password card, once it knows the sign-in provider. */
async function passwordCard(config: StubReply, change: StubReply | (() => StubReply) = CHANGED) {
  const stub = stubFetch({
    'GET /api/auth/config': config,
    'POST /api/user/password': change,
  });
  const auth = signedIn();
  const user = userEvent.setup();
  renderApp('/profile', undefined, { auth });
  const card = within(await screen.findByRole('region', { name: /^(Password|密码)$/ }));
  return { card, user, auth, requests: stub.requests };
}

async function fill(
  card: Awaited<ReturnType<typeof passwordCard>>['card'],
  user: ReturnType<typeof userEvent.setup>,
  values: { current?: string; next?: string; repeat?: string },
) {
  if (values.current)
    await user.type(await card.findByLabelText('Current password'), values.current);
  if (values.next) await user.type(card.getByLabelText('New password'), values.next);
  if (values.repeat) await user.type(card.getByLabelText('Repeat the new password'), values.repeat);
}

const passwordCalls = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/user/password');

describe('the profile’s password card', () => {
  it('changes the password and says the other devices were signed out', async () => {
    const { card, user, requests } = await passwordCard(BUILT_IN);
    await fill(card, user, { current: 'enigma-1936', next: 'turing-1912', repeat: 'turing-1912' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(
      await card.findByText('Password changed. Other devices were signed out.'),
    ).toBeInTheDocument();
    expect(passwordCalls(requests).map((request) => request.body)).toEqual([
      { currentPassword: 'enigma-1936', newPassword: 'turing-1912' },
    ]);
    // Nothing of the passwords stays on the page.
    expect(card.getByLabelText('Current password')).toHaveValue('');
    expect(card.getByLabelText('New password')).toHaveValue('');
  });

  it('says what is wrong before sending anything, and moves to the first field to fix', async () => {
    const { card, user, requests } = await passwordCard(BUILT_IN);
    await user.click(await card.findByRole('button', { name: 'Change password' }));
    expect(card.getByText('Please enter your current password')).toBeInTheDocument();
    expect(card.getByText('The password needs at least 8 characters')).toBeInTheDocument();
    expect(card.getByLabelText('Current password')).toHaveFocus();
    expect(card.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await fill(card, user, { current: 'enigma-1936', next: 'onlyletters' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(
      card.getByText('The password needs at least one letter and one digit'),
    ).toBeInTheDocument();
    expect(card.getByLabelText('New password')).toHaveFocus();

    await user.type(card.getByLabelText('New password'), '7');
    await user.type(card.getByLabelText('Repeat the new password'), 'something-else-1');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(card.getByText('The two new passwords do not match')).toBeInTheDocument();
    expect(passwordCalls(requests)).toEqual([]);
  });

  it('shows the rules the new password meets as it is typed', async () => {
    const { card, user } = await passwordCard(BUILT_IN);
    const rules = () => card.getByLabelText('New password').getAttribute('aria-describedby');
    await user.type(await card.findByLabelText('New password'), 'abc');
    expect(rules()).toBeTruthy();
    expect(card.getByText(/At least 8 characters/)).toHaveTextContent('(not yet)');
    expect(card.getByText(/A letter and a digit/)).toHaveTextContent('(not yet)');
    await user.type(card.getByLabelText('New password'), 'defgh1');
    expect(card.getByText(/At least 8 characters/)).toHaveTextContent('(done)');
    expect(card.getByText(/A letter and a digit/)).toHaveTextContent('(done)');
  });

  it('shows and hides the passwords', async () => {
    const { card, user } = await passwordCard(BUILT_IN);
    const current = await card.findByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(card.getByRole('button', { name: 'Show passwords' }));
    expect(current).toHaveAttribute('type', 'text');
    expect(card.getByLabelText('Repeat the new password')).toHaveAttribute('type', 'text');
    const hide = card.getByRole('button', { name: 'Hide passwords' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(current).toHaveAttribute('type', 'password');
  });

  it.each([
    ['CURRENT_PASSWORD_WRONG', 400, 'Current password', 'The current password is not right'],
    [
      'PASSWORD_TOO_COMMON',
      400,
      'New password',
      'This password is one of the most common ones. Please choose another',
    ],
  ])('puts the server’s %s on its field', async (code, status, field, words) => {
    const { card, user } = await passwordCard(BUILT_IN, refusal(status, code));
    await fill(card, user, { current: 'enigma-1936', next: 'password1', repeat: 'password1' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText(words)).toBeInTheDocument();
    expect(card.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByLabelText(field)).toHaveFocus();
  });

  it('says when too many wrong passwords hold the account, and when the network fails', async () => {
    const { card, user } = await passwordCard(BUILT_IN, refusal(429, 'TOO_MANY_PASSWORD_ATTEMPTS'));
    await fill(card, user, { current: 'enigma-1936', next: 'turing-1912', repeat: 'turing-1912' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. For your account’s safety, please wait a few minutes and try again.',
    );
    stubFetch({ 'GET /api/auth/config': BUILT_IN, 'POST /api/user/password': 'network-error' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(card.getByRole('alert')).toHaveTextContent('Network error, please try again later'),
    );
  });

  it('asks to sign in again when the server could not keep this sign-in', async () => {
    const { card, user, auth } = await passwordCard(BUILT_IN, {
      body: { success: true, data: { signedOutSessions: 1, currentSessionKept: false } },
    });
    await fill(card, user, { current: 'enigma-1936', next: 'turing-1912', repeat: 'turing-1912' });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(
      await card.findByText(
        'Password changed. Every device was signed out, this one too: please sign in again.',
      ),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Sign out, then sign in again' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  });

  it('links to the provider’s account page with an external provider, with no form', async () => {
    const { card } = await passwordCard(LOGTO);
    const link = await card.findByRole('link', {
      name: /^Change your password at your sign-in provider\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://tenant.logto.app/account/password');
    expect(link).toHaveAttribute('target', '_blank');
    expect(card.queryByLabelText('Current password')).toBeNull();
  });

  it('offers a retry when the sign-in settings cannot be read', async () => {
    const { card, user } = await passwordCard({
      status: 503,
      body: { error: 'x', code: 'SERVICE_UNAVAILABLE', message: 'down' },
    });
    expect(
      await card.findByText('Could not load your sign-in settings', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    stubFetch({ 'GET /api/auth/config': BUILT_IN });
    await user.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByLabelText('Current password')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const { card, user } = await passwordCard(BUILT_IN);
    await user.click(await card.findByRole('button', { name: '修改密码' }));
    expect(card.getByText('请输入当前密码')).toBeInTheDocument();
    expect(card.getByText('密码至少需要 8 个字符')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  });
});
