import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Said first when few sources back a report: its scores are held down and it cannot be strongly
 * recommended, and the reader should know why before reading the findings.
 */
export function ThinEvidenceNotice() {
  const { t } = useTranslation('report');
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm print:border-zinc-400 print:bg-white print:text-black"
    >
      <TriangleAlert
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-amber-600 print:text-black"
      />
      <div className="min-w-0 text-pretty leading-relaxed">
        <p className="font-semibold">{t('evidence.thinTitle')}</p>
        <p>
          {t('evidence.thinText', {
            min: EVIDENCE_RULES.minCitedSources,
            cap: EVIDENCE_RULES.thinEvidenceCap,
          })}
        </p>
      </div>
    </div>
  );
}
