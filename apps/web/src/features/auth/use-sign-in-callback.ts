import { useEffect, useState } from 'react';
import { type SignInCallbackProgress, useAuthContext } from '../../lib/auth-context.ts';

export type SignInCallbackState =
  | { state: 'processing' }
  | { state: 'done' }
  | { state: 'error'; error: unknown };

/** Before the SDK runs: nothing handled, nothing failed. */
const SDK_IDLE: SignInCallbackProgress = { handled: false, isLoading: false, error: undefined };

/**
 * The sign-in callback as one state: the SDK exchanges the code (the auth provider runs it on
 * whichever page the provider's answer lands); a visit to /callback that is not an answer to a
 * sign-in from this browser (a reload, a bookmark) is simply done, rather than waiting forever.
 */
export function useSignInCallback(): SignInCallbackState {
  const { availability, isSignInCallback, signInCallback: sdk = SDK_IDLE } = useAuthContext();
  const [isCallback, setIsCallback] = useState<boolean | null>(null);

  useEffect(() => {
    if (availability !== 'ready') return;
    let active = true;
    void isSignInCallback(window.location.href).then((answer) => {
      if (active) setIsCallback(answer);
    });
    return () => {
      active = false;
    };
  }, [availability, isSignInCallback]);

  if (availability === 'unavailable') {
    return { state: 'error', error: new Error('Sign-in configuration unavailable') };
  }
  if (sdk.error) return { state: 'error', error: sdk.error };
  if (sdk.handled) return { state: 'done' };
  if (isCallback === false && !sdk.isLoading) return { state: 'done' };
  return { state: 'processing' };
}
