import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { text } from './locales.ts';

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

/** Which console errors (by text, and the address they are about) a journey expects. */
export interface ExpectedConsoleError {
  matches(text: string, url: string): boolean;
}

/** Fails the test on any console error or uncaught page error: noise is never ignored. */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleError: ExpectedConsoleError;
}>({
  expectedConsoleError: [{ matches: () => false }, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (!expectedConsoleError.matches(message.text(), url))
          errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let userCount = 0;
/** A new, unique account's details (created by `signUp`). */
export function newUser(name = 'Ada Founder'): TestUser {
  userCount += 1;
  return {
    name,
    email: `founder-${Date.now()}-${process.pid}-${userCount}@example.com`,
    password: 'idea-lens-2026',
  };
}

/**
 * Creates an account through the real sign-in flow: the app's /login starts the Logto SDK,
 * the built-in provider's own pages take the details, then (the same answer whether or not the
 * address had an account) its sign-in form, and the SDK completes the callback.
 */
export async function signUp(page: Page, user: TestUser, redirect = '/profile') {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByRole('link', { name: /Create one|立即注册/ }).click();
  await page.getByLabel(/^(Name|姓名)/).fill(user.name);
  await page.getByLabel(/^(Email|邮箱)/).fill(user.email);
  await page.getByLabel(/^(Password|密码)/).fill(user.password);
  await page.getByRole('button', { name: /Create account|创建账户/ }).click();
  await expect(page.getByRole('status')).toContainText(/sign in with this email|请使用该邮箱/);
  await expect(page.getByLabel(/^(Email|邮箱)/)).toHaveValue(user.email);
  await page.getByLabel(/^(Password|密码)/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 20_000 });
}

/** Signs an existing account in through the real flow. */
export async function signIn(page: Page, user: TestUser, redirect = '/profile') {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel(/^(Email|邮箱)/).fill(user.email);
  await page.getByLabel(/^(Password|密码)/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 20_000 });
}

/** Pays the sandbox's hosted checkout the page has just left for, and waits to be back. */
export async function paySandboxCheckout(page: Page, amount: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/checkout/'));
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
}

/**
 * Signs up a new user from the pricing page and subscribes them to Max, monthly ($24.99), through
 * the sandbox's checkout, as a visitor does: the journeys of what Max sells start here.
 */
export async function signUpOnMax(page: Page, user: TestUser) {
  await signUp(page, user, '/pricing');
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('en-US', 'layout', 'auth.logOut') }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page
    .getByRole('article', { name: 'Max' })
    .getByRole('button', { name: text('en-US', 'pricing', 'card.subscribe') })
    .click();
  await paySandboxCheckout(page, '$24.99');
  await expect(
    page.getByRole('region', {
      name: text('en-US', 'pricing', 'checkout.paid.title').replace('{{plan}}', 'Max'),
    }),
  ).toBeVisible({ timeout: 20_000 });
}
