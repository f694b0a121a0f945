/** Any origin: the check below is about what a path does, not where the site runs. */
const SITE = 'https://idealens.invalid';

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Only same-site paths are accepted as a place to return to after sign-in, so a crafted link
 * cannot bounce a user to another site (open redirect). The path is returned the way the browser
 * reads it (dot segments resolved, backslashes turned to slashes, tabs and newlines dropped), and
 * only if that reading names a path on this site again: `/.//evil.example` reads as
 * `//evil.example`, another host, and is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = pathOf(url);
  // `//host` is a path to another host wherever it is used next (backslashes are slashes by now).
  if (path.startsWith('//')) return null;
  // What we return must read as itself: a link, `navigate` or a second check sees the same path.
  const again = new URL(path, SITE);
  return again.origin === SITE && pathOf(again) === path ? path : null;
}

/** `/login?redirect=/pricing`: slashes stay readable, everything else is encoded. */
export function loginPath(redirectTo: string): string {
  const target = safeRedirectPath(redirectTo) ?? '/';
  return `/login?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}
