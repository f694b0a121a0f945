import { demoReports } from '@idealens/shared/demo-report';
import type { ReportDetail } from '@idealens/shared/reports';
import type { ShareLink } from '@idealens/shared/shares';
import type { PlanTierValue } from '@idealens/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { API_TOKEN } from '../../../lib/storage-keys.ts';
import { signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { captureDownloads } from '../../../test/capture-downloads.ts';
import { type StubReply, type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const REPORT_ID = '0b6f3a8e-2c4d-4e5f-8a9b-1c2d3e4f5a6b';
const TASK_ID = '3c9e4b2a-6d1f-4a8e-9b7c-5d2e1f0a9b8c';
const TITLE = 'Fridge-first dinner planning';
const TOKEN = 'a-bearer-token-for-the-tests';
const SHARE_URL = 'http://localhost/r/Xw8v2JqkT3m9b1YcZr5LpA0dE7fGhIjK4lMnOpQrStU';
/** The full view is its own chunk: give its first load time on a busy machine. */
const LOAD = { timeout: 5000 };

/** The demo's English report, as a saved report of the signed-in user. */
function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  const demo = demoReports['en-US'];
  return {
    id: REPORT_ID,
    reportTitle: TITLE,
    userMessage: demo.userMessage,
    createdAt: '2025-07-18T10:00:00.000Z',
    compositeScore: 7.1,
    reportType: 'deep',
    analysisContent: JSON.stringify(demo.report),
    metadata: { toolsUsed: [], engine: 'offline', model: null, sources: [], tokens: null },
    ...overrides,
  };
}

function profile(tier: PlanTierValue) {
  return {
    success: true,
    data: {
      id: TEST_USER.id,
      email: TEST_USER.email,
      name: TEST_USER.name,
      picture: null,
      plan: { tier, billingPeriod: tier === 'free' ? null : 'monthly', currentPeriodEnd: null },
      createdAt: '2025-07-01T00:00:00.000Z',
    },
  };
}

/** An export as the server answers it: the file, named in Content-Disposition. */
function exportFile(content: string, asciiName: string, name: string): StubReply {
  return {
    file: content,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  };
}

function renderSaved(routes: Record<string, StubReply | ((request: StubRequest) => StubReply)>) {
  window.localStorage.setItem(API_TOKEN, TOKEN);
  const server = stubFetch({
    [`GET /api/reports/${REPORT_ID}`]: { body: { success: true, data: reportDetail() } },
    ...routes,
  });
  const view = renderApp(`/analysis-result?reportId=${REPORT_ID}`, undefined, {
    auth: signedIn(),
  });
  return { ...view, ...server, user: userEvent.setup() };
}

async function openExportMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
  await user.click(screen.getByRole('button', { name: 'Export report' }));
  return screen.findByRole('menu');
}

beforeAll(async () => {
  await import('./full-report-view.tsx');
});

