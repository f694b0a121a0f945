import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'analyst',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
