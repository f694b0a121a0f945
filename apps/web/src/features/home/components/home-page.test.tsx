import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { IDEA_DRAFT } from '../../../lib/storage-keys.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { MEAL_PLANNER_READING } from '../../../test/brief-reading.ts';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The first render also loads the page's code: give it time on a busy machine. */
const LOADED = { timeout: 5000 };

const IDEA = 'An app that plans family dinners from what is already in the fridge';
const TASK_ID = '2b1f7c3e-8d4a-4f5b-9c6d-1e2f3a4b5c6d';

function queue(queuedTasks: number): StubReply {
  return {
    body: {
      queue: { queuedTasks, processingTasks: 1, averageProcessingMs: 15000, estimatedWaitMs: 0 },
    },
  };
}

const queuedTask = {
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
  resultData: null,
  createdAt: '2025-07-17T09:30:00.000Z',
  startedAt: null,
  completedAt: null,
};

async function renderHome(routes: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'GET /api/analysis/queue-status': queue(0), ...routes });
  const user = userEvent.setup();
  const view = renderApp('/');
  const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
  return { ...view, ...server, user, textarea };
}

const quickButton = () => screen.getByRole('button', { name: /Quick Analysis/ });
const deepButton = () => screen.getByRole('button', { name: /Deep Analysis/ });

