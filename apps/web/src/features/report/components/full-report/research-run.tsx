import type { ResearchRecord } from '@idealens/shared/full-report';
import { CircleX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ReportDisclosure } from './report-disclosure.tsx';

/** The stages whose time the analyst records, in the order they run. */
const STAGES = ['searching', 'reading', 'writing', 'checking'] as const;

/** The claim counters, in the order a claim goes: checked, then backed, listed or dropped. */
const CLAIM_COUNTS = ['checked', 'supported', 'needsChecking', 'dropped'] as const;

/** A stage's time: milliseconds under a second (a check takes a few), else seconds to a tenth. */
function stageTime(ms: number, locale: string): string {
  const [value, unit] = ms < 1000 ? [ms, 'millisecond'] : [ms / 1000, 'second'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

const partHeading = 'font-medium text-sm text-zinc-900';

function Queries({ queries }: { queries: ResearchRecord['queries'] }) {
  const { t, i18n } = useTranslation('report');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ol className="mt-2 grid gap-2">
      {queries.map((query, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list in which a query may repeat
          key={`${index}-${query.query}`}
          className="flex flex-col gap-1.5 rounded-md border border-zinc-100 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 print:break-inside-avoid print:border-zinc-300"
        >
          <span className="min-w-0 break-words text-zinc-800">{query.query}</span>
          <span className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500">
            <Badge tone="neutral">
              {t(`run.areas.${query.area}`, { defaultValue: query.area })}
            </Badge>
            <span>{t(`run.origin.${query.origin}`)}</span>
            {query.failed ? (
              <Badge tone="danger" data-failed="yes">
                <CircleX aria-hidden="true" className="size-3" />
                {t('run.failed')}
              </Badge>
            ) : (
              <span className="tabular-nums">
                {t('run.results', {
                  count: query.results,
                  formatted: number.format(query.results),
                })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function FlaggedSources({ sources }: { sources: ResearchRecord['flaggedSources'] }) {
  const { t } = useTranslation('report');
  return (
    <div className="print:break-inside-avoid">
      <h4 className={`flex items-center gap-1.5 ${partHeading}`}>
        <ShieldAlert aria-hidden="true" className="size-4 text-amber-600 print:text-black" />
        {t('run.flagged')}
      </h4>
      <p className="mt-1 text-pretty text-sm text-zinc-500 leading-relaxed">
        {t('run.flaggedIntro')}
      </p>
      {/* Named, not linked: a page written to steer a model is no page to send the reader to. */}
      <ul className="mt-2 grid gap-1.5 text-sm">
        {sources.map((source, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list in which a source may repeat
          <li key={`${index}-${source.title}`} className="min-w-0 text-zinc-700">
            {source.title}
            {source.url ? (
              <span className="block break-all text-xs text-zinc-500">{source.url}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How the web research behind a report ran, for the reader who wants to check it: each search
 * (its area, whether the plan or the follow-up round asked it, how many results or that it
 * failed), the claims held to their sources, sources set aside as instructions to a model, and
 * the model calls and time each stage took.
 */
export function ResearchRun({ record }: { record: ResearchRecord }) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const timings = STAGES.flatMap((stage) => {
    const ms = record.timings[stage];
    return ms === undefined
      ? []
      : [t('run.stageTime', { stage: t(`run.stages.${stage}`), time: stageTime(ms, locale) })];
  });
  const searches = record.queries.length;

  return (
    <ReportDisclosure
      title={t('run.title')}
      count={t('run.searches', { count: searches, formatted: number.format(searches) })}
    >
      <div className="grid gap-6">
        {searches > 0 ? (
          <div>
            <h4 className={partHeading}>{t('run.queries')}</h4>
            <Queries queries={record.queries} />
          </div>
        ) : null}

        <div className="print:break-inside-avoid">
          <h4 className={partHeading}>{t('run.claims')}</h4>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {CLAIM_COUNTS.map((name) => (
              <div
                key={name}
                className="rounded-md bg-zinc-50 px-3 py-2 print:border print:border-zinc-300"
              >
                <dt className="text-xs text-zinc-500">{t(`run.claimCounts.${name}`)}</dt>
                <dd className="mt-0.5 font-semibold text-lg text-zinc-900 tabular-nums">
                  {number.format(record.claims[name])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-pretty text-xs text-zinc-500 leading-relaxed">
            {t('run.claimsNote')}
          </p>
        </div>

        {record.flaggedSources.length > 0 ? (
          <FlaggedSources sources={record.flaggedSources} />
        ) : null}

        <p className="text-pretty text-xs text-zinc-500 leading-relaxed tabular-nums">
          {[
            t('run.modelCalls', {
              count: record.modelCalls,
              formatted: number.format(record.modelCalls),
            }),
            ...timings,
          ].join(' · ')}
        </p>
      </div>
    </ReportDisclosure>
  );
}
