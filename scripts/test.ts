// `npm test`: every unit and API test (Vitest, real PostgreSQL), then every browser journey
// (Playwright, real server, real Chromium). Ends with one summary line for people and CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(os.tmpdir(), 'idealens-test-report-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function run(args: string[], env: Record<string, string> = {}) {
  return (
    spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
      .status ?? 1
  );
}

const unit = run([
  'run',
  '--silent',
  'test:unit',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const e2e = run(['run', '--silent', 'test:e2e', '--', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
});

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}
rmSync(reports, { recursive: true, force: true });

// A runner's exit code alone is not trusted: any failed test in its report fails the run too.
const ok = unit === 0 && e2e === 0 && failed === 0;
console.log(
  `\nunit and API tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser tests: ${e2e === 0 ? 'passed' : 'FAILED'}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
