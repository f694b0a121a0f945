import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { MAX_PLAN } from '../../../test/api-keys-server.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { type ProfilePlan, pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  JOINED_TEAM_ID,
  ME,
  ME_AS_OWNER,
  NEW_INVITE_IDS,
  NEW_TEAM_ID,
  OWNED_TEAM_ID,
  pointsEntry,
  storedTeam,
  teamInvite,
  teamMember,
  teamsServer,
} from '../../../test/teams-server.ts';

type ServerOptions = NonNullable<Parameters<typeof teamsServer>[0]>;

const PRO_PLAN: ProfilePlan = { tier: 'premium', billingPeriod: 'monthly', currentPeriodEnd: null };
const LOAD = { timeout: 5000 };

function renderTeams({
  plan = MAX_PLAN,
  path = '/teams',
  ...options
}: ServerOptions & { plan?: ProfilePlan; path?: string } = {}) {
  const server = teamsServer({ max: plan.tier === 'pro', ...options });
  const { requests } = stubFetch({
    'GET /api/user/profile': profileReply(plan),
    'GET /api/user/points': pointsReply(42),
    ...server.routes,
  });
  const view = renderApp(path, undefined, { auth: signedIn() });
  const calls = (method: string, pathname: string) =>
    requests.filter(
      (request: StubRequest) => request.method === method && request.path === pathname,
    );
  return { ...view, server, requests, calls };
}

/** A team the signed-in user is a member of, owned by Grace. */
const joinedTeam = storedTeam({
  id: JOINED_TEAM_ID,
  name: 'Acme Studio',
  members: [
    teamMember({ role: 'owner', pointsSpent: 3 }),
    teamMember({ userId: ME, name: 'Ada Lovelace', email: 'ada@example.com', pointsSpent: 1 }),
  ],
});

const section = async (name: string) => within(await screen.findByRole('region', { name }, LOAD));

// The page's code and the contract's schemas, compiled once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./teams-page.tsx'), import('@idealens/shared/teams')]);
});

