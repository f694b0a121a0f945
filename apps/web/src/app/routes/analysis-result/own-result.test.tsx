import type { TaskStatus } from '@idealens/shared/analysis';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthContextValue } from '../../../lib/auth-context.ts';
import { ANALYSIS_RESULT, REPORT_BASIC_INFO } from '../../../lib/storage-keys.ts';
import { createAuthDouble, signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Issue 19: after a user signed out, the next visitor of /analysis-result in the same browser saw
// that user's last report, kept in local storage. A stored result is tied to whoever it belongs
// to: a signed-in user's is shown to that user alone; an anonymous visitor's stays for the visitor.

const TASK_ID = '5b1c7d0e-2f3a-4b5c-9d6e-7f8a9b0c1d2e';
const IDEA = 'A van that repairs bikes at the office while their owners work';
const REPORT_TITLE = 'Startup Idea Analysis Report';
const OTHER_USER = { ...TEST_USER, id: 'user_test_2', email: 'bob@example.com', name: 'Bob' };

const quickResult = {
  core_analysis: {
    problem_solved: 'Commuters lose a morning to every flat tyre.',
    value_proposition: 'Bikes fixed in the office car park by lunchtime.',
    feasibility_level: 'high',
  },
  quick_assessment: {
    market_demand: 'Strong in cycling cities.',
    competition_level: 'medium',
    implementation_difficulty: 'medium',
  },
  recommendations: {
    feasibility_score: 6.8,
    key_suggestions: ['Sign two office parks'],
    main_challenges: ['Van routing'],
    next_step: 'Run a one-week pilot',
  },
};

function completedTask(): TaskStatus {
  return {
    taskId: TASK_ID,
    taskName: IDEA,
    taskType: 'simple',
    status: 'completed',
    progress: 100,
    stage: 'completed',
    queuePosition: 0,
    estimatedCompletionTime: null,
    processingTime: 1200,
    errorMessage: null,
    userMessage: IDEA,
    resultData: quickResult,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    completedAt: '2026-11-20T10:00:02.000Z',
  };
}

/** Someone reads a finished task's report, which the page keeps in this browser. */
async function readTaskAs(auth: AuthContextValue) {
  stubFetch({ [`GET /api/analysis/status/${TASK_ID}`]: { body: completedTask() } });
  const view = renderApp(`/analysis-result?taskId=${TASK_ID}`, undefined, { auth });
  await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }, { timeout: 5_000 });
  await waitFor(() => expect(window.localStorage.getItem(ANALYSIS_RESULT)).not.toBeNull());
  view.unmount();
}

/** The next person opens /analysis-result with no parameters in the same browser. */
function openStoredAs(auth: AuthContextValue) {
  const { requests } = stubFetch({});
  return { ...renderApp('/analysis-result', undefined, { auth }), requests };
}

async function expectSentHome(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByText(IDEA)).not.toBeInTheDocument();
  expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
  expect(window.localStorage.getItem(REPORT_BASIC_INFO)).toBeNull();
}

beforeAll(async () => {
  // The page's chunks, compiled once before the first test's clock starts.
  await Promise.all([
    import('./analysis-result-page.tsx'),
    import('../../../features/report/components/simple-report-view.tsx'),
  ]);
});

describe('a stored result and who is looking', () => {
  it('keeps a signed-in user’s result as theirs, shown to them again', async () => {
    await readTaskAs(signedIn());
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toMatchObject({
      owner: TEST_USER.id,
      taskId: TASK_ID,
    });
    openStoredAs(signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(IDEA)).toBeInTheDocument();
  }, 15_000);

  it('never shows it to the anonymous visitor who comes next, and forgets it', async () => {
    await readTaskAs(signedIn());
    const { router } = openStoredAs(createAuthDouble());
    await expectSentHome(router);
  }, 15_000);

  it('never shows it to another user signed in at the same browser', async () => {
    await readTaskAs(signedIn());
    const { router } = openStoredAs(signedIn(OTHER_USER));
    await expectSentHome(router);
  }, 15_000);

  it('shows nothing stored while it is not yet known who is looking', async () => {
    await readTaskAs(signedIn());
    const { router } = openStoredAs(createAuthDouble({ status: 'loading' }));
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    expect(screen.queryByText(IDEA)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/analysis-result');
  }, 15_000);

  it('keeps an anonymous visitor’s result for whoever uses this browser next', async () => {
    await readTaskAs(createAuthDouble());
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toMatchObject({
      owner: null,
      taskId: TASK_ID,
    });
    openStoredAs(createAuthDouble());
    expect(
      await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(IDEA)).toBeInTheDocument();
  }, 15_000);

  it('does not store a result read while sign-in is still loading', async () => {
    stubFetch({ [`GET /api/analysis/status/${TASK_ID}`]: { body: completedTask() } });
    renderApp(`/analysis-result?taskId=${TASK_ID}`, undefined, {
      auth: createAuthDouble({ status: 'loading' }),
    });
    await screen.findByRole('heading', { level: 1, name: REPORT_TITLE }, { timeout: 5_000 });
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
  }, 15_000);
});
