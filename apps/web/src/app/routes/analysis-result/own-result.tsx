import type { TaskStatus } from '@idealens/shared/analysis';
import { normalizeFullReport } from '@idealens/shared/full-report';
import { normalizeSimpleReport } from '@idealens/shared/simple-report-shapes';
import { isTaskFinished } from '@idealens/shared/task-states';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { useReport } from '../../../features/report/api/get-report.ts';
import { FullReportView } from '../../../features/report/components/lazy-full-report-view.ts';
import { readBrief } from '../../../features/report/read-brief.ts';
import { readReportMeta } from '../../../features/report/read-report-meta.ts';
import { EMPTY_REPORT_META, type ReportMeta } from '../../../features/report/report-meta.ts';
import { type ReportSource, UNSAVED_REPORT } from '../../../features/report/report-source.ts';
import { readSavedReport } from '../../../features/report/saved-report.ts';
import { useTaskStatus } from '../../../features/tasks/api/get-task-status.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useReports } from '../../../lib/report-list.ts';
import {
  isSimpleResult,
  loadStoredReport,
  type ReportBasicInfo,
  type StoredReport,
  saveReport,
  type Viewer,
} from '../../../lib/report-storage.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { QuickReport } from './quick-report.tsx';
import { useBack } from './result-links.ts';
import {
  DataIncompatibleView,
  DataLoadingErrorView,
  ReportFormatErrorView,
  ReportLoadErrorView,
  ReportLoading,
  ResultErrorView,
  ResultNotFoundView,
} from './result-states.tsx';
import { TaskProgress } from './task-progress.tsx';

// The visitor's own results: a task, a saved report, or the last result kept in this browser.
// They come from the API or from storage, so they are read with the contract's schemas (and
// zod): this module is a chunk of its own, which the demo report never loads.

/** Which of the visitor's results the page's address (or the navigation) asks for. */
export function OwnResult({
  reportId,
  taskId,
  simpleTask,
  idea,
}: {
  reportId: string | null;
  taskId: string | null;
  simpleTask: boolean;
  idea: string | null;
}) {
  if (reportId) return <SavedReportResult key={reportId} reportId={reportId} />;
  if (taskId)
    return <TaskResult key={taskId} taskId={taskId} simpleTask={simpleTask} idea={idea} />;
  return <StoredResult />;
}

/** The idea as submitted; else the task name, which is the idea cut at 60 characters with "…". */
function ideaFromTask(task: TaskStatus | undefined): string | null {
  if (!task) return null;
  if (task.userMessage) return task.userMessage;
  return task.taskName.endsWith('…') ? null : task.taskName;
}

/** Why a request failed, in words: the server's own message, else `network` or `fallback`. */
function failureReason(error: unknown, fallback: string, network: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind !== 'http') return network;
  return error.serverMessage ?? fallback;
}

/**
 * Who is looking: the signed-in user's id, null for an anonymous visitor, undefined while sign-in
 * is still loading (a result is then neither shown from storage nor stored).
 */
