import { useReports } from '../../lib/report-list.ts';

/** Spec §9: "reports in the last 7 days". */
export const RECENT_REPORTS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports created within the last `days` days before `now`. */
export function countRecentReports(
  reports: readonly { createdAt: string }[],
  now: Date,
  days = RECENT_REPORTS_DAYS,
): number {
  const since = now.getTime() - days * DAY_MS;
  return reports.filter((report) => {
    const created = Date.parse(report.createdAt);
    return Number.isFinite(created) && created >= since && created <= now.getTime();
  }).length;
}

/** Spec §7: the total from page 1 limit 1, the recent count from page 1 limit 100 (newest first). */
export const TOTAL_REPORTS_QUERY = { page: 1, limit: 1 } as const;
export const RECENT_REPORTS_QUERY = {
  page: 1,
  limit: 100,
  sortBy: 'createdAt',
  sortOrder: 'desc',
} as const;

export type UsageStats =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; totalReports: number; recentReports: number };

export function useUsageStats({ enabled, now }: { enabled: boolean; now: Date }): UsageStats {
  const total = useReports(TOTAL_REPORTS_QUERY, { enabled });
  const recent = useReports(RECENT_REPORTS_QUERY, { enabled });
  if (total.isError || recent.isError) {
    return {
      status: 'error',
      retry: () => {
        void total.refetch();
        void recent.refetch();
      },
    };
  }
  if (!total.data || !recent.data) return { status: 'loading' };
  return {
    status: 'success',
    totalReports: total.data.pagination.totalCount,
    recentReports: countRecentReports(recent.data.reports, now),
  };
}
