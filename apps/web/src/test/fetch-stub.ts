import { onTestFinished, vi } from 'vitest';

/** What the stub received: enough to assert on what the app sent. */
export type StubRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
};

/** A contract-shaped answer, or `'network-error'` for a request that never gets one. */
export type StubReply = { status?: number; body?: unknown } | 'network-error';

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
