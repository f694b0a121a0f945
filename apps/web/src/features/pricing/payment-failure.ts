import { BillingErrorCode } from '@idealens/shared/billing-codes';
import { PaymentErrorCode } from '@idealens/shared/payment-codes';
import { isApiError } from '../../lib/api-client.ts';

/** Keys of `pricing:checkout.errors`, and `subscriptionExists` (`pricing:manage.subscriptionExists`). */
export type PaymentFailureKey =
  | 'network'
  | 'priceChanged'
  | 'createSessionFailed'
  | 'paymentFailed'
  | 'subscriptionExists';

/** A failed checkout start as words: a translation key of `pricing:checkout.errors`, or the server's text. */
export type PaymentFailure = { key: PaymentFailureKey } | { text: string };

/**
 * Spec §8: the server's message when it sent one, else 'Failed to create payment session'; a
 * failure with no message at all is 'Payment failed, please try again later'. No answer is a
 * network error, and a price the server no longer charges asks for a reload.
 */
export function describePaymentFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { key: 'paymentFailed' };
  if (error.kind !== 'http') return { key: 'network' };
  if (error.code === PaymentErrorCode.PRICE_MISMATCH) return { key: 'priceChanged' };
  // Issue 22: one subscription at a time; the plans offer a switch instead.
  if (error.code === BillingErrorCode.SUBSCRIPTION_EXISTS) return { key: 'subscriptionExists' };
  return error.serverMessage ? { text: error.serverMessage } : { key: 'createSessionFailed' };
}
