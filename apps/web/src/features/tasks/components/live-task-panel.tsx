import type { ListedTask } from '@idealens/shared/analysis';
import { Activity, ArrowRight, CircleCheck, CircleX, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { taskResultPath } from '../task-rules.ts';
import { TaskStatusBadge } from './task-badges.tsx';

type LiveTaskPanelProps = {
  /** Null while the unfinished tasks are still being listed. */
  running: ListedTask[] | null;
  finished: ListedTask[];
  error: boolean;
  onRetry: () => void;
};

function timeOfDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

function RunningTask({ task }: { task: ListedTask }) {
  const { t, i18n } = useTranslation('tasks');
  const name = task.taskName.trim() || t('list.untitled');
  const stage = t(`stage.${task.stage}`);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 truncate font-medium text-sm text-zinc-900" title={name}>
          {name}
        </p>
        <TaskStatusBadge status={task.status} />
      </div>
      <ProgressBar
        className="mt-2"
        value={task.progress}
        label={t('list.progressLabel', { name })}
        valueText={t('live.valueText', { progress: task.progress, stage })}
      />
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-zinc-600">
        <span className="tabular-nums">{t('list.percent', { progress: task.progress })}</span>
        <span>{stage}</span>
        {task.queuePosition > 0 ? (
          <span className="tabular-nums">
            {t('live.queuePosition', { position: task.queuePosition })}
          </span>
        ) : null}
        {/* No estimate from the server: no worker is taking the queue, or the analysis is past
            its usual time. Said as such, never as a time that will pass. */}
        <span>
          {task.estimatedCompletionTime
            ? t('live.estimated', {
                time: timeOfDay(task.estimatedCompletionTime, i18n.language),
              })
            : t(task.status === 'queued' ? 'live.noEstimateQueued' : 'live.noEstimateRunning')}
        </span>
      </p>
    </li>
  );
}

function FinishedTask({ task }: { task: ListedTask }) {
  const { t } = useTranslation('tasks');
  const name = task.taskName.trim() || t('list.untitled');
  const completed = task.status === 'completed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm first:pt-0 last:pb-0">
      {completed ? (
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
      ) : (
        <CircleX aria-hidden="true" className="size-4 shrink-0 text-red-600" />
      )}
      <span className="min-w-0 flex-1 truncate text-zinc-900" title={name}>
        {name}
      </span>
      {completed ? (
        <Link
          to={taskResultPath(task)}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {t('live.viewResult')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span className="basis-full pl-7 text-red-700">
          {t('live.failed')}
          {task.errorMessage ? `: ${task.errorMessage}` : ''}
        </span>
      )}
    </li>
  );
}

/**
 * The "current tasks" panel: the unfinished tasks with live progress (polled every 2000 ms),
 * and those that finished while the page was open, with their outcome.
 */
export function LiveTaskPanel({ running, finished, error, onRetry }: LiveTaskPanelProps) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id={headingId}
            className="flex items-center gap-2 font-semibold text-base text-zinc-900"
          >
            <Activity aria-hidden="true" className="size-5 text-indigo-600" />
            {t('live.title')}
          </h2>
          <p className="text-xs text-zinc-500">{t('live.autoRefresh')}</p>
        </div>
        <div className="mt-4">
          {error ? (
            <ErrorState
              className="mb-4"
              message={t('errors.batch')}
              retryLabel={t('retry')}
              onRetry={onRetry}
            />
          ) : null}
          {running === null ? (
            <div role="status" aria-label={t('live.loading')}>
              <Skeleton className="h-12" />
            </div>
          ) : running.length === 0 && finished.length === 0 ? (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-zinc-600">{t('live.empty')}</p>
              <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <Sparkles aria-hidden="true" className="size-4" />
                {t('live.startNew')}
              </Link>
            </div>
          ) : running.length > 0 ? (
            // Progress changes every poll: not a live region, or screen readers would chatter.
            <ul aria-label={t('live.runningLabel')} className="divide-y divide-zinc-100">
              {running.map((task) => (
                <RunningTask key={task.taskId} task={task} />
              ))}
            </ul>
          ) : null}
          {/* Always present, so a task that finishes is announced once. */}
          <div aria-live="polite">
            {finished.length > 0 ? (
              <ul
                aria-label={t('live.finishedLabel')}
                className={cn(
                  'divide-y divide-zinc-100',
                  running !== null && running.length > 0 && 'mt-4 border-zinc-100 border-t pt-4',
                )}
              >
                {finished.map((task) => (
                  <FinishedTask key={task.taskId} task={task} />
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </section>
    </Card>
  );
}
