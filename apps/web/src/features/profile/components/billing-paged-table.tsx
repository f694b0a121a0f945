import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type StackedColumn, StackedTable } from '../../../components/billing/stacked-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CardError } from './card-error.tsx';

/** One page of a list the API pages: its rows, how many in all, and which page of what size. */
export type ListPage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

type BillingPagedTableProps<Row> = {
  title: string;
  /** Names the table for assistive technology. */
  caption: string;
  /** Names the pager's navigation landmark. */
  pagerLabel: string;
  query: UseQueryResult<ListPage<Row>>;
  page: number;
  onPageChange: (page: number) => void;
  columns: readonly StackedColumn<Row>[];
  rowKey: (row: Row) => string;
  loadingLabel: string;
  errorMessage: string;
  /** What shows when there is nothing at all (an EmptyState). */
  empty: ReactNode;
};

/**
 * A paged list of the billing section under its own heading: skeleton rows while the first page
 * loads, the failure with a retry, the empty state, or the rows with previous/next and
 * "page x of y" (the page shown stays, dimmed, while the next one loads).
 */
export function BillingPagedTable<Row>({
  title,
  caption,
  pagerLabel,
  query,
  page,
  onPageChange,
  columns,
  rowKey,
  loadingLabel,
  errorMessage,
  empty,
}: BillingPagedTableProps<Row>) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const list = query.data;
  const totalPages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-zinc-100 border-t pt-6">
      <h3 id={headingId} className="font-semibold text-sm text-zinc-900">
        {title}
      </h3>
      <div className="mt-3">
        {query.isError && !query.isPlaceholderData ? (
          <CardError message={errorMessage} onRetry={() => void query.refetch()} />
        ) : list ? (
          list.items.length === 0 && list.total === 0 ? (
            empty
          ) : (
            <>
              <StackedTable
                caption={caption}
                columns={columns}
                rows={list.items}
                rowKey={rowKey}
                stale={query.isPlaceholderData}
              />
              {totalPages > 1 ? (
                <Pager
                  className="mt-4"
                  page={page}
                  totalPages={totalPages}
                  onPageChange={onPageChange}
                  label={pagerLabel}
                  previousLabel={t('pager.previous')}
                  nextLabel={t('pager.next')}
                  pageLabel={(number) => t('pager.page', { page: number })}
                  windowSize={0}
                  summary={t('pager.summary', { page, total: totalPages })}
                />
              ) : null}
            </>
          )
        ) : (
          <div role="status" aria-label={loadingLabel} className="grid gap-3">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </div>
        )}
      </div>
    </section>
  );
}
