import type { Brief, BriefReading } from '@idealens/shared/brief';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/auth-double.tsx';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LOADED = { timeout: 5000 };
const IDEA = 'A subscription app that plans family dinners from what is already in the fridge';
const TASK_ID = '2b1f7c3e-8d4a-4f5b-9c6d-1e2f3a4b5c6d';

const BRIEF: Brief = {
  summary: 'A meal-planning app for busy families, paid by monthly subscription.',
  industry: {
    id: 'food-delivery-restaurants',
    name: 'Food delivery & restaurants',
    subNiche: null,
    confidence: 'medium',
  },
  users: { description: 'busy parents', kind: 'consumers', confidence: 'high' },
  payer: { description: 'the parents themselves', kind: 'users', confidence: 'medium' },
  revenueModel: { kind: 'subscription', description: 'a monthly plan', confidence: 'high' },
  delivery: { kinds: ['software'], confidence: 'high' },
  region: { code: 'global', name: 'Global', stated: false, confidence: 'low' },
  regulatedDomains: [],
  redFlags: [
    {
      kind: 'fatal-flaw',
      id: 'tiny-market',
      reason: 'The market named is only a few hundred people.',
    },
  ],
  unknowns: [],
};

const READING: BriefReading = {
  brief: BRIEF,
  questions: [
    {
      id: 'region',
      field: 'region',
      question: 'Where will you launch first?',
      suggestions: ['United States', 'China'],
    },
  ],
  plan: [
    { area: 'competitors', query: 'meal planning apps for families' },
    { area: 'demand', query: 'how many families plan dinners weekly' },
    { area: 'pricing', query: 'meal planning app subscription prices' },
  ],
};

function points(analysisPoints: number): StubReply {
  return {
    body: {
      success: true,
      data: { analysisPoints, totalPointsEarned: 3, totalPointsUsed: 3 - analysisPoints },
    },
  };
}

const accepted = {
  body: { taskId: TASK_ID, status: 'queued', queuePosition: 0, estimatedCompletionTime: null },
};

async function openReview(submitted: StubReply = accepted) {
  const user = userEvent.setup();
  const server = stubFetch({
    'GET /api/user/points': points(3),
    'POST /api/analysis/brief': { body: { success: true, data: READING } },
    'POST /api/analysis/submit': submitted,
    'GET /api/analysis/tasks': { body: { tasks: [], total: 0 } },
  });
  const view = renderApp('/', undefined, { auth: signedIn() });
  const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
  await user.type(textarea, IDEA);
  await user.click(screen.getByRole('button', { name: /Deep Analysis/ }));
  await screen.findByRole(
    'heading',
    { name: 'Check what we understood before you spend a point' },
    LOADED,
  );
  return { ...view, ...server, user };
}

