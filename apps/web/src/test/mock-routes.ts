import { http } from 'msw';

/**
 * Tests only, free of Vitest: the routes a test answers the app's calls with, as an MSW handler
 * (see fetch-stub.ts). A browser mock (MSW's setupWorker) could serve the same routes.
 */

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

export type Route = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/**
 * The answer to a call no route names: analytics events are accepted, anything else is 501 so a
 * test sees it.
 */
export function unroutedReply(method: string, path: string): StubReply {
  if (method === 'POST' && path === '/api/events') return { status: 202, body: { accepted: true } };
  return {
    status: 501,
    body: { error: 'Not Stubbed', message: `No stub for ${method} ${path}`, code: 'NOT_STUBBED' },
  };
}

/** A reply as the Response the app's fetch gets (a network error is Response.error()). */
export function toResponse(reply: StubReply): Response {
  if (reply === 'network-error') return Response.error();
  const status = reply.status ?? 200;
  if ('file' in reply) return new Response(reply.file, { status, headers: reply.headers });
  if ('eventStream' in reply) {
    // Chunked, as the server sends it: a connection that breaks mid-stream is then an error for
    // the app, not the end of the body.
    return new Response(reply.eventStream, {
      status,
      headers: { 'Content-Type': 'text/event-stream', 'Transfer-Encoding': 'chunked' },
    });
  }
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * An MSW handler answering every call from `routes` (`"METHOD /path"`, the path without its
 * query), and `unroutedReply` where none matches; each call is added to `requests` first.
 */
export function routesHandler(routes: Record<string, Route>, requests: StubRequest[] = []) {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = await request.clone().text();
    const stubRequest: StubRequest = {
      method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
      signal: request.signal,
    };
    requests.push(stubRequest);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      route === undefined
        ? unroutedReply(method, url.pathname)
        : typeof route === 'function'
          ? await route(stubRequest)
          : route;
    return toResponse(reply);
  });
}
