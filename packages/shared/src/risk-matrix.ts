// The probability × impact matrix's rules, without zod or React: the report page draws the
// matrix from them and the PDF export draws the same one (ADR 027).
import type { FullReport } from './full-report.ts';
import type { Level } from './simple-report.ts';

/** A risk of either list as the matrix places it; `number` is the one its card shows. */
export type PlacedRisk = {
  number: number;
  kind: 'technical' | 'market';
  name: string;
  /** 0-1; null when the report does not estimate it (a technical risk of an older report). */
  probability: number | null;
  /** null when the report does not rate it (a market risk of an older report). */
  impact: Level | null;
};

/** Low to high, the order of the matrix's probability axis. */
export const LEVELS_UP: readonly Level[] = ['low', 'medium', 'high'];
/** High to low, the order of the matrix's impact axis from the top. */
export const LEVELS_DOWN: readonly Level[] = ['high', 'medium', 'low'];
const RANK: Record<Level, number> = { low: 0, medium: 1, high: 2 };

/** The probability band a risk falls in: up to 33 % low, up to 66 % medium, from 67 % high. */
export function probabilityBand(probability: number): Level {
  const percent = Math.round(probability * 100);
  return percent >= 67 ? 'high' : percent >= 34 ? 'medium' : 'low';
}

/** How exposed a cell is: both axes added up, so high × high and high × medium read as high. */
export function riskExposure(probability: Level, impact: Level): Level {
  const sum = RANK[probability] + RANK[impact];
  return sum >= 3 ? 'high' : sum === 2 ? 'medium' : 'low';
}

/**
 * Both lists' risks numbered in reading order (technical first), each with what the report says
 * of its probability and impact: a technical risk's impact is its severity.
 */
export function placeRisks(
  risks: Pick<FullReport['risk_assessment'], 'technical_risks' | 'market_risks'>,
): PlacedRisk[] {
  const technical = risks.technical_risks.map((risk, index) => ({
    number: index + 1,
    kind: 'technical' as const,
    name: risk.risk_point,
    probability: risk.probability ?? null,
    impact: risk.severity,
  }));
  const market = risks.market_risks.map((risk, index) => ({
    number: technical.length + index + 1,
    kind: 'market' as const,
    name: risk.risk_type,
    probability: risk.probability,
    impact: risk.impact ?? null,
  }));
  return [...technical, ...market];
}

/** The risks in one cell of the matrix; `null` on an axis is its "not rated" lane. */
export function risksAt(
  risks: readonly PlacedRisk[],
  probability: Level | null,
  impact: Level | null,
): PlacedRisk[] {
  return risks.filter(
    (risk) =>
      (risk.probability === null ? null : probabilityBand(risk.probability)) === probability &&
      risk.impact === impact,
  );
}
