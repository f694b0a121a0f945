import { expect, languages, seriousA11yViolations, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

// Issue 17: the methodology page, in both languages, reached from the footer; the score
// distribution comes from GET /api/analysis/score-distribution once the app runs.
for (const language of languages) {
  test(`/methodology explains how we score in ${language} and passes axe-core`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/about');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(language, 'layout', 'footer.links.methodology') })
      .click();
    await expect(page).toHaveURL(/\/methodology$/);
    await expect(page.locator('h1')).toHaveText(text(language, 'methodology', 'title'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: text(language, 'methodology', 'verdicts.heading'),
      }),
    ).toBeVisible();
    await expect(page.getByText(text(language, 'methodology', 'verdicts.unlawful'))).toBeVisible();
    // The distribution has arrived: a chart per engine and type with scores, or the empty state.
    const distribution = page.getByRole('region', {
      name: text(language, 'methodology', 'distribution.heading'),
    });
    await expect(
      distribution
        .getByRole('img')
        .or(distribution.getByText(text(language, 'methodology', 'distribution.empty')))
        .first(),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Opened directly, the page arrives prerendered.
    await page.goto('/methodology');
    await expect(page.locator('h1')).toHaveText(text(language, 'methodology', 'title'));
  });
}
