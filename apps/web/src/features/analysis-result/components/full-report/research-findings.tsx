import { useTranslation } from 'react-i18next';
import { BulletList, NoneIdentified } from '../../../demo-report/components/bullet-list.tsx';
import { SubHeading } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';
import { SourceList } from './source-list.tsx';

/** Search performed: how many searches, what they found, and where (spec §3). */
export function ResearchFindings({
  research,
}: {
  research: ReportSectionData<'search_performed'>;
}) {
  const { t, i18n } = useTranslation('report');
  return (
    <div className="grid gap-6">
      {research.searches_conducted > 0 ? (
        <dl className="flex items-baseline gap-3">
          <dt className="font-medium text-sm text-zinc-500">{t('search.searchesConducted')}</dt>
          <dd className="font-semibold text-2xl text-zinc-900 tabular-nums">
            {new Intl.NumberFormat(i18n.language).format(research.searches_conducted)}
          </dd>
        </dl>
      ) : (
        // Lookups in the bundled knowledge base are not web searches, and are not counted as such.
        <p className="font-medium text-sm text-zinc-600">{t('search.noWebSearch')}</p>
      )}
      <div className="print:break-inside-avoid">
        <SubHeading>{t('sections.keyFindings')}</SubHeading>
        <BulletList className="mt-3" items={research.key_findings} />
      </div>
      <div className="print:break-inside-avoid">
        <SubHeading>{t('sections.dataSources')}</SubHeading>
        {research.data_sources.length > 0 ? (
          <SourceList className="mt-3" sources={research.data_sources} />
        ) : (
          <NoneIdentified className="mt-3" />
        )}
      </div>
    </div>
  );
}
