import type { TaskStatus } from '@idealens/shared/analysis';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { ReportDetail } from '@idealens/shared/reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ANALYSIS_RESULT, API_TOKEN, REPORT_BASIC_INFO } from '../../../lib/storage-keys.ts';
import { signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TASK_ID = '3c9e4b2a-6d1f-4a8e-9b7c-5d2e1f0a9b8c';
const REPORT_ID = '0b6f3a8e-2c4d-4e5f-8a9b-1c2d3e4f5a6b';
const IDEA = 'An app that plans a week of family dinners from what is already in the fridge';
const TITLE = 'Fridge-first dinner planning';
/** The full view is its own chunk: give its first load time on a busy machine. */
const LOAD = { timeout: 5000 };

const deepResult = {
  search_performed: {
    searches_conducted: 12,
    key_findings: [
      'Households are the largest single source of food waste.',
      '<img src=x onerror="alert(1)"> is text, not markup',
    ],
    data_sources: [
      { title: 'ReFED food waste data', url: 'https://refed.org/' },
      { title: 'Parent interviews' },
      'App-store reviews of meal planners',
    ],
  },
  project_analysis: {
    overview: {
      core_concept: 'A meal planner that starts from the fridge.',
      value_proposition: 'Less waste and a week planned in five minutes.',
      demand_pain_points: ['Deciding what to cook every night', 'Food going off in the fridge'],
    },
  },
  competitive_analysis: {
    market_gap: 'Nobody plans a full week from the home inventory.',
    direct_competitors: [
      {
        name: 'Mealime',
        strengths: 'Quick recipes and shopping lists',
        weaknesses: 'Ignores what is already at home',
        differentiation_strategy: 'Start every plan from the fridge',
      },
      {
        name: 'SuperCook',
        strengths: 'Finds recipes from ingredients',
        weaknesses: 'One meal at a time',
        differentiation_strategy: 'Plan the whole week',
      },
    ],
  },
  risk_assessment: {
    technical_risks: [
      {
        risk_point: 'Keeping the inventory accurate',
        severity: 'high',
        mitigation: 'Read grocery receipts automatically',
      },
      {
        risk_point: 'Allergy-safe suggestions',
        severity: 'low',
        mitigation: 'Strict allergen filters',
      },
    ],
    market_risks: [
      {
        risk_type: 'Low willingness to pay',
        probability: 0.555,
        impact_analysis: 'Subscriptions alone may not carry the business.',
      },
    ],
    compliance_risks: {
      gdpr_concerns: true,
      region_specific_issues: ['Children’s data under COPPA'],
    },
  },
  growth_strategy: {
    acquisition_channels: ['Parent groups', 'Short videos'],
    viral_coefficient_mechanism: 'Shared plans invite everyone who cooks.',
    partnership_leverage_points: ['Grocery delivery platforms'],
  },
  mvp_roadmap: {
    phase_0: {
      validation_goal: 'Parents plan a week in under five minutes.',
      core_features: ['Photo capture of the fridge'],
      success_metrics: ['40% plan a second week'],
    },
    phase_1: {
      sticky_features: ['Family sharing'],
      retention_metrics: ['Week-4 retention above 30%'],
    },
  },
  quantitative_scoring: {
    composite_score: 7.14,
    dimensions: [
      { name: 'scaling_elasticity', score: 7.06, weight: 0.15, evidence: 'Software margins.' },
      { name: 'market_urgency', score: 8, weight: 0.333, evidence: 'A weekly pain.' },
      { name: 'tech_feasibility', score: 8.44, weight: 0.2, evidence: 'Proven techniques.' },
      { name: 'business_model_barrier', score: 5.6, weight: 0.117, evidence: 'Data moat.' },
      { name: 'execution_risk', score: 6.2, weight: 0.2, evidence: 'Retention is hard.' },
    ],
  },
  investment_recommendation: {
    verdict: 'strong_recommend',
    critical_success_factors: ['Inventory capture under a minute a day'],
    timing_considerations: 'Grocery e-commerce is mature enough to build on.',
  },
  meta: {
    processing_time: 42_300,
    timestamp: '2025-07-17T09:30:00.000Z',
    engine: 'llm',
    model: 'gpt-4o-mini',
    language: 'en-US',
    title: TITLE,
    toolsUsed: ['web_search:tavily'],
    sources: [
      { title: 'USDA food price outlook', url: 'https://www.ers.usda.gov/' },
      { title: 'Bundled market notes' },
    ],
    tokens: { input: 1200, output: 3400 },
  },
} satisfies DeepAnalysisResult;

function deepTask(overrides: Partial<TaskStatus> = {}): TaskStatus {
  return {
    taskId: TASK_ID,
    taskName: `${IDEA.slice(0, 59)}…`,
    taskType: 'deep',
    status: 'completed',
    progress: 100,
    stage: 'completed',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: 42_300,
    errorMessage: null,
    userMessage: null,
    resultData: deepResult,
    createdAt: '2025-07-17T09:29:00.000Z',
    startedAt: '2025-07-17T09:29:10.000Z',
    completedAt: '2025-07-17T09:30:00.000Z',
    ...overrides,
  };
}

function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: REPORT_ID,
    reportTitle: 'My saved report',
    userMessage: IDEA,
    createdAt: '2025-07-18T10:00:00.000Z',
    compositeScore: 7.1,
    reportType: 'deep',
    analysisContent: JSON.stringify(deepResult),
    metadata: {
      toolsUsed: ['web_search'],
      engine: 'llm',
      model: 'gpt-4o-mini',
      sources: deepResult.meta.sources,
      tokens: null,
    },
    ...overrides,
  };
}

