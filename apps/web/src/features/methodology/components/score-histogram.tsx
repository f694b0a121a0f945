import type { ScoreDistributionSeries } from '@idealens/shared/score-context';
import { useTranslation } from 'react-i18next';

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 18;
const GAP = 4;

/**
 * One engine and type's scores as a small SVG histogram (ten one-point bars), described in words
 * for screen readers: the picture is an image with the counts as its label.
 */
export function ScoreHistogram({ series }: { series: ScoreDistributionSeries }) {
  const { t } = useTranslation('methodology');
  const peak = Math.max(1, ...series.counts);
  const barWidth = (WIDTH - GAP * (series.counts.length - 1)) / series.counts.length;
  const plotHeight = HEIGHT - AXIS;
  const caption = t('distribution.series', {
    type: t(`distribution.types.${series.type}`),
    engine: t(`engines.${series.engine}.short`),
    count: series.total,
  });
  const values = series.counts
    .map((count, bucket) => t('distribution.bucket', { from: bucket, to: bucket + 1, count }))
    .join(', ');
  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4">
      <figcaption className="font-medium text-sm text-zinc-900">{caption}</figcaption>
      <svg
        role="img"
        aria-label={t('distribution.chartLabel', { series: caption, values })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
      >
        {series.counts.map((count, bucket) => {
          const height = count === 0 ? 0 : Math.max(2, (count / peak) * (plotHeight - 14));
          const x = bucket * (barWidth + GAP);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: ten fixed buckets, never reordered
            <g key={bucket}>
              <rect
                x={x}
                y={plotHeight - height}
                width={barWidth}
                height={height}
                rx={2}
                className="fill-indigo-500"
              />
              {count > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={plotHeight - height - 3}
                  textAnchor="middle"
                  className="fill-zinc-600 text-[10px]"
                >
                  {count}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                className="fill-zinc-500 text-[10px]"
              >
                {bucket}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={plotHeight} y2={plotHeight} className="stroke-zinc-300" />
      </svg>
    </figure>
  );
}
