import { expect, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

const pricing = (key: string) => text('en-US', 'pricing', key);

test('subscribe to Pro annual in the sandbox: pay, come back, see the plan and 30 more points', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/pricing');

  // Annual billing is the default; Pro annual is 12 × $10.99.
  const pro = page.getByRole('article', { name: 'Pro' });
  await pro.getByRole('button', { name: pricing('card.subscribe') }).click();

  // The sandbox's hosted checkout, on our own server.
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/checkout/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('$131.88').first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $131.88' }).click();

  // Back on the pricing page: the plan is active and its points arrived, once.
  await page.waitForURL((url) => url.pathname === '/pricing');
  const paid = page.getByRole('region', {
    name: pricing('checkout.paid.title').replace('{{plan}}', 'Pro'),
  });
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(
    paid.locator('dt', { hasText: pricing('checkout.details.points') }).locator('+ dd'),
  ).toHaveText(/30/);
  expect(new URL(page.url()).search).toBe(''); // the return parameters are read once
  await expect(pro.getByText(pricing('card.currentPlan'))).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('analysis-points')).toHaveText('32');
  await expect(page.getByTestId('billing-plan')).toHaveText('Pro plan');
  // A reload grants nothing more.
  await page.reload();
  await expect(page.getByTestId('analysis-points')).toHaveText('32');
});

test('cancelling the checkout charges nothing and says so', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/pricing');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page
    .getByRole('article', { name: 'Basic' })
    .getByRole('button', { name: pricing('card.subscribe') })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/checkout/'));
  await expect(page.getByText('$8.99').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to IdeaLens' }).click();

  await page.waitForURL((url) => url.pathname === '/pricing');
  await expect(page.getByText(pricing('checkout.cancelled.title'))).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('analysis-points')).toHaveText('2');
  await expect(page.getByTestId('billing-plan')).toHaveText(
    text('en-US', 'billing', 'subscription.free'),
  );
});
