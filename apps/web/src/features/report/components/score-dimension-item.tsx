import type { ScoreDimension } from '@idealens/shared/full-report';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatPercent, formatScore } from '../../../lib/format.ts';

/**
 * One scoring dimension as a list item: its name, weight, score out of 10 and evidence, with an
 * optional badge beside the name (a full report's "Low evidence").
 */
export function ScoreDimensionItem({
  dimension,
  badge,
}: {
  dimension: ScoreDimension;
  badge?: ReactNode;
}) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  return (
    <li className="print:break-inside-avoid">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-zinc-900">{t(`dimension.${dimension.name}`)}</span>
          {badge}
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
