import { onTestFinished, vi } from 'vitest';

/** What the stub received: enough to assert on what the app sent. */
export type StubRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The request's own signal: a streamed answer ends when the app aborts it. */
  signal: AbortSignal | undefined;
};

/**
 * A contract-shaped answer, a server-sent event stream (see `serverSentEvents`), a file (an
 * export's bytes with the headers it comes with), or `'network-error'` for a request that never
 * gets one.
 */
export type StubReply =
  | { status?: number; body?: unknown }
  | { status?: number; eventStream: ReadableStream<Uint8Array> }
  | { status?: number; file: BodyInit; headers: Record<string, string> }
  | 'network-error';

type Route = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/**
 * Replaces `fetch` for one test with a tiny in-test server: routes are `"METHOD /path"` (the
 * path without its query). Analytics events are accepted unless a route says otherwise; any
 * other unrouted call answers 501 so a test sees it. Restored when the test finishes.
 */
export function stubFetch(routes: Record<string, Route>) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    if (init.signal?.aborted) throw init.signal.reason;

    const route = routes[`${method} ${url.pathname}`];
    let reply: StubReply;
    if (route === undefined) {
      reply =
        method === 'POST' && url.pathname === '/api/events'
          ? { status: 202, body: { accepted: true } }
          : {
              status: 501,
              body: {
                error: 'Not Stubbed',
                message: `No stub for ${method} ${url.pathname}`,
                code: 'NOT_STUBBED',
              },
            };
    } else {
      reply = typeof route === 'function' ? await route(request) : route;
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    if ('file' in reply) return new Response(reply.file, { status, headers: reply.headers });
    if ('eventStream' in reply) {
      return new Response(reply.eventStream, {
        status,
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { requests, fetch: fetchStub };
}

/**
 * A server-sent event stream a test writes to while the app reads it, as the server's wire
 * format has it; it ends like a real connection when the request is aborted. Answer a route with
 * `reply` (one stream per request).
 */
export function serverSentEvents(request: StubRequest) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const eventStream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  request.signal?.addEventListener('abort', () => {
    if (!open) return;
    open = false;
    controller.error(request.signal?.reason);
  });
  return {
    reply: { eventStream } satisfies StubReply,
    /** Whether the app still reads it. */
    get open() {
      return open;
    },
    send(event: string, data: unknown) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text: string) {
      write(`: ${text}\n\n`);
    },
    /** The server closes the stream. */
    close() {
      if (!open) return;
      open = false;
      controller.close();
    },
    /** The connection breaks. */
    fail() {
      if (!open) return;
      open = false;
      controller.error(new TypeError('network error'));
    },
  };
}
