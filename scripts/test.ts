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
let unitFailed = 0;
let e2eFailed = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  unitFailed = report.numFailedTests ?? 0;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  e2eFailed = stats?.unexpected ?? 0;
}
rmSync(reports, { recursive: true, force: true });

// A runner's exit code alone is not trusted: any failed test in its report fails the run too.
const unitOk = unit === 0 && unitFailed === 0;
const e2eOk = e2e === 0 && e2eFailed === 0;
const ok = unitOk && e2eOk;
console.log(
  `\nunit and API tests: ${unitOk ? 'passed' : 'FAILED'}; browser tests: ${e2eOk ? 'passed' : 'FAILED'}`,
);
console.log(`tests: ${passed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(ok ? 0 : 1);
