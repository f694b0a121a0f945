import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeFileOf, SHELL_NAMESPACES } from './locale-files.ts';
import { PREFERRED_LANGUAGE, readStorage, writeStorage } from './storage-keys.ts';

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Every `locales/<language>/<namespace>.json`, in small chunks (vite.config.ts) fetched the first
 * time a page needs them: a visitor downloads only their language and only the namespaces of the
 * pages they open. Namespaces added by any feature are picked up without touching this file.
 */
const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

/** The namespaces found in the locale folders. */
export const NAMESPACES: readonly string[] = Object.keys(localeFiles)
  .map(localeFileOf)
  .filter((file) => file?.language === DEFAULT_LANGUAGE)
  .map((file) => file?.namespace ?? '');

/** Reads one language's namespace from its chunk. */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`IdeaLens: no translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** The stored preference when it is one we support; never the browser's language (spec: default en-US). */
export function storedLanguage(): Language {
  const stored = readStorage(PREFERRED_LANGUAGE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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
