// `npm test`: every unit and API test (Vitest, real PostgreSQL), then every browser journey
// (Playwright, real server, real Chromium). Ends with one summary line for people and CI.
//
// No runner's word is taken alone. A run passes only if the runner exited with 0, wrote its
// report, ended the run as passed, had no unhandled error, no file that failed to load or failed
// in a hook, no failed, skipped or unfinished test, and passed at least its floor of tests in
// every project (scripts/test-floors.ts). `.only` is refused (`--allowOnly=false`,
// `--forbid-only`), whatever a config says.
//
// Options (for the runner's own tests, scripts/test.test.ts): --only unit|e2e,
// --vitest-config <file>, --playwright-config <file>, and --unit-floor / --e2e-floor
// <project>=<tests>, which replace the floors of that runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TEST_FLOORS, type TestFloors } from './test-floors.ts';
import type { VitestOutcome } from './vitest-outcome-reporter.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const playwrightBin = path.join(
  path.dirname(require.resolve('@playwright/test/package.json')),
  'cli.js',
);

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'vitest-config': { type: 'string' },
    'playwright-config': { type: 'string' },
    'unit-floor': { type: 'string', multiple: true },
    'e2e-floor': { type: 'string', multiple: true },
  },
});
if (options.only !== undefined && options.only !== 'unit' && options.only !== 'e2e') {
  console.error(`--only takes unit or e2e, not "${options.only}"`);
  process.exit(2);
}

function floorsOf(given: string[] | undefined, defaults: TestFloors): TestFloors {
  if (!given) return defaults;
  return Object.fromEntries(
    given.map((item) => {
      const [name = '', count] = item.split('=');
      if (!name || !/^\d+$/.test(count ?? '')) {
        console.error(`a floor is <project>=<tests>, not "${item}"`);
        process.exit(2);
      }
      return [name, Number(count)];
    }),
  );
}

/** A runner's verdict: the problems that fail it (none when it passed), and its test counts. */
interface Verdict {
  problems: string[];
  passed: number;
  failed: number;
  /** Tests passed per project, beside its floor: what a floor is raised from. */
  projects?: Record<string, number>;
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'idealens-test-report-'));

/** Runs a Node script with this Node (the project's Node 24) and returns its exit code. */
function runNode(args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function belowFloors(floors: TestFloors, passedByProject: Record<string, number>): string[] {
  return Object.entries(floors).flatMap(([project, floor]) => {
    const passed = passedByProject[project] ?? 0;
    return passed < floor
      ? [`${project}: ${passed} tests passed, fewer than its floor of ${floor}`]
      : [];
  });
}

function runUnit(): Verdict {
  const outcomeFile = path.join(reports, 'vitest-outcome.json');
  const config = options['vitest-config'];
  const exit = runNode(
    [
      vitestBin,
      'run',
      ...(config ? ['--config', path.resolve(config)] : []),
      '--allowOnly=false',
      '--reporter=default',
      `--reporter=${path.join(root, 'scripts/vitest-outcome-reporter.ts')}`,
    ],
    { VITEST_OUTCOME_FILE: outcomeFile },
  );
  const problems: string[] = [];
  if (exit !== 0) problems.push(`Vitest exited with code ${exit}`);
  if (!existsSync(outcomeFile)) {
    problems.push('Vitest wrote no report: the run stopped before it ended');
    return { problems, passed: 0, failed: 0 };
  }
  const outcome: VitestOutcome = JSON.parse(readFileSync(outcomeFile, 'utf8'));
  if (outcome.reason !== 'passed') problems.push(`Vitest ended the run as ${outcome.reason}`);
  for (const error of outcome.unhandledErrors) {
    problems.push(`an unhandled error: ${firstLine(error)}`);
  }
  for (const module of outcome.failedModules) {
    problems.push(
      `${module.file} (${module.project}) failed as a whole: ${firstLine(module.errors[0] ?? 'no error reported')}`,
    );
  }
  for (const test of outcome.failedTests) {
    problems.push(
      `failed: ${test.file} (${test.project}) › ${test.name}: ${firstLine(test.error)}`,
    );
  }
  let passed = 0;
  let failed = 0;
  const passedByProject: Record<string, number> = {};
  for (const [project, counts] of Object.entries(outcome.projects)) {
    passed += counts.passed;
    failed += counts.failed + counts.skipped + counts.pending;
    passedByProject[project] = counts.passed;
    if (counts.failed > 0) problems.push(`${project}: ${counts.failed} failed`);
    if (counts.skipped > 0) {
      problems.push(
        `${project}: ${counts.skipped} skipped (.skip, .skipIf, .todo and .only have no place in a full run)`,
      );
    }
    if (counts.pending > 0) problems.push(`${project}: ${counts.pending} never finished`);
  }
  problems.push(...belowFloors(floorsOf(options['unit-floor'], TEST_FLOORS.unit), passedByProject));
  return { problems, passed, failed, projects: passedByProject };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{
      projectName: string;
      status: string;
      results?: Array<{ error?: { message?: string } }>;
    }>;
  }>;
}

