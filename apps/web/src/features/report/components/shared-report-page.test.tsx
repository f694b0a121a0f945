import { demoReports } from '@idealens/shared/demo-report';
import type { SharedReport } from '@idealens/shared/shares';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'Xw8v2JqkT3m9b1YcZr5LpA0dE7fGhIjK4lMnOpQrStU';
const ROUTE = `GET /api/shared-reports/${TOKEN}`;
/** The page and the full view are chunks of their own: time for their first load. */
const LOAD = { timeout: 8000 };

function sharedDeep(language: 'en-US' | 'zh-CN' = 'en-US'): SharedReport {
  const demo = demoReports[language];
  return {
    reportTitle: demo.reportTitle,
    userMessage: demo.userMessage,
    createdAt: '2025-07-18T10:00:00.000Z',
    compositeScore: 7.4,
    reportType: 'deep',
    analysisContent: JSON.stringify({ ...demo.report, brief: demo.brief }),
    metadata: { toolsUsed: [], engine: 'offline', model: null, sources: [], tokens: null },
    sharedAt: '2025-07-19T08:30:00.000Z',
  };
}

const sharedQuick: SharedReport = {
  reportTitle: 'Dinner from the fridge',
  userMessage: 'An app that plans dinners from what is in the fridge',
  createdAt: '2025-07-18T10:00:00.000Z',
  compositeScore: 7,
  reportType: 'simple',
  analysisContent: JSON.stringify({
    core_analysis: {
      problem_solved: 'Food waste at home',
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
    meta: { processing_time: 1200, timestamp: '2025-07-18T10:00:00.000Z', language: 'en-US' },
  }),
  metadata: { toolsUsed: [], engine: 'offline', model: null, sources: [], tokens: null },
  sharedAt: '2025-07-19T08:30:00.000Z',
};

function renderShared(reply: StubReply) {
  const server = stubFetch({ [ROUTE]: reply });
  const view = renderApp(`/r/${TOKEN}`);
  return { ...view, ...server, user: userEvent.setup() };
}

beforeAll(async () => {
  await import('./shared-report-page.tsx');
});

afterEach(async () => {
  await changeLanguage('en-US');
});

describe('a shared report at /r/{token}', () => {
  it('shows the whole report read-only, marked shared with its day, and invites the reader to analyse theirs', async () => {
    const report = sharedDeep();
    const { user, requests } = renderShared({ body: { success: true, data: report } });
    await screen.findByRole('heading', { level: 1, name: report.reportTitle }, LOAD);

    expect(screen.getByText('Shared report')).toBeInTheDocument();
    expect(
      screen.getByText(`Shared on ${formatDateTime(report.sharedAt, 'en-US')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Competitive analysis' })).toBeInTheDocument();
    const invitations = screen.getAllByRole('link', { name: 'Analyze your own idea' });
    expect(invitations.length).toBeGreaterThan(0);
    for (const link of invitations) expect(link).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${report.reportTitle} · IdeaLens`));
    // Asked without anything of the owner's: the token alone.
    expect(
      requests.filter((request) => request.path.startsWith('/api/shared-reports/')),
    ).toHaveLength(1);

    // Printed, not exported (the files are the owner's), and shared by its own address.
    await user.click(screen.getByRole('button', { name: 'Export report' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Print']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/r/${TOKEN}`);
    expect(screen.queryByRole('button', { name: /revoke|delete/i })).not.toBeInTheDocument();
  });

  it('shows a shared quick report under its title', async () => {
    renderShared({ body: { success: true, data: sharedQuick } });
    await screen.findByRole('heading', { level: 1, name: 'Dinner from the fridge' }, LOAD);
    expect(screen.getByText('Food waste at home')).toBeInTheDocument();
    expect(screen.getByText('Shared report')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dinner from the fridge · IdeaLens'));
  });

  it('says plainly when the link is unknown or revoked', async () => {
    renderShared({
      status: 404,
      body: {
        error: 'Not Found',
        code: 'SHARED_REPORT_NOT_FOUND',
        message: 'This shared report does not exist or is no longer shared',
      },
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'This shared report is not available' },
      LOAD,
    );
    expect(
      screen.getByText(
        'The link may be incomplete, or its owner revoked it or deleted the report.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze your own idea' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('offers another try when it cannot be loaded', async () => {
    let attempts = 0;
    const server = stubFetch({
      [ROUTE]: () => {
        attempts += 1;
        return attempts <= 2 ? 'network-error' : { body: { success: true, data: sharedQuick } };
      },
    });
    renderApp(`/r/${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Could not load the shared report' },
      LOAD,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Dinner from the fridge' }, LOAD);
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const report = sharedDeep('zh-CN');
    renderShared({ body: { success: true, data: report } });
    await screen.findByRole('heading', { level: 1, name: report.reportTitle }, LOAD);
    expect(screen.getByText('分享的报告')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '分析我自己的想法' }).length).toBeGreaterThan(0);
  });

  it('says in Chinese when the link is not available', async () => {
    await changeLanguage('zh-CN');
    renderShared({
      status: 404,
      body: { error: 'Not Found', code: 'SHARED_REPORT_NOT_FOUND', message: 'gone' },
    });
    await screen.findByRole('heading', { level: 1, name: '此分享报告不可用' }, LOAD);
  });
});
