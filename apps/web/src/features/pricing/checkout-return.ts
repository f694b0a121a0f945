import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

function readReturnState(state: unknown): CheckoutReturn | null {
  if (typeof state !== 'object' || state === null || !('checkoutReturn' in state)) return null;
  const value = (state as { checkoutReturn: unknown }).checkoutReturn;
  if (typeof value !== 'object' || value === null) return null;
  const { outcome, sessionId } = value as { outcome?: unknown; sessionId?: unknown };
  if (outcome === 'cancelled') return { outcome };
  if (outcome !== 'success') return null;
  return { outcome, sessionId: typeof sessionId === 'string' ? sessionId : null };
}

/**
 * Reads the checkout outcome from the address once, then moves it into the history entry's state
 * (replace): the address no longer carries it, so a shared link does not repeat it, while the
 * page keeps showing it until dismissed — even when the page is mounted again (as happens once
 * when sign-in finishes starting up).
 */
export function useCheckoutReturn(): [CheckoutReturn | null, () => void] {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const fromAddress =
    params.has(CHECKOUT_PARAM) || params.has(SESSION_PARAM)
      ? readCheckoutReturn(params)
      : undefined;
  params.delete(CHECKOUT_PARAM);
  params.delete(SESSION_PARAM);
  const rest = params.toString();
  const cleanSearch = rest ? `?${rest}` : '';

  useEffect(() => {
    if (fromAddress === undefined) return;
    void navigate(
      { pathname, search: cleanSearch },
      { replace: true, state: fromAddress ? { checkoutReturn: fromAddress } : null },
    );
  }, [fromAddress, navigate, pathname, cleanSearch]);

  const dismiss = useCallback(() => {
    void navigate({ pathname, search: cleanSearch }, { replace: true, state: null });
  }, [navigate, pathname, cleanSearch]);
  return [fromAddress === undefined ? readReturnState(state) : fromAddress, dismiss];
}
