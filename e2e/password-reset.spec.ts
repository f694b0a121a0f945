import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, newUser, seriousA11yViolations, signIn, signUp, test } from './fixtures.ts';

/** The link of the newest reset mail to `email` in the server's outbox, once it is there. */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = process.env.E2E_OUTBOX ?? '';
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(path.join(outbox, name)));
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
          if (to !== email || mail.subject !== 'Reset your IdeaLens password') continue;
          link = /https?:\/\/\S+\/oidc\/reset-password\?\S+/.exec(mail.text ?? '')?.[0];
          return link;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

test('a password changed on the profile, then forgotten and reset through the mailed link', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a change, a mail and a reset: several journeys' worth of steps.
  test.setTimeout(60_000);
  const user = newUser('Grace Founder');
  await signUp(page, user);

  // Changed on the profile: this browser stays signed in.
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill(user.password);
  await card.getByLabel('New password', { exact: true }).fill('changed-once-7');
  await card.getByLabel('Repeat the new password').fill('changed-once-7');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Password changed. Other devices were signed out.',
  );
  await page.reload();
  await expect(page.getByTestId('analysis-points')).toBeVisible();

  // Forgotten on another device: "Forgot password?" on the sign-in page, a link by mail.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login?redirect=/profile');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  expect(await seriousA11yViolations(other)).toEqual([]);
  await other.getByLabel('Email', { exact: true }).fill(user.email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Check your mail' })).toBeVisible();
  await expect(other.getByRole('status')).toContainText(`If an account exists for ${user.email}`);

  await other.goto(await resetLinkFor(user.email));
  await expect(
    other.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(other)).toEqual([]);
  await other.getByLabel('New password', { exact: true }).fill('reset-twice-8');
  await other.getByLabel('Repeat the new password').fill('reset-twice-8');
  await other.getByRole('button', { name: 'Save new password' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    /\/login$/,
  );

  // The new password opens the account.
  await signIn(other, { ...user, password: 'reset-twice-8' });
  await expect(other.getByTestId('analysis-points')).toBeVisible();
  await other.context().close();
});
