import { type ListedTask, TASK_PAGE_SIZES } from '@idealens/shared/analysis';
import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { taskPageQuery, useTasks } from '../api/get-tasks.ts';
import { useFailureText } from '../failure-message.ts';
import { TaskRow } from './task-row.tsx';

type TaskListProps = {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Latest polled statuses: a row shows these rather than the list's older copy. */
  live: ReadonlyMap<string, ListedTask>;
  highlightedTaskId?: string | null;
  /** A team's tasks (issue 23); the personal ones without it. */
  teamId?: string;
};

/**
 * Every task of the user (or of the team, every member's), newest first, a page at a time (spec:
 * 5, 10 or 20 per page).
 */
export function TaskList({
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  live,
  highlightedTaskId = null,
  teamId,
}: TaskListProps) {
  const { t } = useTranslation('tasks');
  const failureText = useFailureText();
  const tasks = useTasks({ ...taskPageQuery(page, pageSize), teamId });
  const total = tasks.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // A page that emptied (its last task deleted) falls back to the last page there is.
  const pageGone = !tasks.isPlaceholderData && tasks.data?.tasks.length === 0 && page > 1;
  useEffect(() => {
    if (pageGone) onPageChange(pages);
  }, [pageGone, pages, onPageChange]);

  if (tasks.isError && !tasks.data) {
    return (
      <ErrorState
        message={failureText(tasks.error, 'taskList')}
        retryLabel={t('retry')}
        retrying={tasks.isFetching}
        onRetry={() => void tasks.refetch()}
      />
    );
  }
  if (!tasks.data) {
    return (
      <div role="status" aria-label={t('list.loading')} className="flex flex-col gap-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} corners="xl" className="h-28" />
        ))}
      </div>
    );
  }
  if (total === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title={teamId ? t('list.emptyTeam') : t('list.empty')}
        description={teamId ? t('list.emptyTeamDescription') : t('list.emptyDescription')}
        action={
          <Link to="/" className={buttonClasses()}>
            {t('list.startNew')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={t('list.label')}
        aria-busy={tasks.isPlaceholderData}
        className="flex flex-col gap-3 sm:gap-0 sm:rounded-xl sm:border sm:border-zinc-200 sm:bg-white"
      >
        {tasks.data.tasks.map((task) => (
          <TaskRow
            key={task.taskId}
            task={live.get(task.taskId) ?? task}
            highlighted={task.taskId === highlightedTaskId}
          />
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SelectField
          label={t('paging.perPage')}
          value={String(pageSize)}
          options={TASK_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => onPageSizeChange(Number(value))}
        />
        {total > pageSize ? (
          <Pager
            label={t('paging.tasksLabel')}
            page={page}
            totalPages={pages}
            onPageChange={onPageChange}
            previousLabel={t('paging.previous')}
            nextLabel={t('paging.next')}
            pageLabel={(number) => t('paging.page', { page: number })}
            windowSize={0}
            summary={t('paging.pageOf', { page, pages })}
          />
        ) : null}
      </div>
    </div>
  );
}
