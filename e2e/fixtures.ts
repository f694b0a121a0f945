import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type Language = 'en-US' | 'zh-CN';
export const languages: Language[] = ['en-US', 'zh-CN'];

/** Opens pages in the given UI language, the way the app stores the choice. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('preferred-language')) {
      window.localStorage.setItem('preferred-language', lng);
    }
  }, language);
}

/** axe-core's serious and critical violations on the current page (WCAG 2.1 AA rules). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Fails the test on any console error or uncaught page error: noise is never ignored. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
