import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createAuthDouble, signedIn } from '../../../test/auth-double.tsx';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeAnalysisServer, makeTask } from '../../../test/tasks-server.ts';
import { NEW_TASK_BANNER_MS } from '../new-task-banner.ts';

/** The first render also loads the page's code: give it time on a busy machine. */
const LOADED = { timeout: 5000 };

async function renderCenter(
  server: FakeAnalysisServer,
  { path = '/tasks', state }: { path?: string; state?: unknown } = {},
) {
  const http = stubFetch(server.routes());
  const view = renderApp(path, state, { auth: signedIn() });
  await screen.findByRole('tablist', {}, LOADED);
  return { ...view, ...http };
}

const taskList = () => screen.findByRole('list', { name: 'Your tasks' }, LOADED);
const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });
const summary = () => within(screen.getByRole('region', { name: 'Task summary' }));
const currentTasks = () => within(screen.getByRole('region', { name: 'Current tasks' }));

function count(label: string) {
  return summary().getByText(label).nextElementSibling;
}

function listQueries(requests: { path: string; url: URL }[]) {
  return requests
    .filter((request) => request.path === '/api/analysis/tasks')
    .map((request) => Object.fromEntries(request.url.searchParams));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// Whole-page tests on a shared two-core machine: room beyond the 5 s default.
describe('Analysis Center', { timeout: 30_000 }, () => {
  it('asks anonymous visitors to sign in and calls nothing', async () => {
    const { requests } = stubFetch({});
    renderApp('/tasks', undefined, { auth: createAuthDouble() });
    expect(
      await screen.findByRole('heading', { name: 'Login required' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis Center' })).toBeVisible();
    expect(requests.filter((request) => request.path.startsWith('/api/'))).toEqual([]);
  });

  it('says when a running task’s completion cannot be estimated, instead of a time', async () => {
    const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toISOString();
    const server = new FakeAnalysisServer({
      tasks: [
        makeTask(1, {
          taskName: 'Stuck in line',
          status: 'queued',
          progress: 0,
          stage: 'queued',
          queuePosition: 11,
          estimatedCompletionTime: null,
        }),
        makeTask(2, {
          taskName: 'Running late',
          status: 'processing',
          progress: 40,
          stage: 'researching',
          estimatedCompletionTime: null,
        }),
        makeTask(3, {
          taskName: 'On its way',
          status: 'queued',
          progress: 0,
          stage: 'queued',
          queuePosition: 1,
          estimatedCompletionTime: inFiveMinutes,
        }),
      ],
    });
    await renderCenter(server);
    const running = await currentTasks().findByRole('list', { name: 'Running tasks' }, LOADED);
    const item = (name: string) =>
      within(running)
        .getAllByRole('listitem')
        .find((element) => element.textContent?.includes(name)) as HTMLElement;
    await waitFor(() => expect(item('Stuck in line')).toBeDefined());
    expect(within(item('Stuck in line')).getByText('Position 11 in the queue')).toBeVisible();
    expect(
      within(item('Stuck in line')).getByText(
        'No estimate yet: nothing is being analysed right now',
      ),
    ).toBeVisible();
    expect(
      within(item('Running late')).getByText('Taking longer than usual: no estimate'),
    ).toBeVisible();
    expect(within(item('On its way')).getByText(/^Ready around /)).toBeVisible();
    expect(within(item('On its way')).queryByText(/No estimate/)).toBeNull();
  });

  it('counts processing, queued and completed tasks from the filtered lists’ totals', async () => {
    const server = new FakeAnalysisServer({
      tasks: [
        makeTask(1, { status: 'processing', progress: 30, stage: 'researching' }),
        makeTask(2, { status: 'processing', progress: 60, stage: 'synthesizing' }),
        makeTask(3, { status: 'queued', progress: 0, stage: 'queued', queuePosition: 1 }),
        makeTask(4),
        makeTask(5),
        makeTask(6),
        makeTask(7, { status: 'failed', stage: 'failed', errorMessage: 'Timed out' }),
      ],
    });
    const { requests } = await renderCenter(server);

    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis Center' })).toBeVisible();
    await waitFor(() => expect(count('Processing')).toHaveTextContent('2'));
    expect(count('Queued')).toHaveTextContent('1');
    expect(count('Completed')).toHaveTextContent('3');
    await waitFor(() => expect(document.title).toBe('Analysis Center · IdeaLens'));
    expect(screen.getByRole('tab', { name: 'Task status 3 unfinished' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Historical reports' })).toBeInTheDocument();
    expect(listQueries(requests)).toEqual(
      expect.arrayContaining([
        { status: 'processing', limit: '50', offset: '0' },
        { status: 'queued', limit: '50', offset: '0' },
        { status: 'completed', limit: '1', offset: '0' },
        { limit: '10', offset: '0' },
      ]),
    );
  });

  it('shows no unfinished badge when every task is done', async () => {
    await renderCenter(new FakeAnalysisServer({ tasks: [makeTask(1)] }));
    await taskList();
    await waitFor(() => expect(count('Completed')).toHaveTextContent('1'));
    expect(screen.getByRole('tab', { name: 'Task status' })).toBeInTheDocument();
    expect(currentTasks().getByText('No analysis is running right now.')).toBeInTheDocument();
  });

  it('shows each task with the badges, bar and actions its status allows', async () => {
    const server = new FakeAnalysisServer({
      tasks: [
        makeTask(1, { taskName: 'Fridge dinners', taskType: 'deep' }),
        makeTask(2, { taskName: 'Dog walking', taskType: 'simple' }),
        makeTask(3, {
          taskName: 'Moon hotel',
          status: 'failed',
          progress: 40,
          stage: 'failed',
          errorMessage: 'The model did not answer in time',
        }),
        makeTask(4, { taskName: 'Bike repair', status: 'queued', progress: 0, stage: 'queued' }),
        makeTask(5, {
          taskName: 'Tutor match',
          status: 'processing',
          progress: 45,
          stage: 'researching',
        }),
        makeTask(6, { taskName: '   ', status: 'processing', progress: 100, stage: 'finalizing' }),
      ],
    });
    await renderCenter(server);
    const list = await taskList();

    const deep = row(list, 'Fridge dinners');
    expect(within(deep).getByText('Completed')).toBeInTheDocument();
    expect(within(deep).getByText('Deep analysis')).toBeInTheDocument();
    expect(within(deep).getByText('100%')).toBeInTheDocument();
    expect(within(deep).getByText(makeTask(1).taskId)).toBeInTheDocument();
    expect(within(deep).getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      `/analysis-result?taskId=${makeTask(1).taskId}`,
    );
    expect(within(deep).getByRole('link', { name: 'Fridge dinners' })).toHaveAttribute(
      'href',
      `/analysis-result?taskId=${makeTask(1).taskId}`,
    );
    expect(within(deep).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(deep).queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(within(deep).queryByRole('progressbar')).toBeNull();

    const simple = row(list, 'Dog walking');
    expect(within(simple).getByText('Quick analysis')).toBeInTheDocument();
    expect(within(simple).getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      `/analysis-result?taskId=${makeTask(2).taskId}&type=simple`,
    );

    const failed = row(list, 'Moon hotel');
    expect(
      within(failed).getByText('Failed: The model did not answer in time'),
    ).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(within(failed).queryByRole('link', { name: 'View result' })).toBeNull();
    // Part way, yet failed: the bar follows the progress alone (0 < progress < 100).
    expect(within(failed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    const queued = row(list, 'Bike repair');
    expect(within(queued).getByText('Queued')).toBeInTheDocument();
    expect(within(queued).getByText('0%')).toBeInTheDocument();
    expect(within(queued).queryByRole('progressbar')).toBeNull();
    expect(within(queued).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(queued).queryByRole('button', { name: 'Delete' })).toBeNull();

    const processing = row(list, 'Tutor match');
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(
      within(processing).getByRole('progressbar', { name: 'Progress of Tutor match' }),
    ).toHaveAttribute('aria-valuenow', '45');
    expect(within(processing).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: 'Delete' })).toBeNull();

    const untitled = row(list, 'Untitled task');
    expect(within(untitled).getByText('100%')).toBeInTheDocument();
    expect(within(untitled).queryByRole('progressbar')).toBeNull();
  });

  it('lists a task whose status or type a later version added, neutrally, beside the others', async () => {
    const server = new FakeAnalysisServer({
      tasks: [
        makeTask(1, { taskName: 'Fridge dinners' }),
        {
          ...makeTask(2, { taskName: 'Paused idea', progress: 30 }),
          status: 'paused',
          taskType: 'bulk',
        },
      ],
    });
    await renderCenter(server);
    const list = await taskList();

    const paused = row(list, 'Paused idea');
    expect(within(paused).getByText('paused').parentElement).toHaveClass('bg-zinc-100');
    expect(within(paused).getByText('Unknown type')).toBeInTheDocument();
    // Neither refreshed nor deleted: only queued or processing, completed or failed tasks are.
    expect(within(paused).queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(within(paused).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row(list, 'Fridge dinners')).getByText('Completed')).toBeInTheDocument();
  });

  it('pages with previous and next only when there are more tasks than fit a page', async () => {
    const user = userEvent.setup();
    const server = new FakeAnalysisServer({
      tasks: Array.from({ length: 12 }, (_, index) => makeTask(index + 1)),
    });
    const { requests, router } = await renderCenter(server);
    const list = await taskList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');
    const pages = screen.getByRole('navigation', { name: 'Task pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(listQueries(requests)).toContainEqual({ limit: '10', offset: '10' });
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '20');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('navigation', { name: 'Task pages' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '5');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(
      within(screen.getByRole('navigation', { name: 'Task pages' })).getByText('Page 1 of 3'),
    ).toBeInTheDocument();
    expect(listQueries(requests)).toContainEqual({ limit: '5', offset: '0' });
  });

  it('shows no pager when the tasks fit exactly one page', async () => {
    await renderCenter(
      new FakeAnalysisServer({ tasks: Array.from({ length: 10 }, (_, i) => makeTask(i + 1)) }),
    );
    const list = await taskList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Task pages' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toBeInTheDocument();
  });

  it('refreshes one queued task from its status', async () => {
    const user = userEvent.setup();
    const task = makeTask(1, { taskName: 'Bike repair', status: 'queued', progress: 0 });
    const server = new FakeAnalysisServer({ tasks: [task] });
    const { requests } = await renderCenter(server);
    const list = await taskList();
    server.update(task.taskId, { status: 'processing', progress: 35, stage: 'analyzing' });

    await user.click(within(row(list, 'Bike repair')).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(row(list, 'Bike repair')).getByText('35%')).toBeVisible());
    expect(within(row(list, 'Bike repair')).getByText('Processing')).toBeInTheDocument();
    expect(requests.some((request) => request.path === `/api/analysis/status/${task.taskId}`)).toBe(
      true,
    );
  });

  it('says when a refreshed task no longer exists', async () => {
    const user = userEvent.setup();
    const task = makeTask(1, { taskName: 'Bike repair', status: 'queued', progress: 0 });
    const server = new FakeAnalysisServer({ tasks: [task] });
    server.overrides[`GET /api/analysis/status/${task.taskId}`] = {
      status: 404,
      body: { error: 'Not Found', message: 'Task does not exist', code: 'TASK_NOT_FOUND' },
    };
    await renderCenter(server);
    const list = await taskList();
    await user.click(within(row(list, 'Bike repair')).getByRole('button', { name: 'Refresh' }));
    expect(await within(row(list, 'Bike repair')).findByRole('alert')).toHaveTextContent(
      'Task does not exist',
    );
  });

  it('deletes a finished task only after the confirmation', async () => {
    const user = userEvent.setup();
    const server = new FakeAnalysisServer({
      tasks: [
        makeTask(1, { taskName: 'Fridge dinners' }),
        makeTask(2, { taskName: 'Dog walking' }),
      ],
    });
    const { requests } = await renderCenter(server);
    const list = await taskList();
    const deletes = () => requests.filter((request) => request.method === 'DELETE');

    await user.click(within(row(list, 'Fridge dinners')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this task?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Fridge dinners” will be removed from your task list. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    await user.click(within(row(list, 'Fridge dinners')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Fridge dinners' })).toBeNull(),
    );
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/analysis/tasks/${makeTask(1).taskId}`,
    ]);
    expect(row(list, 'Dog walking')).toBeInTheDocument();
    await waitFor(() => expect(count('Completed')).toHaveTextContent('1'));
    const notifications = screen.getByRole('region', { name: /^Notifications/ });
    expect(
      await within(notifications).findByText('“Fridge dinners” was removed from your tasks.'),
    ).toBeVisible();
  });

  it.each([
    ['the server’s message', 500, 'INTERNAL_ERROR', 'Storage is read-only', 'Storage is read-only'],
    ['the spec’s fallback', 500, 'INTERNAL_ERROR', '', 'Failed to delete task'],
    [
      'a known code in the interface language',
      409,
      'TASK_NOT_DELETABLE',
      'Only completed or failed tasks can be deleted',
      'Only completed or failed tasks can be deleted',
    ],
  ])('says a failed task deletion with %s', async (_, status, code, message, words) => {
    const user = userEvent.setup();
    const task = makeTask(1, { taskName: 'Fridge dinners' });
    const server = new FakeAnalysisServer({ tasks: [task] });
    server.overrides[`DELETE /api/analysis/tasks/${task.taskId}`] = {
      status,
      body: { error: 'Error', message, code },
    };
    await renderCenter(server);
    const list = await taskList();
    await user.click(within(row(list, 'Fridge dinners')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await within(row(list, 'Fridge dinners')).findByRole('alert');
    expect(alert).toHaveTextContent('Delete Failed');
    expect(alert).toHaveTextContent(words);
  });

  it('says when the task list cannot be read, and retries', async () => {
    const user = userEvent.setup();
    const server = new FakeAnalysisServer({ tasks: [makeTask(1, { taskName: 'Fridge dinners' })] });
    let failing = true;
    server.overrides['GET /api/analysis/tasks'] = (request) =>
      failing && !request.url.searchParams.has('status')
        ? { status: 403, body: { error: 'Forbidden', message: '', code: 'FORBIDDEN' } }
        : server.listTasks(request);
    await renderCenter(server);

    const tasksTab = screen.getByRole('tabpanel', { name: /Task status/ });
    const alert = await within(tasksTab).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get task list');
    // The rest of the center carries on.
    await waitFor(() => expect(count('Completed')).toHaveTextContent('1'));

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(row(await taskList(), 'Fridge dinners')).toBeInTheDocument();
  });

  it('invites a first analysis when there are no tasks', async () => {
    await renderCenter(new FakeAnalysisServer({}));
    expect(await screen.findByText('No analysis tasks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze an idea' })).toHaveAttribute('href', '/');
  });

  it('follows unfinished tasks live every 2 seconds until none is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const researching = makeTask(1, {
      taskName: 'Fridge dinners',
      status: 'processing',
      progress: 20,
      stage: 'researching',
    });
    const waiting = makeTask(2, {
      taskName: 'Dog walking',
      status: 'queued',
      progress: 0,
      stage: 'queued',
      queuePosition: 2,
    });
    const server = new FakeAnalysisServer({ tasks: [researching, waiting, makeTask(3)] });
    const { requests } = await renderCenter(server);
    const batches = () =>
      requests.filter((request) => request.path === '/api/analysis/status/batch');

    expect(await screen.findByText('Researching the market')).toBeInTheDocument();
    expect(currentTasks().getByText('Position 2 in the queue')).toBeInTheDocument();
    expect(
      currentTasks().getByRole('progressbar', { name: 'Progress of Fridge dinners' }),
    ).toHaveAttribute('aria-valuenow', '20');
    expect(batches()[0]?.body).toEqual({ taskIds: [researching.taskId, waiting.taskId] });

    server.update(researching.taskId, {
      status: 'failed',
      stage: 'failed',
      errorMessage: 'The model did not answer',
    });
    server.update(waiting.taskId, {
      status: 'processing',
      progress: 10,
      stage: 'analyzing',
      queuePosition: 0,
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await currentTasks().findByText('Task processing failed: The model did not answer'),
    ).toBeInTheDocument();
    expect(currentTasks().getByText('Analyzing the idea')).toBeInTheDocument();
    // The counts follow the change.
    await waitFor(() => expect(count('Queued')).toHaveTextContent('0'));
    expect(count('Processing')).toHaveTextContent('1');

    server.update(waiting.taskId, { status: 'completed', progress: 100, stage: 'completed' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await currentTasks().findByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      `/analysis-result?taskId=${waiting.taskId}`,
    );
    await waitFor(() => expect(count('Completed')).toHaveTextContent('2'));
    expect(screen.getByRole('tab', { name: 'Task status' })).toBeInTheDocument();

    const polled = batches().length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(batches()).toHaveLength(polled);
  });

  it('says when the live statuses cannot be read, and retries', async () => {
    const user = userEvent.setup();
    const server = new FakeAnalysisServer({
      tasks: [makeTask(1, { taskName: 'Fridge dinners', status: 'processing', progress: 20 })],
    });
    server.overrides['POST /api/analysis/status/batch'] = {
      status: 500,
      body: { error: 'Internal Server Error', message: '', code: 'INTERNAL_ERROR' },
    };
    await renderCenter(server);
    const alert = await currentTasks().findByRole('alert');
    expect(alert).toHaveTextContent('Batch query failed');
    delete server.overrides['POST /api/analysis/status/batch'];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentTasks().queryByRole('alert')).toBeNull());
  });

  it('shows the new task’s banner for 5 seconds, then forgets the router state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The clock runs on with real time while the page loads: the banner's 5 seconds are counted
    // from when its timer was set, however long a busy machine took to show it.
    const setTimer = window.setTimeout;
    let timerSetAt: number | undefined;
    vi.spyOn(window, 'setTimeout').mockImplementation(((
      handler: TimerHandler,
      delay?: number,
      ...rest: unknown[]
    ) => {
      if (delay === NEW_TASK_BANNER_MS) timerSetAt = Date.now();
      return setTimer(handler, delay, ...rest);
    }) as typeof window.setTimeout);
    const task = makeTask(1, { taskName: 'Fridge dinners', status: 'queued', progress: 0 });
    const { router } = await renderCenter(new FakeAnalysisServer({ tasks: [task] }), {
      state: { newTaskId: task.taskId, message: 'Your deep analysis task has been created.' },
    });
    const banner = await screen.findByText('Your deep analysis task has been created.');
    expect(screen.getByText(`Task ID: ${task.taskId}`)).toBeInTheDocument();
    expect(timerSetAt).toBeDefined();

    const elapsed = Date.now() - (timerSetAt ?? 0);
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, 4900 - elapsed)));
    expect(banner).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Your deep analysis task has been created.')).toBeNull();
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe('/tasks');
  });

  it('shows the word another page left (a team just joined) without a task id', async () => {
    await renderCenter(new FakeAnalysisServer({ tasks: [] }), {
      state: { message: 'You joined Northwind Studio. Its reports are here.' },
    });
    const notice = await screen.findByText('You joined Northwind Studio. Its reports are here.');
    expect(notice).toBeInTheDocument();
    expect(screen.queryByText(/^Task ID:/)).toBeNull();
  });

  it('shows the new task in the current tasks even when it finished before the page opened', async () => {
    const task = makeTask(1, { taskName: 'Fridge dinners', status: 'completed', progress: 100 });
    await renderCenter(new FakeAnalysisServer({ tasks: [task] }), {
      state: { newTaskId: task.taskId, message: 'Your deep analysis task has been created.' },
    });
    const link = await currentTasks().findByRole('link', { name: 'View result' });
    expect(link).toHaveAttribute('href', `/analysis-result?taskId=${task.taskId}`);
  });

  it('shows the banner on the tasks tab only', async () => {
    const task = makeTask(1);
    await renderCenter(new FakeAnalysisServer({ tasks: [task] }), {
      path: '/tasks?tab=reports',
      state: { newTaskId: task.taskId, message: 'Your deep analysis task has been created.' },
    });
    expect(await screen.findByRole('tab', { name: 'Historical reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByText('Your deep analysis task has been created.')).toBeNull();
  });

  it('refreshes all data from the button at the bottom', async () => {
    const user = userEvent.setup();
    const server = new FakeAnalysisServer({ tasks: [makeTask(1, { taskName: 'Fridge dinners' })] });
    const { requests } = await renderCenter(server);
    await taskList();
    const before = listQueries(requests).length;
    server.tasks.unshift(makeTask(9, { taskName: 'Dog walking' }));
    await user.click(screen.getByRole('button', { name: 'Refresh all data' }));
    expect(row(await taskList(), 'Dog walking')).toBeInTheDocument();
    expect(listQueries(requests).length).toBeGreaterThan(before);
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    await renderCenter(
      new FakeAnalysisServer({
        tasks: [makeTask(1, { taskName: '冰箱晚餐', status: 'processing', progress: 45 })],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '分析中心' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: '任务状态 1 个未完成' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '历史报告' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '你的任务' });
    expect(within(row(list, '冰箱晚餐')).getByText('处理中')).toBeInTheDocument();
    expect(within(row(list, '冰箱晚餐')).getByRole('button', { name: '刷新' })).toBeVisible();
    expect(screen.getByRole('button', { name: '刷新全部数据' })).toBeInTheDocument();
  });
});
