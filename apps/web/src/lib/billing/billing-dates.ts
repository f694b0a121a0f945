const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in words in the interface language (`March 5, 2027`, `2027年3月5日`). */
export function formatBillingDate(iso: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
