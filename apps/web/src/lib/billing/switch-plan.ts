import type { SwitchPlanRequest, SwitchPlanResponse, SwitchQuote } from '@idealens/shared/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../api-client.ts';
import { billingSchemas } from './billing-schemas.ts';
import { checkedCheckoutUrl } from './checkout-url.ts';
import { BILLING_QUERY_KEY } from './get-billing.ts';
import { refreshAfterBillingChange } from './refresh-after-billing-change.ts';

export type { SwitchQuote };
export type SwitchCheckout = SwitchPlanResponse['data'];

/** `GET /api/billing/switch-quote?planType=`: what switching to `planType` costs now. */
export async function getSwitchQuote(planType: string, signal?: AbortSignal): Promise<SwitchQuote> {
  const schema = billingSchemas().then((module) => module.switchQuoteResponseSchema);
  const search = new URLSearchParams({ planType });
  return (await apiRequest(`/api/billing/switch-quote?${search}`, { signal, schema })).data;
}

export function getSwitchQuoteQueryOptions(planType: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'switch-quote', planType],
    queryFn: ({ signal }) => getSwitchQuote(planType, signal),
    // The credit shrinks by the minute: each time the dialog opens, the quote is read again.
    staleTime: 0,
    gcTime: 0,
    // A refusal (SAME_PLAN, NO_SUBSCRIPTION) is the answer: shown at once, not asked again.
    retry: retryOnceUnlessRefused,
  });
}

export function useSwitchQuote(planType: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getSwitchQuoteQueryOptions(planType), enabled });
}

/** `POST /api/billing/switch`: the checkout that pays the switch (its address checked). */
export async function switchPlan(planType: string): Promise<SwitchCheckout> {
  const schema = billingSchemas().then((module) => module.switchPlanResponseSchema);
  const { data } = await apiRequest('/api/billing/switch', {
    method: 'POST',
    body: { planType } satisfies SwitchPlanRequest,
    schema,
  });
  checkedCheckoutUrl(data.session.url);
  return data;
}

export function useSwitchPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPlan,
    // The checkout is about to open; whatever the buyer does there, come back to fresh data.
    onSuccess: () => void refreshAfterBillingChange(queryClient),
  });
}
