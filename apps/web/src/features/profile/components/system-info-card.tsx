import { APP_VERSION } from '@idealens/shared/version';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useHealth } from '../api/get-health.ts';

export function SystemInfoCard() {
  const { t, i18n } = useTranslation('profile');
  const health = useHealth();
  const [checkedAt] = useState(() => new Date().toISOString());
  const healthy = health.data?.status === 'ok';

  return (
    <Card className="p-6">
      <h2 className="font-semibold text-base text-zinc-900">{t('system.title')}</h2>
      <dl className="mt-3 divide-y divide-zinc-100 text-sm">
        <div className="flex items-center justify-between gap-3 py-2.5">
          <dt className="text-zinc-500">{t('system.version')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">v{APP_VERSION}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 py-2.5">
          <dt className="text-zinc-500">{t('system.serviceStatus')}</dt>
          <dd>
            {health.isPending ? (
              <Skeleton className="h-5 w-16" />
            ) : (
              <Badge tone={healthy ? 'success' : 'danger'}>
                <span
                  aria-hidden="true"
                  className={`size-1.5 rounded-full ${healthy ? 'bg-emerald-500' : 'bg-red-500'}`}
                />
                {healthy ? t('system.normal') : t('system.unavailable')}
              </Badge>
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 py-2.5">
          <dt className="text-zinc-500">{t('system.lastUpdated')}</dt>
          <dd className="text-zinc-900 tabular-nums">{formatDateTime(checkedAt, i18n.language)}</dd>
        </div>
      </dl>
    </Card>
  );
}
