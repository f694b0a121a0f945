import {
  batchStatusResponseSchema,
  TASK_POLL_INTERVAL_MS,
  type TaskStatus,
} from '@idealens/shared/analysis';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isTaskUnfinished } from '../task-rules.ts';

/** Every live status query starts with this key. */
export const TASK_STATUSES_QUERY_KEY = ['analysis', 'status-batch'] as const;

/** The batch call takes at most this many ids (API.md). */
export const TASK_STATUS_BATCH_MAX = 50;

/** `POST /api/analysis/status/batch`: ids that are unknown or not the caller's are left out. */
export async function getTaskStatuses(
  taskIds: readonly string[],
  signal?: AbortSignal,
): Promise<TaskStatus[]> {
  const body = await apiRequest('/api/analysis/status/batch', {
    method: 'POST',
    body: { taskIds },
    signal,
    schema: batchStatusResponseSchema,
  });
  return body.tasks;
}

/**
 * The live statuses of the given tasks, asked for every 2000 ms (spec §9) while any of them is
 * unfinished; an error stops the polling until a retry.
 */
export function getTaskStatusesQueryOptions(taskIds: readonly string[]) {
  return queryOptions({
    queryKey: [...TASK_STATUSES_QUERY_KEY, taskIds],
    queryFn: ({ signal }) => getTaskStatuses(taskIds, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const tasks = query.state.data;
      return tasks && !tasks.some((task) => isTaskUnfinished(task.status))
        ? false
        : TASK_POLL_INTERVAL_MS;
    },
    retry: false,
  });
}

/** Polls nothing without ids. */
export function useTaskStatuses(taskIds: readonly string[]) {
  return useQuery({
    ...getTaskStatusesQueryOptions(taskIds),
    enabled: taskIds.length > 0,
    // Watching one task fewer keeps the others on screen while the new set loads.
    placeholderData: keepPreviousData,
  });
}
