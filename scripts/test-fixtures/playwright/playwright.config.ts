import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One small project for scripts/test.test.ts: RUNNER_FIXTURE names the file it runs. No test here
// opens a browser. The fixture runs go side by side (describe.concurrent), so each writes to its
// own output folder under `test-results/`: Playwright empties its folder when it starts, and a
// shared one was emptied under another run's feet.
const fixture = process.env.RUNNER_FIXTURE ?? 'passing';

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: `${fixture}.fixture.ts`,
  outputDir: path.join(
    import.meta.dirname,
    '../../../test-results',
    `runner-fixture-${fixture}-${process.pid}`,
  ),
  workers: 1,
  retries: 0,
  projects: [{ name: 'fixture' }],
});
