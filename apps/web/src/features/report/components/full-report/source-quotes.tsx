import type { DataSource, QuotedEvidence } from '@idealens/shared/full-report';
import { useTranslation } from 'react-i18next';
import { DataSourceItem } from '../data-source-item.tsx';
import { ReportDisclosure } from './report-disclosure.tsx';

type QuotesOfSource = { source: number; quotes: QuotedEvidence[] };

/** The quotes grouped under the source they come from, in the order of the sources' numbers. */
function bySource(evidence: readonly QuotedEvidence[]): QuotesOfSource[] {
  const groups = new Map<number, QuotedEvidence[]>();
  for (const item of evidence) {
    const quotes = groups.get(item.source);
    if (quotes) quotes.push(item);
    else groups.set(item.source, [item]);
  }
  return [...groups]
    .map(([source, quotes]) => ({ source, quotes }))
    .sort((a, b) => a.source - b.source);
}

/**
 * What each "[n]" of the report stands on: the words of source n, verbatim, with the claim each
 * quote backs. Opened on demand, since a reader checks a claim or two rather than reading them all.
 */
export function SourceQuotes({
  evidence,
  sources,
}: {
  evidence: readonly QuotedEvidence[];
  sources: readonly DataSource[];
}) {
  const { t, i18n } = useTranslation('report');
  return (
    <ReportDisclosure
      title={t('evidence.quotes')}
      count={new Intl.NumberFormat(i18n.language).format(evidence.length)}
    >
      <p className="text-pretty text-sm text-zinc-500 leading-relaxed">
        {t('evidence.quotesIntro')}
      </p>
      <ol className="mt-4 grid gap-5">
        {bySource(evidence).map(({ source, quotes }) => {
          const cited = sources[source - 1];
          return (
            <li key={source} className="print:break-inside-avoid">
              <p className="flex items-baseline gap-2 font-medium text-sm text-zinc-900">
                <span className="shrink-0 text-zinc-500 tabular-nums">[{source}]</span>
                <span className="min-w-0">
                  {cited ? (
                    <DataSourceItem source={cited} />
                  ) : (
                    t('evidence.sourceNumber', { source })
                  )}
                </span>
              </p>
              <ul className="mt-2 grid gap-3">
                {quotes.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose quotes may repeat
                  <li key={`${index}-${item.quote}`}>
                    <blockquote
                      cite={cited && typeof cited !== 'string' ? cited.url : undefined}
                      className="border-indigo-200 border-l-2 pl-3 text-pretty text-sm text-zinc-800 leading-relaxed print:border-zinc-500"
                    >
                      {t('evidence.quoted', { quote: item.quote })}
                    </blockquote>
                    <p className="mt-1 pl-3.5 text-pretty text-xs text-zinc-500 leading-relaxed">
                      {t('evidence.backs', { claim: item.claim })}
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </ReportDisclosure>
  );
}
