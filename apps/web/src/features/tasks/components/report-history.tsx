import { REPORT_PAGE_SIZES, REPORT_SEARCH_MAX_LENGTH } from '@idealens/shared/reports';
import { FileText, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useReports } from '../../../lib/report-list.ts';
import {
  type CenterParams,
  REPORT_SORTS,
  type ReportSort,
  reportSortQuery,
} from '../center-params.ts';
import { useFailureText } from '../failure-message.ts';
import { ReportRow } from './report-row.tsx';

type ReportHistoryProps = {
  params: Pick<CenterParams, 'reportPage' | 'reportPageSize' | 'search' | 'sort'>;
  onChange: (change: Partial<CenterParams>) => void;
  /** A team's library (issue 23); the personal reports without it. */
  teamId?: string;
};

/** The "Historical reports" tab: search, sort, and a page of the user's saved reports. */
export function ReportHistory({ params, onChange, teamId }: ReportHistoryProps) {
  const { t } = useTranslation('tasks');
  const failureText = useFailureText();
  const searchId = useId();
  const { reportPage: page, reportPageSize: pageSize, search, sort } = params;
  const [draft, setDraft] = useState(search);
  // The box follows the search that ran (cleared from the empty state, or from the address).
  useEffect(() => {
    setDraft(search);
  }, [search]);

  const reports = useReports(
    { page, limit: pageSize, ...reportSortQuery(sort), search: search || undefined, teamId },
    { keepPrevious: true },
  );
  const pagination = reports.data?.pagination;

  // A page that emptied (its last report deleted) falls back to the last page there is.
  const pageGone = !reports.isPlaceholderData && reports.data?.reports.length === 0 && page > 1;
  const lastPage = Math.max(1, pagination?.total ?? 1);
  useEffect(() => {
    if (pageGone) onChange({ reportPage: lastPage });
  }, [pageGone, lastPage, onChange]);

  const runSearch = (text: string) => onChange({ search: text.trim(), reportPage: 1 });

  const toolbar = (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (the tests) does not know yet */}
      <form
        role="search"
        aria-label={t('reports.searchLabel')}
        className="flex w-full gap-2 lg:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          runSearch(draft);
        }}
      >
        <SearchInput
          id={searchId}
          label={t('reports.searchLabel')}
          value={draft}
          maxLength={REPORT_SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('reports.searchPlaceholder')}
        />
        <Button type="submit" variant="secondary">
          {t('reports.search')}
        </Button>
      </form>
      <SelectField<ReportSort>
        label={t('reports.sortLabel')}
        value={sort}
        options={REPORT_SORTS.map((value) => ({ value, label: t(`reports.sort.${value}`) }))}
        onValueChange={(value) => onChange({ sort: value, reportPage: 1 })}
      />
    </div>
  );

  let body: ReactNode;
  if (reports.isError && !reports.data) {
    body = (
      <ErrorState
        message={failureText(reports.error, 'reportList')}
        retryLabel={t('retry')}
        retrying={reports.isFetching}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (!reports.data || !pagination) {
    body = (
      <div role="status" aria-label={t('reports.loading')} className="flex flex-col gap-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} corners="xl" className="h-24" />
        ))}
      </div>
    );
  } else if (pagination.totalCount === 0) {
    body = search ? (
      <EmptyState
        icon={Search}
        title={t('reports.noMatches', { search })}
        action={
          <Button variant="secondary" onClick={() => runSearch('')}>
            <X aria-hidden="true" className="size-4" />
            {t('reports.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={FileText}
        title={teamId ? t('reports.emptyTeam') : t('reports.empty')}
        description={teamId ? t('reports.emptyTeamDescription') : t('reports.emptyDescription')}
        action={
          <Link to="/" className={buttonClasses()}>
            {t('list.startNew')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-zinc-600" aria-live="polite">
          {search
            ? t('reports.countMatching', { count: pagination.totalCount, search })
            : t('reports.count', { count: pagination.totalCount })}
        </p>
        <ul
          aria-label={t('reports.listLabel')}
          aria-busy={reports.isPlaceholderData}
          className="flex flex-col gap-3 sm:gap-0 sm:rounded-xl sm:border sm:border-zinc-200 sm:bg-white"
        >
          {reports.data.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SelectField
            label={t('paging.perPage')}
            value={String(pageSize)}
            options={REPORT_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: String(size),
            }))}
            onValueChange={(value) => onChange({ reportPageSize: Number(value), reportPage: 1 })}
          />
          {pagination.total > 1 ? (
            <Pager
              label={t('paging.reportsLabel')}
              page={page}
              totalPages={pagination.total}
              onPageChange={(next) => onChange({ reportPage: next })}
              previousLabel={t('paging.previous')}
              nextLabel={t('paging.next')}
              pageLabel={(number) => t('paging.page', { page: number })}
            />
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {toolbar}
      {body}
    </div>
  );
}
