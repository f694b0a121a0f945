import { type Route, routesHandler, type StubReply, type StubRequest } from './mock-routes.ts';
import { mockServer } from './mock-server.ts';

export type { StubReply, StubRequest } from './mock-routes.ts';

/**
 * Answers the app's calls in one test from a tiny in-test server (MSW's, which setup.ts starts
 * for every web test and resets after each): routes are `"METHOD /path"` (the path without its
 * query). Analytics events are accepted unless a route says otherwise; any other unrouted call
 * answers 501 so a test sees it. A later call replaces an earlier one's routes.
 */
export function stubFetch(routes: Record<string, Route>) {
  const requests: StubRequest[] = [];
  mockServer.use(routesHandler(routes, requests));
  return { requests };
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
