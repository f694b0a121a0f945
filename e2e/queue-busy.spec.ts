import pg from 'pg';
import { expect, test, useLanguage } from './fixtures.ts';
import { text } from './locales.ts';

// Runs after every other journey (its own Playwright project): a full queue would refuse their
// quick analyses.
test('a full queue shows the busy banner and refuses anonymous quick analyses', async ({
  page,
}) => {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    // Ten waiting tasks with no job behind them: no worker takes them, the queue stays full.
    await db.query(`
      INSERT INTO analysis_tasks (type, name, input, priority)
      SELECT 'simple', 'waiting ' || g, '{"idea":"waiting","language":"en-US"}', 0 FROM generate_series(1, 10) g
    `);
    await useLanguage(page, 'en-US');
    await page.goto('/');
    await expect(page.getByText(text('en-US', 'home', 'busy.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: /Quick Analysis/ })).toBeDisabled();

    const res = await page.request.post('/api/analysis/submit', {
      data: { type: 'simple', data: { idea: 'A subscription box for rare houseplants' } },
    });
    expect(res.status()).toBe(429);
    expect(await res.json()).toMatchObject({
      code: 'QUEUE_BUSY',
      message:
        'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    });
  } finally {
    await db.query("DELETE FROM analysis_tasks WHERE name LIKE 'waiting %'");
    await db.end();
  }
  await page.reload();
  await expect(page.getByText(text('en-US', 'home', 'busy.title'))).toHaveCount(0);
});
