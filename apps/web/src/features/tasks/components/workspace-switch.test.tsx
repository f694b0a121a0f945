import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { WORKSPACE } from '../../../lib/storage-keys.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeAnalysisServer, makeReport, makeTask } from '../../../test/tasks-server.ts';
import {
  OTHER_TEAM_ID,
  TEAM_ID,
  teamSummary,
  workspaceRoutes,
} from '../../../test/workspace-server.ts';

/** The first render also loads the page's code: give it time on a busy machine. */
const LOADED = { timeout: 15_000 };

const TEAM = teamSummary({ name: 'Studio North', points: 7 });
const OTHER_TEAM = teamSummary({ id: OTHER_TEAM_ID, name: 'Side Projects', role: 'owner' });

function servers() {
  return {
    personal: new FakeAnalysisServer({
      tasks: [makeTask(1, { taskName: 'My own idea' })],
      reports: [makeReport(1, { reportTitle: 'My own report' })],
    }),
    team: new FakeAnalysisServer({
      tasks: [makeTask(2, { taskName: 'Team idea' })],
      reports: [makeReport(2, { reportTitle: 'Team report' })],
    }),
    // A team with nothing filed under it yet.
    other: new FakeAnalysisServer({}),
  };
}

function renderCenter(path = '/tasks', teams = [TEAM, OTHER_TEAM]) {
  const { personal, team, other } = servers();
  const http = stubFetch(
    workspaceRoutes({ teams, personal, byTeam: { [TEAM_ID]: team, [OTHER_TEAM_ID]: other } }),
  );
  const view = renderApp(path, undefined, { auth: signedIn() });
  return { ...view, ...http };
}

const taskList = () => screen.findByRole('list', { name: 'Your tasks' }, LOADED);
const workspaceSwitch = () => screen.findByRole('combobox', { name: 'Workspace' }, LOADED);

/** The `teamId` of every task and report list request (null: personal). */
function listTeamIds(requests: StubRequest[], path: string) {
  return requests
    .filter((request) => request.path === path)
    .map((request) => request.url.searchParams.get('teamId'));
}

describe('the Analysis Center’s workspaces', { timeout: 30_000 }, () => {
  it('offers no switch to a user without teams', async () => {
    const { requests } = renderCenter('/tasks', []);
    expect(within(await taskList()).getByText('My own idea')).toBeVisible();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/teams')).toBe(true),
    );
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
    expect(listTeamIds(requests, '/api/analysis/tasks').every((teamId) => teamId === null)).toBe(
      true,
    );
  });

  it('switches to a team: its tasks and reports, its pool, its page, and the address', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderCenter();
    const select = await workspaceSwitch();
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Personal', 'Studio North', 'Side Projects']);
    expect(within(await taskList()).getByText('My own idea')).toBeVisible();

    await user.selectOptions(select, 'Studio North');
    const list = await taskList();
    await waitFor(() => expect(within(list).getByText('Team idea')).toBeVisible());
    expect(within(list).queryByText('My own idea')).toBeNull();
    expect(router.state.location.search).toBe(`?workspace=${TEAM_ID}`);
    expect(listTeamIds(requests, '/api/analysis/tasks')).toContain(TEAM_ID);
    expect(
      screen.getByText(
        'Team Studio North — reports here are visible to every member; points come from the team’s pool (7 left).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Team page' })).toHaveAttribute(
      'href',
      `/teams?team=${TEAM_ID}`,
    );

    await user.click(screen.getByRole('tab', { name: 'Historical reports' }));
    const reports = await screen.findByRole('list', { name: 'Your reports' }, LOADED);
    expect(within(reports).getByText('Team report')).toBeVisible();
    expect(within(reports).queryByText('My own report')).toBeNull();
    expect(listTeamIds(requests, '/api/reports')).toEqual([TEAM_ID]);
    expect(router.state.location.search).toBe(`?workspace=${TEAM_ID}&tab=reports`);

    // A team with nothing in it yet says so in a team's words.
    await user.selectOptions(await workspaceSwitch(), 'Side Projects');
    expect(
      await screen.findByText('No team reports yet — analyze an idea for the team'),
    ).toBeVisible();
    expect(listTeamIds(requests, '/api/reports')).toContain(OTHER_TEAM_ID);
    await user.click(screen.getByRole('tab', { name: 'Task status' }));
    expect(await screen.findByText('No analyses in this team yet')).toBeVisible();

    await user.selectOptions(await workspaceSwitch(), 'Personal');
    expect(within(await taskList()).getByText('My own idea')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/Only you see your personal tasks and reports/)).toBeVisible();
  });

  it('opens on the workspace of the last visit, in the address too', async () => {
    const user = userEvent.setup();
    const first = renderCenter();
    await user.selectOptions(await workspaceSwitch(), 'Studio North');
    await waitFor(() => expect(window.localStorage.getItem(WORKSPACE)).toBe(TEAM_ID));
    first.unmount();

    const { requests, router } = renderCenter('/tasks');
    expect(await workspaceSwitch()).toHaveValue(TEAM_ID);
    expect(within(await taskList()).getByText('Team idea')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(`?workspace=${TEAM_ID}`));
    // The personal lists were never asked for on the way.
    expect(listTeamIds(requests, '/api/analysis/tasks')).not.toContain(null);
  });

  it('falls back to Personal, saying so, for a team the user is no longer in', async () => {
    const { router, requests } = renderCenter(`/tasks?workspace=${TEAM_ID}&tab=reports`, [
      OTHER_TEAM,
    ]);
    expect(
      await screen.findByText(
        'You are no longer a member of that team. Your personal workspace is shown instead.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    expect(await workspaceSwitch()).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reports'));
    const reports = await screen.findByRole('list', { name: 'Your reports' }, LOADED);
    expect(within(reports).getByText('My own report')).toBeVisible();
    expect(listTeamIds(requests, '/api/reports')).toEqual([null]);
    expect(window.localStorage.getItem(WORKSPACE)).toBeNull();
  });

  it('forgets a remembered team that was deleted, with the same notice', async () => {
    window.localStorage.setItem(WORKSPACE, TEAM_ID);
    renderCenter('/tasks', []);
    expect(
      await screen.findByText(/You are no longer a member of that team/, {}, LOADED),
    ).toBeVisible();
    expect(within(await taskList()).getByText('My own idea')).toBeVisible();
    expect(window.localStorage.getItem(WORKSPACE)).toBeNull();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    renderCenter(`/tasks?workspace=${TEAM_ID}`);
    const select = await screen.findByRole('combobox', { name: '工作区' }, LOADED);
    expect(within(select).getByRole('option', { name: '个人' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        '团队 Studio North —— 这里的报告所有成员都能看到；分析点数来自团队点数池（还剩 7 点）。',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '团队页面' })).toBeVisible();
  });
});
