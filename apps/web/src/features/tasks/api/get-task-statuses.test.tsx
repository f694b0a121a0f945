import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-double.tsx';
import { type StubRequest, serverSentEvents, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FakeAnalysisServer, makeTask } from '../../../test/tasks-server.ts';

type Stream = ReturnType<typeof serverSentEvents> & { request: StubRequest };

const researching = makeTask(1, {
  taskName: 'Fridge dinners',
  status: 'processing',
  progress: 20,
  stage: 'researching',
});
const waiting = makeTask(2, {
  taskName: 'Dog walking',
  status: 'queued',
  progress: 0,
  stage: 'queued',
  queuePosition: 2,
});

/** The Analysis Center on a fake server whose event stream the test writes. */
async function renderCenter(server: FakeAnalysisServer) {
  const streams: Stream[] = [];
  const http = stubFetch({
    ...server.routes(),
    'GET /api/analysis/events': (request) => {
      const stream = Object.assign(serverSentEvents(request), { request });
      streams.push(stream);
      return stream.reply;
    },
  });
  renderApp('/tasks', undefined, { auth: signedIn() });
  await screen.findByRole('tablist', {}, { timeout: 5000 });
  const batches = () =>
    http.requests.filter((request) => request.path === '/api/analysis/status/batch').length;
  return { streams, batches };
}

const currentTasks = () => within(screen.getByRole('region', { name: 'Current tasks' }));
const count = (label: string) =>
  within(screen.getByRole('region', { name: 'Task summary' })).getByText(label).nextElementSibling;

afterEach(() => {
  vi.useRealTimers();
});

describe('the Analysis Center’s live tasks', { timeout: 30_000 }, () => {
  it('follows the unfinished tasks over the event stream, without polling them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new FakeAnalysisServer({ tasks: [researching, waiting, makeTask(3)] });
    const { streams, batches } = await renderCenter(server);
    expect(await currentTasks().findByText('Researching the market')).toBeInTheDocument();
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    const stream = streams.at(-1) as Stream;
    expect(stream.request.url.searchParams.get('taskIds')?.split(',').sort()).toEqual(
      [researching.taskId, waiting.taskId].sort(),
    );
    stream.send('status', researching);
    stream.send('status', waiting);

    // A quiet stream: the statuses are not asked for again.
    const asked = batches();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(batches()).toBe(asked);

    // A change arrives as an event; the lists and counts follow it as they do with polling.
    server.update(waiting.taskId, {
      status: 'processing',
      progress: 10,
      stage: 'analyzing',
      queuePosition: 0,
    });
    stream.send(
      'status',
      server.tasks.find((task) => task.taskId === waiting.taskId),
    );
    expect(await currentTasks().findByText('Analyzing the idea')).toBeInTheDocument();
    // From the event itself: no status was asked for, and the same stream goes on.
    expect(batches()).toBe(asked);
    expect(streams).toHaveLength(1);
    await waitFor(() => expect(count('Queued')).toHaveTextContent('0'));
    expect(count('Processing')).toHaveTextContent('2');

    server.update(researching.taskId, { status: 'completed', progress: 100, stage: 'completed' });
    stream.send(
      'status',
      server.tasks.find((task) => task.taskId === researching.taskId),
    );
    expect(await currentTasks().findByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      `/analysis-result?taskId=${researching.taskId}`,
    );
    await waitFor(() => expect(count('Completed')).toHaveTextContent('2'));
  });

  it('polls every 2 seconds again when the stream breaks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new FakeAnalysisServer({ tasks: [researching, makeTask(3)] });
    const { streams, batches } = await renderCenter(server);
    await expect.poll(() => streams.length).toBe(1);
    streams[0]?.send('status', researching);
    expect(await currentTasks().findByText('Researching the market')).toBeInTheDocument();
    const asked = batches();

    streams[0]?.fail();
    server.update(researching.taskId, { stage: 'synthesizing', progress: 70 });
    // The next poll is due 2 seconds after the stream broke.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await currentTasks().findByText('Writing the report')).toBeInTheDocument();
    expect(batches()).toBeGreaterThan(asked);
  });
});
