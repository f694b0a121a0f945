import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

export type { EventSourceMessage };

/** The server answered, but not with an event stream (an error status, another content type). */
export class EventStreamRefusedError extends Error {
  override readonly name = 'EventStreamRefusedError';
  readonly status: number;

  constructor(status: number) {
    super(`The server did not open an event stream (status ${status})`);
    this.status = status;
  }
}

export type ReadEventStreamOptions = {
  /** Sent with the request: the bearer token, which `EventSource` has no way to send. */
  headers?: Record<string, string>;
  /** Stops reading and closes the connection. */
  signal: AbortSignal;
  /** Each event as it arrives; an exception here ends the stream with that error. */
  onEvent(message: EventSourceMessage): void;
};

/**
 * Reads a server-sent event stream over `fetch`, event by event as the bytes arrive. Resolves
 * when the server closes the stream; rejects with `EventStreamRefusedError` when the answer is
 * not an event stream, and with the network's error when the connection breaks or is aborted.
 * It never reconnects by itself: the caller decides what a closed stream means.
 */
export async function readEventStream(
  path: string,
  { headers = {}, signal, onEvent }: ReadEventStreamOptions,
): Promise<void> {
  const response = await fetch(path, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new EventStreamRefusedError(response.status);
  }
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream({ onError: 'terminate' }))
    .getReader();
  try {
    for (;;) {
      const { done, value } = await events.read();
      if (done) return;
      onEvent(value);
    }
  } catch (error) {
    await events.cancel().catch(() => {}); // closes the connection
    throw error;
  }
}
