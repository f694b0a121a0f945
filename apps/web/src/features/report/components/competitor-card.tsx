import type { Competitor } from '@idealens/shared/full-report';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** One direct competitor as a list item: its strengths, weaknesses and how the idea differs. */
export function CompetitorCard({
  competitor,
  className,
}: {
  competitor: Competitor;
  className?: string;
}) {
  const { t } = useTranslation('report');
  const fields = [
    ['strengths', competitor.strengths],
    ['weaknesses', competitor.weaknesses],
    ['differentiation', competitor.differentiation_strategy],
  ] as const;
  return (
    <li
      className={cn(
        'rounded-lg border border-zinc-200 bg-zinc-50/60 p-4 text-sm print:break-inside-avoid print:border-zinc-400 print:bg-white',
        className,
      )}
    >
      <p className="font-semibold text-zinc-900">{competitor.name}</p>
      <dl className="mt-3 grid gap-2.5">
        {fields.map(([field, text]) => (
          <div key={field}>
            <dt className="font-medium text-xs text-zinc-500 uppercase tracking-wide">
              {t(`competitor.${field}`)}
            </dt>
            <dd className="mt-0.5 text-pretty text-zinc-700">{text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
