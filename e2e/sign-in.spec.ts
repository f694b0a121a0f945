import { expect, languages, newUser, signIn, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

// The profile's usage statistics read /api/reports, which arrives with report history (issue 5);
// until then the browser logs its 404s and the card shows its error state.
// KNOWN ISSUE (issue 4 stays open for it): about one run in sixteen, under parallel load, the
// provider answers the SDK's userinfo call (/oidc/me) with 401 invalid_token; the app then falls
// back to the ID token's claims and the API profile, so the journey still holds. Tolerated here
// only, and only for that endpoint, until the cause is found.
test.use({
  expectedConsoleError: {
    matches: (text, url) =>
      (/status of 404/.test(text) && /\/api\/reports/.test(url)) ||
      (/status of 401/.test(text) && /\/oidc\/me$/.test(url)) ||
      /Logto requester error: \[status=401\] \{error: invalid_token/.test(text),
  },
});

for (const language of languages) {
  test(`sign up, see the profile with 2 points, sign out and back in (${language})`, async ({
    page,
    context,
  }) => {
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
