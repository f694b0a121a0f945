import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test cluster's `idealens` database. */
    testClusterUrl: string;
  }
}

/** Starts one throwaway PostgreSQL cluster for the run (or uses TEST_DATABASE_URL's server). */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('testClusterUrl', external);
    return;
  }
  // db/embedded-postgres.ts takes out the package's exit hooks, which once turned a run with
  // failed tests into a successful exit: the cluster is stopped below, or when Vitest exits.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-test-'));
  const cluster = await startEmbeddedPostgres(dataDir);
  project.provide('testClusterUrl', cluster.url);
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
