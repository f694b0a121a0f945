import { LANGUAGE_COOKIE } from '@idealens/shared/prerendered-pages';
import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, storedLanguage } from './languages.ts';
import { LOCALE_FILES, loadLocale } from './locale-chunks.ts';
import { SHELL_NAMESPACES } from './locale-files.ts';
import { PREFERRED_LANGUAGE, writeStorage } from './storage-keys.ts';

/** The namespaces found in the locale folders. */
export const NAMESPACES: readonly string[] = LOCALE_FILES.filter(
  (file) => file.language === DEFAULT_LANGUAGE,
).map((file) => file.namespace);

/** Reads one language's namespace from its chunk. */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const loading = loadLocale(language, namespace);
    if (!loading) {
      callback(new Error(`IdeaLens: no translations for ${language}/${namespace}`), false);
      return;
    }
    loading.then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** One year: the cookie lasts as long as a choice is likely to. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Labels the document with the language, and keeps the language cookie in step, so the server
 * sends the prerendered pages in it (a choice kept in localStorage before the cookie existed
 * reaches it on the next visit).
 */
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written at once in every browser (the Cookie Store API is asynchronous and missing from older ones and from jsdom).
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** How IdeaLens sets up i18next with `localeBackend`, starting in `language`. */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    // Every key exists in every language (i18n-keys.test.ts), so no second language is fetched.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // Language codes are used as written (en-US, zh-CN): no fallback to a bare 'en' or 'zh'.
    load: 'currentOnly',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    // The language is set and the shell's translations requested within init(), so pages can
    // ask for theirs right away; `i18nReady` says when the shell's have arrived.
    initAsync: false,
    interpolation: { escapeValue: false },
    // A component whose namespace has not arrived yet waits in the nearest Suspense boundary
    // (the page skeleton) instead of showing raw keys.
    react: { useSuspense: true },
    returnNull: false,
  };
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyDocumentLanguage);

/** Resolves once the shell's translations in the stored language have arrived. */
export const i18nReady: Promise<unknown> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init(i18nOptions(storedLanguage()));

/**
 * Fetches `namespaces` in the current language (a page's, alongside its code), and in every
 * language the visitor switches to later.
 */
export async function loadTranslations(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The user's explicit choice: switch, remember it, and label the document with it. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(PREFERRED_LANGUAGE, language);
  await i18n.changeLanguage(language);
}
