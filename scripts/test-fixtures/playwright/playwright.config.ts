import { defineConfig } from '@playwright/test';

// One small project for scripts/test.test.ts: RUNNER_FIXTURE names the file it runs. No test here
// opens a browser.
const fixture = process.env.RUNNER_FIXTURE ?? 'passing';

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: `${fixture}.fixture.ts`,
  workers: 1,
  retries: 0,
  projects: [{ name: 'fixture' }],
});
