import type { ReportListItem } from '@idealens/shared/reports';
import { Eye, Wrench } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDateTime, formatScore } from '../../../lib/format.ts';
import { useDeleteReport } from '../api/delete-report.ts';
import { useFailureText } from '../failure-message.ts';
import { DeleteWithConfirm } from './delete-with-confirm.tsx';
import { TaskTypeBadge } from './task-badges.tsx';

function reportPath(reportId: string): string {
  return `/analysis-result?reportId=${encodeURIComponent(reportId)}`;
}

/** One saved report: a card on phones, a row on wider screens. */
export function ReportRow({ report }: { report: ReportListItem }) {
  const { t, i18n } = useTranslation('tasks');
  const failureText = useFailureText();
  const titleId = useId();
  const remove = useDeleteReport();
  const toast = useToast();
  const title = report.reportTitle.trim() || t('reports.untitled');
  const tools = report.metadata.toolsUsed;

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:rounded-none sm:border-0 sm:border-zinc-100 sm:border-b sm:px-5 sm:last:border-b-0"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words font-medium text-zinc-900">
            <Link
              to={reportPath(report.id)}
              className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {title}
            </Link>
          </h3>
          {report.userMessage.trim() ? (
            <p className="mt-1 line-clamp-2 break-words text-sm text-zinc-600">
              {report.userMessage}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <time dateTime={report.createdAt} className="text-zinc-500">
              {formatDateTime(report.createdAt, i18n.language)}
            </time>
            <TaskTypeBadge taskType={report.reportType} />
            {report.compositeScore !== null ? (
              <Badge tone="neutral" className="tabular-nums">
                {t('reports.score', { score: formatScore(report.compositeScore, i18n.language) })}
              </Badge>
            ) : null}
            {tools.length > 0 ? (
              <Badge tone="accent" title={tools.join(', ')}>
                <Wrench aria-hidden="true" className="size-3.5" />
                {t('reports.toolsUsed', { count: tools.length })}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Link
            to={reportPath(report.id)}
            aria-describedby={titleId}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('reports.view')}
          </Link>
          <DeleteWithConfirm
            describedBy={titleId}
            pending={remove.isPending}
            title={t('reports.deleteTitle')}
            description={t('reports.deleteDescription', { title })}
            onConfirm={() =>
              // Said once the lists are read again and the row is gone; a failure shows in the row.
              remove.mutateAsync(report.id).then(
                () => toast(t('reports.deleted', { title })),
                () => {},
              )
            }
          />
        </div>
      </div>
      {remove.isError ? (
        <ErrorState
          title={t('errors.deleteFailed')}
          message={failureText(remove.error, 'deleteReport')}
        />
      ) : null}
    </li>
  );
}
