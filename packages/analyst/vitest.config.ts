import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'analyst',
    environment: 'node',
    // `.only` fails the run (Vitest's default allows it outside CI); npm test refuses it too.
    allowOnly: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
