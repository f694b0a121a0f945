import type { Page } from '@playwright/test';
import { expect, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

// Issue 19, privacy on shared devices: after sign-out the next person at the browser sees none of
// the user's reports, and a quick analysis made before signing up is kept by the new account.

const deepIdea =
  'A mobile app that matches busy dog owners with vetted, insured neighbourhood dog walkers; owners book a walk within the hour and pay per walk, we keep a 20% commission.';
const quickIdea =
  'A van that repairs bicycles in office car parks while their owners work, paid per repair by the employee or as a monthly perk by the employer.';

const home = (key: string) => text('en-US', 'home', key);
const tasks = (key: string) => text('en-US', 'tasks', key);
const report = (key: string) => text('en-US', 'report', key);
const review = (key: string) => text('en-US', 'review', key);
const quickTitle = text('en-US', 'result', 'simple.title');

/** An anonymous quick analysis from the home form, read to the end. */
async function quickAnalysis(page: Page, idea: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await page.getByRole('button', { name: new RegExp(home('form.simple.label')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: quickTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(idea)).toBeVisible();
}

async function signOut(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: text('en-US', 'layout', 'auth.logOut') }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  await expect(
    header.getByRole('button', { name: text('en-US', 'layout', 'auth.logIn') }),
  ).toBeVisible();
}

/** What this browser keeps of results, by the spec's keys. */
function storedResult(page: Page) {
  return page.evaluate(() => ({
    result: localStorage.getItem('analysisResult'),
    info: localStorage.getItem('reportBasicInfo'),
  }));
}

test('after sign-out the next visitor sees no report of the user, and keeps their own quick result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');

  // User A runs a deep analysis and reads the report, then opens it again from the history.
  await page.getByRole('textbox', { name: home('form.label') }).fill(deepIdea);
  await page.getByRole('button', { name: new RegExp(home('form.deep.label')) }).click();
  await page.getByRole('button', { name: review('runDeep') }).click({ timeout: 20_000 });
  await page.waitForURL((url) => url.pathname === '/tasks');
  await page
    .getByRole('region', { name: tasks('live.title') })
    .getByRole('link', { name: tasks('live.viewResult') })
    .click({ timeout: 45_000 });
  await page.waitForURL((url) => url.pathname === '/analysis-result');
  const research = page.getByRole('heading', { level: 2, name: report('sections.research') });
  await expect(research).toBeVisible();
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(title.length).toBeGreaterThan(5);

  await page.goto('/tasks?tab=reports');
  await page
    .getByRole('list', { name: tasks('reports.listLabel') })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: tasks('reports.view') })
    .click();
  await page.waitForURL((url) => url.searchParams.has('reportId'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Kept in this browser, so that /analysis-result shows it again to A.
  await page.goto('/analysis-result');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await storedResult(page)).result).toContain('project_analysis');

  await signOut(page);
  expect(await storedResult(page)).toEqual({ result: null, info: null });

  // The next visitor of /analysis-result is sent home and sees nothing of A's.
  await page.goto('/analysis-result');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: home('hero.title') })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText(deepIdea)).toHaveCount(0);

  // Their own quick result is kept for them, as before.
  await quickAnalysis(page, quickIdea);
  await page.goto('/analysis-result');
  await expect(page.getByRole('heading', { level: 1, name: quickTitle })).toBeVisible();
  await expect(page.getByText(quickIdea)).toBeVisible();
});

test.describe('a quick analysis made before signing up', () => {
  // Once the account has it, its address answers others 404, which the browser logs.
  test.use({
    expectedConsoleError: {
      matches: (message, url) => url.includes('/api/analysis/status/') && message.includes('404'),
    },
  });

  test('is kept by the new account, and leaves with it', async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en-US');
    await quickAnalysis(page, quickIdea);
    const resultAddress = page.url();

    await signUp(page, newUser(), '/tasks');
    // The analysis is the account's task, and its report is in the history.
    const list = page.getByRole('list', { name: tasks('list.label') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('tab', { name: tasks('tabs.reports') }).click();
    const reports = page.getByRole('list', { name: tasks('reports.listLabel') });
    await expect(reports.getByRole('listitem').filter({ hasText: quickIdea })).toHaveCount(1);
    await reports.getByRole('link', { name: tasks('reports.view') }).click();
    await expect(page.getByRole('heading', { level: 1, name: quickTitle })).toBeVisible();
    await expect(page.getByText(quickIdea)).toBeVisible();

    // Its address reads it for the account, and for nobody else once the account signs out.
    await page.goto(resultAddress);
    await expect(page.getByText(quickIdea)).toBeVisible();
    await signOut(page);
    await page.goto('/analysis-result');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(quickIdea)).toHaveCount(0);
    await page.goto(resultAddress);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en-US', 'result', 'notFound.title') }),
    ).toBeVisible();
    await expect(page.getByText(quickIdea)).toHaveCount(0);
  });
});
