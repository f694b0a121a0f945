import { Crosshair } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { NoneIdentified } from '../bullet-list.tsx';
import { CompetitorCard } from '../competitor-card.tsx';
import { SubHeading } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';

type Competitor = ReportSectionData<'competitive_analysis'>['direct_competitors'][number];

const COLUMNS = ['strengths', 'weaknesses', 'differentiation'] as const;

const textOf = (competitor: Competitor, column: (typeof COLUMNS)[number]) =>
  column === 'differentiation' ? competitor.differentiation_strategy : competitor[column];

/** The competitors side by side, one row each, from a tablet's width up (and in print). */
function ComparisonTable({ competitors }: { competitors: Competitor[] }) {
  const { t } = useTranslation('report');
  return (
    <div className="mt-3 hidden overflow-hidden rounded-lg border border-zinc-200 md:block print:block print:border-zinc-400">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{t('competition.tableCaption')}</caption>
        <thead className="bg-zinc-50 print:bg-white">
          <tr>
            <th scope="col" className="w-[19%] px-3 py-2.5 font-medium text-xs text-zinc-500">
              {t('competition.competitor')}
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-3 py-2.5 font-medium text-xs',
                  column === 'differentiation'
                    ? 'text-indigo-700 print:text-black'
                    : 'text-zinc-500',
                )}
              >
                {t(`competitor.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 border-zinc-200 border-t print:divide-zinc-400">
          {competitors.map((competitor, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose names may repeat
            <tr key={`${index}-${competitor.name}`} className="align-top print:break-inside-avoid">
              <th scope="row" className="break-words px-3 py-3 font-semibold text-zinc-900">
                {competitor.name}
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column}
                  className={cn(
                    'text-pretty px-3 py-3 leading-relaxed',
                    column === 'differentiation'
                      ? 'bg-indigo-50/50 text-zinc-800 print:bg-white'
                      : 'text-zinc-700',
                  )}
                >
                  {textOf(competitor, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Competitive analysis: the gap in the market, then the direct competitors compared in a table
 * (strengths, weaknesses, how the idea differs; UI.md), or as cards on a phone.
 */
export function CompetitiveLandscape({
  competition,
}: {
  competition: ReportSectionData<'competitive_analysis'>;
}) {
  const { t } = useTranslation('report');
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 sm:p-5 print:break-inside-avoid print:border-zinc-400 print:bg-white">
        <p className="flex items-center gap-2 font-medium text-indigo-800 text-sm print:text-black">
          <Crosshair aria-hidden="true" className="size-4" />
          {t('competition.marketGap')}
        </p>
        <p className="mt-1.5 text-pretty text-zinc-800 leading-relaxed">{competition.market_gap}</p>
      </div>
      <div>
        <SubHeading>{t('competition.directCompetitors')}</SubHeading>
        {competition.direct_competitors.length > 0 ? (
          <>
            <ComparisonTable competitors={competition.direct_competitors} />
            {/* A phone has no room for four columns: each competitor is a card there. */}
            <ul className="mt-3 grid gap-4 md:hidden print:hidden">
              {competition.direct_competitors.map((competitor, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose names may repeat
                <CompetitorCard key={`${index}-${competitor.name}`} competitor={competitor} />
              ))}
            </ul>
          </>
        ) : (
          <NoneIdentified className="mt-3" />
        )}
      </div>
    </div>
  );
}
