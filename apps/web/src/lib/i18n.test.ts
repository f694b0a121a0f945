import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, i18nOptions, localeBackend, NAMESPACES } from './i18n.ts';
import { storedLanguage } from './languages.ts';
import { PREFERRED_LANGUAGE } from './storage-keys.ts';

function localeFile(language: string, namespace: string): Record<string, unknown> {
  const file = join(import.meta.dirname, '../locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

describe('language preference', () => {
  it('defaults to en-US without a stored choice', () => {
    expect(storedLanguage()).toBe('en-US');
  });

  it('accepts only the supported languages from storage', () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE, 'zh-CN');
    expect(storedLanguage()).toBe('zh-CN');
    window.localStorage.setItem(PREFERRED_LANGUAGE, 'fr-FR');
    expect(storedLanguage()).toBe('en-US');
    window.localStorage.setItem(PREFERRED_LANGUAGE, 'zh');
    expect(storedLanguage()).toBe('en-US');
  });

  it('remembers a change and labels the document with it', async () => {
    await changeLanguage('zh-CN');
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('layout:nav.home')).toBe('首页');

    await changeLanguage('en-US');
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('layout:nav.home')).toBe('Home');
  });

  it('knows every namespace found in the locale folders', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout', 'pricing', 'about']));
  });
});

describe('translation loading', () => {
  it('fetches the shell in one language first, then namespaces as pages ask for them', async () => {
    const fresh = i18next.createInstance().use(localeBackend);
    await fresh.init(i18nOptions('zh-CN'));
    expect(fresh.hasResourceBundle('zh-CN', 'layout')).toBe(true);
    expect(fresh.hasResourceBundle('zh-CN', 'errors')).toBe(true);
    expect(fresh.hasResourceBundle('zh-CN', 'home')).toBe(false);
    expect(fresh.hasResourceBundle('en-US', 'layout')).toBe(false);

    await fresh.loadNamespaces('home');
    expect(fresh.getResourceBundle('zh-CN', 'home')).toEqual(localeFile('zh-CN', 'home'));
    expect(fresh.t('layout:nav.home')).toBe('首页');
    expect(fresh.hasResourceBundle('en-US', 'home')).toBe(false);

    // Switching language fetches what was in use, in the new language, before switching.
    await fresh.changeLanguage('en-US');
    expect(fresh.getResourceBundle('en-US', 'home')).toEqual(localeFile('en-US', 'home'));
    expect(fresh.t('layout:nav.home')).toBe('Home');
  });

  it('reports a namespace that has no file', async () => {
    const error = await new Promise((resolve) =>
      localeBackend.read('en-US', 'no-such-namespace', (failure) => resolve(failure)),
    );
    expect(String(error)).toContain('no translations for en-US/no-such-namespace');
  });
});
