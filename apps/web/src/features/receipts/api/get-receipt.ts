import type { Receipt } from '@idealens/shared/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { BILLING_QUERY_KEY } from '../../../lib/billing/get-billing.ts';

export type ReceiptData = Receipt['data'];

/** `GET /api/billing/payments/{id}`: one of the user's payments as its receipt shows it. */
export async function getReceipt(id: string, signal?: AbortSignal): Promise<ReceiptData> {
  const schema = import('@idealens/shared/billing').then((module) => module.receiptSchema);
  return (await apiRequest(`/api/billing/payments/${encodeURIComponent(id)}`, { signal, schema }))
    .data;
}

export function getReceiptQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'receipt', id],
    queryFn: ({ signal }) => getReceipt(id, signal),
    // A payment is what it was: read once. A 404 is an answer, not worth asking again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryOnceUnlessRefused,
  });
}

/** Only for signed-in users: pass `enabled: status === 'authenticated'`. */
export function useReceipt(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getReceiptQueryOptions(id), enabled });
}
