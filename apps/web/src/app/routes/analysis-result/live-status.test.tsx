import type { TaskStatus } from '@idealens/shared/analysis';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../../lib/api-client.ts';
import { type StubRequest, serverSentEvents, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeTask } from '../../../test/tasks-server.ts';

const queued = makeTask(1, {
  taskType: 'simple',
  status: 'queued',
  progress: 0,
  stage: 'queued',
  queuePosition: 2,
});
const TASK_ID = queued.taskId;
const STATUS_ROUTE = `GET /api/analysis/status/${TASK_ID}`;
const EVENTS_ROUTE = 'GET /api/analysis/events';
const researching: TaskStatus = {
  ...queued,
  status: 'processing',
  stage: 'researching',
  progress: 60,
  queuePosition: 0,
};
const completed: TaskStatus = {
  ...researching,
  status: 'completed',
  stage: 'completed',
  progress: 100,
  completedAt: '2026-01-01T09:02:00.000Z',
  resultData: {
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
      feasibility_score: 7.4,
      key_suggestions: ['Interview 20 parents'],
      main_challenges: ['Keeping the inventory accurate'],
      next_step: 'Run a two-week concierge pilot',
    },
  },
};
const REPORT = { level: 1, name: 'Startup Idea Analysis Report' } as const;

type Stream = ReturnType<typeof serverSentEvents> & { request: StubRequest };
type Route = Parameters<typeof stubFetch>[0][string];

/** The result page, with the status API answering `status()` and the event stream `events`. */
function renderResult(status: () => TaskStatus, events: Route) {
  const http = stubFetch({ [STATUS_ROUTE]: () => ({ body: status() }), [EVENTS_ROUTE]: events });
  renderApp(`/analysis-result?taskId=${TASK_ID}&type=simple`);
  return {
    calls: (route: string) =>
      http.requests.filter((request) => `${request.method} ${request.path}` === route).length,
  };
}

/** A route that opens a fresh stream per request and keeps each for the test to write to. */
function streamsInto(streams: Stream[]) {
  return (request: StubRequest) => {
    const stream = Object.assign(serverSentEvents(request), { request });
    streams.push(stream);
    return stream.reply;
  };
}

beforeAll(async () => {
  await import('./analysis-result-page.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  setAccessTokenProvider(() => null);
});

describe('the result page’s live status', { timeout: 20_000 }, () => {
  it('shows what the server streams as it comes, and polls no more while the stream is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setAccessTokenProvider(() => 'token-of-ada');
    const streams: Stream[] = [];
    const { calls } = renderResult(() => queued, streamsInto(streams));

    await screen.findByText('Queued', {}, { timeout: 5000 });
    await expect.poll(() => streams.length).toBe(1);
    const [stream] = streams as [Stream];
    expect(stream.request.url.searchParams.get('taskIds')).toBe(TASK_ID);
    // EventSource cannot send it; the stream is read over fetch for this.
    expect(stream.request.headers.get('Authorization')).toBe('Bearer token-of-ada');

    stream.send('status', queued);
    stream.send('status', researching);
    await screen.findByText('Searching the market…');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(calls(STATUS_ROUTE)).toBe(1); // the first read only

    stream.send('status', completed);
    stream.send('end', {});
    stream.close();
    expect(await screen.findByRole('heading', REPORT)).toBeInTheDocument();
    expect(screen.getByText('Run a two-week concierge pilot')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(calls(STATUS_ROUTE)).toBe(1);
    expect(calls(EVENTS_ROUTE)).toBe(1);
  });

  it('polls every 2 seconds when the server refuses the stream, and does not ask for it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const { calls } = renderResult(
      () => {
        reads += 1;
        return reads < 3 ? researching : completed;
      },
      {
        status: 503,
        body: { error: 'Service Unavailable', message: 'busy', code: 'SERVICE_UNAVAILABLE' },
      },
    );
    await screen.findByText('Searching the market…', {}, { timeout: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls(STATUS_ROUTE)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', REPORT)).toBeInTheDocument();
    expect(calls(EVENTS_ROUTE)).toBe(1);
  });

  it('goes back to polling when the stream breaks, and opens it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: Stream[] = [];
    let current = queued;
    const { calls } = renderResult(() => current, streamsInto(streams));
    await expect.poll(() => streams.length).toBe(1);
    streams[0]?.send('status', researching);
    await screen.findByText('Searching the market…', {}, { timeout: 5000 });

    streams[0]?.fail();
    current = { ...researching, stage: 'synthesizing', progress: 80 };
    // The next poll is due 2 seconds after the stream broke.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await screen.findByText('Writing the report…');
    expect(calls(STATUS_ROUTE)).toBeGreaterThanOrEqual(2);

    // A second stream after the pause: it takes over again.
    await expect.poll(() => streams.length).toBe(2);
    streams[1]?.send('status', completed);
    streams[1]?.send('end', {});
    streams[1]?.close();
    expect(await screen.findByRole('heading', REPORT)).toBeInTheDocument();
  });

  it('opens a new stream when the server closes one before the task is finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: Stream[] = [];
    renderResult(() => queued, streamsInto(streams));
    await expect.poll(() => streams.length).toBe(1);
    streams[0]?.send('status', researching);
    await screen.findByText('Searching the market…', {}, { timeout: 5000 });
    streams[0]?.close(); // e.g. the server restarting

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await expect.poll(() => streams.length).toBe(2);
    streams[1]?.send('status', completed);
    expect(await screen.findByRole('heading', REPORT)).toBeInTheDocument();
  });
});
