import {
  readStorage,
  removeStorage,
  SIGN_IN_RETURN_TO,
  writeStorage,
} from '../../lib/storage-keys.ts';
import { safeRedirectPath } from './redirect-target.ts';

/** Remembers, for this tab, the same-site page to come back to after sign-in. */
export function rememberSignInReturn(path: string): void {
  writeStorage(SIGN_IN_RETURN_TO, safeRedirectPath(path) ?? '/', 'session');
}

/** The remembered page (checked again: storage is not trusted), or home. */
export function readSignInReturn(): string {
  return safeRedirectPath(readStorage(SIGN_IN_RETURN_TO, 'session')) ?? '/';
}

export function forgetSignInReturn(): void {
  removeStorage(SIGN_IN_RETURN_TO, 'session');
}
