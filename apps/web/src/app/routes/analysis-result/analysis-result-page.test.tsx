import type { TaskStatus } from '@idealens/shared/analysis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ANALYSIS_RESULT, IDEA_DRAFT, REPORT_BASIC_INFO } from '../../../lib/storage-keys.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TASK_ID = '7d0c1a52-3e4f-4b6a-8c9d-0e1f2a3b4c5d';
const STATUS_ROUTE = `GET /api/analysis/status/${TASK_ID}`;
const IDEA = 'An app that plans family dinners from what is already in the fridge';

const shapeA = {
  core_analysis: {
    problem_solved: 'Parents waste food and time deciding what to cook.',
    value_proposition: 'A week of dinners planned from the fridge in five minutes.',
    feasibility_level: 'high',
  },
  quick_assessment: {
    market_demand: 'Strong among dual-income households.',
    competition_level: 'high',
    implementation_difficulty: 'low',
  },
  recommendations: {
    feasibility_score: 7.44,
    key_suggestions: ['Interview 20 parents', 'Test a paper prototype'],
    main_challenges: ['Keeping the inventory accurate'],
    next_step: 'Run a two-week concierge pilot',
  },
  meta: {
    processing_time: 1840,
    timestamp: '2025-07-17T09:30:00.000Z',
    engine: 'offline',
    model: 'offline-1',
    language: 'en-US',
  },
};

