import { expect, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

const idea =
  'A mobile app that matches busy dog owners with vetted, insured neighbourhood dog walkers; owners book a walk within the hour and pay per walk, we keep a 20% commission.';

const home = (key: string) => text('en-US', 'home', key);
const tasks = (key: string) => text('en-US', 'tasks', key);
const result = (key: string) => text('en-US', 'result', key);
const report = (key: string) => text('en-US', 'report', key);
const profile = (key: string) => text('en-US', 'profile', key);
const review = (key: string) => text('en-US', 'review', key);
const brief = (key: string) => text('en-US', 'report', `brief.${key}`);

// A deleted report's address asks for its task's status, which is gone: the browser logs that 404.
test.use({
  expectedConsoleError: {
    matches: (message, url) => url.includes('/api/analysis/status/') && message.includes('404'),
  },
});

test('a deep analysis: spend a point, follow it, read, share, print, find again and delete the report', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');

  await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await page.getByRole('button', { name: new RegExp(home('form.deep.label')) }).click();

  // The review step: what was understood and the research plan, before any point is spent.
  await expect(page.getByRole('heading', { name: review('title.deep') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('You have 2; 1 point left after this one.')).toBeVisible();
  // Correct the region and drop the first search of the plan.
  await page.getByLabel(brief('fields.region')).selectOption('europe');
  await expect(page.getByLabel(brief('fields.region'))).toHaveValue('europe');
  const searches = page.getByRole('textbox', { name: /^Search \d+$/ });
  const before = await searches.count();
  expect(before).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Remove search 1' }).click();
  await expect(searches).toHaveCount(before - 1);
  // Going back keeps the edits; nothing has been spent yet.
  await page.getByRole('button', { name: review('backToForm') }).click();
  await page.getByRole('button', { name: new RegExp(home('form.deep.label')) }).click();
  await expect(page.getByLabel(brief('fields.region'))).toHaveValue('europe');
  await expect(searches).toHaveCount(before - 1);
  await expect(page.getByText('You have 2; 1 point left after this one.')).toBeVisible();
  await page.getByRole('button', { name: review('runDeep') }).click();

  // The Analysis Center greets the new task, then follows it to the end.
  await page.waitForURL((url) => url.pathname === '/tasks');
  await expect(page.getByRole('heading', { level: 1, name: tasks('title') })).toBeVisible();
  await expect(page.getByText(home('form.deep.submitted'))).toBeVisible();
  const current = page.getByRole('region', { name: tasks('live.title') });
  await current.getByRole('link', { name: tasks('live.viewResult') }).click({ timeout: 30_000 });

  // The full report, every section of it.
  await page.waitForURL((url) => url.pathname === '/analysis-result');
  await expect(
    page.getByRole('heading', { level: 2, name: report('sections.research') }),
  ).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent()) ?? '';
  expect(title.length).toBeGreaterThan(5);
  await expect(page.getByText(idea).first()).toBeVisible();
  // The report follows the brief the user confirmed, and says which field they set.
  const understood = page.getByRole('region', { name: brief('title') });
  await expect(understood.getByText(brief('regions.europe'))).toBeVisible();
  await expect(understood.getByText(brief('setByUser')).first()).toBeVisible();
  for (const section of [
    'research',
    'project',
    'competition',
    'risks',
    'growth',
    'mvp',
    'quantitative',
    'investment',
  ]) {
    await expect(
      page.getByRole('heading', { level: 2, name: report(`sections.${section}`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /Market urgency \d+\.\d/ })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^(${['strong_recommend', 'recommend_with_caveats', 'not_recommend'].map((v) => report(`verdict.${v}`)).join('|')})$`,
      ),
    ),
  ).not.toHaveCount(0);

  // The task's page finds the saved report the task became: Share makes its link there
  // (share-and-export.spec.ts follows a share link).
  await page.getByRole('button', { name: result('actions.share') }).click();
  await expect(page.getByRole('dialog', { name: result('share.dialogTitle') })).toBeVisible();
  await page.keyboard.press('Escape');
  const shared = page.url();
  expect(shared).toMatch(/\/analysis-result\?taskId=[0-9a-f-]{36}/);

  // Printed, the report keeps its content and drops the site's chrome.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: report('sections.quantitative') }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The report is in the history, and opens from there.
  await page.goto('/tasks');
  await page.getByRole('tab', { name: tasks('tabs.reports') }).click();
  const reports = page.getByRole('list', { name: tasks('reports.listLabel') });
  const row = reports.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Used 1 tool/)).toBeVisible();
  await row.getByRole('link', { name: tasks('reports.view') }).click();
  await page.waitForURL((url) => url.searchParams.has('reportId'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The point was spent, and the profile counts the report.
  await page.goto('/profile');
  await expect(page.getByTestId('analysis-points')).toHaveText('1');
  const stat = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(stat(profile('stats.totalReports'))).toHaveText('1');

  // Deleted from the history, it is gone.
  await page.goto('/tasks?tab=reports');
  await page
    .getByRole('list', { name: tasks('reports.listLabel') })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: tasks('list.delete') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tasks('list.delete') })
    .click();
  await expect(page.getByText(tasks('reports.empty'))).toBeVisible();
  // Deleted everywhere: its address no longer shows it, and its task has gone with it.
  await page.goto(new URL(shared).pathname + new URL(shared).search);
  await expect(page.getByText(result('notFound.taskMissing'))).toBeVisible();
  await expect(page.getByText(idea)).toHaveCount(0);
});

test('with no analysis points left, the deep button is disabled and says why', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');
  const deep = page.getByRole('button', { name: new RegExp(home('form.deep.label')) });
  // The free plan's two points buy two deep analyses.
  for (let spent = 0; spent < 2; spent += 1) {
    // This test types once the app has the page (what is typed before: prerendered-pages.spec.ts).
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
    await deep.click();
    await page.getByRole('button', { name: review('runDeep') }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/tasks');
    await page.goto('/');
  }
  await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await expect(deep).toBeDisabled();
  await expect(page.getByText(home('form.errors.insufficientPoints'))).toBeVisible();
});