const submits = <R extends { path: string }>(requests: R[]) =>
  requests.filter((request) => request.path === '/api/analysis/submit');

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the review step before a deep analysis', { timeout: 30_000 }, () => {
  it('shows the brief, its red flags, the questions and the plan, and spends nothing yet', async () => {
    const { requests } = await openReview();
    expect(requests.find((request) => request.path === '/api/analysis/brief')?.body).toEqual({
      idea: IDEA,
      language: 'en-US',
    });
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue(
      'Food delivery & restaurants',
    );
    expect(screen.getByRole('textbox', { name: 'Who uses it, in your words' })).toHaveValue(
      'busy parents',
    );
    expect(screen.getByText('The market named is only a few hundred people.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Where will you launch first?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search 1' })).toHaveValue(
      'meal planning apps for families',
    );
    expect(screen.getByText('3 of 8 searches.')).toBeInTheDocument();
    expect(
      await screen.findByText('You have 3; 2 points left after this one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run deep analysis (1 point)' })).toBeEnabled();
    expect(submits(requests)).toEqual([]);
  });

  it('picks an industry with the keyboard in the combobox', async () => {
    const { user } = await openReview();
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.clear(combobox);
    await user.type(combobox, 'pet food');
    const listbox = screen.getByRole('listbox', { name: 'Industry' });
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Pet food & treats');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Pet food & treats');
    expect(screen.getByRole('combobox', { name: 'Niche' })).toHaveDisplayValue('Pet food & treats');
    expect(screen.getAllByText('Set by you').length).toBeGreaterThan(0);
  });

  it('removes, reorders and adds searches, up to the limit it states', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Remove search 2' }));
    expect(screen.getByText('2 of 8 searches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move search 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Search 1' })).toHaveValue(
      'meal planning app subscription prices',
    );
    expect(screen.getByRole('button', { name: 'Move search 1 down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a search' }));
    const added = screen.getByRole('textbox', { name: 'Search 3' });
    await waitFor(() => expect(added).toHaveFocus());
    await user.type(added, 'school meal rules');
    for (let count = 3; count < 8; count++) {
      await user.click(screen.getByRole('button', { name: 'Add a search' }));
    }
    expect(screen.getByRole('button', { name: 'Add a search' })).toBeDisabled();
    expect(screen.getByText('That’s the limit: 8 searches.')).toBeInTheDocument();
  });

  it('submits exactly the edited brief with setByUser, the answers and the plan', async () => {
    const { user, requests, router } = await openReview();
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    await user.clear(combobox);
    await user.type(combobox, 'Pets');
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'us');
    await user.click(screen.getByRole('button', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Remove search 3' }));
    await user.click(screen.getByRole('button', { name: 'Run deep analysis (1 point)' }));

    await waitFor(() => expect(submits(requests)).toHaveLength(1));
    expect(submits(requests)[0]?.body).toEqual({
      type: 'chat',
      data: {
        message: IDEA,
        json_format: true,
        language: 'en-US',
        brief: {
          ...BRIEF,
          industry: { id: 'pets', name: 'Pets', subNiche: null, confidence: 'high' },
          region: { code: 'us', name: 'United States', stated: true, confidence: 'high' },
          setByUser: ['industry', 'region'],
        },
        answers: [{ questionId: 'region', field: 'region', answer: 'United States' }],
        plan: READING.plan.slice(0, 2),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.state).toEqual({
      newTaskId: TASK_ID,
      message: 'Your deep analysis task has been created. Follow its progress here.',
    });
  });

  it('says “Task submission failed, please try again later” when the server cannot take it', async () => {
    const { user } = await openReview({
      status: 503,
      body: {
        error: 'Service Unavailable',
        message: 'IdeaLens is briefly unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Run deep analysis (1 point)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Task submission failed, please try again later',
    );
  });

  it('goes back to the form keeping the edits, without reading the brief again', async () => {
    const { user, requests } = await openReview();
    const users = screen.getByRole('textbox', { name: 'Who uses it, in your words' });
    await user.clear(users);
    await user.type(users, 'grandparents who cook');
    await user.click(screen.getByRole('button', { name: 'Remove search 1' }));
    await user.click(screen.getByRole('button', { name: 'Back to your idea' }));

    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' });
    expect(textarea).toHaveValue(IDEA);
    await user.click(screen.getByRole('button', { name: /Deep Analysis/ }));
    expect(await screen.findByRole('textbox', { name: 'Who uses it, in your words' })).toHaveValue(
      'grandparents who cook',
    );
    expect(screen.getByText('2 of 8 searches.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/analysis/brief')).toHaveLength(1);
    expect(submits(requests)).toEqual([]);
  });

  it('says at the idea when the server finds no idea in it', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({
      'GET /api/user/points': points(3),
      'POST /api/analysis/brief': {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'Say who it is for and what you offer them.',
          code: 'IDEA_UNCLEAR',
        },
      },
    });
    renderApp('/', undefined, { auth: signedIn() });
    const textarea = await screen.findByRole('textbox', { name: 'Your startup idea' }, LOADED);
    await user.type(textarea, 'hello hello hello hello');
    await user.click(screen.getByRole('button', { name: /Deep Analysis/ }));
    expect(
      await screen.findByText('Say who it is for and what you offer them.'),
    ).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveFocus();
    expect(submits(requests)).toEqual([]);
  });
});
