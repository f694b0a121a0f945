import { type QueueStatus, queueStatusSchema } from '@idealens/shared/analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often the home page asks whether the queue is busy while the tab is visible. */
export const QUEUE_STATUS_REFRESH_MS = 15_000;

export function getQueueStatus(signal?: AbortSignal): Promise<QueueStatus> {
  return apiRequest('/api/analysis/queue-status', { signal, schema: queueStatusSchema });
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