describe('the Export menu of a saved report', () => {
  it('downloads a PDF for a Pro user, named as the server names it, in the page’s language', async () => {
    const saved = captureDownloads();
    const { user, requests } = renderSaved({
      'GET /api/user/profile': { body: profile('premium') },
      [`GET /api/reports/${REPORT_ID}/export`]: exportFile(
        '%PDF-1.7 a report',
        'Fridge-first dinner planning 2025-07-18.pdf',
        '冰箱优先的晚餐计划 2025-07-18.pdf',
      ),
    });
    const menu = await openExportMenu(user);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/user/profile')).toBe(true),
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF document', 'Excel workbook', 'Markdown', 'JSON data', 'Print']);
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF document' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('冰箱优先的晚餐计划 2025-07-18.pdf');
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 a report');
    const asked = requests.find((request) => request.path.endsWith('/export'));
    expect(asked?.url.searchParams.get('format')).toBe('pdf');
    expect(asked?.url.searchParams.get('lang')).toBe('en-US');
    expect(asked?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('points a Free user’s PDF and Excel to pricing, and still downloads Markdown and JSON', async () => {
    const saved = captureDownloads();
    const { user, requests } = renderSaved({
      'GET /api/user/profile': { body: profile('free') },
      [`GET /api/reports/${REPORT_ID}/export`]: (request) =>
        exportFile(`# ${TITLE}`, `report.${request.url.searchParams.get('format')}`, 'report.md'),
    });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/user/profile')).toBe(true),
    );
    const menu = await openExportMenu(user);
    const pdf = await within(menu).findByRole('menuitem', { name: /^PDF document/ });
    expect(pdf).toHaveTextContent('PDF documentPro and Max plans');
    expect(pdf).toHaveAttribute('href', '/pricing');
    expect(within(menu).getByRole('menuitem', { name: /^Excel workbook/ })).toHaveAttribute(
      'href',
      '/pricing',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Markdown' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['report.md']));
    expect(
      requests.filter((request) => request.path.endsWith('/export')).map((r) => r.url.search),
    ).toEqual(['?format=md&lang=en-US']);
  });

  it('says what the server said when it refuses a plan’s format, with the way to pricing', async () => {
    captureDownloads();
    const { user } = renderSaved({
      // The profile is not known: the menu offers PDF, and the server decides.
      'GET /api/user/profile': 'network-error',
      [`GET /api/reports/${REPORT_ID}/export`]: {
        status: 403,
        body: {
          error: 'Forbidden',
          code: 'PLAN_REQUIRED',
          message: 'PDF and Excel exports come with the Pro and Max plans',
        },
      },
    });
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF document' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PDF and Excel exports come with the Pro and Max plans');
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when an export fails, and tries again', async () => {
    const saved = captureDownloads();
    let attempts = 0;
    const { user } = renderSaved({
      'GET /api/user/profile': { body: profile('pro') },
      [`GET /api/reports/${REPORT_ID}/export`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { error: 'Internal', code: 'INTERNAL', message: '' } }
          : exportFile('{"schemaVersion":1}', 'report.json', 'report.json');
      },
    });
    const menu = await openExportMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'JSON data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not export the report as JSON data. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['report.json']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works from the keyboard: opens, moves through its items, prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderSaved({ 'GET /api/user/profile': { body: profile('free') } });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    screen.getByRole('button', { name: 'Export report' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('Print');
    await user.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export report' })).toHaveFocus();
  });

  it('speaks Chinese, and asks for the file in Chinese', async () => {
    await changeLanguage('zh-CN');
    captureDownloads();
    const { user, requests } = renderSaved({
      'GET /api/user/profile': { body: profile('free') },
      [`GET /api/reports/${REPORT_ID}/export`]: exportFile('# 报告', 'report.md', '报告.md'),
    });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/user/profile')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: '导出报告' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: /^PDF 文档/ })).toHaveTextContent(
      'Pro和Max 套餐',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Markdown' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/export'))?.url.search).toBe(
        '?format=md&lang=zh-CN',
      ),
    );
  });
});

