import { defineProject } from 'vitest/config';

// The tests of the scripts themselves (npm test's runner). They run Vitest and Playwright on the
// small projects in test-fixtures/, whose files are named *.fixture.ts so no run picks them up.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    allowOnly: false,
    // Each test starts a runner on a loaded machine: seconds, sometimes tens of them.
    testTimeout: 120_000,
  },
});
