import { describe, expect, it } from 'vitest';
import { serverSentEvents, stubFetch } from '../test/fetch-stub.ts';
import {
  type EventSourceMessage,
  EventStreamRefusedError,
  readEventStream,
} from './event-stream.ts';

/** A stream that hands over `text` in the given byte-sized pieces, then closes. */
function inPieces(text: string, sizes: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  let piece = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      const size = sizes[piece++ % sizes.length] ?? 1;
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

function read(path = '/api/stream', signal = new AbortController().signal) {
  const events: EventSourceMessage[] = [];
  const done = readEventStream(path, {
    signal,
    headers: { Authorization: 'Bearer t0ken' },
    onEvent: (event) => events.push(event),
  });
  return { events, done };
}

describe('readEventStream', () => {
  it('reads events however the bytes are cut, skipping comments, until the server closes', async () => {
    const wire =
      ': hello\n\nevent: status\ndata: {"idea":"面向老年人的远程问诊"}\n\n: keep-alive\n\nevent: end\ndata: {}\n\n';
    for (const sizes of [[1], [3, 7], [wire.length]]) {
      const http = stubFetch({ 'GET /api/stream': { eventStream: inPieces(wire, sizes) } });
      const { events, done } = read();
      await done;
      expect(events.map(({ event, data }) => ({ event, data }))).toEqual([
        { event: 'status', data: '{"idea":"面向老年人的远程问诊"}' },
        { event: 'end', data: '{}' },
      ]);
      expect(http.requests[0]?.headers.get('Accept')).toBe('text/event-stream');
      expect(http.requests[0]?.headers.get('Authorization')).toBe('Bearer t0ken');
    }
  });

  it('refuses an answer that is not an event stream, with its status', async () => {
    stubFetch({
      'GET /api/stream': { status: 503, body: { error: 'x', message: 'busy', code: 'BUSY' } },
      'GET /api/json': { body: { fine: true } },
    });
    await expect(read().done).rejects.toMatchObject({
      name: 'EventStreamRefusedError',
      status: 503,
    });
    await expect(read('/api/json').done).rejects.toBeInstanceOf(EventStreamRefusedError);
  });

  it('rejects when the connection breaks, after the events that came before', async () => {
    let stream: ReturnType<typeof serverSentEvents> | undefined;
    stubFetch({
      'GET /api/stream': (request) => {
        stream = serverSentEvents(request);
        return stream.reply;
      },
    });
    const { events, done } = read();
    await expect.poll(() => stream).toBeDefined();
    stream?.send('status', { n: 1 });
    await expect.poll(() => events.length).toBe(1);
    stream?.fail();
    // fetch's own error for a body cut short (Node's says "terminated", a browser's "network error").
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('stops reading and closes the connection when aborted', async () => {
    let stream: ReturnType<typeof serverSentEvents> | undefined;
    stubFetch({
      'GET /api/stream': (request) => {
        stream = serverSentEvents(request);
        return stream.reply;
      },
    });
    const controller = new AbortController();
    const { done } = read('/api/stream', controller.signal);
    await expect.poll(() => stream).toBeDefined();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(stream?.open).toBe(false);
  });

  it('ends with the error of an event its reader cannot take, closing the connection', async () => {
    let stream: ReturnType<typeof serverSentEvents> | undefined;
    stubFetch({
      'GET /api/stream': (request) => {
        stream = serverSentEvents(request);
        return stream.reply;
      },
    });
    const done = readEventStream('/api/stream', {
      signal: new AbortController().signal,
      onEvent: () => {
        throw new SyntaxError('not the contract');
      },
    });
    await expect.poll(() => stream).toBeDefined();
    stream?.send('status', {});
    await expect(done).rejects.toThrow('not the contract');
    expect(stream?.open).toBe(false);
  });
});
