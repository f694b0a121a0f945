import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type AuthStatus,
  type AuthUser,
  type SignInAvailability,
  useAuthContext,
} from './auth-context.ts';
import { loginPath } from './redirect-target.ts';

export type { AuthStatus, AuthUser, SignInAvailability };

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Whether sign-in can start (`pending` while its configuration loads). */
  availability: SignInAvailability;
  /** Starts sign-in; afterwards the user returns to `redirectTo` (default: the current page). */
  signIn: (redirectTo?: string) => void;
  signOut: () => void;
};

/**
 * The one source of auth state for the web app (backed by the Logto SDK, see auth-provider).
 * Sign-in always goes through `/login?redirect=…`, the one place that hands over to the
 * identity provider, so every entry point returns to where it started.
 */
export function useAuth(): AuthState {
  const { status, user, availability, signOut: endSession } = useAuthContext();
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  const signIn = useCallback(
    (redirectTo?: string) => {
      void navigate(loginPath(redirectTo ?? currentPath));
    },
    [navigate, currentPath],
  );

  const signOut = useCallback(() => {
    void endSession();
  }, [endSession]);

  return { status, user, availability, signIn, signOut };
}
