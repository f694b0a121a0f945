import {
  expect,
  newUser,
  seriousA11yViolations,
  signUp,
  signUpOnMax,
  test,
  useLanguage,
} from './fixtures.ts';
import { text } from './locales.ts';

const teams = (key: string) => text('en-US', 'teams', key);
const tasks = (key: string) => text('en-US', 'tasks', key);
const home = (key: string) => text('en-US', 'home', key);
const review = (key: string) => text('en-US', 'review', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));

const idea =
  'A marketplace where independent bike mechanics rent out bench time in their workshops to riders who want to fix their own bikes, paid per hour.';

// A removed member's open pages ask for what is no longer theirs: the browser logs those 404s.
test.use({
  expectedConsoleError: {
    matches: (message, url) =>
      (url.includes('/api/') || url.includes('/analysis-result')) && message.includes('404'),
  },
});

// Issue 23, "How it will be checked", the teams part: a Max owner invites a second user, who
// joins by the link, sees the team's reports and spends from its pool; removed, they see nothing.
test("a team owner invites a colleague, who files a deep analysis paid from the team's pool, until removed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en-US');
  await signUpOnMax(page, newUser('Olga Owner'));

  // The owner makes a team and invites a colleague by email.
  await page.goto('/teams');
  await page.getByLabel(teams('create.name')).fill('Northwind Studio');
  await page.getByRole('button', { name: teams('create.submit') }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Studio' }).first()).toBeVisible();
  const colleague = newUser('Carl Colleague');
  await page.getByLabel(teams('invite.email')).fill(colleague.email);
  await page.getByRole('button', { name: teams('invite.submit') }).click();
  await expect(
    page.getByText(fill(teams('invite.sent'), { email: colleague.email })),
  ).toBeVisible();
  const link = (await page.getByTestId('invite-link').first().textContent()) ?? '';
  const invitePath = new URL(link).pathname;
  expect(invitePath).toMatch(/^\/invites\/[\w-]{43}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The colleague opens the link, signs up, and joins.
  const other = await browser.newContext();
  const colleaguePage = await other.newPage();
  await useLanguage(colleaguePage, 'en-US');
  await signUp(colleaguePage, colleague, invitePath);
  await expect(
    colleaguePage.getByRole('heading', {
      name: fill(teams('invitePage.title'), { inviter: 'Olga Owner', team: 'Northwind Studio' }),
    }),
  ).toBeVisible({ timeout: 20_000 });
  await colleaguePage
    .getByRole('button', { name: fill(teams('invitePage.join'), { team: 'Northwind Studio' }) })
    .click();
  await colleaguePage.waitForURL((url) => url.pathname === '/tasks');
  await expect(
    colleaguePage.getByText(fill(teams('invitePage.joined'), { team: 'Northwind Studio' })),
  ).toBeVisible();
  await expect(colleaguePage.getByLabel(tasks('workspace.label'))).toBeVisible();

  // A deep analysis filed under the team: paid from the owner's pool, not the colleague's points.
  await colleaguePage.goto('/');
  await colleaguePage.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await colleaguePage
    .getByLabel(review('fileUnder.label'))
    .first()
    .selectOption({ label: 'Northwind Studio' });
  await colleaguePage.getByRole('button', { name: new RegExp(home('form.deep.label')) }).click();
  await expect(colleaguePage.getByRole('heading', { name: review('title.deep') })).toBeVisible({
    timeout: 20_000,
  });
  await colleaguePage.getByRole('button', { name: review('runDeep') }).click();
  await colleaguePage.waitForURL((url) => url.pathname === '/tasks');
  const current = colleaguePage.getByRole('region', { name: tasks('live.title') });
  await current.getByRole('link', { name: tasks('live.viewResult') }).click({ timeout: 60_000 });
  await colleaguePage.waitForURL((url) => url.pathname === '/analysis-result');
  const reportUrl = colleaguePage.url();

  // The owner sees it in the team's workspace, and who spent the point.
  await page.goto('/tasks');
  await page.getByLabel(tasks('workspace.label')).selectOption({ label: 'Northwind Studio' });
  await expect(page).toHaveURL(/workspace=/);
  await expect(page.getByText(idea.slice(0, 40)).first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/teams');
  const history = page.getByRole('table', { name: teams('history.caption') });
  await expect(history.getByText('Carl Colleague')).toBeVisible();
  await expect(history.getByText('-1').or(history.getByText('−1')).first()).toBeVisible();

  // Removed: the colleague sees nothing of the team, not even the report they wrote.
  await page
    .getByRole('button', { name: fill(teams('remove.buttonLabel'), { name: 'Carl Colleague' }) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: teams('remove.confirm') })
    .click();
  await expect(
    page.getByText(fill(teams('remove.done'), { name: 'Carl Colleague' }), { exact: true }),
  ).toBeVisible();
  await colleaguePage.goto(reportUrl);
  await expect(colleaguePage.getByText(text('en-US', 'result', 'notFound.title'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(colleaguePage.getByText(idea)).toHaveCount(0);
  await colleaguePage.goto('/tasks');
  await expect(
    colleaguePage.getByRole('heading', { level: 1, name: tasks('title') }),
  ).toBeVisible();
  // The Analysis Center remembered the team's workspace: it says why it shows Personal instead.
  await expect(colleaguePage.getByText(tasks('workspace.left'))).toBeVisible();
  await expect(colleaguePage.getByLabel(tasks('workspace.label'))).toHaveCount(0);
  await expect(colleaguePage.getByText(idea.slice(0, 40))).toHaveCount(0);
  await other.close();
});
