import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

/** Starts the real IdeaLens server on a free port with a throwaway data folder. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-e2e-'));
  const port = String(await getPort());
  const server = await startServerProcess({ PORT: port, DATA_DIR: dataDir, NODE_ENV: 'test' });
  // Read by playwright.config.ts in every worker.
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    const code = await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`the server did not stop cleanly (exit ${code}):\n${server.output()}`);
  };
}
