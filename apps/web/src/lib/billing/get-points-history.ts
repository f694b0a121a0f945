import type { PointsEntry, PointsHistory } from '@idealens/shared/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { getUserPointsQueryOptions } from '../user-points.ts';
import { billingSchemas } from './billing-schemas.ts';

export type { PointsEntry };
export type PointsHistoryPage = PointsHistory['data'];

/** `GET /api/user/points/history?page&pageSize`: the points ledger, newest first. */
export async function getPointsHistory(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PointsHistoryPage> {
  const schema = billingSchemas().then((module) => module.pointsHistorySchema);
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return (await apiRequest(`/api/user/points/history?${search}`, { signal, schema })).data;
}

export function getPointsHistoryQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    // Under the points' key: whatever refreshes the points refreshes their history.
    queryKey: [...getUserPointsQueryOptions().queryKey, 'history', { page, pageSize }],
    queryFn: ({ signal }) => getPointsHistory(page, pageSize, signal),
  });
}

/** One page of the history; the page shown stays while the next one loads. */
export function usePointsHistory(page: number, pageSize: number) {
  return useQuery({
    ...getPointsHistoryQueryOptions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
