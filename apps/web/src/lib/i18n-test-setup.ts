// Vitest setup (before src/test/setup.ts): every translation in every language is in memory from
// the start, so components render translated text at once, as they do in the browser once a
// page's translations have arrived, and tests stay synchronous.
import type { ResourceKey } from 'i18next';
import { i18n, i18nReady } from './i18n.ts';
import { localeFileOf } from './locale-files.ts';

const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

for (const [path, resources] of Object.entries(localeFiles)) {
  const file = localeFileOf(path);
  if (file) i18n.addResourceBundle(file.language, file.namespace, resources);
}

await i18nReady;
