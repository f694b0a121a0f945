import type { Page } from '@playwright/test';
import { expect, type Language, languages, newUser, signUp, test } from './fixtures.ts';
import { text } from './locales.ts';
import { PAGE_HEADINGS, squash } from './pages.ts';

// The public pages arrive with their first screen in the HTML (build/prerender.ts), in the
// language the visitor chose (its cookie), and the app takes them over once its code has run.

/** Prerendered pages, with the key of their one h1. */
const pages = PAGE_HEADINGS.filter(({ path }) =>
  ['/', '/pricing', '/about', '/terms-of-service'].includes(path),
);

/**
 * Opens the prerendered page at `path` with the app's code held back, as a slow network would,
 * until `release` is called: the app itself, or every script (`index`, the first one).
 */
async function openBeforeTheAppStarts(
  page: Page,
  path: string,
  heldBack: 'app' | 'index' = 'app',
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${heldBack}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  // A page whose first script is held back has not loaded (not even its DOM content) meanwhile.
  await page.goto(path, { waitUntil: heldBack === 'index' ? 'commit' : 'load' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  return release;
}

for (const language of languages) {
  test(`the public pages are readable before any script runs, in ${language}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    if (language !== 'en-US') {
      // The cookie the app keeps in step with the visitor's choice.
      await context.addCookies([
        { name: 'idealens-language', value: language, url: baseURL ?? '' },
      ]);
    }
    const page = await context.newPage();
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      expect(squash((await h1.textContent()) ?? '')).toBe(
        squash(text(language, heading[0], heading[1])),
      );
      expect(await page.title()).toContain('IdeaLens');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text(language, 'layout', 'siteDescription'),
      );
    }
    // The demo report, whole.
    await page.goto('/analysis-result?demo=true');
    await expect(page.getByText(text(language, 'result', 'demo.banner'))).toBeVisible();
    await expect(page.locator('h2')).not.toHaveCount(0);
    await context.close();
  });
}

test('a report fades in 100 ms after it loads; the prerendered demo is there at once', async ({
  page,
}) => {
  const reportFades = () =>
    page.evaluate(() =>
      document.getAnimations().map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        delay: animation.effect?.getTiming().delay,
        onReport: (animation.effect as KeyframeEffect | null)?.target?.querySelector('h1') !== null,
      })),
    );
  // Opened directly, the demo comes with the page: readable from the first paint, no fade.
  await page.goto('/analysis-result?demo=true');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('h1')).toBeVisible();
  expect((await reportFades()).map((fade) => fade.name)).not.toContain('report-fade-in');

  // Opened from the home page, it is rendered in the browser as it loads: it fades in.
  await page.goto('/?demo=true');
  await page.getByRole('link', { name: text('en-US', 'demo', 'viewFull') }).click();
  await expect(page).toHaveURL(/\/analysis-result\?demo=true$/);
  await expect
    .poll(reportFades)
    .toContainEqual({ name: 'report-fade-in', delay: 100, onReport: true });
});

test('the app keeps the language cookie in step with the choice', async ({ page, context }) => {
  const cookie = async () =>
    (await context.cookies()).find((entry) => entry.name === 'idealens-language')?.value;
  await page.goto('/about');
  await expect.poll(cookie).toBe('en-US');
  const switcher = page.getByRole('banner').getByRole('combobox').first();
  await switcher.selectOption('zh-CN');
  await expect.poll(cookie).toBe('zh-CN');
  // The next page the server sends is in that language from its first byte.
  const html = await (await page.request.get('/pricing')).text();
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain(text('zh-CN' satisfies Language, 'pricing', 'title'));
});

test('the app takes the page over: what a visitor typed before is kept, and no form leaves', async ({
  page,
}) => {
  // The app's code is held back until the visitor has typed and pressed the button.
  const release = await openBeforeTheAppStarts(page, '/');
  const t = (key: string) => text('en-US', 'home', key);
  const idea = page.getByRole('textbox', { name: t('form.label') });
  const typed = 'A subscription box of seedlings for balcony gardeners in small flats';
  await idea.fill(typed);
  // Sent before the app runs, the form does not go the browser's way (that would reload the page).
  const sent = await page
    .locator('form')
    .first()
    .evaluate((form: HTMLFormElement) => {
      const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      return form.dispatchEvent(submit);
    });
  expect(sent).toBe(false);

  const heading = await page.locator('h1').elementHandle();

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // Taken over (hydrated), not built again: the page's elements are the ones that arrived.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  // In the app's state: the draft it keeps for a reload, the character count, the buttons.
  await expect(idea).toHaveValue(typed);
  await expect(idea).toBeFocused();
  await expect(page.getByText(`${typed.length} / 300`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(t('form.simple.label')) }),
  ).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('ideaDraft'))).toBe(typed);
});

for (const [heldBack, moment] of [
  ['app', 'the app has started'],
  ['index', 'any script has run'],
] as const) {
  test(`a language chosen before ${moment} is the one the app shows`, async ({ page }) => {
    const release = await openBeforeTheAppStarts(page, '/pricing', heldBack);
    await page
      .getByRole('combobox', { name: text('en-US', 'layout', 'language.label') })
      .selectOption('zh-CN');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('zh-CN', 'pricing', 'title'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('zh-CN');
  });
}

test('a button pressed before the app has started is pressed again once it works', async ({
  page,
}) => {
  const release = await openBeforeTheAppStarts(page, '/pricing');
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  expect(new URL(page.url()).pathname).toBe('/pricing');
  release();
  // Signed out, subscribing starts with signing in, with the way back.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to IdeaLens' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('signInReturnTo'))).toBe('/pricing');
});

test('signed in, the buttons pressed before the app has started are pressed again, in turn, once it knows who is signed in', async ({
  page,
}) => {
  await signUp(page, newUser());
  const release = await openBeforeTheAppStarts(page, '/pricing');
  // The page as every first visit sees it: the plans' buttons look ready.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  release();
  // The period chosen first, then Pro bought for it (not signing in again: this visitor is).
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/checkout/'));
  await expect(page.getByText('$12.99').first()).toBeVisible();
});

test('signed in, what a visitor typed before the app started is kept', async ({ page }) => {
  await signUp(page, newUser());
  const release = await openBeforeTheAppStarts(page, '/');
  const idea = page.getByRole('textbox', { name: text('en-US', 'home', 'form.label') });
  const typed = 'Bookkeeping for food trucks that reads the card reader and the fuel receipts';
  await idea.fill(typed);
  release();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('en-US', 'layout', 'auth.logOut') }),
  ).toBeVisible();
  await expect(idea).toHaveValue(typed);
  await expect(idea).toBeFocused();
});

/**
 * Opens `path` at a phone's speed (the app takes a while over the page) and, at the moment React
 * has begun hydrating it (it marks #root as its container) while it is not handed over yet (#root
 * still says prerendered), presses the button at `selector`, or chooses `value` in the list
 * there, as a browser does it: its input and change events at once. Whether the moment was caught.
 */
async function actWhileTheAppTakesOver(
  page: Page,
  path: string,
  selector: string,
  value?: string,
): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  return page.evaluate(
    ([selector, value]) =>
      new Promise<boolean>((resolve) => {
        const root = document.getElementById('root') as HTMLElement;
        const watch = () => {
          if (!root.hasAttribute('data-prerendered')) return resolve(false);
          if (!Object.keys(root).some((key) => key.startsWith('__reactContainer')))
            return setTimeout(watch);
          const element = root.querySelector(selector) as HTMLElement;
          if (element instanceof HTMLSelectElement && value !== undefined) {
            element.value = value;
            for (const type of ['input', 'change'])
              element.dispatchEvent(new Event(type, { bubbles: true }));
          } else element.click();
          resolve(true);
        };
        watch();
      }),
    [selector, value] as const,
  );
}

test('a button pressed while the app takes the page over is pressed once, not twice', async ({
  page,
}) => {
  expect(await actWhileTheAppTakesOver(page, '/about', 'header button[aria-controls]')).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // A press made again after the hand-over would come a moment later and close the menu.
  await page.waitForTimeout(500);
  await expect(page.locator('header button[aria-controls]')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a language chosen while the app takes the page over is the one it shows', async ({
  page,
}) => {
  // React hydrates the list at once to hear the choice; a render of the header then, before the
  // change event has reached the app, would set the list back to English.
  expect(await actWhileTheAppTakesOver(page, '/pricing', 'header select', 'zh-CN')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh-CN', 'pricing', 'title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test.describe('for a visitor in another time zone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });

  test('the app takes over the prerendered demo report as it is', async ({ page }) => {
    const release = await openBeforeTheAppStarts(page, '/analysis-result?demo=true');
    const heading = await page.locator('h1').elementHandle();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // Hydrated, not rendered again: its time, prerendered in UTC, did not make it disagree.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    // The time is in the visitor's time zone once the app has the page, and the page works.
    await expect(page.locator('time').first()).toHaveText('Jul 17, 2025, 5:30 PM');
    await expect(
      page.getByRole('button', { name: text('en-US', 'result', 'actions.share') }),
    ).toBeEnabled();
  });
});
