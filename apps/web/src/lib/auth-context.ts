import { createContext, useContext } from 'react';

export type AuthUser = {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
};

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Whether sign-in can start: `pending` while the sign-in configuration loads, `unavailable` when
 * it could not be loaded (the rest of the site keeps working for anonymous visitors).
 */
export type SignInAvailability = 'pending' | 'ready' | 'unavailable';

/** How the SDK is doing with the identity provider's answer at `/callback`. */
export type SignInCallbackProgress = {
  /** The answer was a sign-in from this browser and the SDK completed it. */
  handled: boolean;
  isLoading: boolean;
  error: Error | undefined;
};

/** What the auth provider shares; components read it through `useAuth`. */
export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  availability: SignInAvailability;
  /** Sends the browser to the identity provider; it comes back to `/callback`, then `returnTo`. */
  startSignIn: (returnTo: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Whether `url` is the identity provider's answer to a sign-in started in this browser. */
  isSignInCallback: (url: string) => Promise<boolean>;
  /** Absent until the SDK runs (it is loaded after the first paint). */
  signInCallback?: SignInCallbackProgress;
  /** Shown as the build prerendered the page, while the app takes it over (`asPrerendered`). */
  asPrerendered?: true;
};

const noop = async () => {};

export const ANONYMOUS_AUTH: AuthContextValue = {
  status: 'anonymous',
  user: null,
  availability: 'unavailable',
  startSignIn: noop,
  signOut: noop,
  isSignInCallback: async () => false,
};

export const AuthContext = createContext<AuthContextValue>(ANONYMOUS_AUTH);

/**
 * Sign-in as the build prerendered every page, for a first visit: anonymous, with sign-in ready to
 * start (features/auth/auth-provider.tsx, with nothing stored). The app hydrates a prerendered
 * page so (app/providers.tsx), then shows this visitor's state. The actions stay this visitor's,
 * so a sign-in started meanwhile (Log in pressed as the page is taken over) is not lost.
 */
export function asPrerendered(auth: AuthContextValue): AuthContextValue {
  return { ...auth, status: 'anonymous', user: null, availability: 'ready', asPrerendered: true };
}

/** Whether `auth` says who this visitor is: neither loading nor as the page was prerendered. */
export function isSignInKnown(auth: AuthContextValue): boolean {
  return !auth.asPrerendered && auth.status !== 'loading';
}

export function useAuthContext(): AuthContextValue {
  return useContext(AuthContext);
}
