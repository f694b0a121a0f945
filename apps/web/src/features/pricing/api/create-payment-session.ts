import type { CreatePaymentSession, PaymentSessionResponse } from '@idealens/shared/payments';
import {
  type BillingPeriod,
  CURRENCY,
  type PlanName,
  planAmountCents,
  toPlanType,
} from '@idealens/shared/plans';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, ClientErrorCode } from '../../../lib/api-client.ts';

export type PaymentSession = PaymentSessionResponse['data']['session'];

/** Spec §9: `{PlanName}_{period}`, the amount in cents at the shown price, in USD. */
export function paymentSessionRequest(plan: PlanName, period: BillingPeriod): CreatePaymentSession {
  return {
    planType: toPlanType(plan, period),
    amount: planAmountCents(plan, period),
    currency: CURRENCY,
  };
}

/** Only a web page may be the checkout: a `javascript:` or other scheme is a broken answer. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
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
  if (!isWebUrl(session.url)) {
    throw new ApiError({
      kind: 'http',
      status: 200,
      code: ClientErrorCode.INVALID_RESPONSE,
      serverMessage: null,
    });
  }
  return session;
}

export type CheckoutChoice = { plan: PlanName; period: BillingPeriod };

export function useCreatePaymentSession() {
  return useMutation({
    mutationFn: ({ plan, period }: CheckoutChoice) =>
      createPaymentSession(paymentSessionRequest(plan, period)),
  });
}
