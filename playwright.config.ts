import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, started with the flags this closed network needs (ENVIRONMENT.md).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The real server (own embedded PostgreSQL, own data folder, free port) runs for the whole run.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // `.only` fails the run everywhere, not only in CI; npm test passes --forbid-only as well.
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
      testIgnore: ['**/*.mobile.spec.ts', '**/queue-busy.spec.ts'],
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      testMatch: '**/*.mobile.spec.ts',
    },
    {
      // Fills the queue, so it runs alone after the others.
      name: 'busy-queue',
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium },
      testMatch: '**/queue-busy.spec.ts',
      dependencies: ['desktop', 'mobile'],
    },
  ],
});
