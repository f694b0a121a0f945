import { type SharedReport, sharedReportResponseSchema } from '@idealens/shared/shares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

/** `GET /api/shared-reports/{token}`: a report as anyone with its share link reads it. */
export async function getSharedReport(token: string, signal?: AbortSignal): Promise<SharedReport> {
  const body = await apiRequest(`/api/shared-reports/${encodeURIComponent(token)}`, {
    signal,
    schema: sharedReportResponseSchema,
  });
  return body.data;
}

export function getSharedReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['shared-report', token],
    queryFn: ({ signal }) => getSharedReport(token, signal),
    // Each read counts an open: not again on focus. A revoked link (404) stays so.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: retryOnceUnlessRefused,
  });
}

export function useSharedReport(token: string) {
  return useQuery(getSharedReportQueryOptions(token));
}
