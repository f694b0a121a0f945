import type { BillingOverview, CancelSubscriptionRequest } from '@idealens/shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { billingSchemas } from './billing-schemas.ts';
import { getBillingQueryOptions } from './get-billing.ts';
import { refreshAfterBillingChange } from './refresh-after-billing-change.ts';

export type CancelWhen = NonNullable<CancelSubscriptionRequest['when']>;

type Overview = BillingOverview['data'];

/** `POST /api/billing/cancel`: at the end of the period paid for, or at once. */
export async function cancelSubscription(when: CancelWhen): Promise<Overview> {
  const schema = billingSchemas().then((module) => module.billingOverviewSchema);
  return (
    await apiRequest('/api/billing/cancel', {
      method: 'POST',
      body: { when } satisfies CancelSubscriptionRequest,
      schema,
    })
  ).data;
}

/** `POST /api/billing/resume`: a subscription cancelled for the period's end renews again. */
export async function resumeSubscription(): Promise<Overview> {
  const schema = billingSchemas().then((module) => module.billingOverviewSchema);
  return (await apiRequest('/api/billing/resume', { method: 'POST', schema })).data;
}

/** The overview the server answered is the one shown at once; everything else is read again. */
function useSubscriptionChange<Variables>(change: (variables: Variables) => Promise<Overview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (overview) => {
      queryClient.setQueryData(getBillingQueryOptions().queryKey, overview);
      return refreshAfterBillingChange(queryClient);
    },
  });
}

export function useCancelSubscription() {
  return useSubscriptionChange(cancelSubscription);
}

export function useResumeSubscription() {
  return useSubscriptionChange(resumeSubscription);
}
