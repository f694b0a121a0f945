import { normalizeFullReport } from '@idealens/shared/full-report';
import type { SharedReport } from '@idealens/shared/shares';
import { normalizeSimpleReport } from '@idealens/shared/simple-report-shapes';
import { ArrowRight, FileQuestion, Home, Lightbulb, Share2, TriangleAlert } from 'lucide-react';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSharedReport } from '../api/get-shared-report.ts';
import { readBrief } from '../read-brief.ts';
import type { ReportSource } from '../report-source.ts';
import { readSavedReport } from '../saved-report.ts';
import { FullReportView } from './lazy-full-report-view.ts';
import { ReportSummarySkeleton } from './report-summary.tsx';
import { SimpleReportView } from './simple-report-view.tsx';

/** One sentence on why there is no report here, and the way on, under its own h1. */
function SharedReportState({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: typeof FileQuestion;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 sm:py-24">
      <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-balance font-semibold text-2xl tracking-tight">{title}</h1>
        <div className="mt-3 text-pretty text-zinc-600">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {actions}
        </div>
      </Card>
    </Container>
  );
}

function SharedReportLoading() {
  const { t } = useTranslation('result');
  return (
    <Container maxWidth="5xl" className="py-10 sm:py-14">
      <ReportSummarySkeleton label={t('shared.loading')} />
    </Container>
  );
}

function AnalyzeOwnLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('result');
  return (
    <Link to="/" className={buttonClasses({ variant })}>
      <Lightbulb aria-hidden="true" className="size-4" />
      {t('shared.analyzeOwn')}
    </Link>
  );
}

/** Says whose this is not: someone's report, shared read-only, and when. */
function SharedBanner({ sharedAt }: { sharedAt: string }) {
  const { t, i18n } = useTranslation('result');
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-900 text-sm sm:flex-row sm:items-center sm:justify-between print:border-zinc-400 print:bg-white print:text-black">
      <div className="flex min-w-0 items-start gap-3">
        <Share2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge tone="accent">{t('shared.badge')}</Badge>
            <span>{t('shared.sharedOn', { date: formatDateTime(sharedAt, i18n.language) })}</span>
          </p>
          <p className="mt-1 text-indigo-800 print:text-black">{t('shared.notice')}</p>
        </div>
      </div>
      <Link
        to="/"
        className="inline-flex shrink-0 items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline print:hidden"
      >
        {t('shared.analyzeOwn')}
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </Link>
    </div>
  );
}

/** The shared report as its owner sees it, read-only: no actions that need to own it. */
function SharedReportView({ report }: { report: SharedReport }) {
  const { t } = useTranslation('result');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const saved = useMemo(() => readSavedReport(report), [report]);
  const result = saved.status === 'readable' ? saved.result : null;
  const brief = useMemo(() => readBrief(result), [result]);
  const simple = useMemo(
    () => (report.reportType === 'simple' ? normalizeSimpleReport(result) : null),
    [report.reportType, result],
  );
  const full = useMemo(
    () => (report.reportType === 'deep' ? normalizeFullReport(result) : null),
    [report.reportType, result],
  );
  const source: ReportSource = {
    kind: 'shared',
    // This page's own address: the link the reader opened (made whole as it is shared).
    url: pathname,
    title: report.reportTitle,
  };
  const banner = <SharedBanner sharedAt={report.sharedAt} />;
  const back = () => void navigate('/');

  if (saved.status === 'readable' && full) {
    return (
      <Suspense fallback={<SharedReportLoading />}>
        <FullReportView
          report={full}
          brief={brief}
          title={report.reportTitle}
          idea={report.userMessage || null}
          meta={saved.meta}
          compositeScore={report.compositeScore}
          demo={false}
          source={source}
          onBack={back}
          banner={banner}
          closing={
            <div className="mt-10 text-center print:hidden">
              <AnalyzeOwnLink />
            </div>
          }
        />
      </Suspense>
    );
  }
  if (saved.status === 'readable' && simple) {
    return (
      <SimpleReportView
        report={simple}
        brief={brief}
        idea={report.userMessage || null}
        engine={saved.meta.engine}
        title={report.reportTitle}
        source={source}
        onBack={back}
        banner={banner}
      />
    );
  }
  return (
    <SharedReportState
      icon={TriangleAlert}
      title={t('shared.unreadable.title')}
      actions={<AnalyzeOwnLink />}
    >
      <p>{t('shared.unreadable.description')}</p>
    </SharedReportState>
  );
}

/**
 * `/r/{token}` (issue 21): a report someone shared by link, read-only, without its owner; a link
 * that is unknown or revoked says so (the API answers 404 for both).
 */
export function SharedReportPage() {
  const { t } = useTranslation('result');
  const { token = '' } = useParams();
  const query = useSharedReport(token);

  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <SharedReportState
          icon={FileQuestion}
          title={t('shared.notFound.title')}
          actions={
            <>
              <AnalyzeOwnLink />
              <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
                <Home aria-hidden="true" className="size-4" />
                {t('actions.backHome')}
              </Link>
            </>
          }
        >
          <p>{t('shared.notFound.description')}</p>
        </SharedReportState>
      );
    }
    const network = isApiError(query.error) && query.error.kind !== 'http';
    return (
      <SharedReportState
        icon={TriangleAlert}
        title={t('shared.loadError')}
        actions={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('actions.retry')}
          </Button>
        }
      >
        <p role="alert">{network ? t('error.network') : t('shared.loadErrorDescription')}</p>
      </SharedReportState>
    );
  }
  if (!query.data) return <SharedReportLoading />;
  return <SharedReportView report={query.data} />;
}
