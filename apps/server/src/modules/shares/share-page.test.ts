import { describe, expect, it } from 'vitest';
import en from './locales/en-US.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };

/** Every key of a locale file with its text, nested keys joined with dots. */
function entries(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      entries(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

describe('the share page’s own texts', () => {
  it('say the same things in English and in Chinese, with the same placeholders', () => {
    const english = entries(en);
    const chinese = entries(zh);
    expect(chinese.map(([key]) => key)).toEqual(english.map(([key]) => key));
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\s*\w+\s*\}\}/g)
        ?.sort() ?? [];
    english.forEach(([key, text], index) => {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      expect(placeholders(chinese[index]?.[1]), key).toEqual(placeholders(text));
    });
  });
});
