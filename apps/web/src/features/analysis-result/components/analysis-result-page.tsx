import type { TaskStatus } from '@idealens/shared/analysis';
import { normalizeFullReport } from '@idealens/shared/full-report';
import { normalizeSimpleReport } from '@idealens/shared/simple-report-shapes';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PageContext } from '../../../app/pages.ts';
import { Container } from '../../../components/ui/container.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { supportedLanguage } from '../../../lib/languages.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { getDemoReportQueryOptions, useDemoReport } from '../../demo-report/api/get-demo-report.ts';
import { DemoLoadError } from '../../demo-report/components/demo-load-error.tsx';
import { ReportSummarySkeleton } from '../../demo-report/components/report-summary.tsx';
import { useReport } from '../../reports/api/get-report.ts';
import { isTaskFinished, useTaskStatus } from '../api/get-task-status.ts';
import { EMPTY_REPORT_META, type ReportMeta, readReportMeta } from '../report-meta.ts';
import {
  isSimpleResult,
  loadStoredReport,
  type ReportBasicInfo,
  type StoredReport,
  saveReport,
} from '../report-storage.ts';
import { readSavedReport } from '../saved-report.ts';
import type { ShareTarget } from './report-toolbar.tsx';
import {
  DataIncompatibleView,
  DataLoadingErrorView,
  ReportFormatErrorView,
  ReportLoadErrorView,
  ResultErrorView,
  ResultNotFoundView,
} from './result-states.tsx';
import { SimpleReportView } from './simple-report-view.tsx';
import { TaskProgress } from './task-progress.tsx';

// The full report (its sections, chart and their code) is a chunk of its own: a quick analysis,
// the common case, never loads it.
const fullReportView = lazyComponent(
  async () => (await import('./full-report-view.tsx')).FullReportView,
);
const FullReportView = fullReportView.Component;

/**
 * The demo (?demo=true) is ready before its first render: its data in the query cache and the
 * full report's code, so it shows whole at once (and is prerendered whole).
 */
export async function prepareResultPage({ search, language, queryClient }: PageContext) {
  if (search.get('demo') !== 'true') return;
  await Promise.all([
    queryClient.ensureQueryData(getDemoReportQueryOptions(language)),
    fullReportView.preload(),
  ]);
}

/** What the home page (or the tasks page) may hand over with the navigation. */
type ResultRouterState = {
  taskId: string | null;
  isSimpleAnalysis: boolean;
  message: string | null;
  idea: string | null;
};

function readRouterState(state: unknown): ResultRouterState {
  const value =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const text = (field: unknown) =>
    typeof field === 'string' && field.trim() !== '' ? field : null;
  return {
    taskId: text(value.taskId),
    isSimpleAnalysis: value.isSimpleAnalysis === true,
    message: text(value.message),
    idea: text(value.idea),
  };
}

/** Back where the user came from, or to `fallback` when the report was opened directly. */
function useBack(fallback = '/') {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  }, [navigate, location.key, fallback]);
}

/**
 * The address that opens this report again: for a task, a saved report, or the demo. On this
 * site (the share button makes it absolute as it shares), so it renders the same everywhere.
 */
function shareUrl(query: Record<string, string>): string {
  return `/analysis-result?${new URLSearchParams(query)}`;
}

/** The idea as submitted; else the task name, which is the idea cut at 60 characters with "…". */
function ideaFromTask(task: TaskStatus | undefined): string | null {
  if (!task) return null;
  if (task.userMessage) return task.userMessage;
  return task.taskName.endsWith('…') ? null : task.taskName;
}

function ReportLoading({ label }: { label: string }) {
  return (
    <Container maxWidth="5xl" className="py-10 sm:py-14">
      <ReportSummarySkeleton label={label} />
    </Container>
  );
}

/**
 * /analysis-result: ?demo=true, ?reportId={id} (a saved report), ?taskId={id}[&type=simple], or
 * the last result stored in this browser.
 */
export function AnalysisResultPage() {
  const { t } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const routerState = readRouterState(location.state);
  const [message, setMessage] = useState(routerState.message);

  const demo = searchParams.get('demo') === 'true';
  const reportId = searchParams.get('reportId');
  const taskId = searchParams.get('taskId') ?? routerState.taskId;
  const simpleTask = searchParams.get('type') === 'simple' || routerState.isSimpleAnalysis;

  let content: ReactNode;
  if (demo) content = <DemoResult />;
  else if (reportId) content = <SavedReportResult key={reportId} reportId={reportId} />;
  else if (taskId) {
    content = (
      <TaskResult key={taskId} taskId={taskId} simpleTask={simpleTask} idea={routerState.idea} />
    );
  } else content = <StoredResult />;

  return (
    <>
      {message ? (
        <Container className="pt-6 print:hidden">
          <Notice dismissLabel={t('actions.dismiss')} onDismiss={() => setMessage(null)}>
            {message}
          </Notice>
        </Container>
      ) : null}
      {content}
    </>
  );
}

