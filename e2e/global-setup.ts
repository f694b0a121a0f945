import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import {
  embeddedPostgresLock,
  startServerProcess,
} from '../apps/server/src/test/server-process.ts';

/** Starts the real IdeaLens server on a free port with a throwaway data folder. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-e2e-'));
  const port = String(await getPort());
  const server = await startServerProcess({
    PORT: port,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Sign-in redirects must come back to the origin the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every journey comes from 127.0.0.1: the per-client limits would otherwise see one busy visitor.
    ANONYMOUS_ANALYSIS_LIMIT: '10000',
    RATE_LIMIT_MAX: '100000',
    SIGN_UP_RATE_LIMIT: '10000',
  });
  // Read by playwright.config.ts and the specs in every worker.
  process.env.E2E_BASE_URL = server.baseUrl;
  // Journeys that need a state no page can produce (a full queue) set it up in the database.
  const lock = embeddedPostgresLock(dataDir);
  const { password } = JSON.parse(
    await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  );
  process.env.E2E_DATABASE_URL = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock?.port}/idealens`;
  // The server writes its mails there (no SMTP_URL): journeys read their links from it.
  process.env.E2E_OUTBOX = path.join(dataDir, 'outbox');
  return async () => {
    const code = await server.stop('SIGTERM');
    // E2E_SERVER_LOG=<file> keeps the server's log of the run, for looking into a failure.
    if (process.env.E2E_SERVER_LOG) await writeFile(process.env.E2E_SERVER_LOG, server.output());
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`the server did not stop cleanly (exit ${code}):\n${server.output()}`);
  };
}
