import { useTranslation } from 'react-i18next';
import type { ApiKeySummary } from '../api/api-keys.ts';

const BAR_WIDTH = 8;
const GAP = 3;
const HEIGHT = 32;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A UTC day (`2026-11-20`) as the interface language writes it short (`Nov 20`, `11月20日`). */
function formatDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/**
 * A key's requests per UTC day (the contract's 14 days, oldest first) as small SVG bars, with the
 * counts in words for screen readers: the picture is an image whose label reads every day.
 */
export function ApiKeyUsageChart({ usage }: { usage: ApiKeySummary['usage'] }) {
  const { t, i18n } = useTranslation('api-keys');
  const number = new Intl.NumberFormat(i18n.language);
  const peak = Math.max(1, ...usage.map((day) => day.requests));
  const total = usage.reduce((sum, day) => sum + day.requests, 0);
  const width = Math.max(1, usage.length * (BAR_WIDTH + GAP) - GAP);
  const days = usage.map((day) => ({
    ...day,
    label: t('usage.day', {
      day: formatDay(day.day, i18n.language),
      requests: number.format(day.requests),
    }),
  }));
  const label = t('usage.chartLabel', {
    days: usage.length,
    count: total,
    formatted: number.format(total),
    values: days.map((day) => day.label).join(', '),
  });

  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-8 w-36"
        data-testid="api-key-usage"
      >
        {days.map((day, index) => {
          // A day without requests keeps a thin grey stub, so the fourteen days stay visible.
          const height =
            day.requests === 0 ? 1.5 : Math.max(3, (day.requests / peak) * (HEIGHT - 1));
          return (
            <rect
              key={day.day}
              x={index * (BAR_WIDTH + GAP)}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              rx={1.5}
              className={day.requests === 0 ? 'fill-zinc-200' : 'fill-indigo-500'}
            >
              <title>{day.label}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-xs text-zinc-500">
        {t('usage.caption', { days: usage.length })}
      </figcaption>
    </figure>
  );
}