const REPORT_ROUTE = `GET /api/reports/${REPORT_ID}`;

function renderTask(resultData: unknown = deepResult, state?: unknown) {
  const server = stubFetch({
    [`GET /api/analysis/status/${TASK_ID}`]: { body: deepTask({ resultData }) },
  });
  const view = renderApp(`/analysis-result?taskId=${TASK_ID}`, state);
  return { ...view, ...server, user: userEvent.setup() };
}

function renderSavedReport(reply: StubReply | (() => StubReply)) {
  const server = stubFetch({ [REPORT_ROUTE]: reply });
  const view = renderApp(`/analysis-result?reportId=${REPORT_ID}`, undefined, {
    auth: signedIn(),
  });
  return { ...view, ...server, user: userEvent.setup() };
}

/** Shows a result as if it had been stored by an earlier visit: no server involved. */
function renderStored(result: unknown, info: Record<string, unknown> = {}) {
  stubFetch({});
  window.localStorage.setItem(ANALYSIS_RESULT, JSON.stringify(result));
  window.localStorage.setItem(
    REPORT_BASIC_INFO,
    JSON.stringify({
      reportTitle: TITLE,
      userMessage: IDEA,
      reportType: 'deep',
      owner: null,
      ...info,
    }),
  );
  return { ...renderApp('/analysis-result'), user: userEvent.setup() };
}

function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name }, LOAD);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

