import type { TaskStatus } from '@idealens/shared/analysis';
import { normalizeFullReport } from '@idealens/shared/full-report';
import { normalizeSimpleReport } from '@idealens/shared/simple-report-shapes';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { useDemoReport } from '../../demo-report/api/get-demo-report.ts';
import { DemoLoadError } from '../../demo-report/components/demo-load-error.tsx';
import { ReportSummarySkeleton } from '../../demo-report/components/report-summary.tsx';
import { isTaskFinished, useTaskStatus } from '../api/get-task-status.ts';
import {
  isSimpleResult,
  loadStoredReport,
  type ReportBasicInfo,
  type StoredReport,
  saveReport,
} from '../report-storage.ts';
import { FullReportSummaryView } from './full-report-summary-view.tsx';
import {
  DataIncompatibleView,
  DataLoadingErrorView,
  ResultErrorView,
  ResultNotFoundView,
} from './result-states.tsx';
import { SimpleReportView } from './simple-report-view.tsx';
import { TaskProgress } from './task-progress.tsx';

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

/** Back where the user came from, or home when the report was opened directly. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  }, [navigate, location.key]);
}

/** The task name is the idea, cut at 60 characters with "…": usable as the idea only when whole. */
function ideaFromTask(task: TaskStatus | undefined): string | null {
  if (!task || task.taskName.endsWith('…')) return null;
  return task.taskName;
}

/** /analysis-result: ?demo=true, ?taskId={id}[&type=simple], or the last stored result. */
export function AnalysisResultPage() {
  const { t } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const routerState = readRouterState(location.state);
  const [message, setMessage] = useState(routerState.message);

  const demo = searchParams.get('demo') === 'true';
  const taskId = searchParams.get('taskId') ?? routerState.taskId;
  const simpleTask = searchParams.get('type') === 'simple' || routerState.isSimpleAnalysis;

  return (
    <>
      {message ? (
        <Container className="pt-6">
          <Notice dismissLabel={t('actions.dismiss')} onDismiss={() => setMessage(null)}>
            {message}
          </Notice>
        </Container>
      ) : null}
      {demo ? (
        <DemoResult />
      ) : taskId ? (
        <TaskResult key={taskId} taskId={taskId} simpleTask={simpleTask} idea={routerState.idea} />
      ) : (
        <StoredResult />
      )}
    </>
  );
}

function DemoResult() {
  const { t, i18n } = useTranslation('result');
  const back = useBack();
  const demo = useDemoReport(isLanguage(i18n.language) ? i18n.language : 'en-US');
  if (demo.isPending) {
    return (
      <Container className="max-w-5xl py-10 sm:py-14">
        <ReportSummarySkeleton label={t('demo.loading')} />
      </Container>
    );
  }
  if (demo.isError) {
    return (
      <Container className="py-16 sm:py-24">
        <h1 className="sr-only">{t('demo.documentTitle')}</h1>
        <DemoLoadError onRetry={() => void demo.refetch()} retrying={demo.isFetching} />
      </Container>
    );
  }
  return (
    <FullReportSummaryView
      report={demo.data.report}
      title={demo.data.reportTitle}
      idea={demo.data.userMessage}
      demo
      onBack={back}
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
  useEffect(() => {
    if (!task || completedResult === null || completedResult === undefined) return;
    saveReport(completedResult, basicInfoOf(task, completedResult, idea, simple));
  }, [task, completedResult, idea, simple]);

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
      title={task.taskName}
    />
  );
}

function basicInfoOf(
  task: TaskStatus,
  result: unknown,
  idea: string | null,
  simple: boolean,
): ReportBasicInfo {
  const score = simple
    ? (normalizeSimpleReport(result)?.recommendations.feasibilityScore ?? null)
    : (normalizeFullReport(result)?.quantitative_scoring?.composite_score ?? null);
  return {
    reportTitle: task.taskName,
    userMessage: idea ?? task.taskName,
    createdAt: task.completedAt ?? task.createdAt,
    compositeScore: score,
    reportType: simple ? 'simple' : 'deep',
  };
}

function StoredResult() {
  const [stored, setStored] = useState<StoredReport>(loadStoredReport);
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
  return (
    <ReportResult
      result={stored.result}
      info={stored.info}
      simpleTask={false}
      idea={stored.info?.userMessage || null}
      title={stored.info?.reportTitle || null}
    />
  );
}

function ReportResult({
  result,
  info,
  simpleTask,
  idea,
  title,
}: {
  result: unknown;
  info: ReportBasicInfo | null;
  simpleTask: boolean;
  idea: string | null;
  title: string | null;
}) {
  const { t } = useTranslation('result');
  const back = useBack();
  const simple = isSimpleResult(result, info, simpleTask);
  const simpleReport = useMemo(
    () => (simple ? normalizeSimpleReport(result) : null),
    [simple, result],
  );
  const fullReport = useMemo(() => (simple ? null : normalizeFullReport(result)), [simple, result]);

  if (simpleReport) return <SimpleReportView report={simpleReport} idea={idea} onBack={back} />;
  if (fullReport) {
    return (
      <FullReportSummaryView
        report={fullReport}
        title={title || t('title')}
        idea={idea}
        demo={false}
        onBack={back}
      />
    );
  }
  return <DataIncompatibleView idea={idea} />;
}
