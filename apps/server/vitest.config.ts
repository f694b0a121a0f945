import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // `.only` fails the run (Vitest's default allows it outside CI); npm test refuses it too.
    allowOnly: false,
    include: ['src/**/*.test.ts'],
    // One embedded PostgreSQL for the whole run; every test file gets its own database.
    globalSetup: ['src/test/global-setup.ts'],
    // Vitest's default is one worker fewer than the CPUs: one file at a time on two CPUs. Most of
    // these files wait on child processes, restarts and the database, so two share a CPU well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
