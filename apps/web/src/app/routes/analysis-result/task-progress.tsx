import type { TaskStatus } from '@idealens/shared/analysis';
import { Clock, ListOrdered, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDuration, formatPercent } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { progressStage, remainingTime } from './progress-wording.ts';

/** The current time, refreshed every second, so the remaining time counts down between polls. */
function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type TaskProgressProps = {
  /** Undefined until the first status arrives. */
  task: TaskStatus | undefined;
  idea: string | null;
};

/** The wait for a queued or running analysis: status, percent, stage, place in line and time left. */
export function TaskProgress({ task, idea }: TaskProgressProps) {
  const { t, i18n } = useTranslation('result');
  const locale = i18n.language;
  const now = useNow();
  const title = t('progress.title');
  useDocumentTitle(title);

  const progress = task?.progress ?? 0;
  const stage = task ? progressStage(task.stage) : null;
  const remaining = task ? remainingTime(task.estimatedCompletionTime, now) : null;
  const stageText = stage ? t(`progress.stage.${stage}`) : t('progress.loading');

  return (
    <Container maxWidth="2xl" className="py-12 sm:py-20">
      <h1 className="text-balance text-center font-semibold text-2xl tracking-tight sm:text-3xl">
        {title}
      </h1>
      {idea ? (
        <p className="mx-auto mt-4 flex max-w-xl items-start justify-center gap-2 text-pretty text-center text-zinc-600">
          <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-indigo-400" />
          <span className="line-clamp-3">{idea}</span>
        </p>
      ) : null}

      <Card className="mt-8 p-6 shadow-sm sm:p-8">
        {task ? (
          <>
            <div className="flex items-center justify-between gap-4">
              <Badge tone={task.status === 'processing' ? 'accent' : 'neutral'}>
                {t(`progress.status.${task.status === 'processing' ? 'processing' : 'queued'}`)}
              </Badge>
              <p className="font-semibold text-3xl text-zinc-900 tabular-nums tracking-tight">
                {formatPercent(progress / 100, locale)}
              </p>
            </div>
            <ProgressBar
              thickness="heavy"
              className="mt-4"
              value={progress}
              label={t('progress.label')}
              valueText={`${formatPercent(progress / 100, locale)}, ${stageText}`}
            />
          </>
        ) : (
          <>
            <div className="flex items-center justify-between">
              <Skeleton corners="full" className="h-6 w-24" />
              <Skeleton className="h-8 w-16" />
            </div>
            <Skeleton corners="full" className="mt-4 h-3 w-full" />
          </>
        )}

        <p className="mt-5 flex items-center gap-3 font-medium text-zinc-900" aria-live="polite">
          <Spinner />
          {stageText}
        </p>

        {task ? (
          <dl className="mt-6 grid gap-3 border-zinc-100 border-t pt-5 text-sm sm:grid-cols-2">
            {task.queuePosition > 0 ? (
              <div className="flex items-center gap-2.5">
                <ListOrdered aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                <dt className="text-zinc-600">{t('progress.queuePosition')}</dt>
                <dd className="font-semibold text-zinc-900 tabular-nums">{task.queuePosition}</dd>
              </div>
            ) : null}
            {remaining ? (
              <div className="flex items-center gap-2.5">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                <dt className="text-zinc-600">{t('progress.eta')}</dt>
                <dd className="font-semibold text-zinc-900 tabular-nums">
                  {remaining.kind === 'soon'
                    ? t('progress.etaSoon')
                    : t('progress.etaAbout', {
                        duration: formatDuration(remaining.value, remaining.unit, locale),
                      })}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </Card>

      <p className="mx-auto mt-6 max-w-xl text-pretty text-center text-sm text-zinc-500">
        {t(task?.taskType === 'deep' ? 'progress.reassuranceDeep' : 'progress.reassurance')}
      </p>
    </Container>
  );
}
