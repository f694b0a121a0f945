import type { FullReportView } from '@idealens/shared/full-report';
import { ArrowRight, Quote, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ReportSummary } from '../../demo-report/components/report-summary.tsx';
import { useFadeIn } from '../use-fade-in.ts';
import { ReportToolbar } from './report-toolbar.tsx';

type FullReportSummaryViewProps = {
  report: FullReportView;
  title: string;
  idea: string | null;
  /** The bundled demo: says so in a banner and invites the visitor to analyse their own idea. */
  demo: boolean;
  onBack: () => void;
};

/**
 * A full (deep) report shown by its key sections: the demo, and deep results until the complete
 * full report view (every section of spec §3) replaces this.
 */
export function FullReportSummaryView({
  report,
  title,
  idea,
  demo,
  onBack,
}: FullReportSummaryViewProps) {
  const { t } = useTranslation('result');
  const visible = useFadeIn();
  useDocumentTitle(demo ? t('demo.documentTitle') : title);
  const broken = !demo && report.missingSections.length > 0;

  return (
    <Container
      className={cn(
        'max-w-5xl py-10 transition-opacity duration-300 ease-out motion-reduce:transition-none sm:py-14',
        'print:max-w-none print:px-0 print:py-0 print:text-black print:opacity-100 print:**:text-black',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      {demo ? (
        <Notice className="mb-6 print:border-zinc-400 print:bg-white">
          <p>{t('demo.banner')}</p>
          <Link
            to="/#idea-form"
            className="mt-1 inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline print:hidden"
          >
            {t('demo.analyzeOwn')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </Notice>
      ) : null}

      <ReportToolbar onBack={onBack} />

      <div className="mt-6 print:mt-0">
        <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        {idea ? (
          <p className="mt-4 flex max-w-3xl items-start gap-2 text-pretty text-zinc-700">
            <Quote
              aria-hidden="true"
              className="mt-1 size-4 shrink-0 text-indigo-400 print:hidden"
            />
            {idea}
          </p>
        ) : null}
      </div>

      {broken ? (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <p>{t('data.broken')}</p>
        </div>
      ) : null}

      <div className="mt-8">
        <ReportSummary report={report} sectionHeading="h2" />
      </div>

      {demo ? (
        <div className="mt-10 text-center print:hidden">
          <Link to="/#idea-form" className={buttonClasses({ size: 'lg' })}>
            {t('demo.analyzeOwn')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
    </Container>
  );
}
