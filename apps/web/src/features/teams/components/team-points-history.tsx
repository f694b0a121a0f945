import type { TFunction } from 'i18next';
import { History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StackedColumn, StackedTable } from '../../../components/billing/stacked-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type TeamPointsEntry, useTeamPoints } from '../api/get-team-points.ts';
import { TeamSection } from './team-section.tsx';

const PAGE_SIZE = 10;

/** "+2" or "−1" (a true minus sign), coloured, and in words for screen readers. */
function PointsChange({ entry }: { entry: TeamPointsEntry }) {
  const { t, i18n } = useTranslation('teams');
  const count = Math.abs(entry.delta);
  const gained = entry.delta >= 0;
  return (
    <span className={cn('font-medium tabular-nums', gained ? 'text-emerald-700' : 'text-red-700')}>
      <span aria-hidden="true">
        {gained ? '+' : '−'}
        {new Intl.NumberFormat(i18n.language).format(count)}
      </span>
      <span className="sr-only">{t(gained ? 'history.gained' : 'history.spent', { count })}</span>
    </span>
  );
}

/** Who moved the points: a member (by name), or the owner's plan for a grant. */
function entryWho(entry: TeamPointsEntry, t: TFunction<'teams'>) {
  if (entry.reason === 'grant') return t('history.who.plan');
  return entry.spentBy?.name?.trim() || t('history.who.unknown');
}

/** What the points were for, in the product's words. */
function entryWhat(entry: TeamPointsEntry, t: TFunction<'teams'>) {
  switch (entry.reason) {
    case 'grant':
      return t('history.what.grant');
    case 'debit':
      return entry.taskName
        ? t('history.what.debit', { name: entry.taskName })
        : t('history.what.debitDeleted');
    default:
      return entry.taskName
        ? t('history.what.refund', { name: entry.taskName })
        : t('history.what.refundDeleted');
  }
}

/** The pool's history, newest first: who spent what on which analysis, and each month's grant. */
export function TeamPointsHistory({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('teams');
  const [page, setPage] = useState(1);
  const history = useTeamPoints(teamId, page, PAGE_SIZE);
  const list = history.data;

  const columns: StackedColumn<TeamPointsEntry>[] = [
    {
      key: 'when',
      header: t('history.columns.when'),
      cell: (entry) => (
        <time dateTime={entry.at} className="tabular-nums">
          {formatDateTime(entry.at, i18n.language)}
        </time>
      ),
    },
    { key: 'who', header: t('history.columns.who'), cell: (entry) => entryWho(entry, t) },
    {
      key: 'what',
      header: t('history.columns.what'),
      cell: (entry) => <span className="break-words">{entryWhat(entry, t)}</span>,
    },
    {
      key: 'change',
      header: t('history.columns.change'),
      align: 'end',
      cell: (entry) => <PointsChange entry={entry} />,
    },
  ];

  let body: ReactNode;
  if (history.isError && !history.isPlaceholderData) {
    body = (
      <ErrorState
        message={t('history.error')}
        retryLabel={t('retry')}
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!list) {
    body = (
      <div role="status" aria-label={t('history.loading')} className="grid gap-3">
        <Skeleton className="h-5" />
        <Skeleton className="h-5" />
        <Skeleton className="h-5" />
      </div>
    );
  } else if (list.pagination.totalCount === 0) {
    body = (
      <EmptyState icon={History} title={t('history.empty')} description={t('history.emptyText')} />
    );
  } else {
    const totalPages = Math.max(1, list.pagination.total);
    body = (
      <>
        <StackedTable
          caption={t('history.caption')}
          columns={columns}
          rows={list.entries}
          rowKey={(entry) => entry.id}
          stale={history.isPlaceholderData}
        />
        {totalPages > 1 ? (
          <Pager
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            label={t('history.pager')}
            previousLabel={t('history.previous')}
            nextLabel={t('history.next')}
            pageLabel={(number) => t('history.page', { page: number })}
            windowSize={0}
            summary={t('history.summary', { page, total: totalPages })}
          />
        ) : null}
      </>
    );
  }

  return (
    <TeamSection title={t('history.title')} description={t('history.lead')}>
      {body}
    </TeamSection>
  );
}