beforeAll(async () => {
  // The page loads the full view as a chunk of its own; load it once here, so that its first
  // compilation does not eat into the first test's time.
  await import('./full-report-view.tsx');
});

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('full report from a deep task', () => {
  it('shows the report under its title with the idea, verdict, score and how it was made', async () => {
    renderTask(deepResult, { taskId: TASK_ID, idea: IDEA });
    await findTitle(TITLE);

    expect(screen.getByText(IDEA)).toBeInTheDocument();
    const summary = screen.getByText('Investment verdict').closest('dl') as HTMLElement;
    expect(within(summary).getByText('Strongly Recommended')).toBeInTheDocument();
    expect(within(summary).getByText('7.1')).toBeInTheDocument();

    // The meta line: when, how long (processing_time / 1000, rounded), engine and model, tools.
    expect(
      screen.getByText(formatDateTime('2025-07-17T09:30:00.000Z', 'en-US')),
    ).toBeInTheDocument();
    expect(screen.getByText('42 seconds')).toBeInTheDocument();
    expect(screen.getByText('AI model (gpt-4o-mini)')).toBeInTheDocument();
    expect(screen.getByText('Web search (tavily)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${TITLE} · IdeaLens`));
  });

  it('quotes the whole idea from the task when it is opened from a link (no router state)', async () => {
    const longIdea = `${IDEA}, and orders what is missing from the nearest grocery in one tap.`;
    stubFetch({
      [`GET /api/analysis/status/${TASK_ID}`]: {
        body: deepTask({
          resultData: deepResult,
          taskName: `${longIdea.slice(0, 59)}…`,
          userMessage: longIdea,
        }),
      },
    });
    renderApp(`/analysis-result?taskId=${TASK_ID}`);
    await findTitle(TITLE);
    expect(screen.getByText(longIdea)).toBeInTheDocument();
  });

  it('keeps the report and its basic info, so a reload without parameters shows it', async () => {
    const { unmount } = renderTask(deepResult, { taskId: TASK_ID, idea: IDEA });
    await findTitle(TITLE);
    await waitFor(() => expect(window.localStorage.getItem(ANALYSIS_RESULT)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(ANALYSIS_RESULT) ?? '')).toEqual(deepResult);
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toEqual({
      reportTitle: TITLE,
      userMessage: IDEA,
      createdAt: '2025-07-17T09:30:00.000Z',
      compositeScore: 7.14,
      reportType: 'deep',
      owner: null,
      taskId: TASK_ID,
    });

    unmount();
    const later = stubFetch({});
    renderApp('/analysis-result');
    await findTitle(TITLE);
    expect(screen.getByText(IDEA)).toBeInTheDocument();
    expect(section('Competitive analysis')).toHaveTextContent('Mealime');
    // Only where the score stands is asked (GET /api/analysis/score-context), not the task.
    expect(
      later.requests
        .map((request) => request.path)
        .filter((path) => path.startsWith('/api/') && path !== '/api/analysis/score-context'),
    ).toEqual([]);
  });
  it('says while it runs that a deep analysis takes a few minutes', async () => {
    stubFetch({
      [`GET /api/analysis/status/${TASK_ID}`]: {
        body: deepTask({
          status: 'processing',
          stage: 'researching',
          progress: 45,
          resultData: null,
        }),
      },
    });
    renderApp(`/analysis-result?taskId=${TASK_ID}`);
    expect(await screen.findByText('Searching the market…')).toBeInTheDocument();
    expect(screen.getByText(/A deep analysis researches the market/)).toBeInTheDocument();
  });
});

describe('full report sections', () => {
  it('shows what research was done, with links only for sources that have an address', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const research = section('Research performed');
    expect(within(research).getByText('Searches conducted').nextSibling).toHaveTextContent('12');
    expect(
      within(research).getByText('Households are the largest single source of food waste.'),
    ).toBeInTheDocument();
    // Texts from the analysis are text: nothing in them becomes markup.
    expect(
      within(research).getByText('<img src=x onerror="alert(1)"> is text, not markup'),
    ).toBeInTheDocument();
    expect(research.querySelector('img')).toBeNull();

    const link = within(research).getByRole('link', { name: 'ReFED food waste data' });
    expect(link).toHaveAttribute('href', 'https://refed.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(research).getAllByRole('link')).toHaveLength(1);
    expect(within(research).getByText('Parent interviews')).toBeInTheDocument();
    expect(within(research).getByText('App-store reviews of meal planners')).toBeInTheDocument();
  });

  it('says no web search ran when the findings come from the bundled knowledge base', async () => {
    renderStored({
      ...deepResult,
      search_performed: { ...deepResult.search_performed, searches_conducted: 0 },
    });
    await findTitle(TITLE);
    const research = section('Research performed');
    expect(within(research).queryByText('Searches conducted')).not.toBeInTheDocument();
    expect(
      within(research).getByText('No web search ran: findings from the bundled knowledge base'),
    ).toBeInTheDocument();
  });

  it('shows the project overview and the competitors as cards', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const project = section('Project analysis');
    expect(within(project).getByText('Core concept').nextSibling).toHaveTextContent(
      'A meal planner that starts from the fridge.',
    );
    expect(within(project).getByText('Value proposition').nextSibling).toHaveTextContent(
      'Less waste and a week planned in five minutes.',
    );
    expect(
      within(project)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deciding what to cook every night', 'Food going off in the fridge']);

    const competition = section('Competitive analysis');
    expect(
      within(competition).getByText('Nobody plans a full week from the home inventory.'),
    ).toBeInTheDocument();
    const cards = within(competition).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const mealime = cards[0] as HTMLElement;
    expect(within(mealime).getByText('Mealime')).toBeInTheDocument();
    expect(within(mealime).getByText('Strengths').nextSibling).toHaveTextContent(
      'Quick recipes and shopping lists',
    );
    expect(within(mealime).getByText('Weaknesses').nextSibling).toHaveTextContent(
      'Ignores what is already at home',
    );
    expect(within(mealime).getByText('How to differ').nextSibling).toHaveTextContent(
      'Start every plan from the fridge',
    );
  });

  it('shows risks with severity badges, probability as a whole percent, and compliance', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const risks = section('Risk assessment');
    const technical = within(risks).getByText('Keeping the inventory accurate').closest('li');
    expect(within(technical as HTMLElement).getByText('High')).toHaveAttribute(
      'data-level',
      'high',
    );
    expect(
      within(technical as HTMLElement).getByText('Read grocery receipts automatically'),
    ).toBeInTheDocument();
    const allergy = within(risks).getByText('Allergy-safe suggestions').closest('li');
    expect(within(allergy as HTMLElement).getByText('Low')).toBeInTheDocument();

    const market = within(risks).getByText('Low willingness to pay').closest('li') as HTMLElement;
    expect(within(market).getByText('Probability').nextSibling).toHaveTextContent(/^56%$/);
    expect(within(market).getByText('Impact').nextSibling).toHaveTextContent(
      'Subscriptions alone may not carry the business.',
    );

    expect(within(risks).getByText('GDPR concerns').nextSibling).toHaveTextContent('Yes');
    expect(within(risks).getByText('Children’s data under COPPA')).toBeInTheDocument();
  });

  it('says “No” when the report raises no GDPR concerns', async () => {
    renderStored({
      ...deepResult,
      risk_assessment: {
        ...deepResult.risk_assessment,
        compliance_risks: { gdpr_concerns: false, region_specific_issues: [] },
      },
    });
    await findTitle(TITLE);
    const risks = section('Risk assessment');
    expect(within(risks).getByText('GDPR concerns').nextSibling).toHaveTextContent('No');
    expect(within(risks).getByText('Region-specific issues').nextSibling).toHaveTextContent(
      'None identified',
    );
  });

  it('shows the growth strategy and both phases of the MVP roadmap', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const growth = section('Growth strategy');
    expect(within(growth).getByText('Acquisition channels').nextSibling).toHaveTextContent(
      'Parent groupsShort videos',
    );
    expect(within(growth).getByText('Viral coefficient mechanism').nextSibling).toHaveTextContent(
      'Shared plans invite everyone who cooks.',
    );
    expect(within(growth).getByText('Partnership leverage points').nextSibling).toHaveTextContent(
      'Grocery delivery platforms',
    );

    const mvp = section('MVP roadmap');
    const phase0 = within(mvp).getByRole('heading', { name: 'Phase 0 · Validate' });
    const phase1 = within(mvp).getByRole('heading', { name: 'Phase 1 · Retain' });
    const phase = (heading: HTMLElement) => heading.parentElement as HTMLElement;
    expect(within(phase(phase0)).getByText('Validation goal').nextSibling).toHaveTextContent(
      'Parents plan a week in under five minutes.',
    );
    expect(within(phase(phase0)).getByText('Core features').nextSibling).toHaveTextContent(
      'Photo capture of the fridge',
    );
    expect(within(phase(phase0)).getByText('Success metrics').nextSibling).toHaveTextContent(
      '40% plan a second week',
    );
    expect(within(phase(phase1)).getByText('Sticky features').nextSibling).toHaveTextContent(
      'Family sharing',
    );
    expect(within(phase(phase1)).getByText('Retention metrics').nextSibling).toHaveTextContent(
      'Week-4 retention above 30%',
    );
  });

  it('scores every dimension by name with one decimal, its weight as a whole percent and evidence', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const scoring = section('Quantitative scoring');
    expect(within(scoring).getByText('Composite score').nextSibling).toHaveTextContent('7.1/ 10');

    const rows = within(scoring)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // In the spec's order of dimensions, whatever order the analysis wrote them in.
    expect(rows).toEqual([
      'Market urgencyWeight 33%8.0A weekly pain.',
      'Technical feasibilityWeight 20%8.4Proven techniques.',
      'Business model moatWeight 12%5.6Data moat.',
      'Execution riskWeight 20%6.2Retention is hard.',
      'ScalabilityWeight 15%7.1Software margins.',
    ]);
  });

  it('draws the five dimensions as a chart named with every value', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const chart = within(section('Quantitative scoring')).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Scores by dimension, out of 10: Market urgency 8.0, Technical feasibility 8.4, ' +
        'Business model moat 5.6, Execution risk 6.2, and Scalability 7.1',
    );
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('circle')).toHaveLength(5);
  });

  it('shows the investment recommendation and the sources the analysis cites', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    const investment = section('Investment recommendation');
    expect(within(investment).getByText('Verdict').nextSibling).toHaveTextContent(
      'Strongly Recommended',
    );
    expect(within(investment).getByText('Critical success factors').nextSibling).toHaveTextContent(
      'Inventory capture under a minute a day',
    );
    expect(within(investment).getByText('Timing considerations').nextSibling).toHaveTextContent(
      'Grocery e-commerce is mature enough to build on.',
    );

    const sources = section('Sources');
    expect(within(sources).getByRole('link', { name: 'USDA food price outlook' })).toHaveAttribute(
      'href',
      'https://www.ers.usda.gov/',
    );
    expect(within(sources).getByText('Bundled market notes').closest('a')).toBeNull();
  });

  it.each([
    ['strong_recommend', 'Strongly Recommended'],
    ['recommend_with_caveats', 'Recommended with Caveats'],
    ['not_recommend', 'Not Recommended'],
    ['wait_and_see', 'Pending Evaluation'],
  ])('words the verdict %s as “%s”', async (verdict, words) => {
    renderStored({
      ...deepResult,
      investment_recommendation: { ...deepResult.investment_recommendation, verdict },
    });
    await findTitle(TITLE);
    expect(
      within(section('Investment recommendation')).getByText('Verdict').nextSibling,
    ).toHaveTextContent(words);
    expect(screen.queryByText(/Report data format error/)).not.toBeInTheDocument();
  });

  it('lists the sections for keyboard users and jumps to one', async () => {
    const { user } = renderStored(deepResult);
    await findTitle(TITLE);
    const contents = screen.getByRole('navigation', { name: 'Report sections' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Research performed',
      'Project analysis',
      'Competitive analysis',
      'Risk assessment',
      'Growth strategy',
      'MVP roadmap',
      'Quantitative scoring',
      'Investment recommendation',
      'Sources',
    ]);
    await user.click(within(contents).getByRole('link', { name: 'Risk assessment' }));
    expect(section('Risk assessment')).toHaveFocus();
  });

  it('shows dimension names, verdict and percentages in Chinese', async () => {
    await changeLanguage('zh-CN');
    renderStored(deepResult);
    await findTitle(TITLE);
    const scoring = screen.getByRole('region', { name: '量化评分' });
    const [first] = within(scoring).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^市场紧迫性权重 33%8\.0/);
    expect(within(scoring).getByRole('img')).toHaveAccessibleName(
      /^各维度得分（满分 10 分）：市场紧迫性 8\.0、/,
    );
    expect(screen.getAllByText('强烈推荐').length).toBeGreaterThan(0);
  });
});

