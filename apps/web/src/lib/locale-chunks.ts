import type { ResourceKey } from 'i18next';
import { localeFileOf } from './locale-files.ts';

/**
 * Every `locales/<language>/<namespace>.json`, in small chunks (vite.config.ts) fetched the first
 * time a page needs them: a visitor downloads only their language and only the namespaces of the
 * pages they open. Namespaces added by any feature are picked up without touching this file.
 */
const localeChunks = import.meta.glob<ResourceKey>(
  [
    '../locales/*/*.json',
    // The server's own words (its mails, its sign-in and sandbox checkout pages), which it imports
    // itself: the web app never loads them, and each would cost / a line of the map below.
    '!../locales/*/mail.json',
    '!../locales/*/sign-in.json',
    '!../locales/*/sandbox-checkout.json',
  ],
  { import: 'default' },
);

/** Every translation file there is, as language and namespace. */
export const LOCALE_FILES = Object.keys(localeChunks).flatMap((path) => {
  const file = localeFileOf(path);
  return file ? [file] : [];
});

/**
 * Fetches one language's namespace (once: asking again answers from the same download); null
 * when there is no such file.
 */
export function loadLocale(language: string, namespace: string): Promise<ResourceKey> | null {
  return localeChunks[`../locales/${language}/${namespace}.json`]?.() ?? null;
}
