import type { ReportListQuery, ReportListResponse } from '@idealens/shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from './api-client.ts';

export type ReportsPage = ReportListResponse['data'];

/** `GET /api/reports` query: the server's defaults apply to what is left out. */
export type ReportsQuery = {
  page: number;
  limit: number;
  sortBy?: ReportListQuery['sortBy'];
  sortOrder?: ReportListQuery['sortOrder'];
  search?: string;
  /** The report a task became (at most one). */
  taskId?: string;
  /** A team's library (issue 23); without it, the user's personal reports. */
  teamId?: string;
};

/** Every reports query (lists, and any detail kept under it) starts with this key. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

/** `GET /api/reports`: one page of the signed-in user's reports. */
export async function getReports(query: ReportsQuery, signal?: AbortSignal): Promise<ReportsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  // The schema (with zod) arrives alongside the answer, like every request's here in lib/: the
  // pieces several pages share stay free of zod.
  const schema = import('@idealens/shared/reports').then(
    (module) => module.reportListResponseSchema,
  );
  const body = await apiRequest(`/api/reports?${params}`, { signal, schema });
  return body.data;
}

export function getReportsQueryOptions(query: ReportsQuery) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getReports(query, signal),
    // A refusal or a missing endpoint will not change on a second try.
    retry: retryOnceUnlessRefused,
  });
}

type UseReportsOptions = {
  enabled?: boolean;
  /** Keeps the previous page on screen while the next one loads (paging, sorting, searching). */
  keepPrevious?: boolean;
};

export function useReports(
  query: ReportsQuery,
  { enabled = true, keepPrevious = false }: UseReportsOptions = {},
) {
  return useQuery({
    ...getReportsQueryOptions(query),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
