import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeAnalysisServer, makeReport } from '../../../test/tasks-server.ts';

const LOADED = { timeout: 5000 };

async function renderReports(server: FakeAnalysisServer, path = '/tasks?tab=reports') {
  const http = stubFetch(server.routes());
  const view = renderApp(path, undefined, { auth: signedIn() });
  await screen.findByRole('tablist', {}, LOADED);
  return { ...view, ...http, user: userEvent.setup() };
}

const reportList = () => screen.findByRole('list', { name: 'Your reports' }, LOADED);
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function reportQueries(requests: { path: string; url: URL }[]) {
  return requests
    .filter((request) => request.path === '/api/reports')
    .map((request) => Object.fromEntries(request.url.searchParams));
}

function manyReports(count: number) {
  return Array.from({ length: count }, (_, index) => makeReport(index + 1));
}

// Whole-page tests on a shared two-core machine: room beyond the 5 s default.
describe('Analysis Center report history', { timeout: 30_000 }, () => {
  it('opens from its tab and lists reports newest first by default', async () => {
    const server = new FakeAnalysisServer({ reports: manyReports(3) });
    const { user, requests, router } = await renderReports(server, '/tasks');
    await user.click(screen.getByRole('tab', { name: 'Historical reports' }));
    const list = await reportList();
    expect(titles(list)).toEqual(['Report 03', 'Report 02', 'Report 01']);
    expect(reportQueries(requests)).toEqual([
      { page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'desc' },
    ]);
    expect(router.state.location.search).toBe('?tab=reports');
    expect(screen.getByText('3 reports')).toBeInTheDocument();
  });

  it('shows each report with its fallbacks, tools badge and actions', async () => {
    const server = new FakeAnalysisServer({
      reports: [
        makeReport(1, {
          reportTitle: '  ',
          userMessage: 'Dinners planned from the fridge',
          metadata: { toolsUsed: ['web_search', 'market_sizing'] },
        }),
        makeReport(2, { reportTitle: 'Dog walking', reportType: 'simple', compositeScore: null }),
        makeReport(3, { reportTitle: 'Moon hotel', metadata: { toolsUsed: ['web_search'] } }),
      ],
    });
    await renderReports(server);
    const list = await reportList();

    const untitled = within(list).getByRole('listitem', { name: 'Untitled Report' });
    expect(within(untitled).getByText('Dinners planned from the fridge')).toBeInTheDocument();
    expect(within(untitled).getByText('Used 2 tools')).toBeInTheDocument();
    expect(within(untitled).getByText('Deep analysis')).toBeInTheDocument();
    expect(within(untitled).getByText('Score 7.3')).toBeInTheDocument();
    expect(within(untitled).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/analysis-result?reportId=${makeReport(1).id}`,
    );
    expect(within(untitled).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(untitled.querySelector('time')).toHaveAttribute('datetime', makeReport(1).createdAt);

    const simple = within(list).getByRole('listitem', { name: 'Dog walking' });
    expect(within(simple).queryByText(/^Used \d+ tools?$/)).toBeNull();
    expect(within(simple).getByText('Quick analysis')).toBeInTheDocument();
    expect(within(simple).queryByText(/^Score/)).toBeNull();

    const oneTool = within(list).getByRole('listitem', { name: 'Moon hotel' });
    expect(within(oneTool).getByText('Used 1 tool')).toBeInTheDocument();
  });

  it('searches on Enter and with the button, from page 1', async () => {
    const server = new FakeAnalysisServer({
      reports: [
        ...manyReports(14),
        makeReport(30, { reportTitle: 'Fridge dinners' }),
        makeReport(31, { reportTitle: 'Pantry', userMessage: 'Use up the fridge first' }),
      ],
    });
    const { user, requests } = await renderReports(server, '/tasks?tab=reports&reportPage=2');
    const list = await reportList();
    const box = screen.getByRole('searchbox', { name: 'Search reports' });

    await user.type(box, 'fridge');
    // Typing alone does not search.
    expect(reportQueries(requests).some((query) => 'search' in query)).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles(list)).toEqual(['Pantry', 'Fridge dinners']));
    expect(reportQueries(requests)).toContainEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: 'fridge',
    });
    expect(screen.getByText('2 reports match “fridge”')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '  Pantry ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(titles(list)).toEqual(['Pantry']));
    expect(reportQueries(requests).at(-1)).toMatchObject({ page: '1', search: 'Pantry' });
  });

  it('says when a search matches nothing and clears it', async () => {
    const server = new FakeAnalysisServer({ reports: manyReports(2) });
    const { user } = await renderReports(server);
    await reportList();
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'zebra{Enter}');
    expect(await screen.findByText('No reports match “zebra”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(titles(await reportList())).toEqual(['Report 02', 'Report 01']);
    expect(screen.getByRole('searchbox', { name: 'Search reports' })).toHaveValue('');
  });

  it('sorts by date or title, either way', async () => {
    const server = new FakeAnalysisServer({
      reports: [
        makeReport(1, { reportTitle: 'Banana' }),
        makeReport(2, { reportTitle: 'Cherry' }),
        makeReport(3, { reportTitle: 'Apple' }),
      ],
    });
    const { user, requests } = await renderReports(server);
    const list = await reportList();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('createdAt-desc');
    expect(titles(list)).toEqual(['Apple', 'Cherry', 'Banana']);

    await user.selectOptions(sort, 'Title A–Z');
    await waitFor(() => expect(titles(list)).toEqual(['Apple', 'Banana', 'Cherry']));
    expect(reportQueries(requests).at(-1)).toMatchObject({
      sortBy: 'reportTitle',
      sortOrder: 'asc',
    });

    await user.selectOptions(sort, 'Title Z–A');
    await waitFor(() => expect(titles(list)).toEqual(['Cherry', 'Banana', 'Apple']));

    await user.selectOptions(sort, 'Oldest first');
    await waitFor(() => expect(titles(list)).toEqual(['Banana', 'Cherry', 'Apple']));
    expect(reportQueries(requests).at(-1)).toMatchObject({
      sortBy: 'createdAt',
      sortOrder: 'asc',
    });
  });

  it('pages with at most 5 numbered buttons and 5, 10, 20 or 50 per page', async () => {
    const server = new FakeAnalysisServer({ reports: manyReports(60) });
    const { user, requests } = await renderReports(server);
    const list = await reportList();
    const perPage = screen.getByRole('combobox', { name: 'Per page' });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '50']);
    expect(perPage).toHaveValue('10');
    const pager = () => within(screen.getByRole('navigation', { name: 'Report pages' }));
    const numbers = () =>
      pager()
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);

    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(pager().getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pager().getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(titles(list)[0]).toBe('Report 20'));
    expect(reportQueries(requests).at(-1)).toMatchObject({ page: '5', limit: '10' });
    expect(numbers()).toEqual(['2', '3', '4', '5', '6']);

    await user.click(pager().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles(list)[0]).toBe('Report 10'));
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(perPage, '5');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(reportQueries(requests).at(-1)).toMatchObject({ page: '1', limit: '5' });
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);

    await user.selectOptions(perPage, '50');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    expect(numbers()).toEqual(['1', '2']);
  });

  it('shows no pager when the reports fit one page', async () => {
    await renderReports(new FakeAnalysisServer({ reports: manyReports(10) }));
    await reportList();
    expect(screen.queryByRole('navigation', { name: 'Report pages' })).toBeNull();
  });

  it('deletes a report after the confirmation', async () => {
    const server = new FakeAnalysisServer({ reports: manyReports(2) });
    const { user, requests } = await renderReports(server);
    const list = await reportList();
    const report = within(list).getByRole('listitem', { name: 'Report 02' });

    await user.click(within(report).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Report 02” will be deleted for good, with the analysis task that made it. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles(list)).toEqual(['Report 01']));
    expect(
      requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual([`/api/reports/${makeReport(2).id}`]);
    expect(screen.getByText('1 report')).toBeInTheDocument();
    // A toast confirms it, once the row itself is gone.
    const notifications = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(notifications).findByText('“Report 02” was deleted.')).toBeVisible();
  });

  it.each([
    [
      'the server’s message',
      'Report is being exported, try again shortly',
      'Report is being exported, try again shortly',
    ],
    ['the spec’s fallback', '', 'Failed to delete report'],
  ])('says a failed report deletion with %s', async (_, message, words) => {
    const server = new FakeAnalysisServer({ reports: manyReports(1) });
    server.overrides[`DELETE /api/reports/${makeReport(1).id}`] = {
      status: 500,
      body: { error: 'Internal Server Error', message, code: 'INTERNAL_ERROR' },
    };
    const { user } = await renderReports(server);
    const report = within(await reportList()).getByRole('listitem', { name: 'Report 01' });
    await user.click(within(report).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await within(report).findByRole('alert');
    expect(alert).toHaveTextContent('Delete Failed');
    expect(alert).toHaveTextContent(words);
    expect(report).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s message',
      'Reports are being moved, back in a minute',
      'Reports are being moved, back in a minute',
    ],
    ['the spec’s fallback', '', 'Failed to get report list'],
  ])('says when the reports cannot be read with %s, and retries', async (_, message, words) => {
    const server = new FakeAnalysisServer({ reports: manyReports(1) });
    server.overrides['GET /api/reports'] = {
      status: 403,
      body: { error: 'Forbidden', message, code: 'FORBIDDEN' },
    };
    const { user } = await renderReports(server);
    const panel = screen.getByRole('tabpanel', { name: 'Historical reports' });
    const alert = await within(panel).findByRole('alert', {}, LOADED);
    expect(alert).toHaveTextContent(words);

    delete server.overrides['GET /api/reports'];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(titles(await reportList())).toEqual(['Report 01']);
  });

  it('invites a first analysis when there are no reports', async () => {
    await renderReports(new FakeAnalysisServer({}));
    expect(
      await screen.findByText('No reports yet — analyze your first idea', {}, LOADED),
    ).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    await renderReports(
      new FakeAnalysisServer({
        reports: [makeReport(1, { reportTitle: '', metadata: { toolsUsed: ['a', 'b'] } })],
      }),
    );
    const list = await screen.findByRole('list', { name: '你的报告' }, LOADED);
    const report = within(list).getByRole('listitem', { name: '未命名报告' });
    expect(within(report).getByText('使用了 2 个工具')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: '查看详情' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '历史报告' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: '搜索报告' })).toBeInTheDocument();
  });
});
