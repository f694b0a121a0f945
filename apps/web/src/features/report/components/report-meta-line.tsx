import { CalendarClock, Cpu, type LucideIcon, Timer, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ReportMeta } from '../report-meta.ts';

function MetaItem({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-400 print:hidden" />
      <dt>{label}</dt>
      <dd className="font-medium text-zinc-800">{children}</dd>
    </div>
  );
}

/** Spec: the duration is processing_time / 1000, rounded; "under 1 second" below half a second. */
export function durationSeconds(processingTimeMs: number): number {
  return Math.round(processingTimeMs / 1000);
}

type ReportMetaLineProps = {
  meta: Pick<ReportMeta, 'timestamp' | 'processingTimeMs'> &
    Partial<Pick<ReportMeta, 'engine' | 'model' | 'toolsUsed'>>;
};

/** When and how a report was made: time, duration, engine and model, tools. Known parts only. */
export function ReportMetaLine({ meta }: ReportMetaLineProps) {
  const { t, i18n } = useTranslation('result');
  const locale = i18n.language;
  // A prerendered report (the demo) is rendered where the visitor's time zone is unknown: its
  // time shows in UTC, said so, until the app has taken the page over.
  const hydrated = useHydrated();
  const { timestamp, processingTimeMs, engine, model, toolsUsed = [] } = meta;
  const seconds = processingTimeMs === null ? null : durationSeconds(processingTimeMs);
  if (!timestamp && seconds === null && !engine && !model && toolsUsed.length === 0) return null;
  // Only when there are tools to list: a list formatter is costly to build.
  const tools =
    toolsUsed.length > 0
      ? new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(
          toolsUsed.map((tool) => {
            // The analyst records the provider after a colon: `web_search:tavily` → "Web search (tavily)".
            const [kind = tool, provider] = tool.split(':', 2);
            const label = t(`meta.tools.${kind}`, { defaultValue: kind.replaceAll('_', ' ') });
            return provider ? `${label} (${provider})` : label;
          }),
        )
      : null;
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-600">
      {timestamp ? (
        <MetaItem icon={CalendarClock} label={t('meta.generatedAt')}>
          <time dateTime={timestamp}>
            {hydrated
              ? formatDateTime(timestamp, locale)
              : `${formatDateTime(timestamp, locale, 'UTC')} UTC`}
          </time>
        </MetaItem>
      ) : null}
      {seconds !== null ? (
        <MetaItem icon={Timer} label={t('meta.duration')}>
          <span className="tabular-nums">
            {seconds === 0 ? t('meta.durationUnderOne') : formatDuration(seconds, 'second', locale)}
          </span>
        </MetaItem>
      ) : null}
      {engine || model ? (
        <MetaItem icon={Cpu} label={t('meta.engine')}>
          {engine && model
            ? t('meta.engineWithModel', { engine: t(`meta.engines.${engine}`), model })
            : engine
              ? t(`meta.engines.${engine}`)
              : model}
        </MetaItem>
      ) : null}
      {toolsUsed.length > 0 ? (
        <MetaItem icon={Wrench} label={t('meta.toolsUsed')}>
          {tools}
        </MetaItem>
      ) : null}
    </dl>
  );
}
