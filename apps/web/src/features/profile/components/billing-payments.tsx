import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StackedColumn } from '../../../components/billing/stacked-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import { type PaymentRecord, usePayments } from '../../../lib/billing/get-payments.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { BillingPagedTable } from './billing-paged-table.tsx';

const PAGE_SIZE = 10;

const linkClasses =
  'rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The payments (purchases, switches, renewals), newest first, each with its receipt. */
export function BillingPayments() {
  const { t, i18n } = useTranslation(['billing', 'pricing']);
  const [page, setPage] = useState(1);
  const payments = usePayments(page, PAGE_SIZE);
  const locale = i18n.language;

  const columns: StackedColumn<PaymentRecord>[] = [
    {
      key: 'date',
      header: t('billing:payments.columns.date'),
      cell: (payment) => (
        <time dateTime={payment.paidAt} className="tabular-nums">
          {formatBillingDate(payment.paidAt, locale)}
        </time>
      ),
    },
    {
      key: 'plan',
      header: t('billing:payments.columns.plan'),
      cell: (payment) =>
        t('billing:payments.planPeriod', {
          plan: t(`pricing:plans.${payment.plan}.name`),
          period: t(`pricing:billing.${payment.billingPeriod}`),
        }),
    },
    {
      key: 'kind',
      header: t('billing:payments.columns.kind'),
      cell: (payment) => t(`billing:payments.kind.${payment.kind}`),
    },
    {
      key: 'amount',
      header: t('billing:payments.columns.amount'),
      align: 'end',
      cell: (payment) => (
        <span className="font-medium text-zinc-900 tabular-nums">
          {formatCurrency(payment.amount, locale, payment.currency)}
        </span>
      ),
    },
    {
      key: 'receipt',
      header: t('billing:payments.columns.receipt'),
      align: 'end',
      cell: (payment) => (
        <Link
          to={`/receipts/${encodeURIComponent(payment.id)}`}
          // The visible word starts the name; the date tells one row's receipt from another's.
          aria-label={t('billing:payments.receiptFor', {
            date: formatBillingDate(payment.paidAt, locale),
          })}
          className={linkClasses}
        >
          {t('billing:payments.receipt')}
        </Link>
      ),
    },
  ];

  return (
    <BillingPagedTable
      title={t('billing:payments.title')}
      caption={t('billing:payments.caption')}
      pagerLabel={t('billing:payments.pagerLabel')}
      query={payments}
      page={page}
      onPageChange={setPage}
      columns={columns}
      rowKey={(payment) => payment.id}
      loadingLabel={t('billing:payments.loading')}
      errorMessage={t('billing:payments.error')}
      empty={
        <EmptyState
          icon={Receipt}
          title={t('billing:payments.empty')}
          description={t('billing:payments.emptyDescription')}
        />
      }
    />
  );
}
