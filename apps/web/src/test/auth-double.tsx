import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthUser } from '../lib/auth-context.ts';

export const TEST_USER: AuthUser = {
  id: 'user_test_1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  picture: null,
};

/**
 * A stand-in for the Logto-backed auth provider: unit tests never load the SDK (it redirects the
 * browser); they say who is signed in and watch what the app asks of sign-in.
 */
export function createAuthDouble(overrides: Partial<AuthContextValue> = {}) {
  const double = {
    status: 'anonymous',
    user: null,
    availability: 'ready',
    startSignIn: vi.fn(async (_returnTo: string) => {}),
    signOut: vi.fn(async () => {}),
    isSignInCallback: vi.fn(async (_url: string) => false),
    ...overrides,
  } satisfies AuthContextValue;
  return double;
}

export function signedIn(user: AuthUser = TEST_USER, overrides: Partial<AuthContextValue> = {}) {
  return createAuthDouble({ status: 'authenticated', user, ...overrides });
}

export type AuthDouble = ReturnType<typeof createAuthDouble>;

export function authDoubleProvider(value: AuthContextValue) {
  return function AuthDoubleProvider({ children }: { children: ReactNode }) {
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  };
}
