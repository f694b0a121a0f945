import { readFileSync } from 'node:fs';
import type { Language } from './fixtures.ts';

/** The app's own strings, so journeys assert exactly what each language shows. */
export function text(language: Language, namespace: string, key: string): string {
  const file = new URL(`../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no string ${language}/${namespace}:${key}`);
  return value;
}
