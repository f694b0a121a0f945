import { type ReportDetail, reportDetailResponseSchema } from '@idealens/shared/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

/** `GET /api/reports/{id}`: one of the signed-in user's saved reports. */
export async function getReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  const body = await apiRequest(`/api/reports/${encodeURIComponent(id)}`, {
    signal,
    schema: reportDetailResponseSchema,
  });
  return body.data;
}

export function getReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['reports', 'detail', id],
    queryFn: ({ signal }) => getReport(id, signal),
    // A saved report does not change: no refetch on focus, and a missing or refused one stays so.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryOnceUnlessRefused,
  });
}

export function useReport(id: string) {
  return useQuery(getReportQueryOptions(id));
}
