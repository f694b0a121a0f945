import type { CreatePaymentSession, PaymentSessionResponse } from '@idealens/shared/payments';
import {
  type BillingPeriod,
  CURRENCY,
  type PlanName,
  planAmountCents,
  toPlanType,
} from '@idealens/shared/plans';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkedCheckoutUrl } from '../../../lib/billing/checkout-url.ts';

export type PaymentSession = PaymentSessionResponse['data']['session'];

/** Spec §9: `{PlanName}_{period}`, the amount in cents at the shown price, in USD. */
export function paymentSessionRequest(plan: PlanName, period: BillingPeriod): CreatePaymentSession {
  return {
    planType: toPlanType(plan, period),
    amount: planAmountCents(plan, period),
    currency: CURRENCY,
  };
}

/** `POST /api/payment/create-session`: the hosted checkout page to send the buyer to. */
export async function createPaymentSession(body: CreatePaymentSession): Promise<PaymentSession> {
  const { session } = (
    await apiRequest('/api/payment/create-session', {
      method: 'POST',
      body,
      // Imported when a checkout starts: the pricing page shows without zod.
      schema: import('@idealens/shared/payments').then(
        (module) => module.paymentSessionResponseSchema,
      ),
    })
  ).data;
  checkedCheckoutUrl(session.url);
  return session;
}

export type CheckoutChoice = { plan: PlanName; period: BillingPeriod };

export function useCreatePaymentSession() {
  return useMutation({
    mutationFn: ({ plan, period }: CheckoutChoice) =>
      createPaymentSession(paymentSessionRequest(plan, period)),
  });
}
