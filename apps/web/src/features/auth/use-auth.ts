import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from './redirect-target.ts';

export type AuthUser = {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
};

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Starts sign-in; afterwards the user returns to `redirectTo` (default: the current page). */
  signIn: (redirectTo?: string) => void;
  signOut: () => void;
};

/**
 * The one source of auth state for the web app. Sign-in is not wired to an identity provider
 * yet, so every visitor is anonymous and signing in leads to the explanatory login page.
 */
export function useAuth(): AuthState {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  const signIn = useCallback(
    (redirectTo?: string) => {
      void navigate(loginPath(redirectTo ?? currentPath));
    },
    [navigate, currentPath],
  );

  const signOut = useCallback(() => {}, []);

  return { status: 'anonymous', user: null, signIn, signOut };
}
