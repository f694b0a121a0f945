// The built web app served by the real server: production build of apps/web, then main.ts as its
// own process (its own embedded PostgreSQL, a throwaway data folder, a free port).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { startServerProcess } from '../../apps/server/src/test/server-process.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Where `npm run build -w @idealens/web` writes the app, and where the server serves it from. */
export const webDist = path.join(repoRoot, 'apps/web/dist');

/** `npm run build -w @idealens/web`; throws with its output when the build fails. */
export function buildWebApp(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', '@idealens/web'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`the web build failed (exit ${build.status}):\n${build.stdout}${build.stderr}`);
  }
}

export type RunningSite = { baseUrl: string; stop(): Promise<void> };

/** The real server, as deployed (NODE_ENV=production), serving `apps/web/dist`. */
export async function startSite(): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-bench-web-'));
  const port = String(await getPort());
  try {
    const server = await startServerProcess({
      PORT: port,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The development stand-ins for sign-in and payments, so production mode starts here.
      ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    });
    return {
      baseUrl: server.baseUrl,
      async stop() {
        const code = await server.stop('SIGTERM');
        await rm(dataDir, { recursive: true, force: true });
        if (code !== 0) console.warn(`the server stopped with exit ${code}:\n${server.output()}`);
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
