import { expect, newUser, seriousA11yViolations, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

const idea =
  'A subscription app that plans a week of family dinners from what is already in the fridge and orders only the missing groceries.';

const tasks = (key: string) => text('en-US', 'tasks', key);
const home = (key: string) => text('en-US', 'home', key);

test('signed in: points in sight, the Analysis Center passes axe-core on both tabs, and deleting says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');

  // The balance in the header and where deep or quick is chosen.
  await expect(
    page.getByRole('banner').getByRole('link', { name: '2 analysis points' }),
  ).toBeVisible();
  await expect(page.getByText('You have 2 analysis points')).toBeVisible();

  // A signed-in user's quick analysis becomes a task and a report.
  await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await page.getByRole('button', { name: new RegExp(home('form.simple.label')) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('en-US', 'result', 'simple.title') }),
  ).toBeVisible({ timeout: 30_000 });

  // The task (deleting it keeps its report), then the report.
  await page.goto('/tasks');
  await expect(
    page.getByRole('region', { name: tasks('summary.label') }).getByText('Completed'),
  ).toBeVisible();
  const list = page.getByRole('list', { name: tasks('list.label') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const name = (await list.getByRole('heading').textContent()) ?? '';
  await list.getByRole('button', { name: tasks('list.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tasks('list.confirmDelete') })
    .click();
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(
    notifications.getByText(`“${name.trim()}” was removed from your tasks.`),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(0);

  await page.getByRole('tab', { name: tasks('tabs.reports') }).click();
  await expect(page).toHaveURL(/tab=reports/);
  const reports = page.getByRole('list', { name: tasks('reports.listLabel') });
  await expect(reports.getByRole('listitem')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const report = reports.getByRole('listitem').first();
  const title = (await report.getByRole('heading').textContent()) ?? '';
  await report.getByRole('button', { name: tasks('list.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tasks('list.confirmDelete') })
    .click();
  await expect(notifications.getByText(`“${title.trim()}” was deleted.`)).toBeVisible();
  await expect(page.getByText(tasks('reports.empty'))).toBeVisible();
});