const READING = MEAL_PLANNER_READING;
const runDeep = () =>
  screen.findByRole('button', { name: 'Run deep analysis (1 point)' }, { timeout: 15_000 });

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('home page idea form', () => {
  it('keeps both buttons disabled while the idea is empty', async () => {
    const { user, textarea } = await renderHome();
    expect(quickButton()).toBeDisabled();
    expect(deepButton()).toBeDisabled();
    await user.type(textarea, 'A');
    expect(quickButton()).toBeEnabled();
    expect(deepButton()).toBeEnabled();
    await user.clear(textarea);
    expect(quickButton()).toBeDisabled();
  });

  it('says word for word what is wrong with an empty or short idea, and sends nothing', async () => {
    const { user, textarea, requests } = await renderHome();
    await user.type(textarea, '   ');
    await user.click(quickButton());
    expect(screen.getByText('Please enter your startup idea')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveFocus();

    await user.type(textarea, 'short idea');
    expect(screen.queryByText('Please enter your startup idea')).not.toBeInTheDocument();
    await user.clear(textarea);
    await user.type(textarea, 'tiny');
    await user.click(quickButton());
    expect(
      screen.getByText('Please describe your idea in detail, at least 10 characters'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/analysis/submit')).toHaveLength(0);
  });

  it('counts characters against 300 and turns the counter orange above 270', async () => {
    const { user, textarea } = await renderHome();
    expect(screen.getByText('0 / 300')).toBeInTheDocument();
    await user.click(textarea);
    await user.paste('x'.repeat(270));
    const counter = screen.getByText('270 / 300');
    expect(counter).not.toHaveClass('text-orange-700');

    await user.paste('x');
    expect(screen.getByText('271 / 300')).toHaveClass('text-orange-700');
    expect(screen.getByText('Characters left: 29')).toBeInTheDocument();

    await user.paste('x'.repeat(30));
    expect(screen.getByText('301 / 300')).toHaveClass('text-red-700');
    expect(screen.getByText('Please keep your idea to at most 300 characters')).toBeInTheDocument();
  });

  it('submits a quick analysis in the interface language and opens its progress', async () => {
    const { user, textarea, requests, router } = await renderHome({
      'POST /api/analysis/submit': {
        body: {
          taskId: TASK_ID,
          status: 'queued',
          queuePosition: 0,
          estimatedCompletionTime: null,
        },
      },
      [`GET /api/analysis/status/${TASK_ID}`]: { body: queuedTask },
    });
    await user.type(textarea, `  ${IDEA}  `);
    await user.click(quickButton());

    await screen.findByRole('heading', { level: 1, name: 'Analyzing your idea' }, LOADED);
    const submit = requests.find((request) => request.path === '/api/analysis/submit');
    expect(submit?.body).toEqual({ type: 'simple', data: { idea: IDEA, language: 'en-US' } });
    expect(router.state.location.pathname).toBe('/analysis-result');
    expect(router.state.location.search).toBe(`?taskId=${TASK_ID}&type=simple`);
    expect(window.sessionStorage.getItem(IDEA_DRAFT)).toBeNull();
  });

  it('sends the language of a Chinese interface', async () => {
    await changeLanguage('zh-CN');
    const server = stubFetch({
      'GET /api/analysis/queue-status': queue(0),
      'POST /api/analysis/submit': 'network-error',
    });
    const user = userEvent.setup();
    renderApp('/');
    const textarea = await screen.findByRole('textbox', { name: '你的创业想法' }, LOADED);
    await user.type(textarea, '一款帮助家长规划晚餐的应用程序');
    await user.click(screen.getByRole('button', { name: /快速分析/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    const submit = server.requests.find((request) => request.path === '/api/analysis/submit');
    expect(submit?.body).toMatchObject({ data: { language: 'zh-CN' } });
  });

  it('shows a busy refusal in a red box, keeps the idea and records the failure', async () => {
    const { user, textarea, requests } = await renderHome({
      'POST /api/analysis/submit': {
        status: 429,
        body: {
          error: 'Too Many Requests',
          message:
            'Analysis is currently busy. Please try again later or log in for free detailed analysis',
          code: 'QUEUE_BUSY',
        },
      },
    });
    await user.type(textarea, IDEA);
    await user.click(quickButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    );
    expect(textarea).toHaveValue(IDEA);
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/events')?.body).toEqual({
        name: 'analysis_submit_failed',
        properties: { type: 'simple', code: 'QUEUE_BUSY', status: 429 },
      }),
    );
  });

  it.each([
    ['a network failure', 'network-error' as const, 'Network error, please try again later'],
    [
      'a server message',
      {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'data/idea must be text',
          code: 'VALIDATION_FAILED',
        },
      },
      'data/idea must be text',
    ],
    [
      'no server message',
      {
        status: 500,
        body: { error: 'Internal Server Error', message: '', code: 'INTERNAL_ERROR' },
      },
      'Task submission failed',
    ],
  ])('words %s for the user', async (_, reply, words) => {
    const { user, textarea } = await renderHome({ 'POST /api/analysis/submit': reply });
    await user.type(textarea, IDEA);
    await user.click(quickButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(textarea).toHaveValue(IDEA);
  });

  it('says at the idea what the server found missing when the text is not an idea, and keeps it', async () => {
    const missing = 'We could not tell who would use this or what it would offer them.';
    let reply: StubReply = {
      status: 400,
      body: { error: 'Bad Request', message: missing, code: 'IDEA_UNCLEAR' },
    };
    const { user, textarea, requests } = await renderHome({
      'POST /api/analysis/submit': () => reply,
    });
    await user.type(textarea, 'asdf qwerty zxcv');
    await user.click(quickButton());

    const message = await screen.findByText(missing);
    // Like the form's own checks: at the idea, described by it, marked invalid, focused; not in
    // the box for failures of the service.
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(
      message.closest('p')?.id,
    );
    await waitFor(() => expect(textarea).toHaveFocus());
    expect(textarea).toHaveValue('asdf qwerty zxcv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/events')?.body).toEqual({
        name: 'analysis_submit_failed',
        properties: { type: 'simple', code: 'IDEA_UNCLEAR', status: 400 },
      }),
    );

    // Without the server's words, the form says it in general; a new attempt clears it.
    reply = { status: 400, body: { error: 'Bad Request', message: '', code: 'IDEA_UNCLEAR' } };
    await user.type(textarea, ' more');
    await user.click(quickButton());
    expect(
      await screen.findByText(
        'We couldn’t read this as a business idea. Say who it is for, what you offer them and how it makes money.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
    reply = 'network-error';
    await user.click(quickButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.queryByText(/business idea/)).not.toBeInTheDocument();
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('says in Chinese that the text is not an idea when the server sends no words', async () => {
    await changeLanguage('zh-CN');
    stubFetch({
      'GET /api/analysis/queue-status': queue(0),
      'POST /api/analysis/submit': {
        status: 400,
        body: { error: 'Bad Request', message: '', code: 'IDEA_UNCLEAR' },
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const textarea = await screen.findByRole('textbox', { name: '你的创业想法' }, LOADED);
    await user.type(textarea, '哈哈哈哈哈哈哈哈哈哈哈');
    await user.click(screen.getByRole('button', { name: /快速分析/ }));
    expect(
      await screen.findByText(
        '我们没能把这段文字读成一个创业想法。请说明它面向谁、提供什么，以及怎样赚钱。',
      ),
    ).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the spinner text and disables both buttons while submitting', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const { user, textarea } = await renderHome({
      'POST /api/analysis/submit': () =>
        new Promise<StubReply>((resolve) => {
          answer = resolve;
        }),
    });
    await user.type(textarea, IDEA);
    await user.click(quickButton());
    const pending = await screen.findByRole('button', { name: /Generating Simple Analysis\.\.\./ });
    expect(pending).toBeDisabled();
    expect(deepButton()).toBeDisabled();
    answer('network-error');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('keeps a draft of the idea across a reload of the page', async () => {
    const { user, textarea, unmount } = await renderHome();
    await user.type(textarea, IDEA);
    unmount();
    renderApp('/');
    expect(await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED)).toHaveValue(
      IDEA,
    );
  });

  it('asks anonymous visitors to sign in for a deep analysis', async () => {
    const { user, textarea, router, requests } = await renderHome();
    expect(screen.getByText('Log in to use deep analysis')).toBeInTheDocument();
    // What signing in gives, priority processing among it.
    expect(
      screen.getByText('Log in for priority processing and ideas of up to 2000 characters.'),
    ).toBeVisible();
    await user.type(textarea, IDEA);
    await user.click(deepButton());
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=/');
    expect(requests.filter((request) => request.path === '/api/analysis/submit')).toHaveLength(0);
  });
});

describe('home page busy banner', () => {
  it('says when the queue status could not be read, and leaves the quick analysis to the server', async () => {
    const { user, textarea } = await renderHome({
      'GET /api/analysis/queue-status': {
        status: 503,
        body: { error: 'Service Unavailable', message: 'down', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    await user.type(textarea, IDEA);
    expect(await screen.findByText('Failed to get queue status')).toBeVisible();
    expect(screen.queryByText('Analysis Currently Busy')).not.toBeInTheDocument();
    expect(quickButton()).toBeEnabled();
    expect(quickButton()).toHaveAccessibleDescription(
      'Free, about 60 seconds Failed to get queue status',
    );
  });

  it('says “Task submission failed, please try again later” when the server cannot take the task', async () => {
    const { user, textarea } = await renderHome({
      'POST /api/analysis/submit': {
        status: 500,
        body: {
          error: 'Internal Server Error',
          message: 'Something went wrong on our side. Please try again later.',
          code: 'INTERNAL_ERROR',
        },
      },
    });
    await user.type(textarea, IDEA);
    await user.click(quickButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Task submission failed, please try again later',
    );
  });

  it('is hidden while fewer than 10 tasks wait', async () => {
    const { user, textarea } = await renderHome({ 'GET /api/analysis/queue-status': queue(9) });
    await user.type(textarea, IDEA);
    expect(screen.queryByText('Analysis Currently Busy')).not.toBeInTheDocument();
    expect(quickButton()).toBeEnabled();
  });

  it('shows from 10 queued tasks and blocks the quick analysis with the spec’s message', async () => {
    const { user, textarea } = await renderHome({ 'GET /api/analysis/queue-status': queue(10) });
    expect(await screen.findByText('Analysis Currently Busy')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Currently busy, please try again later or login to get detailed analysis for free',
      ),
    ).toBeInTheDocument();
    await user.type(textarea, IDEA);
    expect(quickButton()).toBeDisabled();
    expect(quickButton()).toHaveAccessibleDescription(
      'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    );
  });
});

describe('home page explainer and demo', () => {
  it('explains the six report modules in tabs', async () => {
    const { user } = await renderHome();
    const tabs = within(
      await screen.findByRole('tablist', { name: 'Report modules' }, LOADED),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Market',
      'Risk',
      'Growth strategy',
      'MVP',
      'Investment',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Risk' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Risk assessment');
  });

  it('shows the demo report’s key parts, limited as the spec says', async () => {
    await renderHome();
    const demo = await screen.findByRole(
      'region',
      { name: 'See what a deep analysis looks like' },
      LOADED,
    );
    await within(demo).findByText('Fridge-first dinner planning for busy families');

    expect(within(demo).getByText('Recommended with Caveats')).toBeInTheDocument();
    expect(within(demo).getByText('7.1')).toBeInTheDocument();

    const block = (name: string) =>
      within(demo).getByRole('heading', { name }).closest('div') as HTMLElement;
    expect(within(block('Key findings')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(block('Data sources')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(block('Competitors')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(demo).getByText('Mealime')).toBeInTheDocument();
    expect(within(demo).getByText('SuperCook')).toBeInTheDocument();
    expect(within(demo).queryByText('Samsung Food')).not.toBeInTheDocument();
    expect(within(block('Score dimensions')).getByText('Market urgency')).toBeInTheDocument();
    expect(within(block('Score dimensions')).getByText('Weight 25%')).toBeInTheDocument();
    expect(
      within(block('Score dimensions')).queryByText('Business model moat'),
    ).not.toBeInTheDocument();
    expect(within(block('Critical success factors')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(demo).getByRole('link', { name: /View the full demo report/ })).toHaveAttribute(
      'href',
      '/analysis-result?demo=true',
    );
  });

  it('shows the demo in Chinese for a Chinese interface', async () => {
    await changeLanguage('zh-CN');
    stubFetch({ 'GET /api/analysis/queue-status': queue(0) });
    renderApp('/');
    expect(await screen.findByText('面向忙碌家庭、从冰箱出发的晚餐规划')).toBeInTheDocument();
    expect(screen.getByText('有保留地推荐')).toBeInTheDocument();
  });
});

describe('home page when signed in', () => {
  function points(analysisPoints: number): StubReply {
    return {
      body: {
        success: true,
        data: { analysisPoints, totalPointsEarned: 2, totalPointsUsed: 2 - analysisPoints },
      },
    };
  }

  it('allows 2000 characters and does not ask about the queue', async () => {
    const { requests } = stubFetch({ 'GET /api/user/points': points(2) });
    renderApp('/', undefined, { auth: signedIn() });
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    expect(textarea).toHaveAccessibleDescription(/0 \/ 2000/);
    expect(screen.queryByText('Log in to use deep analysis')).toBeNull();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/user/points')).toBe(true),
    );
    expect(requests.some((request) => request.path === '/api/analysis/queue-status')).toBe(false);
  });

  it('creates a deep analysis task and follows it in the Analysis Center', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    let pointsRead = 0;
    let answer: (reply: StubReply) => void = () => {};
    const deepTask = { ...queuedTask, taskType: 'deep' };
    const { requests } = stubFetch({
      'GET /api/user/points': () => points(pointsRead++ === 0 ? 2 : 1),
      'POST /api/analysis/brief': { body: { success: true, data: READING } },
      'POST /api/analysis/submit': () =>
        new Promise<StubReply>((resolve) => {
          answer = resolve;
        }),
      'GET /api/analysis/tasks': ({ url }) => {
        const status = url.searchParams.get('status');
        const tasks = !status || status === 'queued' ? [deepTask] : [];
        return { body: { tasks, total: tasks.length } };
      },
      'POST /api/analysis/status/batch': { body: { tasks: [deepTask] } },
    });
    const { router } = renderApp('/', undefined, { auth: signedIn() });
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    await waitFor(() => expect(pointsRead).toBe(1));
    await user.type(textarea, IDEA);
    await user.click(deepButton());
    // The review step first: nothing is spent until the run is confirmed.
    const run = await runDeep();
    expect(requests.some((request) => request.path === '/api/analysis/submit')).toBe(false);
    await user.click(run);
    await waitFor(() => expect(run).toBeDisabled());
    answer({
      body: { taskId: TASK_ID, status: 'queued', queuePosition: 0, estimatedCompletionTime: null },
    });

    const message = 'Your deep analysis task has been created. Follow its progress here.';
    // Another page's code loads first (transformed on first import: slow on a busy machine).
    await screen.findByRole('heading', { level: 1, name: 'Analysis Center' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/tasks');
    expect(router.state.location.state).toEqual({ newTaskId: TASK_ID, message });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/analysis/submit')?.body).toEqual({
      type: 'chat',
      data: {
        message: IDEA,
        json_format: true,
        language: 'en-US',
        brief: READING.brief,
        plan: READING.plan,
      },
    });
    // The point spent is read again.
    await waitFor(() => expect(pointsRead).toBe(2));
  });

  it('says when the server finds no point left, and reads the points again', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    let pointsRead = 0;
    stubFetch({
      'GET /api/user/points': () => points(pointsRead++ === 0 ? 1 : 0),
      'POST /api/analysis/brief': { body: { success: true, data: READING } },
      'POST /api/analysis/submit': {
        status: 402,
        body: {
          error: 'Payment Required',
          message: 'Not enough analysis points',
          code: 'INSUFFICIENT_POINTS',
        },
      },
    });
    renderApp('/', undefined, { auth: signedIn() });
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    await waitFor(() => expect(pointsRead).toBe(1));
    await user.type(textarea, IDEA);
    await user.click(deepButton());
    const run = await runDeep();
    await user.click(run);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient analysis points. Please select simple analysis or get more points',
    );
    await waitFor(() => expect(run).toBeDisabled());
    expect(pointsRead).toBe(2);
    expect(
      screen.getByText('No analysis points left: get more on the pricing page.'),
    ).toBeVisible();
  });

  it('shows the balance where deep or quick is chosen, and says signed-in analyses get priority', async () => {
    stubFetch({ 'GET /api/user/points': points(2) });
    renderApp('/', undefined, { auth: signedIn() });
    await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    const form = screen.getByRole('region', { name: 'Describe your startup idea' });
    expect(await within(form).findByText('You have 2 analysis points')).toBeVisible();
    expect(within(form).getByText(/priority processing/)).toBeVisible();
    expect(within(form).queryByRole('link', { name: 'Get more points' })).toBeNull();
  });

  it('offers more points on the form when none is left', async () => {
    stubFetch({ 'GET /api/user/points': points(0) });
    renderApp('/', undefined, { auth: signedIn() });
    await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    const form = screen.getByRole('region', { name: 'Describe your startup idea' });
    expect(await within(form).findByText('You have 0 analysis points')).toBeVisible();
    expect(within(form).getByRole('link', { name: 'Get more points' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('disables deep analysis when the user has no analysis points left', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/user/points': points(0) });
    renderApp('/', undefined, { auth: signedIn() });
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    await user.type(textarea, IDEA);
    expect(
      await screen.findByText(
        'Insufficient analysis points. Please select simple analysis or get more points',
      ),
    ).toBeInTheDocument();
    expect(deepButton()).toBeDisabled();
    expect(quickButton()).toBeEnabled();
  });
});
