import { describe, expect, it } from 'vitest';
import { chooseLanguage, requestLanguage } from './language.ts';

describe("the language of the server's pages", () => {
  it.each([
    ['en;q=0.1, zh-CN;q=0.9', 'zh-CN'],
    ['zh-CN;q=0.2, en-GB;q=0.8', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['de-DE, en;q=0.5, zh;q=0.4', 'en-US'],
    ['fr, zh-TW;q=0.7', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK, en', 'zh-CN'],
    ['EN-us', 'en-US'],
    ['en;q=0, zh;q=0.1', 'zh-CN'],
    ['*', 'en-US'],
    ['de, fr', 'en-US'],
    ['enormous, zhx', 'en-US'],
    ['garbage;;;q=x,,,', 'en-US'],
    ['zh;q=abc', 'en-US'],
    ['', 'en-US'],
  ] as const)('Accept-Language %j picks %s', (acceptLanguage, language) => {
    expect(chooseLanguage({ acceptLanguage })).toBe(language);
  });

  it('takes the language the address asks for first, then the cookie, then Accept-Language', () => {
    const cookie = 'session=abc; idealens-language=zh-CN';
    const acceptLanguage = 'en-US,en;q=0.9';
    expect(chooseLanguage({ requested: 'en-US', cookie, acceptLanguage })).toBe('en-US');
    expect(chooseLanguage({ requested: 'fr zh-TW', acceptLanguage })).toBe('zh-CN');
    expect(chooseLanguage({ cookie, acceptLanguage })).toBe('zh-CN');
    expect(chooseLanguage({ requested: 'de', cookie, acceptLanguage })).toBe('zh-CN');
    expect(chooseLanguage({ requested: ['zh-CN'], acceptLanguage })).toBe('en-US');
    expect(chooseLanguage({})).toBe('en-US');
  });

  it('takes from the cookie only a language the site speaks, exactly as the web app writes it', () => {
    expect(chooseLanguage({ cookie: 'idealens-language=zh' })).toBe('en-US');
    expect(chooseLanguage({ cookie: 'idealens-language=%7A' })).toBe('en-US');
    expect(chooseLanguage({ cookie: 'idealens-language=zh-CN; idealens-language=en-US' })).toBe(
      'zh-CN',
    );
    expect(chooseLanguage({ cookie: '=;;; idealens-language' })).toBe('en-US');
    expect(
      chooseLanguage({ cookie: 'idealens-language=xx', acceptLanguage: 'en;q=0.1, zh;q=0.9' }),
    ).toBe('zh-CN');
  });

  it("reads a request's cookie and Accept-Language headers", () => {
    expect(requestLanguage({ 'accept-language': 'en;q=0.1, zh-CN;q=0.9' })).toBe('zh-CN');
    expect(requestLanguage({ cookie: 'idealens-language=en-US', 'accept-language': 'zh-CN' })).toBe(
      'en-US',
    );
    expect(requestLanguage({ cookie: 'idealens-language=en-US' }, 'zh-CN')).toBe('zh-CN');
  });
});
