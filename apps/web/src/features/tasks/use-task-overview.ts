import type { ListedTask, TaskStatusValue } from '@idealens/shared/analysis';
import { isTaskUnfinished } from '@idealens/shared/task-states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { REPORTS_QUERY_KEY } from '../../lib/report-list.ts';
import { TASKS_QUERY_KEY } from '../../lib/tasks-query-key.ts';
import { TEAMS_QUERY_KEY } from '../../lib/teams.ts';
import { getUserPointsQueryOptions } from '../../lib/user-points.ts';
import { TASK_STATUS_BATCH_MAX, useTaskStatuses } from './api/get-task-statuses.ts';
import { getTasksQueryOptions } from './api/get-tasks.ts';

/** The unfinished tasks' lists also give the ids to watch: as many as one batch call takes. */
function unfinishedQuery(status: TaskStatusValue, teamId: string | undefined) {
  return getTasksQueryOptions({ status, limit: TASK_STATUS_BATCH_MAX, offset: 0, teamId });
}

export type TaskCounts = { processing: number; queued: number; completed: number };

export type TaskOverview = {
  /** Null until all three counts are known. */
  counts: TaskCounts | null;
  countsError: boolean;
  retryCounts: () => void;
  /** Queued and processing tasks, each with its latest live status; null until listed. */
  running: ListedTask[] | null;
  /** Tasks seen to finish while this page is open, latest first. */
  finished: ListedTask[];
  /** The latest live status of every watched task, by id: the task list shows these too. */
  live: ReadonlyMap<string, ListedTask>;
  liveError: boolean;
  retryLive: () => void;
};

/**
 * The Analysis Center's overview. Counts come from the task list API filtered by status (its
 * `total`): three small calls whose answers also name the unfinished tasks, which are then
 * followed together, over the server's event stream when it is available, else through the
 * batch status API every 2000 ms, until none is unfinished. When a live status shows a task
 * changed status, the lists and counts refresh once; a finished task also refreshes the reports
 * (completed) or the points (a failed task's point is refunded). `teamId`: a team's tasks (issue
 * 23), else the personal ones.
 */
export function useTaskOverview(newTaskId?: string, teamId?: string): TaskOverview {
  const queryClient = useQueryClient();
  const processing = useQuery(unfinishedQuery('processing', teamId));
  const queued = useQuery(unfinishedQuery('queued', teamId));
  const completed = useQuery(
    getTasksQueryOptions({ status: 'completed', limit: 1, offset: 0, teamId }),
  );

  const listed = useMemo(
    () => [...(processing.data?.tasks ?? []), ...(queued.data?.tasks ?? [])],
    [processing.data, queued.data],
  );
  // The task just submitted is watched too: a quick one may already be done when the page opens.
  const watchedIds = useMemo(
    () =>
      [...new Set([...(newTaskId ? [newTaskId] : []), ...listed.map((task) => task.taskId)])].slice(
        0,
        TASK_STATUS_BATCH_MAX,
      ),
    [listed, newTaskId],
  );
  const liveQuery = useTaskStatuses(watchedIds);
  const live = useMemo(
    () => new Map((liveQuery.data ?? []).map((task) => [task.taskId, task])),
    [liveQuery.data],
  );
  const [finished, setFinished] = useState<ListedTask[]>([]);

  useEffect(() => {
    const listedStatus = new Map(listed.map((task) => [task.taskId, task.status]));
    const moved = [...live.values()].filter(
      (task) => listedStatus.has(task.taskId) && listedStatus.get(task.taskId) !== task.status,
    );
    if (moved.length === 0) return;
    const done = moved.filter((task) => !isTaskUnfinished(task.status));
    if (done.length > 0) {
      setFinished((before) => [
        ...done,
        ...before.filter((task) => !done.some((next) => next.taskId === task.taskId)),
      ]);
    }
    // A refresh already on its way is not restarted by the next poll.
    void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }, { cancelRefetch: false });
    if (done.some((task) => task.status === 'completed')) {
      void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    }
    if (done.some((task) => task.status === 'failed')) {
      // Refunded to the user's points, or to the team's pool.
      void queryClient.invalidateQueries({
        queryKey: teamId ? TEAMS_QUERY_KEY : getUserPointsQueryOptions().queryKey,
      });
    }
  }, [live, listed, queryClient, teamId]);

  useEffect(() => {
    const task = newTaskId ? live.get(newTaskId) : undefined;
    if (!task || isTaskUnfinished(task.status)) return;
    setFinished((before) =>
      before.some((seen) => seen.taskId === task.taskId) ? before : [task, ...before],
    );
  }, [live, newTaskId]);

  const finishedIds = new Set(finished.map((task) => task.taskId));
  const running = listed
    .map((task) => live.get(task.taskId) ?? task)
    .filter((task) => isTaskUnfinished(task.status) && !finishedIds.has(task.taskId));

  const countQueries = [processing, queued, completed];
  return {
    counts:
      processing.data && queued.data && completed.data
        ? {
            processing: processing.data.total,
            queued: queued.data.total,
            completed: completed.data.total,
          }
        : null,
    countsError: countQueries.some((query) => query.isError),
    retryCounts: () => {
      for (const query of countQueries) if (query.isError) void query.refetch();
    },
    running: processing.data && queued.data ? running : null,
    finished,
    live,
    liveError: liveQuery.isError,
    retryLive: () => void liveQuery.refetch(),
  };
}
