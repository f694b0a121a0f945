/**
 * Where the Logto SDK (@logto/browser) keeps its state for an app: `logto:<appId>` and below;
 * for any app, `logto:` and below.
 */
function logtoKeyPrefix(appId: string | undefined): string {
  return appId === undefined ? 'logto' : `logto:${appId}`;
}

function holdsKeyOf(area: 'localStorage' | 'sessionStorage', prefix: string): boolean {
  try {
    const storage = window[area];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === prefix || key?.startsWith(`${prefix}:`)) return true;
    }
  } catch {
    // Storage unavailable: the SDK could not have kept anything there either.
  }
  return false;
}

/**
 * Whether this browser holds anything of the Logto SDK's for `appId` (for any app when it is not
 * known yet): a session (its tokens, in localStorage) or a sign-in under way (in sessionStorage,
 * until the provider's answer is handled). Without either, a visitor is anonymous and the SDK has
 * nothing to do until they start signing in, so it is not even downloaded.
 */
export function hasStoredSignIn(appId?: string): boolean {
  const prefix = logtoKeyPrefix(appId);
  return holdsKeyOf('localStorage', prefix) || holdsKeyOf('sessionStorage', prefix);
}
