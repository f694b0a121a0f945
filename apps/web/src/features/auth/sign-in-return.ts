import { safeRedirectPath } from '../../lib/redirect-target.ts';
import {
  readStorage,
  removeStorage,
  SIGN_IN_RETURN_TO,
  writeStorage,
} from '../../lib/storage-keys.ts';

/** Stores, for this tab (sessionStorage), the same-site page to come back to after sign-in. */
export function storeSignInReturn(path: string): void {
  writeStorage(SIGN_IN_RETURN_TO, safeRedirectPath(path) ?? '/', 'session');
}

/** The stored page (checked again: storage is not trusted), or home. */
export function readSignInReturn(): string {
  return safeRedirectPath(readStorage(SIGN_IN_RETURN_TO, 'session')) ?? '/';
}

export function forgetSignInReturn(): void {
  removeStorage(SIGN_IN_RETURN_TO, 'session');
}
