import type { PaymentSessionDetail } from '@idealens/shared/payments';
import { type QueryState, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PaymentSessionDetailData = PaymentSessionDetail['data'];

/** The payment is confirmed by a webhook that may land just after the buyer returns: look again every second… */
export const PAYMENT_CHECK_INTERVAL_MS = 1000;
/** …for about fifteen seconds, then say it is on its way rather than spin forever. */
export const PAYMENT_CHECKS = 15;

/** `GET /api/payment/sessions/{id}` (owner only): the plan bought and whether it is paid yet. */
export async function getPaymentSession(
  id: string,
  signal?: AbortSignal,
): Promise<PaymentSessionDetailData> {
  return (
    await apiRequest(`/api/payment/sessions/${encodeURIComponent(id)}`, {
      signal,
      // Imported with the request: the pricing page shows without zod until a checkout returns.
      schema: import('@idealens/shared/payments').then(
        (module) => module.paymentSessionDetailSchema,
      ),
    })
  ).data;
}

export function getPaymentSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['payment', 'sessions', id],
    queryFn: ({ signal }) => getPaymentSession(id, signal),
  });
}

type PaymentSessionQueryState = QueryState<PaymentSessionDetailData, Error> | undefined;

function stillConfirming(state: PaymentSessionQueryState): boolean {
  return state?.data?.status === 'open' && state.dataUpdateCount < PAYMENT_CHECKS;
}

/**
 * The session a checkout returned from, read again every second while it is still open (for at
 * most PAYMENT_CHECKS reads). `confirmationDelayed`: still open after all of them.
 */
export function usePaymentSession(id: string, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const options = getPaymentSessionQueryOptions(id);
  const query = useQuery({
    ...options,
    enabled,
    refetchInterval: (current) =>
      stillConfirming(current.state) ? PAYMENT_CHECK_INTERVAL_MS : false,
  });
  const state = queryClient.getQueryState(options.queryKey);
  const confirmationDelayed = query.data?.status === 'open' && !stillConfirming(state);
  return { query, confirmationDelayed };
}
