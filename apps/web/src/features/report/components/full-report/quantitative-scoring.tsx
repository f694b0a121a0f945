import type { ScoreDimension } from '@idealens/shared/full-report';
import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import { useTranslation } from 'react-i18next';
import { RadarChart } from '../../../../components/ui/radar-chart.tsx';
import { RegionBoundary } from '../../../../components/ui/region-boundary.tsx';
import { formatScore } from '../../../../lib/format.ts';
import { NoneIdentified } from '../bullet-list.tsx';
import { SubHeading } from '../report-section.tsx';
import { ScoredDimension } from './scored-dimension.tsx';
import type { ReportSectionData } from './section-types.ts';

/** A radar needs three corners at least; with fewer, the list alone says it. */
const RADAR_MIN_AXES = 3;

/** Dimensions in the spec's order, so every report's chart has the same shape of axes. */
export function orderDimensions(dimensions: readonly ScoreDimension[]): ScoreDimension[] {
  return [...dimensions].sort(
    (a, b) => SCORE_DIMENSIONS.indexOf(a.name) - SCORE_DIMENSIONS.indexOf(b.name),
  );
}

function DimensionRadar({ dimensions }: { dimensions: readonly ScoreDimension[] }) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  const axes = dimensions.map((dimension) => ({
    key: dimension.name,
    label: t(`dimension.${dimension.name}`),
    value: dimension.score,
    valueText: formatScore(dimension.score, locale),
  }));
  const values = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    axes.map((axis) => t('scoring.chartValue', { dimension: axis.label, score: axis.valueText })),
  );
  return (
    <RadarChart
      className="mx-auto max-w-sm"
      label={t('scoring.chartLabel', { values })}
      axes={axes}
      max={10}
    />
  );
}

/** Quantitative scoring: the composite score, a radar of the dimensions, and each one's evidence. */
export function QuantitativeScoring({
  scoring,
}: {
  scoring: ReportSectionData<'quantitative_scoring'>;
}) {
  const { t, i18n } = useTranslation('report');
  const dimensions = orderDimensions(scoring.dimensions);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <div className="print:break-inside-avoid">
        <dl className="flex items-baseline gap-3">
          <dt className="font-medium text-sm text-zinc-500">{t('compositeScore')}</dt>
          <dd className="font-semibold text-zinc-900 tabular-nums">
            <span className="text-3xl tracking-tight">
              {formatScore(scoring.composite_score, i18n.language)}
            </span>
            <span className="ml-1 text-base text-zinc-500">{t('outOfTen')}</span>
          </dd>
        </dl>
        {dimensions.length >= RADAR_MIN_AXES ? (
          <figure className="mt-4">
            <RegionBoundary fallback={null}>
              <DimensionRadar dimensions={dimensions} />
            </RegionBoundary>
          </figure>
        ) : null}
      </div>
      <div>
        <SubHeading>{t('sections.scoring')}</SubHeading>
        {dimensions.length > 0 ? (
          <ul className="mt-4 grid gap-5">
            {dimensions.map((dimension) => (
              <ScoredDimension key={dimension.name} dimension={dimension} />
            ))}
          </ul>
        ) : (
          <NoneIdentified className="mt-3" />
        )}
      </div>
    </div>
  );
}
