import type { ListedTasks, TaskListQuery } from '@idealens/shared/analysis';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';

/**
 * `GET /api/analysis/tasks`: the signed-in user's personal tasks, or a team's (`teamId`), newest
 * first, `total` of the filter.
 */
export function getTasks(query: TaskListQuery, signal?: AbortSignal): Promise<ListedTasks> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.status) params.set('status', query.status);
  if (query.teamId) params.set('teamId', query.teamId);
  // Imported with the request: the home page imports this module for its query key only.
  const schema = import('@idealens/shared/analysis').then((module) => module.listedTasksSchema);
  return apiRequest(`/api/analysis/tasks?${params}`, { signal, schema });
}

/** Spec §7: page `page` of `pageSize` tasks is offset `(page - 1) * pageSize`. */
export function taskPageQuery(page: number, pageSize: number): TaskListQuery {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function getTasksQueryOptions(query: TaskListQuery) {
  return queryOptions({
    queryKey: [...TASKS_QUERY_KEY, query],
    queryFn: ({ signal }) => getTasks(query, signal),
    // A refusal will not change on a second try.
    retry: retryOnceUnlessRefused,
  });
}

/** Keeps the previous page on screen while another page or filter loads. */
export function useTasks(query: TaskListQuery) {
  return useQuery({ ...getTasksQueryOptions(query), placeholderData: keepPreviousData });
}
