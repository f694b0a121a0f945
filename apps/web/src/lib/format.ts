/** Formats an amount in cents as currency in the interface language (`$5.90`, `US$5.90`). */
export function formatCurrency(cents: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
