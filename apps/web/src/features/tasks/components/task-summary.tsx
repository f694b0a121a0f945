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
      {/* Each card is one of the list's groups, holding only its term and its definition (a
          <dl> allows nothing else): the icon sits inside the term, placed where the card shows it. */}
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {COUNTS.map(({ key, icon: Icon, tone }) => (
          <Card
            key={key}
            className="relative flex min-w-0 flex-col-reverse p-4 pt-16 sm:p-5 sm:pl-[4.5rem]"
          >
            <dt className="truncate text-sm text-zinc-600">
              <span
                className={`absolute top-4 left-4 flex size-9 items-center justify-center rounded-lg sm:top-1/2 sm:left-5 sm:size-10 sm:-translate-y-1/2 ${tone}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(`summary.${key}`)}
            </dt>
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
          </Card>
        ))}
      </dl>
    </section>
  );
}
