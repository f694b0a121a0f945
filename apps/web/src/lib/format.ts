/**
 * Formatters, one per locale and kind: building an Intl formatter costs far more than using it
 * (the first one of a kind loads its locale data), and a page formats dozens of values.
 */
function memoized<Formatter>(create: (key: string) => Formatter): (key: string) => Formatter {
  const made = new Map<string, Formatter>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) {
      formatter = create(key);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const currencyFormat = memoized((key) => {
  const [locale, currency] = key.split('|');
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
});

const scoreFormat = memoized(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const percentFormat = memoized(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
);

const durationFormat = memoized((key) => {
  const [locale, unit] = key.split('|');
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
});

const dateTimeFormat = memoized((key) => {
  const [locale, timeZone] = key.split('|');
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone || undefined,
  });
});

/** Formats an amount in cents as currency in the interface language (`$5.90`, `US$5.90`). */
export function formatCurrency(cents: number, locale: string, currency = 'USD'): string {
  return currencyFormat(`${locale}|${currency}`).format(cents / 100);
}

/** A score on the 0-10 scale, always with one decimal (spec §9): `7.0`, `7.4`. */
export function formatScore(score: number, locale: string): string {
  return scoreFormat(locale).format(score);
}

/** A fraction 0-1 (a weight, a probability) as a percentage without decimals: `25%`. */
export function formatPercent(fraction: number, locale: string): string {
  return percentFormat(locale).format(fraction);
}

/** A length of time in whole seconds or minutes, in words: `20 seconds`, `2 minutes`, `20秒钟`. */
export function formatDuration(value: number, unit: 'second' | 'minute', locale: string): string {
  return durationFormat(`${locale}|${unit}`).format(value);
}

/** A point in time with date and time, in the interface language, in the visitor's time zone or in UTC. */
export function formatDateTime(iso: string, locale: string, timeZone?: 'UTC'): string {
  return dateTimeFormat(`${locale}|${timeZone ?? ''}`).format(new Date(iso));
}