function useViewer(): Viewer | undefined {
  const { status, user } = useAuth();
  if (status === 'anonymous') return null;
  return status === 'authenticated' && user ? user.id : undefined;
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
  const viewer = useViewer();

  // Kept locally like any result, so /analysis-result without parameters shows it again (to this
  // user alone).
  useEffect(() => {
    if (saved?.status !== 'readable' || !viewer) return;
    saveReport(saved.result, saved.info, { owner: viewer, taskId: null, reportId });
  }, [saved, viewer, reportId]);

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) {
      return <ResultNotFoundView reason={t('notFound.reportMissing')} />;
    }
    const reason = failureReason(error, t('savedReport.loadErrorDescription'), t('error.network'));
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
      source={{ kind: 'saved', reportId, title: saved.info.reportTitle }}
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
  const viewer = useViewer();

  // Kept locally once completed, so a reload (even without ?taskId) shows the report again.
  const completedResult = task?.status === 'completed' ? task.resultData : null;
  const meta = useMemo(
    () => readReportMeta(completedResult, { createdAt: task?.completedAt ?? null }),
    [completedResult, task?.completedAt],
  );
  // A signed-in user's result is theirs alone; an anonymous visitor's, whoever's at this browser.
  useEffect(() => {
    if (!task || completedResult === null || completedResult === undefined) return;
    if (viewer === undefined) return;
    saveReport(completedResult, basicInfoOf(task, completedResult, idea, simple, meta), {
      owner: viewer,
      taskId: task.taskId,
    });
  }, [task, completedResult, idea, simple, meta, viewer]);

  const source = useSavedReportOfTask(taskId, Boolean(viewer) && completedResult != null);
  const retry = () => void query.refetch();

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) {
      return <ResultNotFoundView reason={t('notFound.taskMissing')} />;
    }
    const reason = failureReason(error, t('error.statusFallback'), t('error.network'));
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
      source={source}
      backTo="/"
    />
  );
}

/**
 * The saved report a signed-in user's finished task became, which the toolbar exports and shares
 * like one opened from the reports; until it is found (or for an anonymous visitor, whose results
 * the server keeps no report of), the result only prints and says where sharing is.
 */
function useSavedReportOfTask(taskId: string, signedInAndDone: boolean): ReportSource {
  const reports = useReports({ page: 1, limit: 1, taskId }, { enabled: signedInAndDone });
  const report = reports.data?.reports[0];
  return report
    ? { kind: 'saved', reportId: report.id, title: report.reportTitle }
    : UNSAVED_REPORT;
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

/** The last result kept in this browser, once it is known who is looking. */
function StoredResult() {
  const { t } = useTranslation('result');
  const viewer = useViewer();
  if (viewer === undefined) return <ReportLoading label={t('savedReport.loading')} />;
  return <StoredResultFor key={viewer ?? ''} viewer={viewer} />;
}

function StoredResultFor({ viewer }: { viewer: Viewer }) {
  const [stored, setStored] = useState<StoredReport>(() => loadStoredReport(viewer));
  const meta = useMemo(
    () =>
      stored.status === 'found'
        ? readReportMeta(stored.result, { createdAt: stored.info.createdAt || null })
        : EMPTY_REPORT_META,
    [stored],
  );
  if (stored.status === 'none') return <Navigate to="/" replace />;
  if (stored.status === 'unreadable') {
    return (
      <DataLoadingErrorView
        onRetry={() => setStored(loadStoredReport(viewer))}
        retrying={false}
        idea={null}
      />
    );
  }
  // Only in this browser: there is no saved report to export or share.
  return (
    <ReportResult
      result={stored.result}
      info={stored.info}
      simpleTask={false}
      idea={stored.info.userMessage || null}
      title={stored.info.reportTitle || null}
      meta={meta}
      source={UNSAVED_REPORT}
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
  source,
  backTo,
}: {
  result: unknown;
  info: ReportBasicInfo | null;
  simpleTask: boolean;
  idea: string | null;
  title: string | null;
  meta: ReportMeta;
  source: ReportSource;
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
  const brief = useMemo(() => readBrief(result), [result]);

  if (simpleReport) {
    return (
      <QuickReport
        report={simpleReport}
        brief={brief}
        idea={idea}
        engine={meta.engine}
        source={source}
        onBack={back}
      />
    );
  }
  if (fullReport) {
    return (
      <Suspense fallback={<ReportLoading label={t('full.loading')} />}>
        <FullReportView
          report={fullReport}
          brief={brief}
          title={title ?? meta.title ?? t('title')}
          idea={idea}
          meta={meta}
          compositeScore={info?.compositeScore ?? null}
          demo={false}
          source={source}
          onBack={back}
        />
      </Suspense>
    );
  }
  return <DataIncompatibleView idea={idea} />;
}
