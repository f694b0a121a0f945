import type { Brief } from '@idealens/shared/brief';
import type { FullReportView as FullReportData } from '@idealens/shared/full-report';
import {
  ArrowRight,
  BookOpen,
  Eye,
  Gauge,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Milestone,
  Search,
  ShieldAlert,
  Swords,
  TrendingUp,
} from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BriefRedFlags } from '../../../components/brief-red-flags.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RegionBoundary } from '../../../components/ui/region-boundary.tsx';
import { ScoreGauge } from '../../../components/ui/score-gauge.tsx';
import { formatScore } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ReportMeta } from '../report-meta.ts';
import { useReportPageClasses } from '../report-page-classes.ts';
import type { ReportSource } from '../report-source.ts';
import { BriefPanel } from './brief-panel.tsx';
import { BrokenDataNotice } from './broken-data-notice.tsx';
import { CompetitiveLandscape } from './full-report/competitive-landscape.tsx';
import { GrowthStrategy } from './full-report/growth-strategy.tsx';
import { InvestmentRecommendation } from './full-report/investment-recommendation.tsx';
import { MvpRoadmap } from './full-report/mvp-roadmap.tsx';
import { ProjectOverview } from './full-report/project-overview.tsx';
import { QuantitativeScoring } from './full-report/quantitative-scoring.tsx';
import { ResearchFindings } from './full-report/research-findings.tsx';
import { RiskAssessment } from './full-report/risk-assessment.tsx';
import { SourceList } from './full-report/source-list.tsx';
import { IdeaQuote } from './idea-quote.tsx';
import { NotProvided } from './not-provided.tsx';
import { ReportHeading } from './report-heading.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { ScoreContextLine } from './score-context-line.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/**
 * The report's sections in reading order (spec §3, after what the analyst understood), with the
 * icon beside each title.
 */
const OUTLINE = {
  brief: Eye,
  research: Search,
  project: Lightbulb,
  competition: Swords,
  risks: ShieldAlert,
  growth: TrendingUp,
  mvp: Milestone,
  quantitative: Gauge,
  investment: Landmark,
  sources: BookOpen,
} as const satisfies Record<string, LucideIcon>;

type SectionName = keyof typeof OUTLINE;

function sectionId(name: SectionName): string {
  return `report-${name}`;
}

/**
 * One section under its title: its view when the report has it, "Not provided" when it was
 * missing or broken, and a short apology (not a blank page) should its view fail to render.
 */
