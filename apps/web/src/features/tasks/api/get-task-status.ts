import {
  TASK_POLL_INTERVAL_MS,
  type TaskStatus,
  taskStatusSchema,
} from '@idealens/shared/analysis';
import { isTaskFinished } from '@idealens/shared/task-states';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { useTaskEvents } from './watch-task-events.ts';

export function getTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return apiRequest(`/api/analysis/status/${encodeURIComponent(taskId)}`, {
    signal,
    schema: taskStatusSchema,
  });
}

/** Answers that asking again will not change (a missing task, a refused request). */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/**
 * The task's status, polled every 2000 ms (spec §4) until it completes or fails. Polling stops
 * on an error; refetching (the Retry button) starts it again.
 */
export function getTaskStatusQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['analysis', 'status', taskId],
    queryFn: ({ signal }) => getTaskStatus(taskId, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const status = query.state.data?.status;
      return status && isTaskFinished(status) ? false : TASK_POLL_INTERVAL_MS;
    },
    retry: (failureCount, error) => !isPermanent(error) && failureCount < 2,
  });
}

/**
 * The task's status, live: each change the server streams goes straight into the query's cache,
 * and polling rests while the stream is live. Without a stream it is the spec's polling.
 */
export function useTaskStatus(taskId: string) {
  const queryClient = useQueryClient();
  const options = getTaskStatusQueryOptions(taskId);
  // A task known to be finished has nothing more to stream.
  const known = queryClient.getQueryData(options.queryKey);
  const watched = known && isTaskFinished(known.status) ? [] : [taskId];
  const live = useTaskEvents(watched, (task) => {
    // A poll under way read the task before this event: it must not overwrite it.
    void queryClient.cancelQueries({ queryKey: options.queryKey });
    queryClient.setQueryData(options.queryKey, task);
  });
  return useQuery(live ? { ...options, refetchInterval: false } : options);
}
