// A Vitest reporter that writes what the run did to the file named by VITEST_OUTCOME_FILE, for
// scripts/test.ts. Vitest's exit code cannot be trusted on its own (a dependency's exit listener
// can turn it into 0) and its JSON report leaves out unhandled errors and files that failed to
// load, so the runner reads this instead. It is written once the run has ended: a run that never
// gets there leaves no file, and the runner fails on that too.
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/** Tests of one Vitest project by how they ended. */
export interface ProjectCounts {
  passed: number;
  failed: number;
  /** `.skip`, `.skipIf`, `.todo`, or skipped by `.only` elsewhere in the file. */
  skipped: number;
  /** Never reached an end (the run stopped under them). */
  pending: number;
}

export interface VitestOutcome {
  reason: TestRunEndReason;
  unhandledErrors: string[];
  /** Test files that failed as a whole (an import that throws, a failing beforeAll or afterAll). */
  failedModules: Array<{ project: string; file: string; errors: string[] }>;
  /** Each failed test by name, so a run's last lines say which one failed and why. */
  failedTests: Array<{ project: string; file: string; name: string; error: string }>;
  projects: Record<string, ProjectCounts>;
}

const describe = (error: SerializedError) => error.stack || error.message || String(error);

export default class VitestOutcomeReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const file = process.env.VITEST_OUTCOME_FILE;
    if (!file) return;
    const outcome: VitestOutcome = {
      reason,
      unhandledErrors: unhandledErrors.map(describe),
      failedModules: [],
      failedTests: [],
      projects: {},
    };
    for (const module of testModules) {
      const project = module.project.name;
      outcome.projects[project] ??= { passed: 0, failed: 0, skipped: 0, pending: 0 };
      const counts = outcome.projects[project];
      const tests = [...module.children.allTests()];
      // A file fails with its failed tests (counted below), or on its own: an import that throws,
      // a failing hook. (One whose tests were all skipped is 'skipped': counted below too.)
      const failedOnItsOwn =
        module.errors().length > 0 ||
        (!['passed', 'skipped'].includes(module.state()) &&
          !tests.some((test) => test.result().state === 'failed'));
      if (failedOnItsOwn) {
        outcome.failedModules.push({
          project,
          file: module.relativeModuleId,
          errors: module.errors().map(describe),
        });
      }
      for (const test of tests) {
        const result = test.result();
        counts[result.state] += 1;
        if (result.state === 'failed') {
          outcome.failedTests.push({
            project,
            file: module.relativeModuleId,
            name: test.fullName,
            error: result.errors?.[0] ? describe(result.errors[0]) : 'no error reported',
          });
        }
      }
    }
    writeFileSync(file, JSON.stringify(outcome));
  }
}
