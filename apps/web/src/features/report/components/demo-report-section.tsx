import { ArrowRight, Quote } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { supportedLanguage } from '../../../lib/languages.ts';
import { useDemoReport } from '../api/get-demo-report.ts';
import { DemoLoadError } from './demo-load-error.tsx';
import { ReportSummary, ReportSummarySkeleton } from './report-summary.tsx';

/** The home page's example report: the key parts of a deep analysis of one example idea. */
export function DemoReportSection({ id }: { id: string }) {
  const { t, i18n } = useTranslation('demo');
  const headingId = useId();
  const demo = useDemoReport(supportedLanguage(i18n.language));

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="py-16 focus:outline-none sm:py-20"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-medium text-indigo-700 text-sm">{t('eyebrow')}</p>
          <h2
            id={headingId}
            className="mt-2 text-balance font-semibold text-2xl tracking-tight sm:text-3xl"
          >
            {t('title')}
          </h2>
          <p className="mt-3 text-pretty text-zinc-600">{t('subtitle')}</p>
        </div>

        <div className="mx-auto mt-10 max-w-5xl">
          {demo.isPending ? (
            <ReportSummarySkeleton label={t('loading')} />
          ) : demo.isError ? (
            <DemoLoadError onRetry={() => void demo.refetch()} retrying={demo.isFetching} />
          ) : (
            <>
              <div className="mb-6 rounded-xl border border-indigo-100 bg-indigo-50/60 p-5 sm:p-6">
                <p className="font-medium text-indigo-700 text-xs uppercase tracking-wide">
                  {t('exampleIdea')}
                </p>
                <h3 className="mt-2 font-semibold text-lg text-zinc-900">
                  {demo.data.reportTitle}
                </h3>
                <p className="mt-2 flex items-start gap-2 text-pretty text-zinc-700">
                  <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-indigo-400" />
                  {demo.data.userMessage}
                </p>
              </div>
              <ReportSummary report={demo.data.report} sectionHeading="h4" />
              <div className="mt-8 text-center">
                <Link
                  to="/analysis-result?demo=true"
                  className={buttonClasses({ variant: 'secondary', size: 'lg' })}
                >
                  {t('viewFull')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
