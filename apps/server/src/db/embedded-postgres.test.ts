import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPostgresLock, processAlive } from '../test/server-process.ts';
import { waitFor } from '../test/wait-for.ts';
import { isDatabaseUnavailable } from './availability.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const moduleUrl = pathToFileURL(fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url)));

/** Runs one query on its own connection; rejects as `pg` does when PostgreSQL is away. */
async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A Node process of its own that starts the cluster of `dataDir` through this module, says
 * "started", then: `exit` calls process.exit(3) with PostgreSQL running; `end` stops it, sets
 * exit code 4 and lets the process end by itself (`beforeExit`); `wait` waits to be killed.
 */
function startChild(dataDir: string, then: 'exit' | 'end' | 'wait') {
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl.href)});
    const database = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
    console.log('started');
    const then = ${JSON.stringify(then)};
    if (then === 'exit') process.exit(3);
    if (then === 'end') {
      await database.stop();
      process.exitCode = 4;
    }
    if (then === 'wait') setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('started')) resolve();
    });
    exited.then((code) => reject(new Error(`exited (${code}) before starting:\n${output}`)));
  });
  return { child, started, exited, output: () => output };
}

describe('the embedded PostgreSQL lifecycle (real clusters)', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-embedded-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const orphan = embeddedPostgresLock(dataDir)?.pid;
    if (orphan && processAlive(orphan)) process.kill(orphan, 'SIGINT');
    await waitFor(
      async () => embeddedPostgresLock(dataDir),
      (lock) => lock === null,
    ).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, stops, restarts on the same data and port, and starts again from a new handle', async () => {
    const database = await startEmbeddedPostgres(dataDir);
    await query(database.url, 'CREATE TABLE notes (text text)');
    await query(database.url, "INSERT INTO notes VALUES ('written before the stops')");
    const first = embeddedPostgresLock(dataDir)?.pid ?? 0;
    expect(processAlive(first)).toBe(true);

    await database.stop();
    expect(processAlive(first)).toBe(false);
    expect(embeddedPostgresLock(dataDir)).toBeNull();
    const refused = await query(database.url, 'SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await database.stop(); // stopping a stopped cluster does nothing

    await database.restart(); // after a stop: the same URL reaches it again
    expect(await query(database.url, 'SELECT text FROM notes')).toEqual([
      { text: 'written before the stops' },
    ]);
    const second = embeddedPostgresLock(dataDir)?.pid ?? 0;
    await database.restart(); // while it runs: stopped, then started
    const third = embeddedPostgresLock(dataDir)?.pid ?? 0;
    expect([processAlive(second), processAlive(third)]).toEqual([false, true]);
    expect(await query(database.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 1 }]);
    await database.stop();

    const again = await startEmbeddedPostgres(dataDir);
    expect(await query(again.url, 'SELECT text FROM notes')).toEqual([
      { text: 'written before the stops' },
    ]);
    await again.stop();
    expect(processAlive(third)).toBe(false);
  }, 120_000);

  it('stops its PostgreSQL when the process exits, and keeps the exit code', async () => {
    const exiting = startChild(dataDir, 'exit');
    children.push(exiting.child);
    await exiting.started;
    const postmaster = embeddedPostgresLock(dataDir)?.pid ?? 0;
    expect(await exiting.exited).toBe(3);
    await waitFor(
      async () => processAlive(postmaster),
      (alive) => !alive,
    );
    await waitFor(
      async () => embeddedPostgresLock(dataDir),
      (lock) => lock === null,
    );

    // Ending by itself: the package's own `beforeExit` hook used to exit with 0 here.
    const ending = startChild(dataDir, 'end');
    children.push(ending.child);
    await ending.started;
    expect(await ending.exited).toBe(4);
    expect(embeddedPostgresLock(dataDir)).toBeNull();
  }, 120_000);

  it('stops a PostgreSQL left running by a killed process before starting on its data', async () => {
    const killed = startChild(dataDir, 'wait');
    children.push(killed.child);
    await killed.started;
    const orphan = embeddedPostgresLock(dataDir)?.pid ?? 0;
    killed.child.kill('SIGKILL'); // no exit hook runs: PostgreSQL survives its parent
    await killed.exited;
    expect(processAlive(orphan)).toBe(true);

    const database = await startEmbeddedPostgres(dataDir);
    expect(processAlive(orphan)).toBe(false);
    expect(await query(database.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 1 }]);
    await database.stop();
  }, 120_000);
});
