import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const helloWorldFile = fileURLToPath(new URL('./hello-world.ts', import.meta.url));

export interface HelloWorld {
  baseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the bare Fastify baselines (hello-world.ts) in a process of their own and waits until
 * they listen; with a database URL, the one-query baseline too.
 */
export async function startHelloWorld(
  port: number,
  { databaseUrl, execArgv = [] }: { databaseUrl?: string; execArgv?: string[] } = {},
): Promise<HelloWorld> {
  const args = databaseUrl ? [String(port), databaseUrl] : [String(port)];
  const child: ChildProcess = fork(helloWorldFile, args, {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`hello-world exited early (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
