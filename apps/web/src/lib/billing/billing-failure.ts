import { isApiError } from '../api-client.ts';

/**
 * A failed billing call in words: no answer at all is a network error, an answer with the
 * server's message is that message (it speaks for its code: SAME_PLAN, NOT_CANCELLED…), and
 * anything else the caller's own fallback.
 */
export type BillingFailure = { key: 'network' | 'fallback' } | { text: string };

export function describeBillingFailure(error: unknown): BillingFailure {
  if (!isApiError(error)) return { key: 'fallback' };
  if (error.kind !== 'http') return { key: 'network' };
  return error.serverMessage ? { text: error.serverMessage } : { key: 'fallback' };
}
