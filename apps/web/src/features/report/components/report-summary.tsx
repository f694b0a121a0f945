import type { FullReportView } from '@idealens/shared/full-report';
import { FileText, Gauge, Search, Swords, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatScore } from '../../../lib/format.ts';
import { BulletList } from './bullet-list.tsx';
import { CompetitorCard } from './competitor-card.tsx';
import { DataSourceItem, dataSourceKey } from './data-source-item.tsx';
import { NotProvided } from './not-provided.tsx';
import { ScoreDimensionItem } from './score-dimension-item.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/** Spec §9: the demo shows at most this many of each. */
export const SUMMARY_LIMITS = {
  keyFindings: 3,
  dataSources: 3,
  competitors: 2,
  dimensions: 3,
  successFactors: 2,
} as const;

type SectionHeading = 'h2' | 'h3' | 'h4';

type ReportSummaryProps = {
  report: FullReportView;
  /** The heading level of each block, one below the heading that introduces the report. */
  sectionHeading: SectionHeading;
};

function Block({
  heading: Heading,
  title,
  icon: Icon,
  children,
  className,
}: {
  heading: SectionHeading;
  title: string;
  icon: typeof Search;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      className={cn(
        'p-5 sm:p-6 print:break-inside-avoid print:border-zinc-400 print:shadow-none',
        className,
      )}
    >
      <Heading className="flex items-center gap-2 font-semibold text-base">
        <Icon aria-hidden="true" className="size-4 text-indigo-600 print:text-black" />
        {title}
      </Heading>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * The key parts of a full report at a glance: verdict and composite score, then the first
 * findings, sources, competitors, score dimensions and success factors (spec: the demo report).
 * A section that is missing says "Not provided".
 */
export function ReportSummary({ report, sectionHeading }: ReportSummaryProps) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  const {
    search_performed: search,
    competitive_analysis: competition,
    quantitative_scoring: scoring,
    investment_recommendation: recommendation,
  } = report;

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 lg:col-span-2 print:break-inside-avoid print:border-zinc-400">
        <div>
          <p className="font-medium text-sm text-zinc-500">{t('verdict.label')}</p>
          <VerdictBadge className="mt-2" verdict={recommendation?.verdict} />
          {recommendation ? (
            <p className="mt-3 max-w-2xl text-pretty text-sm text-zinc-600 leading-relaxed">
              {recommendation.timing_considerations}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="font-medium text-sm text-zinc-500">{t('compositeScore')}</p>
          {scoring ? (
            <p className="mt-1 font-semibold text-zinc-900 tabular-nums">
              <span className="text-4xl tracking-tight">
                {formatScore(scoring.composite_score, locale)}
              </span>
              <span className="ml-1 text-base text-zinc-500">{t('outOfTen')}</span>
            </p>
          ) : (
            <NotProvided />
          )}
        </div>
      </Card>

      <Block heading={sectionHeading} title={t('sections.keyFindings')} icon={Search}>
        {search && search.key_findings.length > 0 ? (
          <>
            <BulletList items={search.key_findings.slice(0, SUMMARY_LIMITS.keyFindings)} />
            <p className="mt-4 text-xs text-zinc-500">
              {search.searches_conducted > 0
                ? t('searchesConducted', { searches: search.searches_conducted })
                : t('noWebSearch')}
            </p>
          </>
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block heading={sectionHeading} title={t('sections.scoring')} icon={Gauge}>
        {scoring && scoring.dimensions.length > 0 ? (
          <ul className="grid gap-4">
            {scoring.dimensions.slice(0, SUMMARY_LIMITS.dimensions).map((dimension) => (
              <ScoreDimensionItem key={dimension.name} dimension={dimension} />
            ))}
          </ul>
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block
        heading={sectionHeading}
        title={t('sections.competitors')}
        icon={Swords}
        className="lg:col-span-2"
      >
        {competition && competition.direct_competitors.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {competition.direct_competitors
              .slice(0, SUMMARY_LIMITS.competitors)
              .map((competitor) => (
                <CompetitorCard key={competitor.name} competitor={competitor} />
              ))}
          </ul>
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block heading={sectionHeading} title={t('sections.successFactors')} icon={Target}>
        {recommendation && recommendation.critical_success_factors.length > 0 ? (
          <BulletList
            items={recommendation.critical_success_factors.slice(0, SUMMARY_LIMITS.successFactors)}
            marker="check"
          />
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block heading={sectionHeading} title={t('sections.dataSources')} icon={FileText}>
        {search && search.data_sources.length > 0 ? (
          <ol className="grid list-decimal gap-2.5 pl-5 text-sm text-zinc-700 marker:text-zinc-400">
            {search.data_sources.slice(0, SUMMARY_LIMITS.dataSources).map((source) => (
              <li key={dataSourceKey(source)}>
                <DataSourceItem source={source} />
              </li>
            ))}
          </ol>
        ) : (
          <NotProvided />
        )}
      </Block>
    </div>
  );
}

/** The same layout with grey blocks, while the report loads. */
export function ReportSummarySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-5 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-32 lg:col-span-2" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
      <Skeleton className="h-48 lg:col-span-2" />
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}
