import {
  LEVELS_DOWN,
  LEVELS_UP,
  type PlacedRisk,
  probabilityBand,
  riskExposure,
  risksAt,
} from '@idealens/shared/risk-matrix';
import type { Level } from '@idealens/shared/simple-report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { formatPercent } from '../../../../lib/format.ts';

const EXPOSURE_TINTS: Record<Level, string> = {
  low: 'bg-emerald-50 print:bg-white',
  medium: 'bg-amber-50 print:bg-white',
  high: 'bg-red-50 print:bg-white',
};

/** Technical risks are squares, market risks circles, so the kind never rests on colour. */
export function RiskNumber({
  risk,
  legend = false,
}: {
  risk: Pick<PlacedRisk, 'number' | 'kind'>;
  /** The legend's small blank shape. */
  legend?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      data-risk-number={legend ? undefined : risk.number}
      className={cn(
        'flex shrink-0 items-center justify-center border bg-white',
        legend ? 'size-3.5' : 'size-7 font-semibold text-xs tabular-nums',
        risk.kind === 'technical'
          ? 'rounded-md border-indigo-300 text-indigo-800 print:border-black print:text-black'
          : 'rounded-full border-zinc-400 text-zinc-900 print:border-black',
      )}
    >
      {legend ? null : risk.number}
    </span>
  );
}

/** `at`: where the cell is, "probability:impact" with "none" for a lane (tests find cells by it). */
function Cell({ at, risks, className }: { at: string; risks: PlacedRisk[]; className?: string }) {
  return (
    <div
      data-cell={at}
      className={cn(
        'flex min-h-14 flex-wrap content-start gap-1 rounded-md p-1.5 sm:min-h-16',
        className,
      )}
    >
      {risks.map((risk) => (
        <RiskNumber key={risk.number} risk={risk} />
      ))}
    </div>
  );
}

/**
 * The risks on a probability × impact grid (UI.md), numbered as their cards are. A risk the
 * report rates on one axis only (reports written before both were asked for) sits in a lane of
 * its own along the other axis, so nothing is placed where the report does not say. The grid is
 * a picture: the table after it says the same for screen readers.
 */
export function RiskMatrix({ risks }: { risks: PlacedRisk[] }) {
  const { t, i18n } = useTranslation('report');
  const captionId = useId();
  const locale = i18n.language;
  const level = (value: Level) => t(`risk.matrix.levels.${value}`);

  const at = (probability: Level | null, impact: Level | null) =>
    risksAt(risks, probability, impact);
  const probabilityLane = risks.some((risk) => risk.probability === null);
  const impactLane = risks.some((risk) => risk.impact === null);
  const columns = probabilityLane
    ? 'grid-cols-[auto_repeat(3,minmax(0,1fr))_minmax(0,0.85fr)]'
    : 'grid-cols-[auto_repeat(3,minmax(0,1fr))]';
  const rowHeader = 'flex items-center pr-1.5 text-right text-xs text-zinc-600 leading-tight';
  const columnHeader = 'text-center text-xs text-zinc-600 leading-tight';
  const lane = 'border border-zinc-300 border-dashed bg-zinc-50 print:bg-white';

  return (
    <figure aria-labelledby={captionId} className="print:break-inside-avoid" data-risk-matrix="">
      <figcaption>
        <span id={captionId} className="font-semibold text-base text-zinc-900">
          {t('risk.matrix.title')}
        </span>
        <span className="mt-1 block text-pretty text-sm text-zinc-600">
          {t('risk.matrix.description')}
        </span>
      </figcaption>

      <div aria-hidden="true" className="mt-4">
        <p className="font-medium text-xs text-zinc-500">{t('risk.matrix.impact')} ↑</p>
        <div className={cn('mt-1 grid gap-1', columns)}>
          {LEVELS_DOWN.map((impact) => (
            <div key={impact} className="contents">
              <span className={rowHeader}>{level(impact)}</span>
              {LEVELS_UP.map((probability) => (
                <Cell
                  key={probability}
                  at={`${probability}:${impact}`}
                  risks={at(probability, impact)}
                  className={cn(
                    EXPOSURE_TINTS[riskExposure(probability, impact)],
                    'print:border print:border-zinc-400',
                  )}
                />
              ))}
              {probabilityLane ? (
                <Cell at={`none:${impact}`} risks={at(null, impact)} className={lane} />
              ) : null}
            </div>
          ))}
          {impactLane ? (
            <div className="contents">
              <span className={cn(rowHeader, 'italic')}>{t('risk.matrix.notRated')}</span>
              {LEVELS_UP.map((probability) => (
                <Cell
                  key={probability}
                  at={`${probability}:none`}
                  risks={at(probability, null)}
                  className={lane}
                />
              ))}
              {probabilityLane ? <span /> : null}
            </div>
          ) : null}
          <span />
          {LEVELS_UP.map((probability) => (
            <span key={probability} className={columnHeader}>
              {level(probability)}
              <span className="block text-[0.6875rem] text-zinc-500 tabular-nums">
                {t(`risk.matrix.bands.${probability}`)}
              </span>
            </span>
          ))}
          {probabilityLane ? (
            <span className={cn(columnHeader, 'italic')}>{t('risk.matrix.notEstimated')}</span>
          ) : null}
        </div>
        <p className="mt-1 text-center font-medium text-xs text-zinc-500">
          {t('risk.matrix.probability')} →
        </p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-zinc-600">
          <span className="flex items-center gap-1.5">
            <RiskNumber risk={{ number: 0, kind: 'technical' }} legend />
            {t('risk.matrix.kinds.technical')}
          </span>
          <span className="flex items-center gap-1.5">
            <RiskNumber risk={{ number: 0, kind: 'market' }} legend />
            {t('risk.matrix.kinds.market')}
          </span>
          {LEVELS_UP.map((value) => (
            <span key={value} className="flex items-center gap-1.5 print:hidden">
              <span
                className={cn('size-3 rounded-sm ring-1 ring-zinc-300', EXPOSURE_TINTS[value])}
              />
              {t(`risk.matrix.exposure.${value}`)}
            </span>
          ))}
        </div>
      </div>

      <table className="sr-only">
        <caption>{t('risk.matrix.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('risk.matrix.risk')}</th>
            <th scope="col">{t('risk.matrix.kind')}</th>
            <th scope="col">{t('risk.matrix.probability')}</th>
            <th scope="col">{t('risk.matrix.impact')}</th>
          </tr>
        </thead>
        <tbody>
          {risks.map((risk) => (
            <tr key={risk.number}>
              <th scope="row">
                {risk.number}. {risk.name}
              </th>
              <td>{t(`risk.matrix.kinds.${risk.kind}`)}</td>
              <td>
                {risk.probability === null
                  ? t('risk.matrix.notEstimated')
                  : `${formatPercent(risk.probability, locale)} (${level(probabilityBand(risk.probability))})`}
              </td>
              <td>{risk.impact === null ? t('risk.matrix.notRated') : level(risk.impact)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
