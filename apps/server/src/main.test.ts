import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgresLock, processAlive, startServerProcess } from './test/server-process.ts';

const dirs: string[] = [];
async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'idealens-main-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function withEmbeddedDatabase<T>(dataDir: string, run: (client: pg.Client) => Promise<T>) {
  const lock = embeddedPostgresLock(dataDir);
  if (!lock) throw new Error('embedded PostgreSQL is not running');
  const { password } = JSON.parse(
    await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  );
  const client = new pg.Client({
    host: '127.0.0.1',
    port: lock.port,
    user: 'postgres',
    password,
    database: 'idealens',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('the server process', () => {
  it('stops cleanly on SIGTERM, leaves no PostgreSQL behind, and keeps its data across a restart', async () => {
    const dataDir = await tempDataDir();
    const port = String(await getPort());
    const first = await startServerProcess({ PORT: port, DATA_DIR: dataDir });
    expect(first.output()).toContain('database: embedded PostgreSQL in');
    expect(first.output()).toContain(`IdeaLens is running at http://localhost:${port}`);

    await withEmbeddedDatabase(dataDir, (db) =>
      db.query("INSERT INTO users (id, email) VALUES ('user-1', 'founder@example.com')"),
    );
    const postgresPid = embeddedPostgresLock(dataDir)?.pid ?? 0;
    expect(processAlive(postgresPid)).toBe(true);

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(first.output()).not.toMatch(/"level":(50|60)/); // no error or fatal on a clean stop
    expect(processAlive(postgresPid)).toBe(false);
    expect(embeddedPostgresLock(dataDir)).toBeNull();

    const second = await startServerProcess({ PORT: port, DATA_DIR: dataDir });
    const { rows } = await withEmbeddedDatabase(dataDir, (db) =>
      db.query('SELECT email FROM users'),
    );
    expect(rows).toEqual([{ email: 'founder@example.com' }]);
    expect(await second.stop('SIGINT')).toBe(0);
    // Two server starts (the first runs initdb) and two stops: 22 s alone on a busy machine, and
    // over the default 30 s in a full CI run, like the other process tests here.
  }, 120_000);

  it("stops cleanly on a terminal's Ctrl-C, which stops its PostgreSQL at the same time", async () => {
    const dataDir = await tempDataDir();
    const port = String(await getPort());
    // PostgreSQL begins its own fast shutdown while the server stops in order: connections it cuts
    // then are expected, and it is not restarted. (A race: it is run twice.)
    for (const round of [1, 2]) {
      const server = await startServerProcess({ PORT: port, DATA_DIR: dataDir }, 60_000, {
        ownProcessGroup: true,
      });
      const postgresPid = embeddedPostgresLock(dataDir)?.pid ?? 0;
      const exited = once(server.child, 'exit');
      process.kill(-(server.child.pid ?? 0), 'SIGINT');
      const [code] = await exited;
      const errors = server.output().match(/.*"level":(50|60).*/g) ?? [];
      expect({ round, code, errors }).toEqual({ round, code: 0, errors: [] });
      expect(server.output()).toContain('stopped');
      expect(server.output()).not.toContain('embedded PostgreSQL stopped unexpectedly');
      expect(processAlive(postgresPid)).toBe(false);
    }
  }, 180_000);

  it('runs two instances side by side with their own PORT and DATA_DIR', async () => {
    const [dirA, dirB] = [await tempDataDir(), await tempDataDir()];
    const [portA, portB] = [String(await getPort()), String(await getPort())];
    const [a, b] = await Promise.all([
      startServerProcess({ PORT: portA, DATA_DIR: dirA }),
      startServerProcess({ PORT: portB, DATA_DIR: dirB }),
    ]);
    for (const server of [a, b]) {
      const res = await fetch(`${server.baseUrl}/api/health`);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
    }
    expect(embeddedPostgresLock(dirA)?.port).not.toBe(embeddedPostgresLock(dirB)?.port);
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
  }, 120_000);

  it('recovers the data directory after being killed outright', async () => {
    const dataDir = await tempDataDir();
    const port = String(await getPort());
    const first = await startServerProcess({ PORT: port, DATA_DIR: dataDir });
    const orphan = embeddedPostgresLock(dataDir)?.pid ?? 0;
    await first.stop('SIGKILL'); // PostgreSQL survives its parent and still holds the directory
    const second = await startServerProcess({ PORT: port, DATA_DIR: dataDir });
    expect(processAlive(orphan)).toBe(false);
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('refuses an invalid configuration with one clear message', async () => {
    await expect(
      startServerProcess({ PORT: 'not-a-port', DATA_DIR: await tempDataDir() }, 10_000),
    ).rejects.toThrow(/Invalid configuration:\s+PORT:/);
  });
});
