import type { BillingOverview, BillingSubscription } from '@idealens/shared/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { billingSchemas } from './billing-schemas.ts';

export type { BillingSubscription };

/** Every billing query's key starts with this: a change to the plan refreshes them all. */
export const BILLING_QUERY_KEY = ['billing'] as const;

/** `GET /api/billing`: the subscription in force, or null on the Free plan. */
export async function getBilling(signal?: AbortSignal): Promise<BillingOverview['data']> {
  const schema = billingSchemas().then((module) => module.billingOverviewSchema);
  return (await apiRequest('/api/billing', { signal, schema })).data;
}

export function getBillingQueryOptions() {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) => getBilling(signal),
  });
}

/** Only for signed-in users: pass `enabled: status === 'authenticated'`. */
export function useBilling({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBillingQueryOptions(), enabled });
}