describe('full report with missing sections', () => {
  it('shows the sections it has, “Not provided” for the rest, and says the data was broken', async () => {
    const { risk_assessment, growth_strategy, search_performed, ...rest } = deepResult;
    renderStored({
      ...rest,
      // Broken: a probability outside 0-1 and a source with a script address.
      risk_assessment: {
        ...risk_assessment,
        market_risks: [{ risk_type: 'x', probability: 2, impact_analysis: 'y' }],
      },
      search_performed: {
        ...search_performed,
        data_sources: [{ title: 'Click me', url: 'javascript:alert(1)' }],
      },
    });
    await findTitle(TITLE);
    expect(
      screen.getByText(
        'Report data format error, there might be an issue during the analysis process.',
      ),
    ).toBeInTheDocument();
    for (const name of ['Research performed', 'Risk assessment', 'Growth strategy']) {
      expect(within(section(name)).getByText('Not provided')).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
    expect(section('Project analysis')).toHaveTextContent(
      'A meal planner that starts from the fridge.',
    );
    expect(section('Investment recommendation')).toHaveTextContent('Strongly Recommended');
  });

  it('falls back to the saved composite score and a pending verdict without those sections', async () => {
    const { quantitative_scoring, investment_recommendation, ...rest } = deepResult;
    renderStored(rest, { compositeScore: 6.25 });
    await findTitle(TITLE);
    const summary = screen.getByText('Investment verdict').closest('dl') as HTMLElement;
    expect(within(summary).getByText('Pending Evaluation')).toBeInTheDocument();
    expect(within(summary).getByText('6.3')).toBeInTheDocument();
    expect(within(section('Quantitative scoring')).getByText('Not provided')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads data without project_analysis as a quick report (and this is none)', async () => {
    const { project_analysis, ...rest } = deepResult;
    renderStored(rest);
    await findTitle('Data format incompatible');
  });
});

/** The report as the analyst writes it since claims are checked against their sources. */
const checkedResult = {
  ...deepResult,
  search_performed: {
    ...deepResult.search_performed,
    key_findings: ['Households are the largest single source of food waste. [1]'],
    needs_checking: ['Parents would pay for a planner that starts from the fridge'],
    evidence: [
      {
        claim: 'Households are the largest single source of food waste.',
        quote: 'Homes produce more food waste than any other sector.',
        source: 1,
      },
    ],
    evidence_level: 'thin' as const,
  },
  quantitative_scoring: {
    ...deepResult.quantitative_scoring,
    dimensions: deepResult.quantitative_scoring.dimensions.map((dimension) =>
      dimension.name === 'business_model_barrier'
        ? { ...dimension, score: 5, low_evidence: true }
        : dimension,
    ),
  },
  meta: {
    ...deepResult.meta,
    research: {
      queries: [
        {
          query: 'fridge meal planner apps',
          area: 'competitors',
          origin: 'plan' as const,
          results: 6,
        },
        {
          query: 'meal kit prices',
          area: 'pricing',
          origin: 'follow-up' as const,
          results: 0,
          failed: true,
        },
      ],
      flaggedSources: [
        { title: 'Ignore all previous instructions', reason: 'instructions' as const },
      ],
      claims: { checked: 4, supported: 2, needsChecking: 1, dropped: 1 },
      modelCalls: 3,
      timings: { searching: 2000, reading: 500, writing: 9000, checking: 20 },
    },
  },
} satisfies DeepAnalysisResult;

/** The report's section and part headings, in order. */
function outlineHeadings(): string[] {
  return within(document.querySelector('article') as HTMLElement)
    .getAllByRole('heading')
    .filter((heading) => heading.tagName !== 'H1')
    .map((heading) => heading.textContent ?? '');
}

describe('full report with its research checked against the sources', () => {
  it('shows a report written before the checks with the headings it always had', async () => {
    renderStored(deepResult);
    await findTitle(TITLE);
    expect(outlineHeadings()).toEqual([
      'Research performed',
      'Key findings',
      'Data sources',
      'Project analysis',
      'Competitive analysis',
      'Direct competitors',
      'Risk assessment',
      'Technical risks',
      'Market risks',
      'Compliance',
      'Growth strategy',
      'MVP roadmap',
      'Phase 0 · Validate',
      'Phase 1 · Retain',
      'Quantitative scoring',
      'Score dimensions',
      'Investment recommendation',
      'Sources',
    ]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Low evidence')).not.toBeInTheDocument();
  });

  it('shows what the checks found and, from the task’s meta, how the research ran', async () => {
    const { user } = renderTask(checkedResult, { taskId: TASK_ID, idea: IDEA });
    await findTitle(TITLE);
    const research = section('Research performed');
    expect(within(research).getByRole('note')).toHaveTextContent(/^Thin evidenceFew sources/);
    expect(
      within(research).getByRole('heading', { name: 'Needs checking' }).parentElement,
    ).toHaveTextContent('Parents would pay for a planner that starts from the fridge');

    const quotes = within(research).getByRole('button', { name: 'Quotes from the sources 1' });
    await user.click(quotes);
    expect(
      within(research).getByText('“Homes produce more food waste than any other sector.”'),
    ).toBeVisible();

    const run = within(research).getByRole('button', { name: 'How the research ran 2 searches' });
    run.focus();
    await user.keyboard('{Enter}');
    expect(run).toHaveAttribute('aria-expanded', 'true');
    expect(within(research).getByText('fridge meal planner apps').parentElement).toHaveTextContent(
      'CompetitorsFrom the plan6 results',
    );
    expect(within(research).getByText('meal kit prices').parentElement).toHaveTextContent(
      'PricingFollow-upFailed',
    );
    expect(within(research).getByText('Ignore all previous instructions')).toBeVisible();

    const moat = within(section('Quantitative scoring'))
      .getByText('Business model moat')
      .closest('li') as HTMLElement;
    expect(within(moat).getByText('Low evidence')).toBeInTheDocument();
  });

  it('shows how the research ran for a saved report too', async () => {
    renderSavedReport({
      body: {
        success: true,
        data: reportDetail({ analysisContent: JSON.stringify(checkedResult) }),
      },
    });
    await findTitle('My saved report');
    expect(
      within(section('Research performed')).getByRole('button', {
        name: 'How the research ran 2 searches',
      }),
    ).toBeInTheDocument();
  });

  it('prints what is folded away on screen', async () => {
    renderStored(checkedResult);
    await findTitle(TITLE);
    const research = section('Research performed');
    const quote = within(research).getByText(/Homes produce more food waste/);
    expect(quote).not.toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(quote).toBeVisible();
    expect(within(research).getByText('fridge meal planner apps')).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(quote).not.toBeVisible();
  });

  it('says it in Chinese', async () => {
    await changeLanguage('zh-CN');
    renderStored(checkedResult);
    await findTitle(TITLE);
    const research = screen.getByRole('region', { name: '调研概况' });
    expect(within(research).getByRole('note')).toHaveTextContent(/^证据单薄支撑/);
    expect(within(research).getByRole('heading', { name: '待核实' })).toBeInTheDocument();
    expect(within(research).getByRole('button', { name: '来源原文 1' })).toBeInTheDocument();
    expect(within(research).getByRole('button', { name: '调研过程 2 次检索' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '量化评分' })).getByText('证据不足'),
    ).toBeInTheDocument();
  });
});

describe('full report from a saved report (?reportId)', () => {
  it('fetches the report with the user’s token and shows it with its saved title', async () => {
    window.localStorage.setItem(API_TOKEN, 'token-for-tests');
    const { requests } = renderSavedReport({ body: { success: true, data: reportDetail() } });
    await findTitle('My saved report');
    const call = requests.find((request) => request.path === `/api/reports/${REPORT_ID}`);
    expect(call?.headers.get('Authorization')).toBe('Bearer token-for-tests');
    expect(screen.getByText(IDEA)).toBeInTheDocument();
    expect(section('Competitive analysis')).toHaveTextContent('SuperCook');

    await waitFor(() => expect(window.localStorage.getItem(ANALYSIS_RESULT)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toEqual({
      reportTitle: 'My saved report',
      userMessage: IDEA,
      createdAt: '2025-07-18T10:00:00.000Z',
      compositeScore: 7.1,
      reportType: 'deep',
      owner: TEST_USER.id,
      taskId: null,
      // Deleting the report forgets this copy.
      reportId: REPORT_ID,
    });
  });

  it('shows a saved quick report with the quick report view', async () => {
    renderSavedReport({
      body: {
        success: true,
        data: reportDetail({
          reportType: 'simple',
          compositeScore: 6,
          analysisContent: JSON.stringify({
            core_analysis: {
              problem_solved: 'Dinner decisions',
              value_proposition: 'Plans',
              feasibility_level: 'high',
            },
            quick_assessment: {
              market_demand: 'Parents',
              competition_level: 'low',
              implementation_difficulty: 'medium',
            },
            recommendations: {
              feasibility_score: 6,
              key_suggestions: ['Interview parents'],
              main_challenges: ['Inventory'],
              next_step: 'Pilot',
            },
          }),
        }),
      },
    });
    await findTitle('Startup Idea Analysis Report');
    expect(screen.getByText('Dinner decisions')).toBeInTheDocument();
  });

  it('says the report data cannot be displayed when analysisContent is not JSON', async () => {
    renderSavedReport({
      body: { success: true, data: reportDetail({ analysisContent: '{"project_analysis": {' }) },
    });
    await findTitle('Report data format error, cannot display');
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/tasks');
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
  });

  it('shows not-found for a report that does not exist', async () => {
    renderSavedReport({
      status: 404,
      body: { error: 'Not Found', message: 'Report not found', code: 'REPORT_NOT_FOUND' },
    });
    await findTitle('Analysis result not found');
    expect(screen.getByText('Report does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the demo report' })).toHaveAttribute(
      'href',
      '/?demo=true',
    );
  });

  it('says it failed to get the report details, and tries again on Retry', async () => {
    let calls = 0;
    const { user } = renderSavedReport(() => {
      calls += 1;
      return calls <= 2
        ? { status: 503, body: { error: 'Unavailable', message: 'Down', code: 'UNAVAILABLE' } }
        : { body: { success: true, data: reportDetail() } };
    });
    await findTitle('Failed to get report details');
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await findTitle('My saved report');
  }, 15_000);

  it('asks anonymous visitors to sign in, and asks the server nothing', async () => {
    const { requests } = stubFetch({});
    renderApp(`/analysis-result?reportId=${REPORT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/reports'))).toEqual([]);
  });
});

describe('demo report page', () => {
  it('shows the whole demo under a demo banner, without storing it', async () => {
    stubFetch({});
    renderApp('/analysis-result?demo=true');
    await findTitle('Fridge-first dinner planning for busy families');
    expect(screen.getByText(/This is a demo report for an example idea/)).toBeInTheDocument();
    expect(section('Competitive analysis')).toHaveTextContent('Samsung Food');
    expect(section('MVP roadmap')).toHaveTextContent('Phase 1 · Retain');
    expect(within(section('Quantitative scoring')).getByRole('img')).toHaveAccessibleName(
      /^Scores by dimension, out of 10: Market urgency 7\.8, /,
    );
    expect(screen.queryByText(/Report data format error/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Demo Report · IdeaLens'));
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
  });
});
