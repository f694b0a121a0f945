import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERRED_LANGUAGE, readStorage, writeStorage } from './storage-keys.ts';

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Every `locales/<language>/<namespace>.json`, bundled eagerly: namespaces added by any feature
 * are picked up without touching this file, and no translation is fetched at run time.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(localeFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

const resources = buildResources();

/** The stored preference when it is one we support; never the browser's language (spec: default en-US). */
export function storedLanguage(): Language {
  const stored = readStorage(PREFERRED_LANGUAGE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Language codes are used as written (en-US, zh-CN): no fallback to a bare 'en' or 'zh'.
  load: 'currentOnly',
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: 'common',
  // Resources are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

/** The user's explicit choice: switch, remember it, and label the document with it. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(PREFERRED_LANGUAGE, language);
  await i18n.changeLanguage(language);
}
