import { expect, languages, newUser, signUp, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

for (const language of languages) {
  test(`in ${language}, the profile fits 375 and 414 px phones: nothing cut off, copy buttons reachable`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await useLanguage(page, language);
    await signUp(page, newUser('Alexandria Montgomery-Featherstonehaugh'), '/profile');
    const profile = (key: string) => text(language, 'profile', key);

    for (const width of [375, 414]) {
      await page.setViewportSize({ width, height: 812 });
      // The cards' data first (slow on a busy machine): their final widths are what counts.
      await expect(page.getByTestId('analysis-points')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('billing-plan')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: test.info().outputPath(`profile-${language}-${width}.png`),
        fullPage: true,
      });

      // Measured against the phone's width: a mobile browser zooms out to fit wider content, so
      // the window's own width grows with what overflows.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px: the page's width`).toBeLessThanOrEqual(width);

      // Nothing in the page sticks out of the screen, and each copy button is there whole.
      const outside = await page.getByRole('main').evaluate(
        (main, screen) =>
          [...main.querySelectorAll('*')].flatMap((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return [];
            return box.left < -0.5 || box.right > screen + 0.5
              ? [`${element.tagName.toLowerCase()}.${element.className} ${box.left}–${box.right}`]
              : [];
          }),
        width,
      );
      expect(outside, `${width} px: outside the screen`).toEqual([]);
      for (const key of ['copy.userId', 'copy.email']) {
        const button = page.getByRole('button', { name: profile(key) });
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = await button.boundingBox();
        expect(
          (box?.x ?? 0) + (box?.width ?? width),
          `${key} at ${width} px ends`,
        ).toBeLessThanOrEqual(width);
      }
    }

    // And they work there.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: profile('copy.email') }).click();
    await expect(page.getByTestId('copied-check')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/@example\.com$/);
  });
}
