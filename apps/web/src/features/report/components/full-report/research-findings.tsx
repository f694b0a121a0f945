import type { ResearchRecord } from '@idealens/shared/full-report';
import { useTranslation } from 'react-i18next';
import { BulletList, NoneIdentified } from '../bullet-list.tsx';
import { SubHeading } from '../report-section.tsx';
import { NeedsChecking } from './needs-checking.tsx';
import { ResearchRun } from './research-run.tsx';
import type { ReportSectionData } from './section-types.ts';
import { SourceList } from './source-list.tsx';
import { SourceQuotes } from './source-quotes.tsx';
import { ThinEvidenceNotice } from './thin-evidence-notice.tsx';

/**
 * Search performed: how many searches, what they found, and where (spec §3). A report written
 * since claims are checked against their sources also says when its evidence is thin, shows the
 * quote behind each "[n]", lists what the sources did not bear out, and (from `meta`) how its
 * research ran; a report without those fields shows as it always has.
 */
export function ResearchFindings({
  research,
  record,
}: {
  research: ReportSectionData<'search_performed'>;
  /** How the research ran (the result's `meta.research`), when the report recorded it. */
  record?: ResearchRecord | undefined;
}) {
  const { t, i18n } = useTranslation('report');
  const evidence = research.evidence ?? [];
  const needsChecking = research.needs_checking ?? [];
  return (
    <div className="grid gap-6">
      {research.evidence_level === 'thin' ? <ThinEvidenceNotice /> : null}
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
      {evidence.length > 0 ? (
        <SourceQuotes evidence={evidence} sources={research.data_sources} />
      ) : null}
      {needsChecking.length > 0 ? <NeedsChecking claims={needsChecking} /> : null}
      <div className="print:break-inside-avoid">
        <SubHeading>{t('sections.dataSources')}</SubHeading>
        {research.data_sources.length > 0 ? (
          <SourceList className="mt-3" sources={research.data_sources} />
        ) : (
          <NoneIdentified className="mt-3" />
        )}
      </div>
      {record ? <ResearchRun record={record} /> : null}
    </div>
  );
}
