import type { APIRequestContext, Page } from '@playwright/test';
import { expect, languages, newUser, signIn, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

/** The refresh token the Logto SDK keeps for this site, and the client it belongs to. */
async function storedRefreshToken(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(':refreshToken'));
    if (!key) throw new Error('no refresh token stored');
    return { clientId: key.split(':')[1] ?? '', token: localStorage.getItem(key) ?? '' };
  });
}

/** What the provider's token endpoint says to a refresh with `token`. */
async function refreshWith(
  request: APIRequestContext,
  refresh: { clientId: string; token: string },
) {
  const response = await request.post('/oidc/token', {
    form: {
      grant_type: 'refresh_token',
      client_id: refresh.clientId,
      refresh_token: refresh.token,
    },
  });
  return { status: response.status(), body: (await response.json()) as { error?: string } };
}

for (const language of languages) {
  test(`sign up, see the profile with 2 points, sign out and back in (${language})`, async ({
    page,
    context,
  }) => {
    // The longest journey: two trips through the provider's pages (about 25 s on a quiet
    // machine, near a minute on a busy one).
    test.setTimeout(120_000);
    await useLanguage(page, language);
    const p = (key: string) => text(language, 'profile', key);
    const user = newUser(language === 'zh-CN' ? '林创业' : 'Ada Founder');

    await signUp(page, user, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
    await expect(page.getByText(user.name).first()).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
    // The free plan's monthly allowance.
    await expect(page.getByTestId('analysis-points')).toHaveText('2');

    // Signed in, the header offers Tasks and Profile.
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: text(language, 'layout', 'nav.tasks') }),
    ).toBeVisible();

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('analysis-points')).toHaveText('2');

    // The copy buttons put the value on the clipboard and show a check mark for two seconds.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copyEmail = page.getByRole('button', { name: p('copy.email') });
    await copyEmail.click();
    await expect(copyEmail.getByTestId('copied-check')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.email);
    await expect(copyEmail.getByTestId('copied-check')).toBeHidden({ timeout: 4_000 });
    await page.getByRole('button', { name: p('copy.userId') }).click();
    const userId = await page.evaluate(() => navigator.clipboard.readText());
    await expect(page.getByText(userId, { exact: true })).toBeVisible();

    // The refresh token works while signed in …
    const refresh = await storedRefreshToken(page);
    expect((await refreshWith(page.request, refresh)).status).toBe(200);

    // Sign out asks first, then really signs out.
    await page
      .getByRole('main')
      .getByRole('button', { name: p('logout.button') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: p('logout.confirm') }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expect(
      header.getByRole('button', { name: text(language, 'layout', 'auth.logIn') }),
    ).toBeVisible();
    // … and no longer after signing out.
    expect(await refreshWith(page.request, refresh)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalid_grant' }),
    });
    await page.goto('/profile');
    await expect(page.getByText(text(language, 'common', 'loginRequired.title'))).toBeVisible();

    await signIn(page, user, '/profile');
    await expect(page.getByTestId('analysis-points')).toHaveText('2');
    await context.clearCookies();
  });
}

test('a signed-in user describes an idea in up to 2000 characters and gets a report', async ({
  page,
}) => {
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');
  const idea =
    `A B2B SaaS that automates invoice reconciliation for small accounting firms. ${'It matches bank lines to invoices and flags exceptions for review. '.repeat(30)}`.slice(
      0,
      1500,
    );
  await page.getByRole('textbox', { name: text('en-US', 'home', 'form.label') }).fill(idea);
  await expect(page.getByText(/1,?500 \/ 2,?000/)).toBeVisible();
  await page.getByRole('button', { name: /Quick Analysis/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' }),
  ).toBeVisible({ timeout: 20_000 });
});

test('the sign-in pages speak the language chosen in the app', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/login?redirect=/profile');
  await expect(page.getByRole('heading', { level: 1, name: '登录 IdeaLens' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test.describe('cancelling sign-in', () => {
  // The Logto SDK logs the provider's access_denied answer itself; the page shows nothing.
  test.use({
    expectedConsoleError: {
      matches: (message) => message.startsWith('LogtoError: Error found in the callback URI'),
    },
  });

  for (const language of languages) {
    test(`on the sign-in page goes back quietly to where it started (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto('/login?redirect=/pricing');
      await page.getByRole('button', { name: /^(Cancel and go back|取消并返回)$/ }).click();
      await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'pricing', 'title') }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
