import type { DataSource, FullReportView } from '@idealens/shared/full-report';
import { CircleCheck, ExternalLink, FileText, Gauge, Search, Swords, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent, formatScore } from '../../../lib/format.ts';
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

function NotProvided() {
  const { t } = useTranslation('report');
  return <p className="text-sm text-zinc-500 italic">{t('notProvided')}</p>;
}

function SourceItem({ source }: { source: DataSource }) {
  if (typeof source === 'string') return <span>{source}</span>;
  if (!source.url) return <span>{source.title}</span>;
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-indigo-700 underline-offset-2 hover:underline print:text-black print:after:break-all print:after:text-zinc-700 print:after:content-['_('_attr(href)_')']"
    >
      {source.title}
      <ExternalLink
        aria-hidden="true"
        className="ml-1 inline-block size-3 align-baseline print:hidden"
      />
    </a>
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
            <ul className="grid gap-3">
              {search.key_findings.slice(0, SUMMARY_LIMITS.keyFindings).map((finding) => (
                <li
                  key={finding}
                  className="flex items-start gap-2.5 text-sm text-zinc-700 leading-relaxed"
                >
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500 print:bg-black"
                  />
                  {finding}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs text-zinc-500">
              {t('searchesConducted', { searches: search.searches_conducted })}
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
              <li key={dimension.name}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-zinc-900">
                    {t(`dimension.${dimension.name}`)}
                  </span>
                  <span className="flex shrink-0 items-baseline gap-2 tabular-nums">
                    <span className="text-xs text-zinc-500">
                      {t('weight', { weight: formatPercent(dimension.weight, locale) })}
                    </span>
                    <span className="font-semibold text-zinc-900">
                      {formatScore(dimension.score, locale)}
                    </span>
                  </span>
                </div>
                <ProgressBar className="mt-2" value={dimension.score} max={10} />
                <p className="mt-2 text-xs text-zinc-600 leading-relaxed">{dimension.evidence}</p>
              </li>
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
                <li
                  key={competitor.name}
                  className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-4 text-sm print:bg-white"
                >
                  <p className="font-semibold text-zinc-900">{competitor.name}</p>
                  <dl className="mt-3 grid gap-2.5">
                    <div>
                      <dt className="font-medium text-xs text-zinc-500 uppercase tracking-wide">
                        {t('competitor.strengths')}
                      </dt>
                      <dd className="mt-0.5 text-zinc-700">{competitor.strengths}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-xs text-zinc-500 uppercase tracking-wide">
                        {t('competitor.weaknesses')}
                      </dt>
                      <dd className="mt-0.5 text-zinc-700">{competitor.weaknesses}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-xs text-zinc-500 uppercase tracking-wide">
                        {t('competitor.differentiation')}
                      </dt>
                      <dd className="mt-0.5 text-zinc-700">
                        {competitor.differentiation_strategy}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
          </ul>
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block heading={sectionHeading} title={t('sections.successFactors')} icon={Target}>
        {recommendation && recommendation.critical_success_factors.length > 0 ? (
          <ul className="grid gap-3">
            {recommendation.critical_success_factors
              .slice(0, SUMMARY_LIMITS.successFactors)
              .map((factor) => (
                <li key={factor} className="flex items-start gap-2.5 text-sm text-zinc-700">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-600 print:text-black"
                  />
                  {factor}
                </li>
              ))}
          </ul>
        ) : (
          <NotProvided />
        )}
      </Block>

      <Block heading={sectionHeading} title={t('sections.dataSources')} icon={FileText}>
        {search && search.data_sources.length > 0 ? (
          <ol className="grid list-decimal gap-2.5 pl-5 text-sm text-zinc-700 marker:text-zinc-400">
            {search.data_sources.slice(0, SUMMARY_LIMITS.dataSources).map((source) => (
              <li key={typeof source === 'string' ? source : source.title}>
                <SourceItem source={source} />
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
