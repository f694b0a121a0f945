import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

// Typed here until the reports contract lands in @idealens/shared with the reports endpoint.
export type ReportListItem = {
  id: string;
  reportTitle: string | null;
  userMessage: string;
  createdAt: string;
};

export type ReportsPage = {
  reports: ReportListItem[];
  pagination: { current: number; total: number; totalCount: number };
};

export type ReportsQuery = {
  page: number;
  limit: number;
  sortBy?: 'createdAt' | 'reportTitle';
  sortOrder?: 'asc' | 'desc';
  search?: string;
};

function isReportsPage(value: unknown): value is ReportsPage {
  if (typeof value !== 'object' || value === null) return false;
  const { reports, pagination } = value as Partial<ReportsPage>;
  return (
    Array.isArray(reports) &&
    reports.every((report) => typeof report?.createdAt === 'string') &&
    typeof pagination?.totalCount === 'number'
  );
}

const reportsResponse = {
  parse(body: unknown): ReportsPage {
    const data = (body as { success?: unknown; data?: unknown } | null)?.data;
    if (!isReportsPage(data)) throw new TypeError('Unexpected reports list body');
    return data;
  },
};

/** `GET /api/reports`: one page of the signed-in user's reports. */
export function getReports(query: ReportsQuery, signal?: AbortSignal): Promise<ReportsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/reports?${params}`, { signal, schema: reportsResponse });
}

export function getReportsQueryOptions(query: ReportsQuery) {
  return queryOptions({
    queryKey: ['reports', 'list', query],
    queryFn: ({ signal }) => getReports(query, signal),
    // A refusal or a missing endpoint will not change on a second try.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useReports(query: ReportsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getReportsQueryOptions(query), enabled });
}
