import { HOME_NOTICE, readStorage, removeStorage, writeStorage } from './storage-keys.ts';

// A confirmation the home page shows after the visitor was signed out (their account deleted):
// signing out leaves the app for the identity provider and comes back to `/` as a new page
// load, so the message waits in the tab's sessionStorage, not in the router's state.

/** Leaves `text` for the home page to show once the visitor is signed out. */
export function leaveHomeNotice(text: string): void {
  writeStorage(HOME_NOTICE, text, 'session');
}

/** The message left for the home page, once: it is forgotten as it is taken. */
export function takeHomeNotice(): string | null {
  const text = readStorage(HOME_NOTICE, 'session');
  if (text !== null) removeStorage(HOME_NOTICE, 'session');
  return text?.trim() ? text : null;
}
