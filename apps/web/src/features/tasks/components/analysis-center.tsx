import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RegionBoundary } from '../../../components/ui/region-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { REPORTS_QUERY_KEY } from '../../../lib/report-list.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';
import { TEAMS_QUERY_KEY } from '../../../lib/teams.ts';
import { TASK_STATUSES_QUERY_KEY } from '../api/get-task-statuses.ts';
import { CENTER_TABS, type CenterTab, useCenterParams } from '../center-params.ts';
import { useNewTaskBanner } from '../new-task-banner.ts';
import { useTaskOverview } from '../use-task-overview.ts';
import { useWorkspace } from '../use-workspace.ts';
import { LiveTaskPanel } from './live-task-panel.tsx';
import { ReportHistory } from './report-history.tsx';
import { TaskList } from './task-list.tsx';
import { TaskSummary } from './task-summary.tsx';
import { WorkspaceBar } from './workspace-bar.tsx';

/** One broken region shows its own error; the rest of the center carries on. */
function Region({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tasks');
  return (
    <RegionBoundary fallback={<ErrorState message={t('regionError')} />}>{children}</RegionBoundary>
  );
}

function isCenterTab(value: string): value is CenterTab {
  return (CENTER_TABS as readonly string[]).includes(value);
}

/**
 * "Refresh all data": every task list, count, live status and report list, asked again, and the
 * teams (a pool's points, a membership ended).
 */
function RefreshAllButton() {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refreshAll = async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        [TASKS_QUERY_KEY, TASK_STATUSES_QUERY_KEY, REPORTS_QUERY_KEY, TEAMS_QUERY_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Button variant="secondary" disabled={refreshing} onClick={() => void refreshAll()}>
      <RefreshCw
        aria-hidden="true"
        className={cn('size-4', refreshing && 'motion-safe:animate-spin')}
      />
      {refreshing ? t('refreshingAll') : t('refreshAll')}
    </Button>
  );
}

/** While a team asked for is checked: the center's shape. */
function CenterSkeleton() {
  const { t } = useTranslation('tasks');
  return (
    <div role="status" aria-label={t('workspace.loading')} className="flex flex-col gap-6 sm:gap-8">
      <Skeleton corners="xl" className="h-20" />
      <Skeleton corners="xl" className="h-28" />
      <Skeleton corners="xl" className="h-64" />
    </div>
  );
}

/**
 * The signed-in Analysis Center: the workspace switch (for members of a team), then that
 * workspace's counts, live tasks, task list and report history.
 */
export function AnalysisCenter() {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useCenterParams();
  const workspace = useWorkspace(params, setParams);
  const left = workspace.left ? (
    <Notice dismissLabel={t('workspace.dismiss')} onDismiss={workspace.dismissLeft}>
      {t('workspace.left')}
    </Notice>
  ) : null;
  if (!workspace.ready) return <CenterSkeleton />;
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {left}
      <Region>
        <WorkspaceBar workspace={workspace} />
      </Region>
      {/* A workspace of its own: nothing of another workspace's lists is kept on screen. */}
      <WorkspaceCenter key={workspace.teamId ?? ''} teamId={workspace.teamId} />
    </div>
  );
}

/** One workspace's counts, live tasks, task list and report history. */
function WorkspaceCenter({ teamId }: { teamId: string | undefined }) {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useCenterParams();
  const { newTask, dismiss } = useNewTaskBanner();
  const overview = useTaskOverview(newTask?.newTaskId ?? undefined, teamId);
  const counts = overview.counts;
  const unfinished = counts ? counts.processing + counts.queued : 0;

  return (
    // Deleting a task or a report is confirmed in a toast (its row is gone by then).
    <ToastProvider regionLabel={t('toast.region')} closeLabel={t('toast.close')}>
      <div className="flex flex-col gap-6 sm:gap-8">
        {newTask && params.tab === 'tasks' ? (
          <Notice dismissLabel={t('newTask.dismiss')} onDismiss={dismiss}>
            <p className="font-medium">{newTask.message ?? t('newTask.fallback')}</p>
            {newTask.newTaskId ? (
              <p className="mt-0.5 break-all text-indigo-800 text-xs">
                {t('newTask.taskId', { id: newTask.newTaskId })}
              </p>
            ) : null}
          </Notice>
        ) : null}

        <Region>
          <TaskSummary
            counts={counts}
            error={overview.countsError}
            onRetry={overview.retryCounts}
          />
        </Region>

        {/* Without the task lists there is nothing to watch: the summary says so once. */}
        {overview.countsError ? null : (
          <Region>
            <LiveTaskPanel
              running={overview.running}
              finished={overview.finished}
              error={overview.liveError}
              onRetry={overview.retryLive}
            />
          </Region>
        )}

        <Tabs
          value={params.tab}
          onValueChange={(value) => {
            if (isCenterTab(value)) setParams({ tab: value });
          }}
        >
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="tasks">
              {t('tabs.tasks')}{' '}
              {unfinished > 0 ? (
                <Badge tone="accent" className="tabular-nums">
                  <span aria-hidden="true">{unfinished}</span>
                  <span className="sr-only">{t('tabs.unfinished', { count: unfinished })}</span>
                </Badge>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="reports">{t('tabs.reports')}</TabsTrigger>
          </TabsList>
          <TabsContent value="tasks">
            <Region>
              <TaskList
                page={params.taskPage}
                pageSize={params.taskPageSize}
                onPageChange={(page) => setParams({ taskPage: page })}
                onPageSizeChange={(pageSize) => setParams({ taskPageSize: pageSize, taskPage: 1 })}
                live={overview.live}
                highlightedTaskId={newTask?.newTaskId ?? undefined}
                teamId={teamId}
              />
            </Region>
          </TabsContent>
          <TabsContent value="reports">
            <Region>
              <ReportHistory params={params} onChange={setParams} teamId={teamId} />
            </Region>
          </TabsContent>
        </Tabs>

        <div className="flex justify-center border-zinc-200 border-t pt-6">
          <RefreshAllButton />
        </div>
      </div>
    </ToastProvider>
  );
}