function DemoResult() {
  const { t, i18n } = useTranslation('result');
  const back = useBack();
  const demo = useDemoReport(supportedLanguage(i18n.language));
  // The view's code downloads alongside the demo's data, not after it.
  useEffect(() => {
    void fullReportView.preload();
  }, []);
  // The whole report shows at once: rendered in slices that leave the page responsive, rather
  // than in one stretch the moment its data arrives.
  const shown = useDeferredValue(demo.data);
  if (demo.isError) {
    return (
      <Container className="py-16 sm:py-24">
        <h1 className="sr-only">{t('demo.documentTitle')}</h1>
        <DemoLoadError onRetry={() => void demo.refetch()} retrying={demo.isFetching} />
      </Container>
    );
  }
  if (!shown) return <ReportLoading label={t('demo.loading')} />;
  const { report, reportTitle, userMessage, createdAt } = shown;
  return (
    <Suspense fallback={<ReportLoading label={t('demo.loading')} />}>
      <FullReportView
        report={report}
        title={reportTitle}
        idea={userMessage}
        meta={{ ...EMPTY_REPORT_META, timestamp: createdAt }}
        compositeScore={null}
        demo
        share={{ url: shareUrl({ demo: 'true' }), title: reportTitle }}
        onBack={back}
      />
    </Suspense>
  );
}

/** ?reportId: one of the signed-in user's saved reports (reports are never anonymous). */
function SavedReportResult({ reportId }: { reportId: string }) {
  const { t } = useTranslation('result');
  const { status, signIn } = useAuth();
  if (status === 'loading') return <ReportLoading label={t('savedReport.loading')} />;
  if (status === 'anonymous') {
    return (
      <Container className="py-16 sm:py-24">
        <h1 className="sr-only">{t('title')}</h1>
        <LoginRequired description={t('savedReport.loginRequired')} onSignIn={() => signIn()} />
      </Container>
    );
  }
  return <SavedReport reportId={reportId} />;
}

function SavedReport({ reportId }: { reportId: string }) {
  const { t } = useTranslation('result');
  const query = useReport(reportId);
  const detail = query.data;
  const saved = useMemo(() => (detail ? readSavedReport(detail) : null), [detail]);

  // Kept locally like any result, so /analysis-result without parameters shows it again.
  useEffect(() => {
    if (saved?.status === 'readable') saveReport(saved.result, saved.info);
  }, [saved]);

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) {
      return <ResultNotFoundView reason={t('notFound.reportMissing')} />;
    }
    const reason = !isApiError(error)
      ? t('savedReport.loadErrorDescription')
      : error.kind !== 'http'
        ? t('error.network')
        : (error.serverMessage ?? t('savedReport.loadErrorDescription'));
    return (
      <ReportLoadErrorView
        message={reason}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!detail || !saved) return <ReportLoading label={t('savedReport.loading')} />;
  if (saved.status === 'unreadable') {
    return <ReportFormatErrorView idea={detail.userMessage || null} />;
  }
  return (
    <ReportResult
      result={saved.result}
      info={saved.info}
      simpleTask={false}
      idea={saved.info.userMessage || null}
      title={saved.info.reportTitle || null}
      meta={saved.meta}
      share={{ url: shareUrl({ reportId }), title: saved.info.reportTitle }}
      backTo="/tasks"
    />
  );
}

