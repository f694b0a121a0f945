import { PREFERRED_LANGUAGE, readStorage } from './storage-keys.ts';

// Which languages the site speaks and which one the visitor chose: without i18next, so the app's
// first module can start fetching the right translations before i18next is even loaded.

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is one of the site's languages, else the default (i18next's language, say). */
export function supportedLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The stored preference when it is one we support; never the browser's language (spec: default en-US). */
export function storedLanguage(): Language {
  return supportedLanguage(readStorage(PREFERRED_LANGUAGE));
}
