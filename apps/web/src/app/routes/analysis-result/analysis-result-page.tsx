import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  getDemoReportQueryOptions,
  useDemoReport,
} from '../../../features/report/api/get-demo-report.ts';
import { DemoLoadError } from '../../../features/report/components/demo-load-error.tsx';
import {
  FullReportView,
  fullReportView,
} from '../../../features/report/components/lazy-full-report-view.ts';
import { EMPTY_REPORT_META } from '../../../features/report/report-meta.ts';
import { supportedLanguage } from '../../../lib/languages.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import type { PageContext } from '../../../lib/page-context.ts';
import { shareUrl, useBack } from './result-links.ts';
import { ReportLoading } from './result-states.tsx';

// The demo is bundled and needs no validation; the visitor's own results (a task, a saved
// report, the last one in this browser) are read with the contract's schemas and zod, which
// come with their own chunk: the demo, a public page, does not download them.
const ownResult = lazyComponent(async () => (await import('./own-result.tsx')).OwnResult);
const OwnResult = ownResult.Component;

/**
 * The page's code is ready before its first render: for the demo (?demo=true) its data in the
 * query cache and the full report's code, so it shows whole at once (and is prerendered whole);
 * otherwise the code that reads the visitor's own results.
 */
export async function prepareResultPage({ search, language, queryClient }: PageContext) {
  if (search.get('demo') !== 'true') {
    await ownResult.preload();
    return;
  }
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

/**
 * /analysis-result: ?demo=true, ?reportId={id} (a saved report), ?taskId={id}[&type=simple], or
 * the last result stored in this browser.
 */
export function AnalysisResultPage() {
  const { t } = useTranslation(['common', 'result']);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const routerState = readRouterState(location.state);
  const [message, setMessage] = useState(routerState.message);

  return (
    <>
      {message ? (
        <Container className="pt-6 print:hidden">
          <Notice dismissLabel={t('actions.dismiss')} onDismiss={() => setMessage(null)}>
            {message}
          </Notice>
        </Container>
      ) : null}
      {searchParams.get('demo') === 'true' ? (
        <DemoResult />
      ) : (
        <Suspense fallback={<ReportLoading label={t('result:progress.loading')} />}>
          <OwnResult
            reportId={searchParams.get('reportId')}
            taskId={searchParams.get('taskId') ?? routerState.taskId}
            simpleTask={searchParams.get('type') === 'simple' || routerState.isSimpleAnalysis}
            idea={routerState.idea}
          />
        </Suspense>
      )}
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
  const { report, brief, reportTitle, userMessage, createdAt } = shown;
  return (
    <Suspense fallback={<ReportLoading label={t('demo.loading')} />}>
      <FullReportView
        report={report}
        brief={brief}
        title={reportTitle}
        idea={userMessage}
        meta={{ ...EMPTY_REPORT_META, timestamp: createdAt }}
        compositeScore={null}
        demo
        source={{ kind: 'demo', url: shareUrl({ demo: 'true' }), title: reportTitle }}
        onBack={back}
      />
    </Suspense>
  );
}
