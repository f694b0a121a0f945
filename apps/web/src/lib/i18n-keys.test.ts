import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the files directly (not through i18n.ts), so every namespace anyone adds is checked.
const LOCALES_DIR = join(import.meta.dirname, '../locales');
const LANGUAGES = ['en-US', 'zh-CN'] as const;

type Entries = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Entries = new Map()): Entries {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

function namespaces(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function load(language: string, namespace: string): Entries {
  return flatten(
    JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')),
  );
}

/** `{{name}}` placeholders and `<tag>` markers that the code fills in: both languages need them all. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((match) => match[1] ?? `<${match[2]}>`)
    .sort();
}

const [reference, ...others] = LANGUAGES;
const allNamespaces = [...new Set(LANGUAGES.flatMap(namespaces))];

describe('locale files', () => {
  it('exist for every language', () => {
    expect(allNamespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(namespaces(language), `namespaces of ${language}`).toEqual(namespaces(reference));
    }
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    it('has the same keys in every language', () => {
      const referenceKeys = [...load(reference, namespace).keys()].sort();
      for (const language of others) {
        expect(
          [...load(language, namespace).keys()].sort(),
          `${language}/${namespace}.json`,
        ).toEqual(referenceKeys);
      }
    });

    it.each(LANGUAGES)('has only non-empty text in %s', (language) => {
      for (const [key, value] of load(language, namespace)) {
        expect(typeof value, `${language}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}/${namespace}: ${key}`).not.toBe('');
      }
    });

    it('uses the same placeholders in every language', () => {
      const referenceEntries = load(reference, namespace);
      for (const language of others) {
        for (const [key, value] of load(language, namespace)) {
          const expected = referenceEntries.get(key);
          if (typeof value !== 'string' || typeof expected !== 'string') continue;
          expect(placeholders(value), `${language}/${namespace}: ${key}`).toEqual(
            placeholders(expected),
          );
        }
      }
    });
  });
});
