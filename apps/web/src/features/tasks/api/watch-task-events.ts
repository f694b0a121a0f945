import { TaskEventName, type TaskStatus, taskStatusSchema } from '@idealens/shared/analysis';
import { useEffect, useEffectEvent, useState } from 'react';
import { accessToken } from '../../../lib/api-client.ts';
import { EventStreamRefusedError, readEventStream } from '../../../lib/event-stream.ts';

/** How a stream of task events stopped when it did not fail. */
export type TaskEventsOutcome =
  /** Every watched task is finished: nothing more will change. */
  | 'ended'
  /** The server closed it early (restarting, or the stream's time was up): open another. */
  | 'closed';

/**
 * `GET /api/analysis/events`: the tasks' statuses as the server sends them, at once and at every
 * change. Rejects when the server refuses the stream (`EventStreamRefusedError`), the
 * connection breaks, or an event breaks the contract.
 */
export async function watchTaskEvents(
  taskIds: readonly string[],
  { signal, onStatus }: { signal: AbortSignal; onStatus(task: TaskStatus): void },
): Promise<TaskEventsOutcome> {
  const token = await accessToken();
  let ended = false;
  await readEventStream(
    `/api/analysis/events?taskIds=${taskIds.map(encodeURIComponent).join(',')}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
      onEvent(message) {
        if (message.event === TaskEventName.STATUS) {
          onStatus(taskStatusSchema.parse(JSON.parse(message.data)));
        } else if (message.event === TaskEventName.END) {
          ended = true;
        }
      },
    },
  );
  return ended ? 'ended' : 'closed';
}

/** A stream that closed early or broke is opened again after this (times the attempt)… */
const RECONNECT_DELAY_MS = 2_000;
/** …this many times in a row without a single event; then polling alone carries on. */
const RECONNECT_ATTEMPTS = 3;

/**
 * Follows the tasks' live statuses over server-sent events and hands each to `onStatus`.
 * Returns whether the stream is live: while it is, the caller's polling can rest; when the
 * server refuses the stream (an older server, too many streams) or it keeps breaking, this
 * returns false and the caller's 2000 ms polling (spec §4) carries on as if there were no
 * stream.
 */
export function useTaskEvents(
  taskIds: readonly string[],
  onStatus: (task: TaskStatus) => void,
): boolean {
  const [live, setLive] = useState(false);
  const handleStatus = useEffectEvent(onStatus);
  // The same tasks in another order are the same stream.
  const key = [...taskIds].sort().join(',');

  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',');
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;

    const reconnect = () => {
      attempts += 1;
      if (attempts > RECONNECT_ATTEMPTS) return;
      retry = setTimeout(connect, RECONNECT_DELAY_MS * attempts);
    };
    function connect() {
      watchTaskEvents(ids, {
        signal: controller.signal,
        onStatus(task) {
          attempts = 0;
          setLive(true);
          handleStatus(task);
        },
      }).then(
        (outcome) => {
          setLive(false);
          if (outcome === 'closed') reconnect();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLive(false);
          if (!(error instanceof EventStreamRefusedError)) reconnect();
        },
      );
    }
    connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [key]);

  return live;
}
