import { expect, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

test('the review step before a deep analysis fits a 375 px phone and works by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'zh-CN');
  const home = (key: string) => text('zh-CN', 'home', key);
  const review = (key: string) => text('zh-CN', 'review', key);
  await signUp(page, newUser('林创业'), '/');
  await page
    .getByRole('textbox', { name: home('form.label') })
    .fill('面向独立咖啡店老板的会员管理小程序，按月订阅收费，先在成都试点。');
  await page.getByRole('button', { name: new RegExp(home('form.deep.label')) }).click();
  const heading = page.getByRole('heading', { name: review('title.deep') });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  // Nothing sticks out sideways, on the whole page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The run button is reached by keyboard and says what it costs.
  const run = page.getByRole('button', { name: review('runDeep') });
  await run.focus();
  await expect(run).toBeFocused();
  await expect(run).toBeInViewport();
});
