import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, storedLanguage } from './i18n.ts';
import { PREFERRED_LANGUAGE } from './storage-keys.ts';

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

  it('loads every namespace found in the locale folders', () => {
    expect(i18n.options.ns).toEqual(
      expect.arrayContaining(['common', 'layout', 'pricing', 'about']),
    );
  });
});
