import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * How a checkout came back to `/pricing`: `?checkout=success&session={id}` after paying,
 * `?checkout=cancelled&session={id}` after leaving the checkout page without paying.
 */
export type CheckoutReturn =
  | { outcome: 'success'; sessionId: string | null }
  | { outcome: 'cancelled' };

const CHECKOUT_PARAM = 'checkout';
const SESSION_PARAM = 'session';
/** Session ids are short provider or database ids; anything longer is not one. */
const MAX_SESSION_ID_LENGTH = 255;

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const outcome = params.get(CHECKOUT_PARAM);
  if (outcome === 'cancelled') return { outcome };
  if (outcome !== 'success') return null;
  const session = params.get(SESSION_PARAM)?.trim() ?? '';
  return {
    outcome,
    sessionId: session !== '' && session.length <= MAX_SESSION_ID_LENGTH ? session : null,
  };
}

/**
 * Reads the checkout outcome from the address once, then takes it out of the address (replace):
 * the outcome stays on the page until dismissed, but a reload or a shared link does not repeat it.
 */
export function useCheckoutReturn(): [CheckoutReturn | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [checkoutReturn, setCheckoutReturn] = useState(() => readCheckoutReturn(params));

  useEffect(() => {
    if (!params.has(CHECKOUT_PARAM) && !params.has(SESSION_PARAM)) return;
    setCheckoutReturn(readCheckoutReturn(params));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        next.delete(SESSION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const dismiss = useCallback(() => setCheckoutReturn(null), []);
  return [checkoutReturn, dismiss];
}
