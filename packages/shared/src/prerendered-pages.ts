// What the web build and the server agree on about prerendered pages: the build renders the
// first screen of a few public pages to HTML, once per language, and lists them in a manifest;
// the server answers those addresses with that HTML in the visitor's language.

/** A page's path as the web app's router matches it: a trailing slash makes no difference. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A page's address taken apart: its path as the router matches it, and its search parameters. */
export function pageAddress(url: string): { pathname: string; searchParams: URLSearchParams } {
  const parsed = new URL(url, 'http://idealens.invalid');
  return { pathname: pagePath(parsed.pathname), searchParams: parsed.searchParams };
}

/** The cookie that carries the visitor's chosen language (the web app keeps it in step). */
export const LANGUAGE_COOKIE = 'idealens-language';

/** The manifest's place in the web app's build output. */
export const PRERENDERED_MANIFEST = 'prerendered/manifest.json';

/** One prerendered page in one language. */
export type PrerenderedPage = {
  /** The address it was rendered at: a path, with the search parameters it depends on. */
  url: string;
  language: string;
  /** Its HTML, relative to the build output. */
  file: string;
};
