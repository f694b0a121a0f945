import { CircleCheck, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TaskCounts } from '../use-task-overview.ts';

const COUNTS: { key: keyof TaskCounts; icon: LucideIcon; tone: string }[] = [
  { key: 'processing', icon: LoaderCircle, tone: 'bg-indigo-50 text-indigo-600' },
  { key: 'queued', icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  { key: 'completed', icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
];

type TaskSummaryProps = { counts: TaskCounts | null; error: boolean; onRetry: () => void };

/** How many tasks are processing, queued and completed. */
export function TaskSummary({ counts, error, onRetry }: TaskSummaryProps) {
  const { t, i18n } = useTranslation('tasks');
  const number = new Intl.NumberFormat(i18n.language);
  if (error) {
    return <ErrorState message={t('errors.taskList')} retryLabel={t('retry')} onRetry={onRetry} />;
  }
  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {COUNTS.map(({ key, icon: Icon, tone }) => (
          <Card key={key} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-10 ${tone}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-sm text-zinc-600">{t(`summary.${key}`)}</dt>
              <dd className="font-semibold text-2xl text-zinc-900 tabular-nums">
                {counts ? (
                  number.format(counts[key])
                ) : (
                  <>
                    <span className="sr-only">{t('summary.loading')}</span>
                    <Skeleton className="h-8 w-10" />
                  </>
                )}
              </dd>
            </div>
          </Card>
        ))}
      </dl>
    </section>
  );
}
