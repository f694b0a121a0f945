import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  expect,
  newUser,
  seriousA11yViolations,
  signUp,
  type TestUser,
  test,
  useLanguage,
} from './fixtures.ts';
import { text } from './locales.ts';

// Issue 21: a report leaves the app as a file (the Export menu) or as a link anyone can open
// (Share), and a revoked link stops working.

const idea =
  'A subscription service that sends restaurants a weekly box of surplus produce from nearby farms, priced 30% under wholesale; farms get paid for food they would otherwise compost.';

const home = (key: string) => text('en-US', 'home', key);
const result = (key: string) => text('en-US', 'result', key);
const review = (key: string) => text('en-US', 'review', key);
const tasks = (key: string) => text('en-US', 'tasks', key);
const pricing = (key: string) => text('en-US', 'pricing', key);

// A revoked link's page and its API answer 404, which the browser logs: those are expected.
test.use({
  expectedConsoleError: {
    matches: (message, url) =>
      message.includes('404') && (url.includes('/r/') || url.includes('/api/shared-reports/')),
  },
});

/** Subscribes the signed-in user to Pro (monthly) through the sandbox checkout. */
async function subscribeToPro(page: Page) {
  await page.goto('/pricing');
  // This test presses once the app has the page and knows who is signed in (what is pressed
  // before: prerendered-pages.spec.ts).
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('en-US', 'layout', 'auth.logOut') }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: pricing('card.subscribe') })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/checkout/'));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
  await expect(
    page.getByRole('region', { name: pricing('checkout.paid.title').replace('{{plan}}', 'Pro') }),
  ).toBeVisible({ timeout: 20_000 });
}

/** Runs an analysis of `idea` from the home page and opens its saved report; answers its title. */
async function analyseAndOpenReport(page: Page, kind: 'deep' | 'simple'): Promise<string> {
  await page.goto('/');
  // Typed once the app has taken the prerendered home page over.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.getByRole('textbox', { name: home('form.label') }).fill(idea);
  await page.getByRole('button', { name: new RegExp(home(`form.${kind}.label`)) }).click();
  if (kind === 'deep') {
    await page.getByRole('button', { name: review('runDeep') }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/tasks');
    await page
      .getByRole('region', { name: tasks('live.title') })
      .getByRole('link', { name: tasks('live.viewResult') })
      .waitFor({ timeout: 45_000 });
  } else {
    await expect(page.getByRole('heading', { level: 1, name: result('simple.title') })).toBeVisible(
      { timeout: 30_000 },
    );
  }
  await page.goto('/tasks?tab=reports');
  const row = page
    .getByRole('list', { name: tasks('reports.listLabel') })
    .getByRole('listitem')
    .first();
  const title = ((await row.getByRole('heading').textContent()) ?? '').trim();
  await row.getByRole('link', { name: tasks('reports.view') }).click();
  await page.waitForURL((url) => url.searchParams.has('reportId'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  return title;
}

/** Picks a format in the report's Export menu and answers the file the browser downloaded. */
async function exportAs(page: Page, format: string): Promise<Download> {
  await page
    .getByRole('button', { name: result('actions.export') })
    .first()
    .click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return downloaded;
}

async function contentOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Nothing of the owner's on a page anyone can open. */
async function expectNoOwnerData(page: Page, owner: TestUser) {
  const shown = await page.locator('body').innerText();
  expect(shown).not.toContain(owner.email);
  expect(shown).not.toContain(owner.name);
}

test('a Pro owner downloads the report as PDF and JSON, shares a link a signed-out browser opens, and revokes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newUser('Grace Owner');
  await useLanguage(page, 'en-US');
  await signUp(page, owner, '/');
  await subscribeToPro(page);
  const title = await analyseAndOpenReport(page, 'deep');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // PDF: a real document, named after the report.
  const pdf = await exportAs(page, result('export.formats.pdf'));
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await contentOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // JSON: the report, readable back, with the idea as typed.
  const json = await exportAs(page, result('export.formats.json'));
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const file = JSON.parse((await contentOf(json)).toString('utf8'));
  expect(file).toMatchObject({ schemaVersion: 1, idea, title });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Share: the link is created on first use, with the notice that anyone with it can view.
  await page.getByRole('button', { name: result('actions.share') }).click();
  const dialog = page.getByRole('dialog', { name: result('share.dialogTitle') });
  await expect(dialog.getByText(result('share.notice'))).toBeVisible();
  const field = dialog.getByRole('textbox', { name: result('share.linkLabel') });
  await expect(field).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await expect(dialog.getByText('Opened 0 times')).toBeVisible();

  // Someone else, signed out, in a browser of their own.
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  await useLanguage(reader, 'en-US');
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(reader.getByText(result('shared.badge'))).toBeVisible();
  await expect(
    reader.getByRole('heading', { level: 2, name: text('en-US', 'report', 'sections.risks') }),
  ).toBeVisible();
  await expect(
    reader.getByRole('link', { name: result('shared.analyzeOwn') }).first(),
  ).toHaveAttribute('href', '/');
  await expect(reader).toHaveTitle(`${title} · IdeaLens`);
  await expectNoOwnerData(reader, owner);
  expect(await seriousA11yViolations(reader)).toEqual([]);

  // The owner sees the open counted, then revokes the link.
  await dialog.getByRole('button', { name: result('share.close') }).click();
  await page.getByRole('button', { name: result('actions.share') }).click();
  await expect(dialog.getByText('Opened 1 time')).toBeVisible();
  await dialog.getByRole('button', { name: result('share.revoke') }).click();
  await page
    .getByRole('dialog', { name: result('share.revokeTitle') })
    .getByRole('button', { name: result('share.revoke') })
    .click();
  await expect(dialog.getByText(result('share.revoked'))).toBeVisible();

  // The link no longer opens the report.
  await reader.reload();
  await expect(
    reader.getByRole('heading', { level: 1, name: result('shared.notFound.title') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(reader.getByText(title)).toHaveCount(0);
  expect(await seriousA11yViolations(reader)).toEqual([]);
  await stranger.close();
});

test('a Free user’s PDF and Excel point to the plans that include them; Markdown downloads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');
  await analyseAndOpenReport(page, 'simple');

  await page
    .getByRole('button', { name: result('actions.export') })
    .first()
    .click();
  const plans = result('export.plansOnly').replace('{{plans}}', 'Pro and Max');
  const pdf = page.getByRole('menuitem', { name: new RegExp(`^${result('export.formats.pdf')}`) });
  await expect(pdf).toContainText(plans);
  await expect(pdf).toHaveAttribute('href', '/pricing');
  await expect(
    page.getByRole('menuitem', { name: new RegExp(`^${result('export.formats.xlsx')}`) }),
  ).toHaveAttribute('href', '/pricing');
  await page.keyboard.press('Escape');

  const markdown = await exportAs(page, result('export.formats.md'));
  expect(markdown.suggestedFilename()).toMatch(/\.md$/);
  expect((await contentOf(markdown)).toString('utf8')).toContain(idea);

  // The menu's PDF item leads to pricing.
  await page
    .getByRole('button', { name: result('actions.export') })
    .first()
    .click();
  await pdf.click();
  await page.waitForURL((url) => url.pathname === '/pricing');
});

test('an unknown share link says the report is not available, and passes axe-core', async ({
  page,
}) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text('zh-CN', 'result', 'shared.notFound.title'),
    }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});
