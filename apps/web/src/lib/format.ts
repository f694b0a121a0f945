/** Formats an amount in cents as currency in the interface language (`$5.90`, `US$5.90`). */
export function formatCurrency(cents: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A score on the 0-10 scale, always with one decimal (spec §9): `7.0`, `7.4`. */
export function formatScore(score: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(score);
}

/** A fraction 0-1 (a weight, a probability) as a percentage without decimals: `25%`. */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

/** A length of time in whole seconds or minutes, in words: `20 seconds`, `2 minutes`, `20秒钟`. */
export function formatDuration(value: number, unit: 'second' | 'minute', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A point in time with date and time, in the interface language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
