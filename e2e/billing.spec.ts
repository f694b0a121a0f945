import {
  expect,
  newUser,
  paySandboxCheckout,
  seriousA11yViolations,
  signUp,
  test,
  useLanguage,
} from './fixtures.ts';
import { text } from './locales.ts';

const pricing = (key: string) => text('en-US', 'pricing', key);
const billing = (key: string) => text('en-US', 'billing', key);

// Issue 22, "How it will be checked", the billing part: buy Basic annual, be offered a switch
// instead of a second Basic, switch to Pro (one plan in force, its allowance granted), cancel at
// the end of the period, and see the receipts and the points history.
test('one subscription: buy, switch instead of buying twice, cancel, receipts and points history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/pricing');
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('en-US', 'layout', 'auth.logOut') }),
  ).toBeVisible({ timeout: 20_000 });

  // Basic, annual (the default period): $70.80.
  await page
    .getByRole('article', { name: 'Basic' })
    .getByRole('button', { name: pricing('card.subscribe') })
    .click();
  await paySandboxCheckout(page, '$70.80');
  await expect(
    page.getByRole('region', { name: pricing('checkout.paid.title').replace('{{plan}}', 'Basic') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('article', { name: 'Basic' }).getByText(pricing('card.currentPlan')),
  ).toBeVisible();

  // Basic monthly is a switch now, not a second subscription; so is Pro.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(
    page.getByRole('article', { name: 'Basic' }).getByRole('button', {
      name: pricing('manage.switchPeriod.monthly'),
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: pricing('card.subscribe') })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Annual' }).click();
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Switch to Pro' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Pro' });
  await expect(dialog.getByText(pricing('manage.switch.amount'))).toBeVisible();
  const amount = (await dialog.getByTestId('switch-amount').textContent()) ?? '';
  expect(amount).toMatch(/^\$\d+\.\d\d$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Pay ${amount} and switch` }).click();
  await paySandboxCheckout(page, amount);
  await expect(
    page.getByRole('region', { name: pricing('checkout.paid.title').replace('{{plan}}', 'Pro') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('article', { name: 'Pro' }).getByText(pricing('card.currentPlan')),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan: Pro' })).toBeVisible();

  // Cancel at the end of the period (the default).
  const bar = page.getByRole('region', { name: 'Your plan: Pro' });
  await bar.getByRole('button', { name: pricing('manage.cancel.button') }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  await expect(cancel.getByRole('radio', { name: 'At the end of the period' })).toBeChecked();
  await cancel.getByRole('button', { name: pricing('manage.cancel.confirm') }).click();
  await expect(bar.getByText(/^Active until .+, then Free$/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro' }).getByText(/^Cancels on /)).toBeVisible();

  // The profile: the plan ending, two payments with receipts, and the points history.
  await page.goto('/profile');
  const card = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: billing('title') }),
  });
  await expect(card.getByTestId('billing-plan')).toHaveText('Pro plan');
  await expect(card.getByText(/^Active until .+, then Free$/)).toBeVisible();
  const payments = page.getByRole('region', { name: billing('payments.title') });
  const rows = payments.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two payments, newest first
  await expect(rows.nth(1)).toContainText('Plan switch');
  await expect(rows.nth(1)).toContainText(amount);
  await expect(rows.nth(2)).toContainText('$70.80');
  const history = page.getByRole('region', { name: billing('points.title') });
  await expect(history.getByText('30 points added')).toHaveCount(1);
  await expect(history.getByText('10 points added')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The switch's receipt.
  await rows
    .nth(1)
    .getByRole('link', { name: /^Receipt/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('paid-stamp')).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText(amount);
  await expect(page.getByText('Pro plan, one year')).toBeVisible();
  await expect(page.getByRole('button', { name: billing('receipt.print') })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
