import type { ScoreDimension } from '@idealens/shared/full-report';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ScoreDimensionItem } from '../score-dimension-item.tsx';

/**
 * One dimension of a full report's scoring: the demo summary's dimension item, with a "Low
 * evidence" badge when no cited source backs the score (it is then capped).
 */
export function ScoredDimension({ dimension }: { dimension: ScoreDimension }) {
  const { t } = useTranslation('report');
  const badge = dimension.low_evidence ? (
    <Badge
      tone="warning"
      title={t('evidence.lowEvidenceText', { cap: EVIDENCE_RULES.lowEvidenceCap })}
      data-low-evidence="yes"
    >
      <CircleAlert aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{t('evidence.lowEvidence')}</span>
      <span className="sr-only">
        {t('evidence.lowEvidenceSpoken', { cap: EVIDENCE_RULES.lowEvidenceCap })}
      </span>
    </Badge>
  ) : null;
  return <ScoreDimensionItem dimension={dimension} badge={badge} />;
}
