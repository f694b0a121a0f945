import type { QueueStatus } from '@idealens/shared/analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client.ts';
import { countAt, objectAt } from '../../../lib/response-shape.ts';

/** How often the home page asks whether the queue is busy while the tab is visible. */
export const QUEUE_STATUS_REFRESH_MS = 15_000;

/**
 * The contract's `queueStatusSchema`, checked by hand: the home page asks at once, and its first
 * screen does not need zod otherwise.
 */
export const queueStatusShape: ResponseSchema<QueueStatus> = {
  parse(value) {
    const queue = objectAt(objectAt(value, 'body').queue, 'queue');
    return {
      queue: {
        queuedTasks: countAt(queue.queuedTasks, 'queue.queuedTasks'),
        processingTasks: countAt(queue.processingTasks, 'queue.processingTasks'),
        averageProcessingMs: countAt(queue.averageProcessingMs, 'queue.averageProcessingMs'),
        estimatedWaitMs: countAt(queue.estimatedWaitMs, 'queue.estimatedWaitMs'),
      },
    };
  },
};

export function getQueueStatus(signal?: AbortSignal): Promise<QueueStatus> {
  return apiRequest('/api/analysis/queue-status', { signal, schema: queueStatusShape });
}

export function getQueueStatusQueryOptions() {
  return queryOptions({
    queryKey: ['analysis', 'queue-status'],
    queryFn: ({ signal }) => getQueueStatus(signal),
    staleTime: QUEUE_STATUS_REFRESH_MS / 2,
    // TanStack Query pauses the interval while the tab is hidden and refreshes on return.
    refetchInterval: QUEUE_STATUS_REFRESH_MS,
    refetchOnWindowFocus: true,
    // Not knowing the queue only hides the banner; the server still refuses when busy.
    retry: false,
  });
}

export function useQueueStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getQueueStatusQueryOptions(), enabled });
}
