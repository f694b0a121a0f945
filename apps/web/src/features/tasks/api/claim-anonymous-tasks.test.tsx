import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anonymousTasks } from '../../../lib/anonymous-tasks.ts';
import { loadStoredReport, saveReport } from '../../../lib/report-storage.ts';
import { ANONYMOUS_TASKS, REPORT_BASIC_INFO } from '../../../lib/storage-keys.ts';
import { createAuthDouble, signedIn, TEST_USER } from '../../../test/auth-double.tsx';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeAnalysisServer, makeTask } from '../../../test/tasks-server.ts';

// Issue 19: a quick analysis made before signing up was lost at sign-up. The browser keeps each
// anonymous submission's claim token; once signed in, the new account claims those tasks.

const FIRST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SECOND = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const CLAIM_ROUTE = 'POST /api/analysis/claim';
/** The claim's code is a chunk of its own, which a busy machine takes a while to load. */
const LOAD = { timeout: 10_000 };

const info = {
  reportTitle: 'Bike repair van',
  userMessage: 'A van that repairs bikes at the office',
  createdAt: '2026-11-20T10:00:02.000Z',
  compositeScore: 6.8,
  reportType: 'simple' as const,
};

function remember(...tasks: Array<{ taskId: string; claimToken: string }>) {
  window.localStorage.setItem(ANONYMOUS_TASKS, JSON.stringify(tasks));
}

const claimed = (...ids: string[]): StubReply => ({
  body: { success: true, data: { claimed: ids } },
});

describe('keeping the analyses made before signing up', () => {
  it('claims them once signed in, makes the stored result the account’s and forgets the tokens', async () => {
    remember({ taskId: FIRST, claimToken: 'token-1' }, { taskId: SECOND, claimToken: 'token-2' });
    saveReport({ core_analysis: {} }, info, { owner: null, taskId: FIRST });
    const { requests } = stubFetch({ [CLAIM_ROUTE]: claimed(FIRST) });
    renderApp('/pricing', undefined, { auth: signedIn() });

    await waitFor(() => expect(window.localStorage.getItem(ANONYMOUS_TASKS)).toBeNull(), LOAD);
    const calls = requests.filter((request) => request.path === '/api/analysis/claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      tasks: [
        { taskId: FIRST, claimToken: 'token-1' },
        { taskId: SECOND, claimToken: 'token-2' },
      ],
    });
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toMatchObject({
      owner: TEST_USER.id,
    });
    expect(loadStoredReport(null)).toEqual({ status: 'none' });
  }, 15_000);

  it('asks nothing of anonymous visitors, nor with no token kept', async () => {
    remember({ taskId: FIRST, claimToken: 'token-1' });
    const anonymous = stubFetch({ [CLAIM_ROUTE]: claimed(FIRST) });
    // The claim would start as the layout mounts, whatever the page.
    const first = renderApp('/pricing', undefined, { auth: createAuthDouble() });
    await first.findByRole('banner');
    expect(anonymous.requests.filter((r) => r.path === '/api/analysis/claim')).toEqual([]);
    first.unmount();

    window.localStorage.removeItem(ANONYMOUS_TASKS);
    const none = stubFetch({ [CLAIM_ROUTE]: claimed() });
    const second = renderApp('/pricing', undefined, { auth: signedIn() });
    await second.findByRole('banner');
    expect(none.requests.filter((r) => r.path === '/api/analysis/claim')).toEqual([]);
  }, 15_000);

  it('forgets the tokens when an older account may not claim them, keeps them after a network failure', async () => {
    remember({ taskId: FIRST, claimToken: 'token-1' });
    saveReport({ core_analysis: {} }, info, { owner: null, taskId: FIRST });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = stubFetch({ [CLAIM_ROUTE]: 'network-error' });
    const view = renderApp('/pricing', undefined, { auth: signedIn() });
    await waitFor(
      () => expect(offline.requests.some((r) => r.path === '/api/analysis/claim')).toBe(true),
      LOAD,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled(), LOAD);
    expect(anonymousTasks()).toHaveLength(1);
    view.unmount();

    const closed = stubFetch({
      [CLAIM_ROUTE]: {
        status: 403,
        body: { error: 'Forbidden', message: 'Only a new account…', code: 'CLAIM_CLOSED' },
      },
    });
    renderApp('/pricing', undefined, { auth: signedIn() });
    await waitFor(() => expect(window.localStorage.getItem(ANONYMOUS_TASKS)).toBeNull(), LOAD);
    expect(closed.requests.filter((r) => r.path === '/api/analysis/claim')).toHaveLength(1);
    // The anonymous result stays what it was: the account did not take its task.
    expect(loadStoredReport(null)).toMatchObject({ status: 'found' });
  }, 15_000);

  it('shows the kept analysis in the task list read while the claim was under way', async () => {
    // Straight after sign-up the Analysis Center reads its first task list while the claim is
    // still being committed: that list comes back without the kept analysis, and must not stay.
    remember({ taskId: FIRST, claimToken: 'token-1' });
    const kept = makeTask(1, { taskId: FIRST, taskName: 'Bike repair van' });
    const server = new FakeAnalysisServer({});
    let answerClaim!: () => void;
    const claimAnswered = new Promise<void>((resolve) => {
      answerClaim = resolve;
    });
    let firstList = true;
    server.overrides['GET /api/analysis/tasks'] = async (request) => {
      if (!firstList) return server.listTasks(request);
      firstList = false;
      const before = server.listTasks(request);
      answerClaim();
      // Answered once the claim has been: what the list read before the claim was committed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return before;
    };
    stubFetch({
      ...server.routes(),
      [CLAIM_ROUTE]: async () => {
        await claimAnswered;
        server.tasks = [kept];
        return claimed(FIRST);
      },
    });
    renderApp('/tasks', undefined, { auth: signedIn() });

    const list = await screen.findByRole('list', { name: 'Your tasks' }, LOAD);
    expect(within(list).getByRole('listitem', { name: 'Bike repair van' })).toBeInTheDocument();
  }, 15_000);
});