describe('the Share button of a saved report', () => {
  const link: ShareLink = {
    url: SHARE_URL,
    createdAt: '2025-07-18T11:00:00.000Z',
    openCount: 3,
    lastOpenedAt: '2025-07-19T08:00:00.000Z',
  };

  it('gets the share link, says anyone with it can view the report, copies it, and revokes it', async () => {
    const { user, requests } = renderSaved({
      'GET /api/user/profile': { body: profile('free') },
      [`POST /api/reports/${REPORT_ID}/share`]: {
        status: 201,
        body: { success: true, data: link },
      },
      [`DELETE /api/reports/${REPORT_ID}/share`]: { body: { success: true } },
    });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    expect(navigator.share).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    expect(dialog).toHaveAccessibleDescription(/^Anyone with the link can view this report\./);
    const field = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(SHARE_URL);
    expect(dialog).toHaveTextContent('Opened 3 times');
    expect(requests.filter((request) => request.path.endsWith('/share'))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(
      await within(dialog).findByText('The link is revoked: it no longer opens this report.'),
    ).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `DELETE /api/reports/${REPORT_ID}/share`,
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    // A new link on request.
    await user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(
      SHARE_URL,
    );
    expect(
      requests.filter((request) => request.method === 'POST' && request.path.endsWith('/share')),
    ).toHaveLength(2);
  });

  it('offers the system share sheet where the browser has one', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    const { user } = renderSaved({
      'GET /api/user/profile': { body: profile('free') },
      [`POST /api/reports/${REPORT_ID}/share`]: { body: { success: true, data: link } },
    });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    await user.click(await within(dialog).findByRole('button', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: SHARE_URL });
  });

  it('says when the link cannot be had, and tries again', async () => {
    let attempts = 0;
    const { user } = renderSaved({
      'GET /api/user/profile': { body: profile('free') },
      [`POST /api/reports/${REPORT_ID}/share`]: () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : { body: { success: true, data: link } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: TITLE }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/network/i);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(
      SHARE_URL,
    );
  });
});

describe('a result with no saved report here', () => {
  const quickTask = {
    taskId: TASK_ID,
    taskName: 'An app that plans dinners',
    taskType: 'simple',
    status: 'completed',
    progress: 100,
    stage: 'completed',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: 1200,
    errorMessage: null,
    userMessage: 'An app that plans dinners from what is in the fridge',
    resultData: {
      core_analysis: {
        problem_solved: 'Food waste',
        value_proposition: 'Dinners from the fridge',
        feasibility_level: 'high',
      },
      quick_assessment: {
        market_demand: 'Strong',
        competition_level: 'medium',
        implementation_difficulty: 'low',
      },
      recommendations: {
        feasibility_score: 7,
        key_suggestions: ['Interview parents'],
        main_challenges: ['Accuracy'],
        next_step: 'Pilot',
      },
      meta: { processing_time: 1200, timestamp: '2025-07-17T09:30:00.000Z', language: 'en-US' },
    },
    createdAt: '2025-07-17T09:29:00.000Z',
    startedAt: '2025-07-17T09:29:10.000Z',
    completedAt: '2025-07-17T09:30:00.000Z',
  };

  it('tells an anonymous visitor that signing in lets it be exported and shared, and prints', async () => {
    const { requests } = stubFetch({
      [`GET /api/analysis/status/${TASK_ID}`]: { body: quickTask },
    });
    const { router } = renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' }, LOAD);

    await user.click(screen.getAllByRole('button', { name: 'Export report' })[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(
      'Sign in to export your reports as PDF, Excel, Markdown or JSON.',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign in', 'Print']);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(menu).getByRole('menuitem', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText(
        'Sign in to share your reports: a signed-in report can be shared with a link anyone can open.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Nothing is exported or shared: there is nothing on the server to export.
    expect(
      requests.filter((request) => /export|share/.test(request.path)).map((r) => r.path),
    ).toEqual([]);
  }, 15_000);

  it('leads a signed-in user to their saved reports, which export and share', async () => {
    stubFetch({
      [`GET /api/analysis/status/${TASK_ID}`]: { body: quickTask },
      'GET /api/user/points': {
        body: {
          success: true,
          data: { analysisPoints: 2, totalPointsEarned: 2, totalPointsUsed: 0 },
        },
      },
    });
    renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`, undefined, { auth: signedIn() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' }, LOAD);
    await user.click(screen.getAllByRole('button', { name: 'Export report' })[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(
      'Files (PDF, Excel, Markdown, JSON) are exported from your saved reports.',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Open my reports' })).toHaveAttribute(
      'href',
      '/tasks?tab=reports',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('menu');
    expect(share).toHaveTextContent(
      'Share links are made from your saved reports: open this report from your reports to share it.',
    );
    expect(within(share).getByRole('menuitem', { name: 'Open my reports' })).toHaveAttribute(
      'href',
      '/tasks?tab=reports',
    );
  }, 15_000);
});

describe('the demo', () => {
  it('exports without signing in, and shares its public address', async () => {
    const saved = captureDownloads();
    const { requests } = stubFetch({
      'GET /api/demo-report/export': exportFile('%PDF-1.7 demo', 'demo.pdf', 'demo.pdf'),
    });
    renderApp('/analysis-result?demo=true');
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Fridge-first dinner planning for busy families' },
      LOAD,
    );
    await user.click(screen.getByRole('button', { name: 'Export report' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF document' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['demo.pdf']));
    expect(requests.find((request) => request.path.endsWith('/export'))?.url.search).toBe(
      '?format=pdf&lang=en-US',
    );

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/analysis-result?demo=true`,
    );
  });
});
