import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { WORKSPACE } from '../../../lib/storage-keys.ts';
import { createAuthDouble, signedIn } from '../../../test/auth-double.tsx';
import { MEAL_PLANNER_READING } from '../../../test/brief-reading.ts';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TEAM_ID, teamList, teamSummary } from '../../../test/workspace-server.ts';

const LOADED = { timeout: 15_000 };
const IDEA = 'A subscription app that plans family dinners from what is already in the fridge';
const TASK_ID = '2b1f7c3e-8d4a-4f5b-9c6d-1e2f3a4b5c6d';
const TEAM = teamSummary({ name: 'Studio North', points: 7 });

const READING = MEAL_PLANNER_READING;

function points(analysisPoints: number): StubReply {
  return {
    body: {
      success: true,
      data: { analysisPoints, totalPointsEarned: 3, totalPointsUsed: 3 - analysisPoints },
    },
  };
}

const accepted: StubReply = {
  body: { taskId: TASK_ID, status: 'queued', queuePosition: 0, estimatedCompletionTime: null },
};

async function renderHome({
  teams = [TEAM],
  personalPoints = 2,
}: {
  teams?: ReturnType<typeof teamSummary>[];
  personalPoints?: number;
} = {}) {
  const server = stubFetch({
    'GET /api/user/points': points(personalPoints),
    'GET /api/teams': teamList(teams),
    'POST /api/analysis/brief': { body: { success: true, data: READING } },
    'POST /api/analysis/submit': accepted,
    'GET /api/analysis/tasks': { body: { tasks: [], total: 0 } },
    'GET /api/reports': {
      body: {
        success: true,
        data: { reports: [], pagination: { current: 1, total: 0, totalCount: 0 } },
      },
    },
  });
  const user = userEvent.setup();
  const view = renderApp('/', undefined, { auth: signedIn() });
  const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
  return { ...view, ...server, user, textarea };
}

const fileUnder = () => screen.findByRole('combobox', { name: 'File under' }, LOADED);
const form = () => within(screen.getByRole('region', { name: 'Describe your startup idea' }));
const submitted = (requests: { path: string; body: unknown }[]) =>
  requests.filter((request) => request.path === '/api/analysis/submit').map(({ body }) => body);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('filing an analysis under a team', { timeout: 30_000 }, () => {
  it('offers no choice to a user without teams', async () => {
    const { requests } = await renderHome({ teams: [] });
    expect(await form().findByText('You have 2 analysis points')).toBeVisible();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/teams')).toBe(true),
    );
    expect(screen.queryByRole('combobox', { name: 'File under' })).toBeNull();
  });

  it('asks for no teams for visitors', async () => {
    const { requests } = stubFetch({
      'GET /api/analysis/queue-status': {
        body: {
          queue: { queuedTasks: 0, processingTasks: 0, averageProcessingMs: 0, estimatedWaitMs: 0 },
        },
      },
    });
    renderApp('/', undefined, { auth: createAuthDouble() });
    await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/analysis/queue-status')).toBe(true),
    );
    expect(requests.some((request) => request.path === '/api/teams')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'File under' })).toBeNull();
  });

  it('files a quick analysis under the team chosen, showing the team’s pool', async () => {
    const { user, textarea, requests } = await renderHome();
    const select = await fileUnder();
    expect(select).toHaveValue('');
    expect(form().getByText(/Only you will see the report/)).toBeVisible();
    await user.selectOptions(select, 'Studio North');
    expect(form().getByText('Studio North’s pool has 7 analysis points')).toBeVisible();
    expect(select).toHaveAccessibleDescription(
      'Every member of Studio North will see the report; a deep analysis is paid from the team’s pool.',
    );
    expect(form().getByText(/1 point from Studio North’s pool/)).toBeVisible();

    await user.type(textarea, IDEA);
    await user.click(screen.getByRole('button', { name: /Quick Analysis/ }));
    await waitFor(() => expect(submitted(requests)).toHaveLength(1));
    expect(submitted(requests)[0]).toEqual({
      type: 'simple',
      data: { idea: IDEA, language: 'en-US' },
      teamId: TEAM_ID,
    });
  });

  it('starts at the remembered workspace and pays a deep analysis from the pool', async () => {
    window.localStorage.setItem(WORKSPACE, TEAM_ID);
    const { user, textarea, requests, router } = await renderHome();
    expect(await fileUnder()).toHaveValue(TEAM_ID);
    await user.type(textarea, IDEA);
    await user.click(screen.getByRole('button', { name: /Deep Analysis/ }));

    const run = await screen.findByRole(
      'button',
      { name: 'Run deep analysis (1 point)' },
      { timeout: 15_000 },
    );
    // The review step shares the choice and checks the pool's points.
    expect(screen.getByRole('combobox', { name: 'File under' })).toHaveValue(TEAM_ID);
    expect(run).toHaveAccessibleDescription(
      'Studio North’s pool has 7; 6 points left after this one.',
    );
    await user.click(run);
    await waitFor(() => expect(submitted(requests)).toHaveLength(1));
    expect(submitted(requests)[0]).toMatchObject({ type: 'chat', teamId: TEAM_ID });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.search).toBe(`?workspace=${TEAM_ID}`);
  });

  it('stops a deep analysis when the pool is empty, not when the user’s own points are', async () => {
    const { user, textarea } = await renderHome({
      teams: [teamSummary({ name: 'Studio North', points: 0 })],
      personalPoints: 3,
    });
    await user.type(textarea, IDEA);
    await user.selectOptions(await fileUnder(), 'Studio North');
    const deep = screen.getByRole('button', { name: /Deep Analysis/ });
    expect(deep).toBeDisabled();
    expect(form().getByText(/Studio North’s pool has no analysis points left/)).toBeVisible();
    // A member cannot buy the owner's points.
    expect(form().queryByRole('link', { name: 'Get more points' })).toBeNull();

    await user.selectOptions(await fileUnder(), 'Personal');
    expect(deep).toBeEnabled();
    expect(form().getByText('You have 3 analysis points')).toBeVisible();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    stubFetch({ 'GET /api/user/points': points(2), 'GET /api/teams': teamList([TEAM]) });
    const user = userEvent.setup();
    renderApp('/', undefined, { auth: signedIn() });
    const select = await screen.findByRole('combobox', { name: '归档到' }, { timeout: 10_000 });
    await user.selectOptions(select, 'Studio North');
    expect(screen.getByText('Studio North 的团队点数池有 7 个分析点数')).toBeVisible();
    expect(select).toHaveAccessibleDescription(
      'Studio North 的每位成员都能看到这份报告；深度分析从团队点数池扣点。',
    );
  });
});
