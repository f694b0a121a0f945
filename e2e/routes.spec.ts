import { expect, languages, seriousA11yViolations, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';
import { PAGE_HEADINGS, squash } from './pages.ts';

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    for (const { path, heading } of PAGE_HEADINGS) {
      test(`${path} shows its heading and passes axe-core`, async ({ page }) => {
        await page.goto(path);
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        const expected = text(language, heading[0], heading[1]);
        await expect
          .poll(async () => squash((await h1.textContent()) ?? ''))
          .toBe(squash(expected));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }

    test('the layout has the header navigation, language switch and footer of the spec', async ({
      page,
    }) => {
      await page.goto('/about');
      const header = page.getByRole('banner');
      await expect(
        header.getByRole('link', { name: text(language, 'layout', 'nav.home') }),
      ).toHaveAttribute('href', '/');
      await expect(
        header.getByRole('link', { name: text(language, 'layout', 'nav.pricing') }),
      ).toHaveAttribute('href', '/pricing');
      // Tasks and Profile are for signed-in users only.
      await expect(
        header.getByRole('link', { name: text(language, 'layout', 'nav.tasks') }),
      ).toHaveCount(0);
      await expect(
        header.getByRole('button', { name: text(language, 'layout', 'auth.logIn') }),
      ).toBeVisible();

      const footer = page.getByRole('contentinfo');
      for (const href of ['/pricing', '/terms-of-service', '/privacy-policy']) {
        await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
      }
      await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(footer).toContainText(text(language, 'layout', 'footer.supportHours'));
    });
  });
}

test('an unknown path shows the not-found page with a way home and a search', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/definitely-not-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The search finds the site's pages, for visitors too.
  await page.goto('/definitely-not-here');
  const search = page.getByRole('search', { name: text('en-US', 'not-found', 'label') });
  await search.getByRole('searchbox').fill('refund');
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Refund Policy/ }),
  ).toHaveAttribute('href', '/refund-policy');
  await search.getByRole('searchbox').fill('prices');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('/dashboard replaces itself with the home page and says why', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/about');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(text('en-US', 'dashboard', 'movedToHome'))).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/); // replaced, so back skips /dashboard
});

test('/callback shows the processing message and replaces itself with home', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/callback');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en-US', 'home', 'hero.title') }),
  ).toBeVisible();
});

test('the language choice is kept across reloads and sets <html lang>', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US'); // the default
  await page
    .getByRole('combobox', { name: text('en-US', 'layout', 'language.label') })
    .selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh-CN', 'pricing', 'title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh-CN', 'pricing', 'title'),
  );
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-CN', 'about', 'title'));
});
