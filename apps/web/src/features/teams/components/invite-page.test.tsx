import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createAuthDouble, signedIn } from '../../../test/auth-double.tsx';
import { pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  invitation,
  JOINED_TEAM_ID,
  type StoredInvitation,
  teamsServer,
} from '../../../test/teams-server.ts';

const LOAD = { timeout: 5000 };

function renderInvite(
  token: string,
  { signedInAs = true, invitations = {} as Record<string, StoredInvitation> } = {},
) {
  const server = teamsServer({ invitations });
  const { requests } = stubFetch({
    'GET /api/user/profile': profileReply(),
    'GET /api/user/points': pointsReply(2),
    ...server.routes,
  });
  const view = renderApp(`/invites/${token}`, undefined, {
    auth: signedInAs ? signedIn() : createAuthDouble(),
  });
  const calls = (method: string) =>
    requests.filter(
      (request: StubRequest) =>
        request.method === method && request.path.startsWith('/api/invites'),
    );
  return { ...view, calls };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LOAD);

beforeAll(async () => {
  await Promise.all([import('./invite-page.tsx'), import('@idealens/shared/teams')]);
});

describe('an invitation at /invites/{token}', { timeout: 20_000 }, () => {
  it('shows a signed-out visitor what it offers, and signs them in back to it', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderInvite('tok_open', {
      signedInAs: false,
      invitations: { tok_open: invitation() },
    });
    expect(await heading('Grace Hopper invited you to join Acme Studio on IdeaLens')).toBeVisible();
    expect(screen.getByText('Sent to').nextElementSibling).toHaveTextContent('ada@example.com');
    expect(screen.getByText('Open until').nextElementSibling).toHaveTextContent(/Dec 3, 2026/);
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/invites/tok_open');
    expect(calls('POST')).toEqual([]);
  });

  it('lets a signed-in user join, and takes them to the team’s reports', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderInvite('tok_open', { invitations: { tok_open: invitation() } });
    await heading(/invited you to join Acme Studio/);
    await user.click(screen.getByRole('button', { name: 'Join Acme Studio' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.search).toBe(`?workspace=${JOINED_TEAM_ID}`);
    expect(router.state.location.state).toEqual({
      message: 'You joined Acme Studio. Its reports are here.',
    });
    expect(calls('POST').map((call) => call.path)).toEqual(['/api/invites/tok_open/accept']);
  });

  it('says an expired invitation has expired, and whom to ask for a new one', async () => {
    renderInvite('tok_old', {
      invitations: { tok_old: invitation({ status: 'expired' }) },
    });
    expect(await heading('This invitation has expired')).toBeVisible();
    expect(
      screen.getByText(/The invitation to Acme Studio was open until .*2026.* Ask Grace Hopper/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my teams' })).toHaveAttribute('href', '/teams');
  });

  it('says a used invitation was used, signed out too', async () => {
    renderInvite('tok_used', {
      signedInAs: false,
      invitations: { tok_used: invitation({ status: 'used', invitedBy: null }) },
    });
    expect(await heading('This invitation was already used')).toBeVisible();
    expect(screen.getByText(/ask the team’s owner for a new link/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in to accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to IdeaLens' })).toHaveAttribute('href', '/');
  });

  it('says an unknown invitation does not exist', async () => {
    renderInvite('tok_missing');
    expect(await heading('This invitation does not exist')).toBeVisible();
    expect(screen.getByText(/Ask the team’s owner to send you a new one/)).toBeVisible();
  });

  it('shows the invitation closed when it was used while the page was open', async () => {
    const user = userEvent.setup();
    const open = invitation();
    renderInvite('tok_raced', { invitations: { tok_raced: open } });
    await heading(/invited you to join Acme Studio/);
    // Someone else accepts it first.
    open.preview = { ...open.preview, status: 'used' };
    await user.click(screen.getByRole('button', { name: 'Join Acme Studio' }));
    expect(await heading('This invitation was already used')).toBeVisible();
  });

  it('says so when the team has no room left', async () => {
    const user = userEvent.setup();
    renderInvite('tok_full', { invitations: { tok_full: { ...invitation(), full: true } } });
    await heading(/invited you to join Acme Studio/);
    await user.click(screen.getByRole('button', { name: 'Join Acme Studio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The team is full. Ask its owner to make room, then open this link again.',
    );
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderInvite('tok_open', { signedInAs: false, invitations: { tok_open: invitation() } });
    expect(await heading('Grace Hopper 邀请你加入 IdeaLens 上的团队「Acme Studio」')).toBeVisible();
    const card = within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
    expect(card.getByRole('button', { name: '登录后接受邀请' })).toBeVisible();
    expect(card.getByText('发送至')).toBeVisible();
  });
});
