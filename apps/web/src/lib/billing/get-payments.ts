import type { PaymentList, PaymentRecord } from '@idealens/shared/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { billingSchemas } from './billing-schemas.ts';
import { BILLING_QUERY_KEY } from './get-billing.ts';

export type { PaymentRecord };
export type PaymentPage = PaymentList['data'];

/** `GET /api/billing/payments?page&pageSize`: the user's payments, newest first. */
export async function getPayments(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PaymentPage> {
  const schema = billingSchemas().then((module) => module.paymentListSchema);
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return (await apiRequest(`/api/billing/payments?${search}`, { signal, schema })).data;
}

export function getPaymentsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'payments', { page, pageSize }],
    queryFn: ({ signal }) => getPayments(page, pageSize, signal),
  });
}

/** One page of payments; the page shown stays while the next one loads. */
export function usePayments(page: number, pageSize: number) {
  return useQuery({
    ...getPaymentsQueryOptions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
