/**
 * Only same-site paths are accepted as a place to return to after sign-in, so a crafted link
 * cannot bounce a user to another site (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'https://idealens.invalid');
    if (url.origin !== 'https://idealens.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/login?redirect=/pricing`: slashes stay readable, everything else is encoded. */
export function loginPath(redirectTo: string): string {
  const target = safeRedirectPath(redirectTo) ?? '/';
  return `/login?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}
