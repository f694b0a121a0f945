import { expect, languages, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

const ideas = {
  'en-US':
    'A two-sided marketplace that connects busy dog owners in Berlin with vetted, insured local dog walkers. Owners book a walk within the hour from their phone and pay per walk; walkers set their own hours.',
  'zh-CN':
    '一个面向独居老人的远程问诊小程序：子女可以在手机上为父母预约社区医生视频问诊、代为付费，并查看用药提醒和健康数据，按月订阅收费。',
} as const;

for (const language of languages) {
  test.describe(`quick analysis in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));
    const t = (key: string) => text(language, 'home', key);
    const r = (key: string) => text(language, 'result', key);

    test('the form says exactly what is wrong with an idea', async ({ page }) => {
      await page.goto('/');
      const idea = page.getByRole('textbox', { name: t('form.label') });
      const quick = page.getByRole('button', { name: new RegExp(t('form.simple.label')) });
      await expect(quick).toBeDisabled(); // nothing typed yet

      await idea.fill('    ');
      await quick.click();
      await expect(page.getByText(t('form.errors.required'))).toBeVisible();

      await idea.fill('too short');
      await quick.click();
      await expect(
        page.getByText(t('form.errors.tooShort').replace('{{min}}', '10')),
      ).toBeVisible();

      await idea.fill('x'.repeat(271));
      await expect(page.getByText('271 / 300')).toHaveClass(/text-orange-700/);
      await expect(idea).toHaveValue('x'.repeat(271)); // nothing typed is ever lost
    });

    test.describe('text that is not an idea', () => {
      // The browser logs the refused submission (a 400) as a failed resource: that one is expected.
      test.use({
        expectedConsoleError: {
          matches: (message, url) =>
            url.endsWith('/api/analysis/submit') && message.includes('400'),
        },
      });

      test('text that is not an idea is refused at the form, and nothing typed is lost', async ({
        page,
      }) => {
        await page.goto('/');
        const idea = page.getByRole('textbox', { name: t('form.label') });
        const quick = page.getByRole('button', { name: new RegExp(t('form.simple.label')) });
        const nonsense = language === 'zh-CN' ? '哈哈哈哈哈哈哈哈哈哈哈哈' : 'asdfgh qwerty zxcvbn';
        await idea.fill(nonsense);
        await quick.click();
        // The server's own words say what is missing, at the idea, which is marked invalid.
        await expect(idea).toHaveAttribute('aria-invalid', 'true');
        const pattern = language === 'zh-CN' ? /创意|提供/ : /idea|offer/i;
        await expect(async () => {
          const ids = ((await idea.getAttribute('aria-describedby')) ?? '').split(' ');
          const described = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
          await expect(described.filter({ hasText: pattern })).toHaveCount(1);
        }).toPass({ timeout: 10_000 });
        await expect(idea).toHaveValue(nonsense);
        await expect(page).toHaveURL(/\/$/);
      });
    });

    test('an idea comes back as a complete quick report that survives a reload', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('textbox', { name: t('form.label') }).fill(ideas[language]);
      await page.getByRole('button', { name: new RegExp(t('form.simple.label')) }).click();

      await expect(page).toHaveURL(/\/analysis-result\?taskId=[0-9a-f-]{36}&type=simple$/);
      const title = page.getByRole('heading', { level: 1, name: r('simple.title') });
      await expect(title).toBeVisible({ timeout: 20_000 });
      // What the analyst understood comes first, in the page's language.
      await expect(
        page.getByRole('heading', { name: text(language, 'report', 'brief.title') }),
      ).toBeVisible();
      for (const section of [
        'simple.core.title',
        'simple.quick.title',
        'simple.recommendations.title',
      ]) {
        await expect(page.getByRole('heading', { name: r(section) })).toBeVisible();
      }
      await expect(page.getByText(ideas[language])).toBeVisible();
      const report = page.locator('main');
      // The report is written in the language of the interface.
      const body = (await report.textContent()) ?? '';
      const cjk = (body.match(/[\u4e00-\u9fff]/g) ?? []).length;
      if (language === 'zh-CN') expect(cjk).toBeGreaterThan(200);
      else expect(cjk).toBe(0);

      await page.reload();
      await expect(title).toBeVisible();
      await page.goto('/analysis-result');
      await expect(page.getByRole('heading', { level: 1, name: r('simple.title') })).toBeVisible();
      await expect(page.getByText(ideas[language])).toBeVisible();
    });

    test('the home page shows the six report modules and the demo report', async ({ page }) => {
      await page.goto('/');
      const tabs = page.getByRole('tablist', { name: text(language, 'modules', 'tabsLabel') });
      // The explainer loads as the visitor scrolls towards it.
      await expect(async () => {
        await page.mouse.wheel(0, 600);
        await expect(tabs.getByRole('tab')).toHaveCount(6, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await tabs.getByRole('tab').first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('button', { name: t('hero.demoReport') }).click();
      const demo = page.locator('#demo-report');
      await expect(demo).toBeInViewport();
      await expect(demo.getByRole('heading').first()).toBeVisible();
    });
  });
}

test('different industries get visibly different reports', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const reports: string[] = [];
  for (const idea of [
    'A HIPAA-ready app where patients share continuous glucose monitor data with their doctors',
    'A B2B SaaS that automates invoice reconciliation for small accounting firms',
  ]) {
    await page.goto('/');
    await page.getByRole('textbox', { name: text('en-US', 'home', 'form.label') }).fill(idea);
    await page.getByRole('button', { name: /Quick Analysis/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Startup Idea Analysis Report' }),
    ).toBeVisible({ timeout: 20_000 });
    reports.push((await page.locator('main').textContent()) ?? '');
  }
  expect(reports[0]).toMatch(/HIPAA|health data/i);
  expect(reports[1]).not.toMatch(/HIPAA/);
  expect(reports[0]).not.toBe(reports[1]);
});

test('a signed-in user’s quick report offers a deep analysis of the same idea, not to log in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const r = (key: string) => text('en-US', 'result', key);
  const review = (key: string) => text('en-US', 'review', key);
  await useLanguage(page, 'en-US');
  await signUp(page, newUser(), '/');
  await page
    .getByRole('textbox', { name: text('en-US', 'home', 'form.label') })
    .fill(ideas['en-US']);
  await page
    .getByRole('button', { name: new RegExp(text('en-US', 'home', 'form.simple.label')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: r('simple.title') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(r('simple.footer.deepDescription'))).toBeVisible();
  await expect(page.getByText(r('simple.footer.description'))).toHaveCount(0);

  // The review step opens with the idea; back returns to the report, and running it spends a point.
  await page.getByRole('button', { name: r('simple.footer.runDeep') }).click();
  await expect(page.getByRole('heading', { name: review('title.deep') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(ideas['en-US'])).toBeVisible();
  await page.getByRole('button', { name: review('backToReport') }).click();
  await page.getByRole('button', { name: r('simple.footer.runDeep') }).click();
  await page.getByRole('button', { name: review('runDeep') }).click({ timeout: 20_000 });
  await page.waitForURL((url) => url.pathname === '/tasks');
  await expect(page.getByText(text('en-US', 'home', 'form.deep.submitted'))).toBeVisible();
});
