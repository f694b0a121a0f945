import { readFile } from 'node:fs/promises';
import { expect, newUser, seriousA11yViolations, signUp, test } from './fixtures.ts';

// The refused sign-in at the end answers 401, which the browser logs.
test.use({
  expectedConsoleError: {
    matches: (message, url) => message.includes('status of 401') && url.endsWith('/sign-in'),
  },
});

test('a new account downloads its data, deletes itself, and cannot sign in again', async ({
  page,
}) => {
  // A sign-up, an export built by the worker, a deletion and a refused sign-in.
  test.setTimeout(60_000);
  const user = newUser('Hedy Founder');
  await signUp(page, user);

  // Download my data: built by the job, then saved as a zip named after its day.
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByText(/Your download is ready: .+, available until/)).toBeVisible({
    timeout: 20_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^idealens-account-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('README.txt'))).toBe(true);

  // Delete account: the dialog says what goes and what stays, and wants the email.
  await card.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Payment records the law requires us to keep');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel(`To confirm, type your email: ${user.email}`).fill(user.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, home, told so.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account was deleted.' }),
  ).toBeVisible();

  // The email and password open nothing any more.
  await page.goto('/login?redirect=/profile');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
});
