import {
  type ListedTask,
  listedTaskStatusesSchema,
  TASK_POLL_INTERVAL_MS,
} from '@idealens/shared/analysis';
import { isTaskUnfinished } from '@idealens/shared/task-states';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useTaskEvents } from './watch-task-events.ts';

/** Every live status query starts with this key. */
export const TASK_STATUSES_QUERY_KEY = ['analysis', 'status-batch'] as const;

/** The batch call takes at most this many ids (API.md). */
export const TASK_STATUS_BATCH_MAX = 50;

/** `POST /api/analysis/status/batch`: ids that are unknown or not the caller's are left out. */
export async function getTaskStatuses(
  taskIds: readonly string[],
  signal?: AbortSignal,
): Promise<ListedTask[]> {
  const body = await apiRequest('/api/analysis/status/batch', {
    method: 'POST',
    body: { taskIds },
    signal,
    schema: listedTaskStatusesSchema,
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

/** `task` in place of its older status, the list kept in the order the ids were asked in. */
function withStatus(
  tasks: ListedTask[] | undefined,
  task: ListedTask,
  taskIds: readonly string[],
): ListedTask[] {
  const others = (tasks ?? []).filter((known) => known.taskId !== task.taskId);
  const place = (id: string) => taskIds.indexOf(id);
  return [...others, task].sort((a, b) => place(a.taskId) - place(b.taskId));
}

/**
 * Follows the tasks live over the server's event stream, each event put into the batch query's
 * cache; polling rests while the stream is live and carries on as the spec's polling without
 * it. Asks nothing without ids.
 */
export function useTaskStatuses(taskIds: readonly string[]) {
  const queryClient = useQueryClient();
  const options = getTaskStatusesQueryOptions(taskIds);
  const live = useTaskEvents(taskIds, (task) => {
    // A poll under way read the tasks before this event: it must not overwrite it.
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    queryClient.setQueryData<ListedTask[]>(options.queryKey, (tasks) =>
      withStatus(tasks, task, taskIds),
    );
  });
  return useQuery({
    ...options,
    ...(live ? { refetchInterval: false } : {}),
    enabled: taskIds.length > 0,
    // Watching one task fewer keeps the others on screen while the new set loads.
    placeholderData: keepPreviousData,
  });
}
