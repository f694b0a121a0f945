import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** The process' JSON log lines (pino), parsed; anything else it printed is left out. */
  logs(): LogLine[];
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** pino's numeric levels of errors and of the last words of a process that gives up. */
export const ERROR_LEVEL = 50;
export const FATAL_LEVEL = 60;

/**
 * Starts `main.ts` as a real process (its own Node; its own embedded PostgreSQL unless DATABASE_URL
 * is given) and waits until it is healthy (or, for ROLE=worker, until it says it runs).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { ownProcessGroup = false }: { ownProcessGroup?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [mainFile], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group, as in a terminal: a signal to the group (Ctrl-C) reaches its PostgreSQL too.
    detached: ownProcessGroup,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    // A worker has no HTTP server: it is ready once it says so.
    if (env.ROLE === 'worker') {
      if (log.includes('IdeaLens worker is running')) break;
    } else {
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    baseUrl,
    output: () => log,
    logs: () => parseLogLines(log),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts several processes at once (e.g. API and worker processes on one DATABASE_URL), each
 * as `startServerProcess` does. If one fails to start, the others are killed and the error thrown.
 */
export async function startServerProcesses(
  envs: Array<Record<string, string>>,
  timeoutMs?: number,
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(envs.map((env) => startServerProcess(env, timeoutMs)));
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure)
    return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
  await Promise.all(
    started.map((result) => (result.status === 'fulfilled' ? result.value.stop('SIGKILL') : null)),
  );
  throw failure.reason;
}

function parseLogLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(line) as LogLine;
      if (typeof parsed.level === 'number') lines.push(parsed);
    } catch {
      // a partial line still being written, or not a log line
    }
  }
  return lines;
}

/** The embedded cluster's postmaster pid and port, read from its lock file. */
export function embeddedPostgresLock(dataDir: string): { pid: number; port: number } | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Whether a process runs; a zombie (exited, not yet reaped by its new parent) counts as gone. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = path.join('/proc', String(pid), 'stat');
  if (!existsSync(stat)) return true;
  const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
  return state !== 'Z' && state !== 'X';
}
