import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { track } from '../../../lib/analytics.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUserPoints } from '../../../lib/user-points.ts';
import { CardError } from './card-error.tsx';

export function PointsCard() {
  const { t, i18n } = useTranslation('profile');
  const points = useUserPoints({ enabled: true });
  const number = new Intl.NumberFormat(i18n.language);

  // Spec §7: every failure to read the points is reported once.
  const { error, errorUpdatedAt } = points;
  useEffect(() => {
    if (!error) return;
    track('get_points_failed', {
      code: isApiError(error) ? error.code : 'UNKNOWN',
      status: isApiError(error) ? error.status : 0,
      at: errorUpdatedAt,
    });
  }, [error, errorUpdatedAt]);

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <Coins aria-hidden="true" className="size-5 text-indigo-600" />
        {t('points.title')}
      </h2>
      <div className="mt-4">
        {points.isError ? (
          <CardError message={t('points.error')} onRetry={() => void points.refetch()} />
        ) : points.data ? (
          <>
            <p
              data-testid="analysis-points"
              className="font-semibold text-4xl text-zinc-900 tabular-nums"
            >
              {number.format(points.data.analysisPoints)}
            </p>
            <p className="mt-1 text-sm text-zinc-500">{t('points.available')}</p>
            <dl className="mt-4 grid grid-cols-2 gap-4 border-zinc-100 border-t pt-4 text-sm">
              <div>
                <dt className="text-zinc-500">{t('points.earned')}</dt>
                <dd className="mt-1 font-medium text-zinc-900 tabular-nums">
                  {number.format(points.data.totalPointsEarned)}
                </dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t('points.used')}</dt>
                <dd className="mt-1 font-medium text-zinc-900 tabular-nums">
                  {number.format(points.data.totalPointsUsed)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <div role="status" aria-label={t('points.loading')}>
            <Skeleton className="h-10 w-20" />
            <Skeleton className="mt-2 h-4 w-32" />
            <Skeleton className="mt-6 h-10 w-full" />
          </div>
        )}
      </div>
    </Card>
  );
}
