import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDateTime,
  formatDuration,
  formatPercent,
  formatScore,
} from './format.ts';

// Formatters are kept per locale and kind: each call still formats in its own locale and kind.
describe('formatting', () => {
  it('keeps each locale, currency and unit apart', () => {
    expect(formatCurrency(590, 'en-US')).toBe('$5.90');
    expect(formatCurrency(590, 'zh-CN')).toBe('US$5.90');
    expect(formatCurrency(590, 'en-US', 'EUR')).toBe('€5.90');
    expect(formatCurrency(590, 'en-US')).toBe('$5.90');
    expect(formatDuration(20, 'second', 'en-US')).toBe('20 seconds');
    expect(formatDuration(2, 'minute', 'en-US')).toBe('2 minutes');
    expect(formatDuration(20, 'second', 'zh-CN')).toBe('20秒钟');
  });

  it('gives scores one decimal and fractions as whole percentages', () => {
    expect(formatScore(7, 'en-US')).toBe('7.0');
    expect(formatScore(7.44, 'zh-CN')).toBe('7.4');
    expect(formatPercent(0.25, 'en-US')).toBe('25%');
  });

  it('writes a point in time with its date and time in the locale', () => {
    const iso = '2025-03-04T05:06:00Z';
    const date = new Date(iso);
    expect(formatDateTime(iso, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
    expect(formatDateTime(iso, 'zh-CN')).toBe(
      new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
  });
});
