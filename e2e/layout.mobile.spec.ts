import { expect, seriousA11yViolations, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

test('at 375 px the navigation sits behind a menu toggle that works by keyboard', async ({
  page,
}) => {
  await useLanguage(page, 'en-US');
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: text('en-US', 'layout', 'menu.open') });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const pricingLink = page
    .getByRole('banner')
    .getByRole('link', { name: text('en-US', 'layout', 'nav.pricing') });
  await expect(pricingLink).toBeHidden();

  await toggle.click();
  await expect(
    page.getByRole('button', { name: text('en-US', 'layout', 'menu.close') }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(pricingLink).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(pricingLink).toBeHidden();

  await page.getByRole('button', { name: text('en-US', 'layout', 'menu.open') }).click();
  await pricingLink.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(pricingLink).toBeHidden(); // navigating closes the menu
});

test('no page scrolls sideways at 375 px', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  for (const path of ['/', '/pricing', '/about', '/terms-of-service', '/nope']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    // Against the phone's 375 px: a mobile browser zooms out to fit what overflows, so the
    // window's own width would grow with it and hide the overflow.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
