import {
  expect,
  newUser,
  seriousA11yViolations,
  signUpOnMax,
  test,
  useLanguage,
} from './fixtures.ts';
import { text } from './locales.ts';

const keys = (key: string) => text('en-US', 'api-keys', key);

// Issue 23, "How it will be checked", the keys part: a Max user makes a key on the profile, runs
// an analysis with nothing but the key (submit, wait, read the report), and a revoked key fails
// at once.
test('a Max user makes an API key, analyses an idea with it alone, and revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en-US');
  await signUpOnMax(page, newUser());

  // The profile: no keys yet; make one.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: keys('title') });
  await expect(card.getByText(keys('empty.title'))).toBeVisible();
  await card.getByRole('button', { name: keys('create.open') }).click();
  const form = page.getByRole('dialog', { name: keys('create.title') });
  await form.getByLabel(keys('create.name')).fill('Deal-flow script');
  await form.getByRole('button', { name: keys('create.submit') }).click();

  // Shown once, copied from the page.
  const created = page.getByRole('dialog', { name: 'Your new key: Deal-flow script' });
  await expect(created.getByText(keys('created.warning'))).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await created.getByRole('button', { name: keys('created.copyKey') }).click();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^il_\S+$/);
  await expect(created.getByTestId('created-api-key')).toHaveText(key);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await created.getByRole('button', { name: keys('created.done') }).click();
  await expect(created).toHaveCount(0);
  const row = card.getByRole('listitem', { name: 'Deal-flow script' });
  await expect(row.getByText(`…${key.slice(-4)}`)).toBeVisible();
  await expect(row.getByText(keys('list.neverUsed'))).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // Nothing but the key, from outside the browser: submit, wait, read the report.
  const withKey = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, baseURL), {
      ...init,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  const submitted = await withKey('/api/analysis/submit', {
    method: 'POST',
    body: JSON.stringify({
      type: 'simple',
      data: { idea: 'A subscription box of rare houseplants for city flats', language: 'en-US' },
    }),
  });
  expect(submitted.status).toBe(200);
  const { taskId } = (await submitted.json()) as { taskId: string };
  await expect
    .poll(
      async () => {
        const status = await withKey(`/api/analysis/status/${taskId}`);
        return ((await status.json()) as { status: string }).status;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe('completed');
  const list = await withKey(`/api/reports?taskId=${taskId}`);
  expect(list.status).toBe(200);
  const {
    data: { reports },
  } = (await list.json()) as { data: { reports: { id: string }[] } };
  expect(reports).toHaveLength(1);
  const report = await withKey(`/api/reports/${reports[0]?.id}`);
  expect(report.status).toBe(200);
  expect(await report.json()).toMatchObject({
    success: true,
    data: { id: reports[0]?.id, reportType: 'simple' },
  });

  // The profile counts the key's requests (written a second or so after they were made). Each
  // reload waits for the key list to be read again before looking, so a page slow to load on a busy
  // machine is not taken for usage not yet written.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(row.getByText(/Last used /)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  const requests = (await row.getByText(/^[\d,]+ requests?$/).textContent()) ?? '';
  expect(Number(requests.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);

  // Revoked after a confirmation: gone from the list, and refused at once.
  await row.getByRole('button', { name: 'Revoke key Deal-flow script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the key “Deal-flow script”?' });
  await confirm.getByRole('button', { name: keys('revoke.confirm') }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Key “Deal-flow script” revoked', { exact: true })).toBeVisible();
  await expect(card.getByText(keys('empty.title'))).toBeVisible();
  const refused = await withKey(`/api/analysis/status/${taskId}`);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY' });
});
