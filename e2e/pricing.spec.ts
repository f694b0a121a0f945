import { expect, test, useLanguage } from './fixtures.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en-US'));

test('the billing toggle shows the right prices and savings', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await expect(page.getByText('Save up to 34%')).toBeVisible();

  const card = (name: string) => page.getByRole('article', { name });
  const expectations = [
    { plan: 'Basic', monthly: '$8.99', annual: '$5.90', save: 'Save 34%' },
    { plan: 'Pro', monthly: '$12.99', annual: '$10.99', save: 'Save 15%' },
    { plan: 'Max', monthly: '$24.99', annual: '$20.99', save: 'Save 16%' },
  ];
  for (const { plan, monthly, annual, save } of expectations) {
    await expect(card(plan).getByText(annual, { exact: true })).toBeVisible();
    await expect(card(plan).locator('s', { hasText: monthly })).toBeVisible();
    await expect(card(plan).getByText(save)).toBeVisible();
  }
  await expect(card('Pro').getByText('Most Popular')).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).click();
  for (const { plan, monthly, annual } of expectations) {
    await expect(card(plan).getByText(monthly, { exact: true })).toBeVisible();
    await expect(card(plan).getByText(annual, { exact: true })).toHaveCount(0);
    await expect(card(plan).locator('s')).toHaveCount(0);
  }
  await expect(page.getByText(/^Save \d+%$/)).toHaveCount(0);

  // The toggle works from the keyboard too.
  await page.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  const annual = page.getByRole('radio', { name: 'Annual' });
  await expect(annual).toBeFocused();
  await page.keyboard.press('Space');
  await expect(annual).toBeChecked();
  await expect(card('Basic').getByText('$5.90', { exact: true })).toBeVisible();
});

test('signed out, Subscribe Now and Start Free go to sign-in with the way back', async ({
  page,
}) => {
  // /login starts the real sign-in and remembers where to return (sessionStorage, same origin).
  const returnTo = () => page.evaluate(() => sessionStorage.getItem('signInReturnTo'));
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to IdeaLens' })).toBeVisible();
  expect(await returnTo()).toBe('/pricing');

  await page.goto('/pricing');
  await page
    .getByRole('button', { name: 'Start Free' })
    .or(page.getByRole('link', { name: 'Start Free' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to IdeaLens' })).toBeVisible();
  expect(await returnTo()).toBe('/dashboard');
});
