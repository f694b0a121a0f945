import type { ListedTask } from '@idealens/shared/analysis';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useRefreshTask } from '../api/refresh-task.ts';
import { useFailureText } from '../failure-message.ts';
import { canDeleteTask, canRefreshTask, showsProgressBar, taskResultPath } from '../task-rules.ts';
import { DeleteWithConfirm } from './delete-with-confirm.tsx';
import { TaskStatusBadge, TaskTypeBadge } from './task-badges.tsx';

type TaskRowProps = {
  task: ListedTask;
  /** The task just submitted from the home page: drawn out until the banner goes. */
  highlighted?: boolean;
};

/** One task: a card on phones, a row on wider screens. */
export function TaskRow({ task, highlighted = false }: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const failureText = useFailureText();
  const nameId = useId();
  const refresh = useRefreshTask();
  const remove = useDeleteTask();
  const toast = useToast();
  const name = task.taskName.trim() || t('list.untitled');
  const completed = task.status === 'completed';

  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:rounded-none sm:border-0 sm:border-zinc-100 sm:border-b sm:px-5 sm:last:border-b-0',
        highlighted && 'ring-2 ring-indigo-300 ring-inset',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <TaskStatusBadge status={task.status} errorMessage={task.errorMessage} />
            <TaskTypeBadge taskType={task.taskType} />
          </div>
          <h3 id={nameId} className="mt-2 line-clamp-2 break-words font-medium text-zinc-900">
            {completed ? (
              <Link
                to={taskResultPath(task)}
                className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
            <div className="flex gap-1.5">
              <dt className="text-zinc-500">{t('list.created')}</dt>
              <dd className="text-zinc-800">
                <time dateTime={task.createdAt}>
                  {formatDateTime(task.createdAt, i18n.language)}
                </time>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-zinc-500">{t('list.progress')}</dt>
              <dd className="text-zinc-800 tabular-nums">
                {t('list.percent', { progress: task.progress })}
              </dd>
            </div>
            <div className="col-span-2 flex min-w-0 gap-1.5">
              <dt className="shrink-0 text-zinc-500">{t('list.id')}</dt>
              <dd className="min-w-0 break-all font-mono text-xs text-zinc-600 leading-5">
                {task.taskId}
              </dd>
            </div>
          </dl>
          {showsProgressBar(task.progress) ? (
            <ProgressBar
              className="mt-3"
              value={task.progress}
              label={t('list.progressLabel', { name })}
            />
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {completed ? (
            <Link
              to={taskResultPath(task)}
              aria-describedby={nameId}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('list.viewResult')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
          {canRefreshTask(task.status) ? (
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={nameId}
              disabled={refresh.isPending}
              onClick={() => refresh.mutate(task)}
            >
              <RefreshCw
                aria-hidden="true"
                className={cn('size-4', refresh.isPending && 'motion-safe:animate-spin')}
              />
              {refresh.isPending ? t('list.refreshing') : t('list.refresh')}
            </Button>
          ) : null}
          {canDeleteTask(task.status) ? (
            <DeleteWithConfirm
              describedBy={nameId}
              pending={remove.isPending}
              title={t('list.deleteTitle')}
              description={t('list.deleteDescription', { name })}
              onConfirm={() =>
                // Said once the lists are read again and the row is gone; a failure shows in the row.
                remove.mutateAsync(task.taskId).then(
                  () => toast(t('list.deleted', { name })),
                  () => {},
                )
              }
            />
          ) : null}
        </div>
      </div>
      {refresh.isError ? <ErrorState message={failureText(refresh.error, 'taskStatus')} /> : null}
      {remove.isError ? (
        <ErrorState
          title={t('errors.deleteFailed')}
          message={failureText(remove.error, 'deleteTask')}
        />
      ) : null}
    </li>
  );
}