function task(overrides: Partial<TaskStatus> = {}): TaskStatus {
  return {
    taskId: TASK_ID,
    taskName: IDEA,
    taskType: 'simple',
    status: 'queued',
    progress: 0,
    stage: 'queued',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: null,
    errorMessage: null,
    userMessage: null,
    resultData: null,
    createdAt: '2025-07-17T09:29:40.000Z',
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

function completed(resultData: unknown): TaskStatus {
  return task({
    status: 'completed',
    progress: 100,
    stage: 'completed',
    processingTime: 1840,
    resultData,
    startedAt: '2025-07-17T09:29:58.000Z',
    completedAt: '2025-07-17T09:30:00.000Z',
  });
}

function renderTask(reply: StubReply | (() => StubReply | Promise<StubReply>), state?: unknown) {
  const server = stubFetch({ [STATUS_ROUTE]: typeof reply === 'function' ? reply : reply });
  const view = renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`, state);
  return { ...view, ...server, user: userEvent.setup() };
}

beforeAll(async () => {
  // Route pages are chunks loaded on first visit: load the two these tests visit once here, so
  // their first compilation on a busy machine does not eat into a test's waiting time.
  await Promise.all([
    import('./analysis-result-page.tsx'),
    import('../../../features/home/components/home-page.tsx'),
  ]);
});

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('analysis progress', () => {
  it('shows a queued task with its place in line, stage, percent and estimate', async () => {
    const inTwentySeconds = new Date(Date.now() + 18_000).toISOString();
    renderTask({ body: task({ queuePosition: 3, estimatedCompletionTime: inTwentySeconds }) });
    await screen.findByText('Queued');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Analyzing your idea' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting in line…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Position in queue')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('about 20 seconds')).toBeInTheDocument();
  });

  it('leaves out the queue position when it is 0', async () => {
    renderTask({ body: task({ status: 'processing', stage: 'analyzing', progress: 40 }) });
    await screen.findByText('Processing');
    expect(screen.getByText('Analyzing your idea…')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.queryByText('Position in queue')).not.toBeInTheDocument();
  });

  it('opened from a link, a finished task is not called under way while its status loads', async () => {
    let answer: (reply: StubReply) => void = () => {};
    renderTask(() => new Promise<StubReply>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Checking on your analysis…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analyzing your idea' })).not.toBeInTheDocument();
    answer({ body: completed(shapeA) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' }),
    ).toBeInTheDocument();
  });

  it('fresh from the form, the wait is shown before the first status arrives', async () => {
    renderTask(() => new Promise<StubReply>(() => {}), {
      taskId: TASK_ID,
      isSimpleAnalysis: true,
      idea: IDEA,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analyzing your idea' }),
    ).toBeInTheDocument();
  });

  it('shows the idea handed over by the home page', async () => {
    renderTask(
      { body: task() },
      { taskId: TASK_ID, isSimpleAnalysis: true, idea: 'My whole idea, as typed' },
    );
    expect(await screen.findByText('My whole idea, as typed')).toBeInTheDocument();
  });

  it('polls every 2 seconds until the report is ready, then keeps it for a reload', async () => {
    let calls = 0;
    const { unmount } = renderTask(() => {
      calls += 1;
      return {
        body:
          calls === 1
            ? task({ status: 'processing', stage: 'researching', progress: 60 })
            : completed(shapeA),
      };
    });
    await screen.findByText('Searching the market…');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Startup Idea Analysis Report' },
      { timeout: 4000 },
    );
    expect(calls).toBe(2);

    await waitFor(() => expect(window.localStorage.getItem(ANALYSIS_RESULT)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(ANALYSIS_RESULT) ?? '')).toEqual(shapeA);
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toEqual({
      reportTitle: IDEA,
      userMessage: IDEA,
      createdAt: '2025-07-17T09:30:00.000Z',
      compositeScore: 7.44,
      reportType: 'simple',
      owner: null,
      taskId: TASK_ID,
    });

    // A later visit without ?taskId shows the stored report, and asks the server nothing about
    // the task (only where its score stands).
    unmount();
    const later = stubFetch({});
    renderApp('/analysis-result');
    await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' });
    expect(screen.getByText('Run a two-week concierge pilot')).toBeInTheDocument();
    expect(screen.getByText(IDEA)).toBeInTheDocument();
    expect(
      later.requests
        .map((request) => request.path)
        .filter(
          (path) => path.startsWith('/api/analysis') && path !== '/api/analysis/score-context',
        ),
    ).toEqual([]);
  }, 10_000);
});

describe('simple report view', () => {
  it('shows every section with the spec’s wordings', async () => {
    const { user } = renderTask({ body: completed(shapeA) });
    await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' });

    expect(screen.getByText('2 seconds')).toBeInTheDocument();
    // In the interface language and the browser's time zone.
    expect(
      screen.getByText(formatDateTime('2025-07-17T09:30:00.000Z', 'en-US')),
    ).toBeInTheDocument();

    const core = screen.getByRole('region', { name: 'Core analysis' });
    expect(
      within(core).getByText('Parents waste food and time deciding what to cook.'),
    ).toBeInTheDocument();
    expect(within(core).getByText('High')).toBeInTheDocument();

    const quick = screen.getByRole('region', { name: 'Quick assessment' });
    expect(within(quick).getByText('Strong among dual-income households.')).toBeInTheDocument();
    expect(within(quick).getByText('Intense')).toBeInTheDocument();
    expect(within(quick).getByText('Relatively simple')).toBeInTheDocument();

    const recommendations = screen.getByRole('region', { name: 'Recommendations' });
    expect(within(recommendations).getByText('7.4')).toBeInTheDocument();
    expect(within(recommendations).getByText('/ 10')).toBeInTheDocument();
    const suggestions = within(recommendations).getAllByRole('listitem');
    expect(suggestions[0]).toHaveTextContent('1Interview 20 parents');
    expect(suggestions[1]).toHaveTextContent('2Test a paper prototype');
    expect(within(recommendations).getByText('Keeping the inventory accurate')).toBeInTheDocument();
    expect(within(recommendations).getByText('Run a two-week concierge pilot')).toBeInTheDocument();

    expect(screen.getByText('This is a quick analysis report')).toBeInTheDocument();
    expect(screen.getByText(/^Log in to get the full version free/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze new idea' })).toHaveAttribute('href', '/');
    expect(
      screen.queryByRole('button', { name: 'Run a deep analysis of this idea' }),
    ).not.toBeInTheDocument();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getAllByRole('button', { name: 'Export report' })[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says an analysis that took under half a second took under 1 second', async () => {
    renderTask({ body: completed({ ...shapeA, meta: { ...shapeA.meta, processing_time: 420 } }) });
    expect(await screen.findByText('under 1 second')).toBeInTheDocument();
  });

  it.each([
    ['high', 'Intense', 'High'],
    ['medium', 'Moderate', 'Medium'],
    ['low', 'Little', 'Relatively simple'],
  ])(
    'words competition %s as “%s” and difficulty as “%s”',
    async (level, competition, difficulty) => {
      renderTask({
        body: completed({
          ...shapeA,
          quick_assessment: {
            ...shapeA.quick_assessment,
            competition_level: level,
            implementation_difficulty: level,
          },
        }),
      });
      const quick = await screen.findByRole('region', { name: 'Quick assessment' });
      expect(within(quick).getByText(competition)).toBeInTheDocument();
      expect(within(quick).getByText(difficulty)).toBeInTheDocument();
    },
  );

  it('reads Shape B wrapped in data, with the default challenges and next step', async () => {
    renderTask({
      body: completed({
        data: {
          analysis_summary: {
            core_problem: 'Shops cannot forecast stock.',
            value_proposition: 'Forecasts',
            feasibility_level: 'low',
          },
          market_assessment: {
            market_demand: 'Many shops',
            competition_level: 'low',
            technical_complexity: 'high',
          },
          recommendations: {
            feasibility_score: 6,
            next_steps: ['Pilot with five shops'],
            timeline_suggestion: 'Three months',
          },
        },
      }),
    });
    await screen.findByText('Shops cannot forecast stock.');
    expect(screen.getByText('Requires further analysis')).toBeInTheDocument();
    expect(screen.getByText('Start Market Research')).toBeInTheDocument();
    expect(screen.getByText('Pilot with five shops')).toBeInTheDocument();
    expect(screen.getByText('6.0')).toBeInTheDocument();
    expect(screen.queryByText(/Report data format error/)).not.toBeInTheDocument();
  });

  it('fills missing fields with the defaults and says the data was incomplete', async () => {
    renderTask({ body: completed({ core_analysis: { feasibility_level: 'low' } }) });
    await screen.findByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' });
    expect(
      screen.getByText(
        'Report data format error, there might be an issue during the analysis process.',
      ),
    ).toBeInTheDocument();
    for (const text of [
      'Core problem analysis not provided',
      'Value proposition not provided',
      'Market demand analysis not provided',
      'No suggestions available',
      'Requires further analysis',
      'Start Market Research',
      '5.0',
      'Moderate',
      'Medium',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('says the defaults in Chinese for a Chinese interface', async () => {
    await changeLanguage('zh-CN');
    renderTask({ body: completed({ core_analysis: {} }) });
    await screen.findByRole('heading', { level: 1, name: '创业想法分析报告' });
    expect(screen.getByText('未提供核心问题分析')).toBeInTheDocument();
    expect(screen.getByText('开始市场调研')).toBeInTheDocument();
    expect(screen.getByText('适中')).toBeInTheDocument();
  });
});

describe('result page states', () => {
  it('shows a failed task’s message with Retry, Re-analyze and Back to home', async () => {
    const { user, router } = renderTask(
      {
        body: task({
          status: 'failed',
          stage: 'failed',
          errorMessage: 'The analysis engine timed out.',
        }),
      },
      { taskId: TASK_ID, isSimpleAnalysis: true, idea: IDEA },
    );
    await screen.findByRole('heading', { level: 1, name: 'Report generation error' });
    expect(screen.getByText('The analysis engine timed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    window.localStorage.setItem(ANALYSIS_RESULT, '{}');
    await user.click(screen.getByRole('button', { name: 'Re-analyze' }));
    expect(await screen.findByRole('textbox', { name: 'Your startup idea' })).toHaveValue(IDEA);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#idea-form');
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
    expect(window.sessionStorage.getItem(IDEA_DRAFT)).toBe(IDEA);
  });

  it('says “Analysis task failed” when the task gives no reason', async () => {
    renderTask({ body: task({ status: 'failed', stage: 'failed' }) });
    expect(await screen.findByText('Analysis task failed')).toBeInTheDocument();
  });

  it('says the polling failed and polls again on Retry', async () => {
    let calls = 0;
    const { user } = renderTask(() => {
      calls += 1;
      return calls === 1
        ? {
            status: 400,
            body: {
              error: 'Bad Request',
              message: 'taskId is malformed',
              code: 'VALIDATION_FAILED',
            },
          }
        : { body: task({ status: 'processing', stage: 'synthesizing', progress: 80 }) };
    });
    expect(
      await screen.findByText('Unable to get analysis results: taskId is malformed'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Writing the report…')).toBeInTheDocument();
  });

  it('shows not-found for a task that does not exist', async () => {
    renderTask({
      status: 404,
      body: { error: 'Not Found', message: 'Task does not exist', code: 'TASK_NOT_FOUND' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Analysis result not found' });
    expect(screen.getByText('Task does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View the demo report' })).toHaveAttribute(
      'href',
      '/?demo=true',
    );
  });

  it('says “Data loading error” for a completed task without its result', async () => {
    renderTask({ body: completed(null) });
    await screen.findByRole('heading', { level: 1, name: 'Data loading error' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says “Data format incompatible” for data in no known shape', async () => {
    renderTask({ body: completed({ verdict: 'ship it' }) });
    await screen.findByRole('heading', { level: 1, name: 'Data format incompatible' });
    expect(screen.getByText('Please reanalyze or contact technical support')).toBeInTheDocument();
  });

  it('goes home (replacing itself) when there is neither a task nor a stored result', async () => {
    stubFetch({});
    const { router } = renderApp('/analysis-result');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says “Data loading error” for a stored result that cannot be read', async () => {
    window.localStorage.setItem(ANALYSIS_RESULT, '{"core_analysis": {');
    window.localStorage.setItem(REPORT_BASIC_INFO, JSON.stringify({ owner: null }));
    renderApp('/analysis-result');
    await screen.findByRole('heading', { level: 1, name: 'Data loading error' });
  });

  it('shows a stored full report wrapped in data with the full report view', async () => {
    const { demoReports } = await import('@idealens/shared/demo-report');
    const demo = demoReports['en-US'];
    window.localStorage.setItem(ANALYSIS_RESULT, JSON.stringify({ data: demo.report }));
    window.localStorage.setItem(
      REPORT_BASIC_INFO,
      JSON.stringify({
        reportTitle: 'My deep report',
        userMessage: IDEA,
        reportType: 'deep',
        owner: null,
      }),
    );
    renderApp('/analysis-result');
    await screen.findByRole('heading', { level: 1, name: 'My deep report' }, { timeout: 5000 });
    const verdict = screen.getByText('Investment verdict').closest('dl') as HTMLElement;
    expect(within(verdict).getByText('Recommended with Caveats')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Growth strategy' })).toBeInTheDocument();
    expect(screen.queryByText(/This is a demo report/)).not.toBeInTheDocument();
  });
});

describe('a finished task of a signed-in user', () => {
  it('exports and shares as the saved report the task became', async () => {
    const REPORT_ID = '5a0e2c1b-7d3f-4e6a-9b8c-1d2e3f4a5b6c';
    const { requests } = stubFetch({
      [STATUS_ROUTE]: { body: { ...completed(shapeA), userMessage: IDEA } },
      'GET /api/reports': (request) => ({
        body: {
          success: true,
          data: {
            reports:
              request.url.searchParams.get('taskId') === TASK_ID
                ? [
                    {
                      id: REPORT_ID,
                      reportTitle: 'Fridge dinners',
                      userMessage: IDEA,
                      createdAt: '2025-07-17T09:30:00.000Z',
                      reportType: 'simple',
                      compositeScore: 7.4,
                      metadata: { toolsUsed: [] },
                    },
                  ]
                : [],
            pagination: { current: 1, total: 1, totalCount: 1 },
          },
        },
      }),
      [`POST /api/reports/${REPORT_ID}/share`]: {
        body: {
          success: true,
          data: {
            url: 'http://localhost/r/abc',
            createdAt: '2025-07-17T09:31:00.000Z',
            openCount: 0,
            lastOpenedAt: null,
          },
        },
      },
      'GET /api/user/points': {
        body: {
          success: true,
          data: { analysisPoints: 2, totalPointsEarned: 3, totalPointsUsed: 1 },
        },
      },
      'GET /api/analysis/score-context': {
        body: { success: true, data: { percentile: null, compared: 3 } },
      },
    });
    renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`, undefined, { auth: signedIn() });
    const user = userEvent.setup();
    // Share waits for the saved report, then makes its link rather than pointing to the reports.
    await waitFor(
      () =>
        expect(
          requests.some(
            (request) =>
              request.path === '/api/reports' && request.url.searchParams.get('taskId') === TASK_ID,
          ),
        ).toBe(true),
      { timeout: 10_000 },
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    expect(await within(dialog).findByDisplayValue('http://localhost/r/abc')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === 'POST' && request.path.endsWith('/share')),
    ).toHaveLength(1);
  });
});

