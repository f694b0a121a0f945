import type { ScoreDimension } from '@idealens/shared/full-report';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { formatPercent, formatScore } from '../../../../lib/format.ts';

/**
 * One dimension of a full report's scoring: name, weight, score out of 10 and evidence, and a
 * "Low evidence" badge when no cited source backs the score (it is then capped). The demo
 * summary's `ScoreDimensionItem` shows the same without the badge.
 */
export function ScoredDimension({ dimension }: { dimension: ScoreDimension }) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  return (
    <li className="print:break-inside-avoid">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-zinc-900">{t(`dimension.${dimension.name}`)}</span>
          {dimension.low_evidence ? (
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
          ) : null}
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
      <p className="mt-2 text-pretty text-xs text-zinc-600 leading-relaxed">{dimension.evidence}</p>
    </li>
  );
}