function runE2e(): Verdict {
  const reportFile = path.join(reports, 'playwright.json');
  const config = options['playwright-config'];
  const problems: string[] = [];
  // The real journeys need Chromium and an up-to-date web build; a fixture config needs neither.
  if (!config) {
    for (const script of ['scripts/ensure-chromium.ts', 'scripts/ensure-web-build.ts']) {
      if (runNode([script]) !== 0) return { problems: [`${script} failed`], passed: 0, failed: 0 };
    }
  }
  const exit = runNode(
    [
      playwrightBin,
      'test',
      ...(config ? ['--config', path.resolve(config)] : []),
      '--forbid-only',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
  );
  if (exit !== 0) problems.push(`Playwright exited with code ${exit}`);
  if (!existsSync(reportFile)) {
    problems.push('Playwright wrote no report: the run stopped before it ended');
    return { problems, passed: 0, failed: 0 };
  }
  const report: {
    errors?: Array<{ message?: string }>;
    suites?: PlaywrightSuite[];
  } = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const error of report.errors ?? []) {
    problems.push(`a run error: ${firstLine(error.message ?? 'no message')}`);
  }
  const byProject: Record<string, Record<string, number>> = {};
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        byProject[test.projectName] ??= {};
        const counts = byProject[test.projectName] ?? {};
        counts[test.status] = (counts[test.status] ?? 0) + 1;
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message ?? 'no error reported';
          problems.push(
            `failed: ${spec.file} (${test.projectName}) › ${spec.title}: ${firstLine(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  let passed = 0;
  let failed = 0;
  const passedByProject: Record<string, number> = {};
  for (const [project, counts] of Object.entries(byProject)) {
    const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = counts;
    passedByProject[project] = expected + flaky;
    passed += expected + flaky;
    failed += unexpected + skipped;
    if (unexpected > 0) problems.push(`${project}: ${unexpected} failed`);
    if (skipped > 0) {
      problems.push(
        `${project}: ${skipped} skipped or not run (test.skip and test.fixme have no place in a full run)`,
      );
    }
  }
  problems.push(...belowFloors(floorsOf(options['e2e-floor'], TEST_FLOORS.e2e), passedByProject));
  return { problems, passed, failed, projects: passedByProject };
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}

const unit = options.only === 'e2e' ? undefined : runUnit();
const e2e = options.only === 'unit' ? undefined : runE2e();
rmSync(reports, { recursive: true, force: true });

const state = (verdict: Verdict | undefined) =>
  !verdict ? 'not run' : verdict.problems.length === 0 ? 'passed' : 'FAILED';
for (const [name, verdict] of [
  ['unit and API tests', unit],
  ['browser tests', e2e],
] as const) {
  if (!verdict?.problems.length) continue;
  console.log(`\n${name} FAILED:`);
  for (const problem of verdict.problems) console.log(`  - ${problem}`);
}
const perProject = [unit?.projects, e2e?.projects]
  .flatMap((projects) => Object.entries(projects ?? {}))
  .map(([project, passed]) => `${project} ${passed}`);
if (perProject.length > 0) console.log(`\npassed by project: ${perProject.join(', ')}`);
console.log(`unit and API tests: ${state(unit)}; browser tests: ${state(e2e)}`);
console.log(
  `tests: ${(unit?.passed ?? 0) + (e2e?.passed ?? 0)} passed, ${(unit?.failed ?? 0) + (e2e?.failed ?? 0)} failed`,
);
process.exit(unit?.problems.length || e2e?.problems.length ? 1 : 0);