describe('correcting what we understood', () => {
  const brief = {
    summary: 'Software for families, paid by the families themselves through a subscription.',
    industry: { id: 'grocery-group-buying', name: 'Groceries', subNiche: null, confidence: 'low' },
    users: { description: 'families', kind: 'consumers', confidence: 'high' },
    payer: { description: 'the families themselves', kind: 'users', confidence: 'medium' },
    revenueModel: { kind: 'subscription', description: 'a subscription', confidence: 'low' },
    delivery: { kinds: ['software'], confidence: 'medium' },
    region: { code: 'global', name: 'Worldwide', stated: false, confidence: 'low' },
    regulatedDomains: [],
    redFlags: [],
    unknowns: ['Where it launches: no country or city is named.'],
  };

  it('opens the review with the report’s brief and re-runs a quick analysis that follows the correction', async () => {
    const LOAD = { timeout: 10_000 };
    const submitted: unknown[] = [];
    stubFetch({
      [STATUS_ROUTE]: {
        body: { ...completed({ ...shapeA, brief }), userMessage: IDEA },
      },
      'POST /api/analysis/brief': {
        body: {
          success: true,
          data: {
            brief,
            questions: [],
            plan: [{ area: 'competitors', query: 'meal planning apps' }],
          },
        },
      },
      'GET /api/analysis/score-context': {
        body: { success: true, data: { percentile: null, compared: 3 } },
      },
      'POST /api/analysis/submit': (request) => {
        submitted.push(request.body);
        return {
          body: {
            taskId: '9b1f3c2d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
            status: 'queued',
            queuePosition: 0,
            estimatedCompletionTime: null,
          },
        };
      },
    });
    renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`);
    const user = userEvent.setup();
    const correct = await screen.findByRole('button', { name: 'Not right? Correct it' }, LOAD);
    await user.click(correct);
    expect(
      await screen.findByRole('heading', { name: 'Correct what we understood' }, LOAD),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Region/), 'europe');
    await user.click(screen.getByRole('button', { name: /Re-run quick analysis/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      type: 'simple',
      data: {
        idea: IDEA,
        brief: { region: { code: 'europe' }, setByUser: ['region'] },
      },
    });
  }, 30_000);

  it('offers a signed-in user a deep analysis of the same idea, not to log in', async () => {
    const LOAD = { timeout: 10_000 };
    const submitted: unknown[] = [];
    stubFetch({
      [STATUS_ROUTE]: { body: { ...completed({ ...shapeA, brief }), userMessage: IDEA } },
      'POST /api/analysis/brief': {
        body: {
          success: true,
          data: {
            brief: { ...brief, summary: 'A fresh reading the step must not use.' },
            questions: [],
            plan: [{ area: 'competitors', query: 'meal planning apps' }],
          },
        },
      },
      'GET /api/user/points': {
        body: {
          success: true,
          data: { analysisPoints: 2, totalPointsEarned: 3, totalPointsUsed: 1 },
        },
      },
      'GET /api/analysis/score-context': {
        body: { success: true, data: { percentile: null, compared: 3 } },
      },
      'GET /api/analysis/tasks': { body: { tasks: [], total: 0 } },
      'POST /api/analysis/submit': (request) => {
        submitted.push(request.body);
        return {
          body: {
            taskId: '9b1f3c2d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
            status: 'queued',
            queuePosition: 0,
            estimatedCompletionTime: null,
          },
        };
      },
    });
    const { router } = renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`, undefined, {
      auth: signedIn(),
    });
    const user = userEvent.setup();
    const run = await screen.findByRole(
      'button',
      { name: 'Run a deep analysis of this idea' },
      LOAD,
    );
    expect(screen.queryByText(/Log in to get the full version/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^A deep analysis of this idea researches the market/),
    ).toBeInTheDocument();

    // The review step opens with the idea and the report's brief; back leads to the report.
    await user.click(run);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Check what we understood before you spend a point' },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(IDEA)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-run quick analysis/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the report' }));
    await user.click(
      await screen.findByRole('button', { name: 'Run a deep analysis of this idea' }, LOAD),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Run deep analysis (1 point)' }, LOAD),
    );
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      type: 'chat',
      data: { message: IDEA, json_format: true, brief: { summary: brief.summary } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  }, 30_000);
});
