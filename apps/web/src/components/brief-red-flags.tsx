import type { Brief, RedFlag, RedFlagKind } from '@idealens/shared/brief';
import { CircleX, Gavel, type LucideIcon, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge.tsx';

// The brief's red flags, said before anything else: at the top of every report, and on the review
// step before an analysis runs. Types only from the shared schema: the demo report shows them
// without zod.

const RED_FLAG_ORDER: Record<RedFlagKind, number> = {
  unlawful: 0,
  'safety-critical': 1,
  'fatal-flaw': 2,
};

const RED_FLAG_ICONS: Record<RedFlagKind, LucideIcon> = {
  unlawful: Gavel,
  'safety-critical': ShieldAlert,
  'fatal-flaw': CircleX,
};

/** Unlawful first, then safety-critical, then fatal flaws (as the engines list them, kept if not). */
function orderedRedFlags(flags: readonly RedFlag[]): RedFlag[] {
  return [...flags].sort((a, b) => RED_FLAG_ORDER[a.kind] - RED_FLAG_ORDER[b.kind]);
}

/**
 * The brief's red flags, each with its kind and reason: said before anything else in the report,
 * in red with an icon and the kind in words. Nothing when the report has no brief or no flags.
 */
export function BriefRedFlags({ brief }: { brief: Brief | null | undefined }) {
  const { t } = useTranslation('report');
  const headingId = useId();
  if (!brief || brief.redFlags.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border-2 border-red-300 bg-red-50 p-5 sm:p-6 print:break-inside-avoid print:border-black print:bg-white"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2.5 font-semibold text-lg text-red-900 print:text-black"
      >
        <span className="flex size-8 items-center justify-center rounded-lg bg-red-100 print:hidden">
          <TriangleAlert aria-hidden="true" className="size-4 text-red-700" />
        </span>
        {t('brief.redFlags.title')}
      </h2>
      <p className="mt-2 text-pretty text-red-900 text-sm print:text-black">
        {t('brief.redFlags.intro')}
      </p>
      <ul className="mt-4 grid gap-3">
        {orderedRedFlags(brief.redFlags).map((flag, index) => {
          const Icon = RED_FLAG_ICONS[flag.kind];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose ids may repeat
              key={`${index}-${flag.id}`}
              data-kind={flag.kind}
              className="rounded-lg border border-red-200 bg-white p-4 print:border-zinc-400"
            >
              <Badge tone="danger" size="md" className="print:text-black print:ring-black">
                <Icon aria-hidden="true" className="size-4" />
                {t(`brief.redFlags.kinds.${flag.kind}`)}
              </Badge>
              <p className="mt-2 text-pretty text-zinc-900 leading-relaxed">{flag.reason}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
