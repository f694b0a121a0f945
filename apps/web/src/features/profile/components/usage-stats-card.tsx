import { ChartNoAxesColumn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RECENT_REPORTS_DAYS, useUsageStats } from '../usage-stats.ts';
import { CardError } from './card-error.tsx';

export function UsageStatsCard() {
  const { t, i18n } = useTranslation('profile');
  const [now] = useState(() => new Date());
  const stats = useUsageStats({ enabled: true, now });
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <ChartNoAxesColumn aria-hidden="true" className="size-5 text-indigo-600" />
        {t('stats.title')}
      </h2>
      <div className="mt-4">
        {stats.status === 'error' ? (
          <CardError message={t('stats.error')} onRetry={stats.retry} />
        ) : stats.status === 'success' ? (
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-zinc-500">{t('stats.totalReports')}</dt>
              <dd className="mt-1 font-semibold text-3xl text-zinc-900 tabular-nums">
                {number.format(stats.totalReports)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-zinc-500">
                {t('stats.recentReports', { days: RECENT_REPORTS_DAYS })}
              </dt>
              <dd className="mt-1 font-semibold text-3xl text-zinc-900 tabular-nums">
                {number.format(stats.recentReports)}
              </dd>
            </div>
          </dl>
        ) : (
          <div role="status" aria-label={t('stats.loading')} className="grid grid-cols-2 gap-4">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
      </div>
    </Card>
  );
}
