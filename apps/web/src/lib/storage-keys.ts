// Every localStorage key the web app uses, in one place (names fixed by the spec, §3).
export const PREFERRED_LANGUAGE = 'preferred-language';
export const ANALYSIS_RESULT = 'analysisResult';
export const REPORT_BASIC_INFO = 'reportBasicInfo';
/** A stored API token, used when the sign-in mechanism has none to give (spec §3, §7). */
export const API_TOKEN = 'apiToken';
/**
 * The claim tokens of the quick analyses this browser ran anonymously (lib/anonymous-tasks.ts):
 * the account it signs up keeps those analyses.
 */
export const ANONYMOUS_TASKS = 'anonymousTasks';
/** The Analysis Center's workspace (a team's id; absent: Personal), for the next visit (lib/workspace.ts). */
export const WORKSPACE = 'analysisCenterWorkspace';

// sessionStorage: kept for the tab's lifetime only.
/** The idea being typed on the home page, so a reload or a failed submission never loses it. */
export const IDEA_DRAFT = 'ideaDraft';
/** The same-site page to return to after the identity provider sends the browser back. */
export const SIGN_IN_RETURN_TO = 'signInReturnTo';
/** Where each page of the tab's history was scrolled to (app/scroll-restoration.tsx). */
export const SCROLL_POSITIONS = 'scrollPositions';
/** A message for the home page that outlives signing out (lib/home-notice.ts). */
export const HOME_NOTICE = 'homeNotice';

export type StorageArea = 'local' | 'session';

function storageArea(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** Web storage can throw (disabled storage, private modes, quota): reading never breaks the page. */
export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageArea(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageArea(area).setItem(key, value);
  } catch {
    // Not persisting a preference is acceptable; failing the action is not.
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    storageArea(area).removeItem(key);
  } catch {
    // Nothing stored, or storage unavailable: either way it is gone.
  }
}

/**
 * Forgets everything this browser keeps of what its visitor did, at sign-out: the last result and
 * its basic info (whoever's it was), the claim tokens, the stored token, the workspace and the idea being typed,
 * so the next person at this browser starts clean. The language chosen and scroll places stay.
 */
export function forgetVisitorData(): void {
  for (const key of [ANALYSIS_RESULT, REPORT_BASIC_INFO, ANONYMOUS_TASKS, API_TOKEN, WORKSPACE]) {
    removeStorage(key);
  }
  removeStorage(IDEA_DRAFT, 'session');
}
