import { History } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StackedColumn } from '../../../components/billing/stacked-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { type PointsEntry, usePointsHistory } from '../../../lib/billing/get-points-history.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { BillingPagedTable } from './billing-paged-table.tsx';

const PAGE_SIZE = 10;

const linkClasses =
  'rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** "+2" or "−1" (a true minus sign), coloured, and in words for screen readers. */
function PointsChange({ entry }: { entry: PointsEntry }) {
  const { t, i18n } = useTranslation('billing');
  const number = new Intl.NumberFormat(i18n.language);
  const count = Math.abs(entry.delta);
  const gained = entry.delta >= 0;
  return (
    <span className={cn('font-medium tabular-nums', gained ? 'text-emerald-700' : 'text-red-700')}>
      <span aria-hidden="true">
        {gained ? '+' : '−'}
        {number.format(count)}
      </span>
      <span className="sr-only">{t(`points.change.${entry.reason}`, { count })}</span>
    </span>
  );
}

/** What a ledger row was for, in the product's words, linked to its analysis or receipt. */
function PointsReason({ entry }: { entry: PointsEntry }) {
  const { t } = useTranslation(['billing', 'pricing']);
  const { source } = entry;
  switch (source.kind) {
    case 'free_allowance':
      return t('billing:points.source.freeAllowance', { month: source.month });
    case 'plan': {
      const text = source.plan
        ? t('billing:points.source.plan', {
            plan: t(`pricing:plans.${source.plan}.name`),
            month: source.month,
          })
        : t('billing:points.source.paidPlan', { month: source.month });
      return source.paymentId ? (
        <Link to={`/receipts/${encodeURIComponent(source.paymentId)}`} className={linkClasses}>
          {text}
        </Link>
      ) : (
        text
      );
    }
    case 'task': {
      if (entry.reason === 'refund') return t('billing:points.source.refund');
      if (!source.taskId) {
        // The task was deleted since.
        return source.title
          ? t('billing:points.source.taskTitle', { title: source.title })
          : t('billing:points.source.deletedTask');
      }
      return (
        <Trans
          t={t}
          i18nKey="billing:points.source.task"
          values={{ title: source.title ?? t('billing:points.source.untitled') }}
          components={{
            taskLink: (
              <Link
                to={`/analysis-result?taskId=${encodeURIComponent(source.taskId)}`}
                className={linkClasses}
              />
            ),
          }}
        />
      );
    }
    default:
      return t(`billing:points.source.other.${entry.reason}`);
  }
}

/** The points ledger, newest first: grants, deep analyses and refunds, each with what it was for. */
export function BillingPointsHistory() {
  const { t, i18n } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);

  const columns: StackedColumn<PointsEntry>[] = [
    {
      key: 'date',
      header: t('points.columns.date'),
      cell: (entry) => (
        <time dateTime={entry.at} className="tabular-nums">
          {formatDateTime(entry.at, i18n.language)}
        </time>
      ),
    },
    {
      key: 'change',
      header: t('points.columns.change'),
      align: 'end',
      cell: (entry) => <PointsChange entry={entry} />,
    },
    {
      key: 'reason',
      header: t('points.columns.reason'),
      cell: (entry) => <PointsReason entry={entry} />,
    },
  ];

  return (
    <BillingPagedTable
      title={t('points.title')}
      caption={t('points.caption')}
      pagerLabel={t('points.pagerLabel')}
      query={history}
      page={page}
      onPageChange={setPage}
      columns={columns}
      rowKey={(entry) => entry.id}
      loadingLabel={t('points.loading')}
      errorMessage={t('points.error')}
      empty={
        <EmptyState
          icon={History}
          title={t('points.empty')}
          description={t('points.emptyDescription')}
        />
      }
    />
  );
}