function OutlineSection<Data>({
  name,
  data,
  children,
}: {
  name: SectionName;
  data: Data | null;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('report');
  return (
    <ReportSection
      id={sectionId(name)}
      title={t(`sections.${name}`)}
      icon={OUTLINE[name]}
      pageBreak={name !== 'research'}
    >
      {data === null ? (
        <NotProvided />
      ) : (
        <RegionBoundary fallback={<p className="text-sm text-zinc-500">{t('sectionFailed')}</p>}>
          {children(data)}
        </RegionBoundary>
      )}
    </ReportSection>
  );
}

/** Jumps to a section and moves focus there, without adding a #hash entry to the history. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

function TableOfContents({ sections }: { sections: readonly SectionName[] }) {
  const { t } = useTranslation('report');
  return (
    <nav aria-label={t('contents')} className="sticky top-24">
      <p className="font-medium text-xs text-zinc-500 uppercase tracking-wide">{t('contents')}</p>
      <ol className="mt-3 grid gap-0.5 border-zinc-200 border-l text-sm">
        {sections.map((name) => (
          <li key={name}>
            <a
              href={`#${sectionId(name)}`}
              onClick={(event) => jumpTo(event, sectionId(name))}
              className="-ml-px block border-transparent border-l-2 py-1.5 pl-3 text-zinc-600 hover:border-indigo-400 hover:text-zinc-900 focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {t(`sections.${name}`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The verdict in words and the composite score out of 10, at the top of the report. */
function ReportVerdict({
  report,
  compositeScore,
  engine,
  demo,
}: {
  report: FullReportData;
  compositeScore: number | null;
  engine: ReportMeta['engine'];
  demo: boolean;
}) {
  const { t, i18n } = useTranslation('report');
  const recommendation = report.investment_recommendation;
  const score = report.quantitative_scoring?.composite_score ?? compositeScore;
  return (
    <Card className="mt-8 p-5 sm:p-6 print:break-inside-avoid print:border-zinc-400">
      <dl className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <dt className="font-medium text-sm text-zinc-500">{t('verdict.label')}</dt>
          <dd className="mt-2">
            <VerdictBadge verdict={recommendation?.verdict} />
            {recommendation ? (
              <p className="mt-3 max-w-2xl text-pretty text-sm text-zinc-600 leading-relaxed">
                {recommendation.timing_considerations}
              </p>
            ) : null}
          </dd>
        </div>
        <div className="flex shrink-0 items-center gap-4 sm:flex-col sm:items-end sm:gap-2">
          <dt className="font-medium text-sm text-zinc-500 sm:order-last">{t('compositeScore')}</dt>
          <dd>
            {score === null ? (
              <NotProvided />
            ) : (
              <ScoreGauge value={score} max={10}>
                <span className="font-semibold text-3xl text-zinc-900 tabular-nums tracking-tight">
                  {formatScore(score, i18n.language)}
                </span>
                <span className="text-xs text-zinc-500">{t('outOfTen')}</span>
              </ScoreGauge>
            )}
          </dd>
        </div>
      </dl>
      <ScoreContextLine
        className="mt-4 border-zinc-100 border-t pt-3"
        engine={engine}
        type="deep"
        score={score}
        demo={demo}
      />
    </Card>
  );
}

type FullReportViewProps = {
  report: FullReportData;
  /** What the analyst understood (null for a report made before briefs existed). */
  brief: Brief | null;
  title: string;
  idea: string | null;
  meta: ReportMeta;
  /** The score a saved report was filed with, for when its scoring section is missing. */
  compositeScore: number | null;
  /** The bundled demo: says so in a banner and invites the visitor to analyse their own idea. */
  demo: boolean;
  /** Where the report comes from: what its toolbar can export and how it shares. */
  source: ReportSource;
  onBack: () => void;
  /** Above the report (a shared report says so there). */
  banner?: ReactNode;
  /** After its last section (a call to action). */
  closing?: ReactNode;
};

/** The full (deep) report: every section of spec §3, the scoring chart, its meta and sources. */
export function FullReportView({
  report,
  brief,
  title,
  idea,
  meta,
  compositeScore,
  demo,
  source,
  onBack,
  banner,
  closing,
}: FullReportViewProps) {
  const { t } = useTranslation('result');
  const pageClasses = useReportPageClasses();
  useDocumentTitle(demo ? t('demo.documentTitle') : title);
  const broken = !demo && report.missingSections.length > 0;
  const outline: SectionName[] = [
    ...(brief ? (['brief'] as const) : []),
    'research',
    'project',
    'competition',
    'risks',
    'growth',
    'mvp',
    'quantitative',
    'investment',
    ...(meta.sources.length > 0 ? (['sources'] as const) : []),
  ];

  return (
    <Container className={pageClasses}>
      <div className="grid gap-10 lg:grid-cols-[12rem_minmax(0,1fr)] print:block">
        <div className="hidden lg:block print:hidden">
          <TableOfContents sections={outline} />
        </div>

        <article className="min-w-0 max-w-4xl">
          {demo ? (
            <Notice className="mb-6 print:hidden">
              <p>{t('demo.banner')}</p>
              <Link
                to="/#idea-form"
                className="mt-1 inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
              >
                {t('demo.analyzeOwn')}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            </Notice>
          ) : null}
          {banner}

          <ReportToolbar onBack={onBack} source={source} />

          <ReportHeading title={title} meta={meta} />

          <BriefRedFlags brief={brief} />
          {broken ? <BrokenDataNotice /> : null}
          {idea ? <IdeaQuote idea={idea} /> : null}
          <BriefPanel brief={brief} id={sectionId('brief')} />
          <ReportVerdict
            report={report}
            compositeScore={compositeScore}
            engine={meta.engine}
            demo={demo}
          />

          <OutlineSection name="research" data={report.search_performed}>
            {(research) => <ResearchFindings research={research} record={meta.research} />}
          </OutlineSection>
          <OutlineSection name="project" data={report.project_analysis}>
            {(project) => <ProjectOverview project={project} />}
          </OutlineSection>
          <OutlineSection name="competition" data={report.competitive_analysis}>
            {(competition) => <CompetitiveLandscape competition={competition} />}
          </OutlineSection>
          <OutlineSection name="risks" data={report.risk_assessment}>
            {(risks) => <RiskAssessment risks={risks} />}
          </OutlineSection>
          <OutlineSection name="growth" data={report.growth_strategy}>
            {(growth) => <GrowthStrategy growth={growth} />}
          </OutlineSection>
          <OutlineSection name="mvp" data={report.mvp_roadmap}>
            {(roadmap) => <MvpRoadmap roadmap={roadmap} />}
          </OutlineSection>
          <OutlineSection name="quantitative" data={report.quantitative_scoring}>
            {(scoring) => <QuantitativeScoring scoring={scoring} />}
          </OutlineSection>
          <OutlineSection name="investment" data={report.investment_recommendation}>
            {(recommendation) => <InvestmentRecommendation recommendation={recommendation} />}
          </OutlineSection>
          {meta.sources.length > 0 ? (
            <OutlineSection name="sources" data={meta.sources}>
              {(sources) => <SourceList sources={sources} />}
            </OutlineSection>
          ) : null}

          {demo ? (
            <div className="mt-10 text-center print:hidden">
              <Link to="/#idea-form" className={buttonClasses({ size: 'lg' })}>
                {t('demo.analyzeOwn')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : null}
          {closing}
        </article>
      </div>
    </Container>
  );
}
