import type { ListedTask, ListedTasks } from '@idealens/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';
import { getTaskStatus } from './get-task-status.ts';
import { TASK_STATUSES_QUERY_KEY } from './get-task-statuses.ts';

/**
 * The refresh button of a queued or processing task: asks `GET /api/analysis/status/{id}` for
 * that one task and puts the answer into every task list and live status that shows it. A task
 * that moved to another status refreshes the lists and counts as well; a task that no longer
 * exists stays listed with its error until the lists are refreshed, so it does not vanish
 * unexplained.
 */
export function useRefreshTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: ListedTask) => getTaskStatus(task.taskId),
    onSuccess: async (fresh, previous) => {
      const replaceIn = (tasks: ListedTask[], withTask: ListedTask) =>
        tasks.map((task) => (task.taskId === withTask.taskId ? withTask : task));
      // Lists carry no result data (see the contract); keep them that way.
      const listed: ListedTask = { ...fresh, resultData: null };
      queryClient.setQueriesData<ListedTasks>({ queryKey: TASKS_QUERY_KEY }, (list) =>
        list ? { ...list, tasks: replaceIn(list.tasks, listed) } : list,
      );
      // Live statuses are shown over the lists: they must not keep the older answer.
      queryClient.setQueriesData<ListedTask[]>({ queryKey: TASK_STATUSES_QUERY_KEY }, (tasks) =>
        tasks ? replaceIn(tasks, fresh) : tasks,
      );
      if (fresh.status !== previous.status) {
        await queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
      }
    },
  });
}
