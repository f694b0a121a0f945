import { SCORE_CONTEXT_MIN_COMPARED, type ScoreEngine } from '@idealens/shared/scoring-terms';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '../../../lib/format.ts';
import { scoreContextQuery } from '../api/get-score-context.ts';

type ScoreContextLineProps = {
  /** The engine that scored the report; null when the report does not say. */
  engine: ScoreEngine | null;
  type: 'simple' | 'deep';
  /** The report's score (0-10); null when it has none. */
  score: number | null;
  /** The bundled demo report: compared with nothing, it only links to how we score. */
  demo?: boolean;
  className?: string;
};

/**
 * Beside a report's score: where it stands among the ideas analysed on this instance by the same
 * engine ("higher than 62 % of…"), or why it cannot say yet, and a link to /methodology.
 */
export function ScoreContextLine({
  engine,
  type,
  score,
  demo = false,
  className,
}: ScoreContextLineProps) {
  const { t, i18n } = useTranslation('methodology');
  const comparable = !demo && engine !== null && score !== null;
  const context = useQuery({
    ...scoreContextQuery(engine ?? 'offline', type, score ?? 0),
    enabled: comparable,
  });

  let text: string | null;
  if (demo) text = t('scoreContext.demo');
  else if (!comparable) text = t('scoreContext.unknown');
  else if (context.isPending) text = t('scoreContext.loading');
  else if (context.isError) text = t('scoreContext.unknown');
  else if (context.data.percentile === null) {
    text = t('scoreContext.notEnough', {
      count: context.data.compared,
      needed: SCORE_CONTEXT_MIN_COMPARED,
    });
  } else {
    text = t('scoreContext.percentile', {
      percent: formatPercent(context.data.percentile / 100, i18n.language),
      engine: t(`engines.${engine ?? 'offline'}.short`),
      count: context.data.compared,
    });
  }

  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600 ${className ?? ''}`}
      data-testid="score-context"
    >
      <BarChart3 aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
      <span aria-live="polite">{text}</span>
      <Link
        to="/methodology"
        className="font-medium text-indigo-700 underline-offset-2 hover:underline print:hidden"
      >
        {t('scoreContext.howWeScore')}
      </Link>
    </p>
  );
}
