// Every localStorage key the web app uses, in one place (names fixed by the spec, §3).
export const PREFERRED_LANGUAGE = 'preferred-language';
export const ANALYSIS_RESULT = 'analysisResult';
export const REPORT_BASIC_INFO = 'reportBasicInfo';

/** localStorage can throw (disabled storage, private modes, quota): reading never breaks the page. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting a preference is acceptable; failing the action is not.
  }
}
