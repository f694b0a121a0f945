import { describe, expect, it } from 'vitest';
import { countRecentReports } from './usage-stats.ts';

describe('countRecentReports', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('counts reports from the last 7 days, inclusive of the boundary', () => {
    const reports = [
      { createdAt: '2026-03-10T11:00:00Z' },
      { createdAt: '2026-03-04T00:00:00Z' },
      { createdAt: '2026-03-03T12:00:00Z' },
      { createdAt: '2026-03-03T11:59:59Z' },
      { createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect(countRecentReports(reports, now)).toBe(3);
  });

  it('ignores unreadable and future dates', () => {
    expect(
      countRecentReports([{ createdAt: 'yesterday' }, { createdAt: '2026-03-11T00:00:00Z' }], now),
    ).toBe(0);
  });
});
