import { Crosshair } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoneIdentified } from '../../../demo-report/components/bullet-list.tsx';
import { CompetitorCard } from '../../../demo-report/components/competitor-card.tsx';
import { SubHeading } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';

/** Competitive analysis: the gap in the market, then each direct competitor as a card. */
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
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {competition.direct_competitors.map((competitor, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose names may repeat
              <CompetitorCard key={`${index}-${competitor.name}`} competitor={competitor} />
            ))}
          </ul>
        ) : (
          <NoneIdentified className="mt-3" />
        )}
      </div>
    </div>
  );
}