function TaskResult({
  taskId,
  simpleTask,
  idea: handedIdea,
}: {
  taskId: string;
  simpleTask: boolean;
  idea: string | null;
}) {
  const { t } = useTranslation('result');
  const query = useTaskStatus(taskId);
  const task = query.data;
  const idea = handedIdea ?? ideaFromTask(task);
  const simple = simpleTask || task?.taskType === 'simple';

  // Kept locally once completed, so a reload (even without ?taskId) shows the report again.
  const completedResult = task?.status === 'completed' ? task.resultData : null;
  const meta = useMemo(
    () => readReportMeta(completedResult, { createdAt: task?.completedAt ?? null }),
    [completedResult, task?.completedAt],
  );
  useEffect(() => {
    if (!task || completedResult === null || completedResult === undefined) return;
    saveReport(completedResult, basicInfoOf(task, completedResult, idea, simple, meta));
  }, [task, completedResult, idea, simple, meta]);

  const retry = () => void query.refetch();

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) {
      return <ResultNotFoundView reason={t('notFound.taskMissing')} />;
    }
    const reason = !isApiError(error)
      ? t('error.statusFallback')
      : error.kind !== 'http'
        ? t('error.network')
        : (error.serverMessage ?? t('error.statusFallback'));
    return (
      <ResultErrorView
        message={t('error.polling', { message: reason })}
        onRetry={retry}
        retrying={query.isFetching}
        idea={idea}
      />
    );
  }
  // Fresh from the form the task is surely under way; opened from elsewhere (a finished task's
  // link, a shared address) nothing is known until the first status arrives.
  if (!task && handedIdea === null) return <ReportLoading label={t('progress.loading')} />;
  if (!task || !isTaskFinished(task.status)) return <TaskProgress task={task} idea={idea} />;
  if (task.status === 'failed') {
    // The generic failure is said in the interface language; a specific one as the server wrote it.
    const known = !task.errorMessage || task.errorMessage === 'Analysis task failed';
    return (
      <ResultErrorView
        message={known ? t('error.taskFailed') : (task.errorMessage ?? t('error.taskFailed'))}
        onRetry={retry}
        retrying={query.isFetching}
        idea={idea}
      />
    );
  }
  if (completedResult === null || completedResult === undefined) {
    return <DataLoadingErrorView onRetry={retry} retrying={query.isFetching} idea={idea} />;
  }
  return (
    <ReportResult
      result={completedResult}
      info={null}
      simpleTask={simple}
      idea={idea}
      title={null}
      meta={meta}
      share={{ url: shareUrl({ taskId }), title: meta.title ?? task.taskName }}
      backTo="/"
    />
  );
}

function basicInfoOf(
  task: TaskStatus,
  result: unknown,
  idea: string | null,
  simple: boolean,
  meta: ReportMeta,
): ReportBasicInfo {
  const score = simple
    ? (normalizeSimpleReport(result)?.recommendations.feasibilityScore ?? null)
    : (normalizeFullReport(result)?.quantitative_scoring?.composite_score ?? null);
  return {
    reportTitle: meta.title ?? task.taskName,
    userMessage: idea ?? task.taskName,
    createdAt: task.completedAt ?? task.createdAt,
    compositeScore: score,
    reportType: simple ? 'simple' : 'deep',
  };
}

function StoredResult() {
  const [stored, setStored] = useState<StoredReport>(loadStoredReport);
  const meta = useMemo(
    () =>
      stored.status === 'found'
        ? readReportMeta(stored.result, { createdAt: stored.info?.createdAt || null })
        : EMPTY_REPORT_META,
    [stored],
  );
  if (stored.status === 'none') return <Navigate to="/" replace />;
  if (stored.status === 'unreadable') {
    return (
      <DataLoadingErrorView
        onRetry={() => setStored(loadStoredReport())}
        retrying={false}
        idea={null}
      />
    );
  }
  // Only in this browser: there is no address to share.
  return (
    <ReportResult
      result={stored.result}
      info={stored.info}
      simpleTask={false}
      idea={stored.info?.userMessage || null}
      title={stored.info?.reportTitle || null}
      meta={meta}
      share={null}
      backTo="/"
    />
  );
}

function ReportResult({
  result,
  info,
  simpleTask,
  idea,
  title,
  meta,
  share,
  backTo,
}: {
  result: unknown;
  info: ReportBasicInfo | null;
  simpleTask: boolean;
  idea: string | null;
  title: string | null;
  meta: ReportMeta;
  share: ShareTarget | null;
  backTo: string;
}) {
  const { t } = useTranslation('result');
  const back = useBack(backTo);
  const simple = isSimpleResult(result, info, simpleTask);
  const simpleReport = useMemo(
    () => (simple ? normalizeSimpleReport(result) : null),
    [simple, result],
  );
  const fullReport = useMemo(() => (simple ? null : normalizeFullReport(result)), [simple, result]);

  if (simpleReport) return <SimpleReportView report={simpleReport} idea={idea} onBack={back} />;
  if (fullReport) {
    return (
      <Suspense fallback={<ReportLoading label={t('full.loading')} />}>
        <FullReportView
          report={fullReport}
          title={title ?? meta.title ?? t('title')}
          idea={idea}
          meta={meta}
          compositeScore={info?.compositeScore ?? null}
          demo={false}
          share={share}
          onBack={back}
        />
      </Suspense>
    );
  }
  return <DataIncompatibleView idea={idea} />;
}
