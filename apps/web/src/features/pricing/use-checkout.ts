import { BillingErrorCode } from '@idealens/shared/billing-codes';
import { type BillingPeriod, type PlanName, toPlanType } from '@idealens/shared/plans';
import { useQueryClient } from '@tanstack/react-query';
import { track } from '../../lib/analytics.ts';
import { isApiError } from '../../lib/api-client.ts';
import { BILLING_QUERY_KEY } from '../../lib/billing/get-billing.ts';
import { useCreatePaymentSession } from './api/create-payment-session.ts';
import { checkoutNavigation } from './checkout-navigation.ts';
import { useResetOnPageRestore } from './use-reset-on-page-restore.ts';

export type Checkout = {
  /** The plan whose checkout is starting: from the click until the browser has left. */
  processingPlan: PlanName | null;
  /** The plan whose checkout could not start, and why. */
  failure: { plan: PlanName; error: unknown } | null;
  start: (plan: PlanName, period: BillingPeriod) => void;
};

/**
 * Subscribing: create a payment session for the plan as shown, then leave for its hosted
 * checkout page. The plan stays "processing" until the page is gone, so nothing can be clicked
 * twice; a failure is reported and the plans can be chosen again.
 */
export function useCheckout(): Checkout {
  const session = useCreatePaymentSession();
  const queryClient = useQueryClient();
  const { reset } = session;

  useResetOnPageRestore(reset);

  const plan = session.variables?.plan ?? null;
  return {
    processingPlan: session.isPending || session.isSuccess ? plan : null,
    failure: session.isError && plan ? { plan, error: session.error } : null,
    start: (chosen, period) => {
      session.mutate(
        { plan: chosen, period },
        {
          onSuccess: ({ url }) => checkoutNavigation.open(url),
          onError: (error) => {
            track('payment_session_failed', {
              planType: toPlanType(chosen, period),
              code: isApiError(error) ? error.code : 'UNKNOWN',
              status: isApiError(error) ? error.status : 0,
            });
            // A plan is in force after all (bought in another tab, say): the page offers a switch.
            if (isApiError(error) && error.code === BillingErrorCode.SUBSCRIPTION_EXISTS) {
              void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
            }
          },
        },
      );
    },
  };
}
