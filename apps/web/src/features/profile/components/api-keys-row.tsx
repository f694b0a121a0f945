import { CircleAlert, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type ApiKeySummary, apiKeyFailure, useRevokeApiKey } from '../api/api-keys.ts';
import { ApiKeyUsageChart } from './api-keys-usage-chart.tsx';

/**
 * One live key: its name, last four characters, when it was made and last used, its requests
 * with the last fourteen days as bars, and "Revoke" behind a confirmation.
 */
export function ApiKeyRow({
  apiKey,
  onRevoked,
}: {
  apiKey: ApiKeySummary;
  /** The key is gone: the card confirms it (and takes the focus its row had). */
  onRevoked: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('api-keys');
  const nameId = useId();
  const revoke = useRevokeApiKey({ onRevoked: () => onRevoked(apiKey.name) });
  const locale = i18n.language;
  const requests = new Intl.NumberFormat(locale).format(apiKey.requestCount);
  const failure = revoke.error ? apiKeyFailure(revoke.error) : null;

  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span id={nameId} className="min-w-0 break-words font-medium text-zinc-900">
            {apiKey.name}
          </span>
          <span className="font-mono text-sm text-zinc-500" aria-hidden="true">
            …{apiKey.last4}
          </span>
          <span className="sr-only">{t('list.ending', { last4: apiKey.last4 })}</span>
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          {t('list.created', { date: formatBillingDate(apiKey.createdAt, locale) })}
          <span aria-hidden="true"> · </span>
          {apiKey.lastUsedAt
            ? t('list.lastUsed', { date: formatDateTime(apiKey.lastUsedAt, locale) })
            : t('list.neverUsed')}
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">
            {t('list.requests', { count: apiKey.requestCount, formatted: requests })}
          </span>
        </p>
        {apiKey.webhookUrl ? (
          <p className="mt-1 truncate text-sm text-zinc-500" title={apiKey.webhookUrl}>
            {t('list.webhook', { url: apiKey.webhookUrl })}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-2 flex items-start gap-2 text-red-700 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`errors.${failure}`)}
          </p>
        ) : null}
      </div>
      <div className="flex items-end justify-between gap-4 md:justify-end">
        <ApiKeyUsageChart usage={apiKey.usage} />
        <ConfirmDialog
          trigger={
            <Button
              variant="ghostDanger"
              size="sm"
              disabled={revoke.isPending}
              aria-label={t('revoke.buttonLabel', { name: apiKey.name })}
            >
              {revoke.isPending ? (
                <Spinner size="sm" tone="current" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {revoke.isPending ? t('revoke.revoking') : t('revoke.button')}
            </Button>
          }
          title={t('revoke.title', { name: apiKey.name })}
          description={t('revoke.description')}
          cancelLabel={t('revoke.cancel')}
          confirmLabel={t('revoke.confirm')}
          onConfirm={() => revoke.mutate(apiKey.id)}
        />
      </div>
    </li>
  );
}