describe('the teams page', { timeout: 20_000 }, () => {
  it('offers Max to a user on another plan, says how joining works, and makes no team', async () => {
    const { calls } = renderTeams({ plan: PRO_PLAN });
    const upsell = await section('Team workspaces come with Max');
    expect(upsell.getByRole('link', { name: /See the Max plan/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByText('You are not in a team yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Joining someone else’s team' })).toBeVisible();
    expect(screen.getByText(/Open the invitation link while signed in/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
    expect(calls('POST', '/api/teams')).toEqual([]);
  });

  it('lets a Max user create a team, and shows it as its owner', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderTeams();
    const create = await section('Create a team');

    // Nothing is sent without a name.
    await user.click(create.getByRole('button', { name: 'Create team' }));
    expect(create.getByText('Give the team a name.')).toBeVisible();
    expect(create.getByLabelText('Team name')).toHaveFocus();
    expect(calls('POST', '/api/teams')).toEqual([]);

    await user.type(create.getByLabelText('Team name'), '  Northwind Ventures ');
    await user.click(create.getByRole('button', { name: 'Create team' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Northwind Ventures' }, LOAD),
    ).toBeVisible();
    expect(calls('POST', '/api/teams')).toEqual([
      expect.objectContaining({ body: { name: 'Northwind Ventures' } }),
    ]);
    expect(router.state.location.search).toBe(`?team=${NEW_TEAM_ID}`);
    expect(await screen.findByText('Team “Northwind Ventures” created')).toBeVisible();
    expect(screen.getByTestId('team-points')).toHaveTextContent('42');
    expect(
      screen.getByText('Your analysis points, shared by every member of the team.'),
    ).toBeVisible();
    const members = await section('Members');
    expect(members.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Owner');
    expect(screen.getByRole('link', { name: 'Open the team’s reports' })).toHaveAttribute(
      'href',
      `/tasks?workspace=${NEW_TEAM_ID}`,
    );
  });

  it('lets the owner invite by email, shows and copies the link, and withdraw it', async () => {
    const user = userEvent.setup();
    const { calls } = renderTeams({ teams: [storedTeam()] });
    const invites = await section('Invite people');
    expect(invites.getByText('2 of 10 places taken (members and open invitations).')).toBeVisible();
    expect(invites.getByText('No open invitations')).toBeVisible();

    // Not an address: said in words, nothing sent.
    await user.type(invites.getByLabelText('Email address'), 'alan');
    await user.click(invites.getByRole('button', { name: 'Send invitation' }));
    expect(
      await invites.findByText('Enter a full email address, such as name@example.com.'),
    ).toBeVisible();
    expect(calls('POST', `/api/teams/${OWNED_TEAM_ID}/invites`)).toEqual([]);

    await user.clear(invites.getByLabelText('Email address'));
    await user.type(invites.getByLabelText('Email address'), 'alan@example.com');
    await user.click(invites.getByRole('button', { name: 'Send invitation' }));

    expect(await invites.findByText('Invitation sent to alan@example.com.')).toBeVisible();
    expect(invites.getByText(/We emailed the link/)).toBeVisible();
    const link = `http://localhost/invites/tok_${NEW_INVITE_IDS[0].slice(-4)}`;
    expect(invites.getByTestId('invite-link')).toHaveTextContent(link);
    expect(calls('POST', `/api/teams/${OWNED_TEAM_ID}/invites`)).toEqual([
      expect.objectContaining({ body: { email: 'alan@example.com', language: 'en-US' } }),
    ]);
    const [copyFromNotice] = invites.getAllByRole('button', {
      name: 'Copy the invitation link for alan@example.com',
    });
    await user.click(copyFromNotice as HTMLElement);
    expect(await navigator.clipboard.readText()).toBe(link);

    // The list was read again: the invitation is open, and takes a place.
    const pending = within(await invites.findByRole('list', { name: 'Open invitations' }));
    expect(pending.getByText('alan@example.com')).toBeVisible();
    expect(pending.getByText(/^Expires /)).toBeVisible();
    expect(await invites.findByText(/^3 of 10 places taken/)).toBeVisible();

    await user.click(
      pending.getByRole('button', { name: 'Withdraw the invitation to alan@example.com' }),
    );
    expect(await screen.findByText('Invitation to alan@example.com withdrawn')).toBeVisible();
    expect(await invites.findByText('No open invitations')).toBeVisible();
    expect(
      calls('DELETE', `/api/teams/${OWNED_TEAM_ID}/invites/${NEW_INVITE_IDS[0]}`),
    ).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Invite people' })).toHaveFocus();
  });

  it('says in words that an address is a member already, or that the team is full', async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 8 }, (_, index) =>
      teamMember({
        userId: `user_${index}`,
        name: `Member ${index}`,
        email: `m${index}@example.com`,
      }),
    );
    renderTeams({
      teams: [storedTeam({ members: [ME_AS_OWNER, ...nine], invites: [] })],
    });
    const invites = await section('Invite people');
    await user.type(invites.getByLabelText('Email address'), 'm3@example.com');
    await user.click(invites.getByRole('button', { name: 'Send invitation' }));
    expect(await invites.findByRole('alert')).toHaveTextContent(
      'm3@example.com is already in the team.',
    );

    await user.clear(invites.getByLabelText('Email address'));
    await user.type(invites.getByLabelText('Email address'), 'last@example.com');
    await user.click(invites.getByRole('button', { name: 'Send invitation' }));
    expect(await invites.findByText('Invitation sent to last@example.com.')).toBeVisible();
    // Ten places taken: the form closes, and says why.
    expect(await invites.findByText(/^The team is full: 10 people/)).toBeVisible();
    expect(invites.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  });

  it('lets the owner remove a member after confirming it', async () => {
    const user = userEvent.setup();
    const { calls } = renderTeams({ teams: [storedTeam()] });
    const members = await section('Members');
    const grace = within(members.getByRole('row', { name: /Grace Hopper/ }));
    expect(grace.getByText('grace@example.com')).toBeVisible();
    expect(members.getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent(/Role\s*Member/);
    expect(grace.getByText('November 10, 2026')).toBeVisible();
    // No actions on the owner's own row.
    const me = within(members.getByRole('row', { name: /Ada Lovelace/ }));
    expect(me.getByText('You')).toBeVisible();
    expect(me.queryByRole('button')).not.toBeInTheDocument();

    await user.click(grace.getByRole('button', { name: 'Remove Grace Hopper from the team' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove Grace Hopper from Northwind Ventures?' }),
    );
    expect(dialog.getByText(/loses access to the team’s reports and points at once/)).toBeVisible();
    // Cancelled, nothing happens.
    await user.click(dialog.getByRole('button', { name: 'Keep them' }));
    expect(calls('DELETE', `/api/teams/${OWNED_TEAM_ID}/members/user_grace`)).toEqual([]);

    await user.click(grace.getByRole('button', { name: 'Remove Grace Hopper from the team' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Grace Hopper was removed from the team')).toBeVisible();
    await waitFor(() =>
      expect(members.queryByRole('row', { name: /Grace Hopper/ })).not.toBeInTheDocument(),
    );
    expect(calls('DELETE', `/api/teams/${OWNED_TEAM_ID}/members/user_grace`)).toHaveLength(1);
  });

  it('hands the team over after a confirmation that says the pool moves and the owner becomes a member', async () => {
    const user = userEvent.setup();
    const { calls } = renderTeams({ teams: [storedTeam()], points: { [ME]: 42, user_grace: 7 } });
    const members = await section('Members');
    const pointsReads = calls('GET', '/api/user/points').length;

    await user.click(members.getByRole('button', { name: 'Make Grace Hopper the owner' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Make Grace Hopper the owner of Northwind Ventures?',
      }),
    );
    expect(
      dialog.getByText(
        /The team and its points pool move to Grace Hopper: .* paid from their analysis points, not yours\. You become a member/,
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Make owner' }));

    expect(
      await screen.findByText('Grace Hopper is now the owner of Northwind Ventures'),
    ).toBeVisible();
    expect(calls('POST', `/api/teams/${OWNED_TEAM_ID}/owner`)).toEqual([
      expect.objectContaining({ body: { userId: 'user_grace' } }),
    ]);
    // The caller is a member now: the pool is Grace's, and the owner's tools are gone.
    await waitFor(() => expect(screen.getByTestId('team-points')).toHaveTextContent('7'));
    expect(
      within(members.getByRole('row', { name: /Grace Hopper/ })).getByText('Owner'),
    ).toBeVisible();
    expect(members.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeVisible();
    await waitFor(() =>
      expect(calls('GET', '/api/user/points').length).toBeGreaterThan(pointsReads),
    );
  });

  it('says so when the member to hand over to owns another team', async () => {
    const user = userEvent.setup();
    renderTeams({ teams: [storedTeam()], ownersElsewhere: ['user_grace'] });
    const members = await section('Members');
    await user.click(members.getByRole('button', { name: 'Make Grace Hopper the owner' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make owner' }),
    );
    expect(await members.findByRole('alert')).toHaveTextContent(
      'Grace Hopper already owns another team, so they cannot take this one over.',
    );
  });

  it('shows a member no owner actions, and lets them leave after confirming it', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderTeams({ teams: [joinedTeam], plan: PRO_PLAN });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Acme Studio' }, LOAD),
    ).toBeVisible();
    expect(screen.getByText('Owned by Grace Hopper')).toBeVisible();
    expect(
      screen.getByText('The owner’s analysis points, shared by every member of the team.'),
    ).toBeVisible();
    const members = await section('Members');
    expect(members.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(members.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
    // Not Max: no offer to start a team of their own.
    expect(screen.queryByRole('region', { name: 'Start a team of your own' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave Acme Studio?' }));
    await user.click(dialog.getByRole('button', { name: 'Leave team' }));

    expect(await screen.findByText('You left Acme Studio')).toBeVisible();
    expect(calls('DELETE', `/api/teams/${JOINED_TEAM_ID}/members/${ME}`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/teams');
    expect(await screen.findByText('You are not in a team yet.')).toBeVisible();
  });

  it('asks the owner to type the team’s name before deleting it', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderTeams({
      teams: [storedTeam(), joinedTeam],
      path: `/teams?team=${OWNED_TEAM_ID}`,
    });
    const exit = await section('Delete the team');
    expect(
      exit.getByText(/you cannot leave the team: make another member the owner first/),
    ).toBeVisible();
    await user.click(exit.getByRole('button', { name: 'Delete team' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete Northwind Ventures?' }),
    );
    expect(
      dialog.getByText(/The team’s reports go back to their authors as personal reports/),
    ).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete team' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type “Northwind Ventures” to confirm'), 'Northwind');
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type “Northwind Ventures” to confirm'), ' Ventures');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Team “Northwind Ventures” deleted')).toBeVisible();
    expect(calls('DELETE', `/api/teams/${OWNED_TEAM_ID}`)).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    // The team they are still in is shown instead.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Acme Studio' }, LOAD),
    ).toBeVisible();
  });

  it('switches between the caller’s teams and renames the owned one in place', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderTeams({ teams: [joinedTeam, storedTeam()] });
    const switcher = within(await screen.findByRole('navigation', { name: 'Your teams' }, LOAD));
    // The team they own comes first, and is shown first.
    const [first, second] = switcher.getAllByRole('link');
    expect(first).toHaveTextContent('Northwind Ventures');
    expect(first).toHaveAttribute('aria-current', 'page');
    await user.click(second as HTMLElement);
    expect(router.state.location.search).toBe(`?team=${JOINED_TEAM_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Acme Studio' }, LOAD),
    ).toBeVisible();

    await user.click(switcher.getByRole('link', { name: /Northwind Ventures/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Rename the team Northwind Ventures' }, LOAD),
    );
    const field = screen.getByLabelText('Team name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Northwind Capital{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Northwind Capital' }),
    ).toBeVisible();
    expect(calls('PATCH', `/api/teams/${OWNED_TEAM_ID}`)).toEqual([
      expect.objectContaining({ body: { name: 'Northwind Capital' } }),
    ]);
    await waitFor(() =>
      expect(switcher.getByRole('link', { name: /Northwind Capital/ })).toBeVisible(),
    );
  });

  it('shows the pool’s history, who spent what, page by page', async () => {
    const user = userEvent.setup();
    const history = [
      pointsEntry(1, { delta: 150, reason: 'grant', spentBy: null, taskName: null }),
      pointsEntry(2, { taskName: 'Indoor plant subscription' }),
      pointsEntry(3, { delta: 1, reason: 'refund', taskName: 'Drone delivery' }),
      ...Array.from({ length: 9 }, (_, index) => pointsEntry(index + 4)),
    ];
    const { calls } = renderTeams({ teams: [storedTeam({ history })] });
    const points = await section('Points history');
    const table = within(await points.findByRole('table', { name: /points history/ }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Owner’s plan');
    expect(rows[0]).toHaveTextContent('Points of the owner’s plan');
    expect(rows[0]).toHaveTextContent('+150');
    expect(rows[1]).toHaveTextContent('Grace Hopper');
    expect(rows[1]).toHaveTextContent('Deep analysis: Indoor plant subscription');
    expect(rows[1]).toHaveTextContent('−1');
    expect(within(rows[1] as HTMLElement).getByText('1 point spent')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Refund, analysis failed: Drone delivery');
    expect(rows[2]).toHaveTextContent('+1');

    expect(points.getByText('Page 1 of 2')).toBeVisible();
    await user.click(points.getByRole('button', { name: /Next/ }));
    expect(await points.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(table.getAllByRole('row').slice(1)).toHaveLength(2));
    expect(
      calls('GET', `/api/teams/${OWNED_TEAM_ID}/points`).map((call) => call.url.search),
    ).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });

  it('says so when the team has spent nothing yet', async () => {
    renderTeams({ teams: [storedTeam()] });
    const points = await section('Points history');
    expect(await points.findByText('No points spent yet')).toBeVisible();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderTeams({ teams: [storedTeam({ invites: [teamInvite()] })] });
    expect(await screen.findByRole('heading', { level: 1, name: '团队' }, LOAD)).toBeVisible();
    const invites = await section('邀请成员');
    expect(invites.getByText('已占用 3 / 10 个名额（成员和未接受的邀请）。')).toBeVisible();
    expect(invites.getByRole('button', { name: '撤回发给 alan@example.com 的邀请' })).toBeVisible();
    expect(screen.getByText('这是你的分析点数，团队每位成员都可以使用。')).toBeVisible();
    expect(screen.getByRole('button', { name: '删除团队' })).toBeVisible();
  });
});
