import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, describeDefaults, loadConfig } from './config.ts';
import { isDatabaseUnavailable } from './db/availability.ts';
import { startIdeaLens } from './runtime.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
const log = pino({
  level: config.LOG_LEVEL,
  ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
});

let running: Awaited<ReturnType<typeof startIdeaLens>> | undefined;
let stopping = false;
/** 1 once the process stops because something failed, so that a supervisor sees it. */
let exitCode = 0;

// On SIGINT/SIGTERM (or a crash) stop in order; a second signal or 15 s ends the process at once.
const grace = closeWithGrace(
  {
    delay: 15_000,
    logger: { error: (m: unknown) => log.error(m) },
    // Judged below: some are expected while stopping.
    skip: ['uncaughtException'],
  },
  async ({ signal, err }) => {
    stopping = true;
    if (err) log.error({ err }, 'stopping after an unexpected error');
    else if (exitCode === 0) log.info(`${signal ?? 'close'} received, shutting down`);
    await running?.stop();
    log.info('stopped');
    // close-with-grace exits with 0 after a close asked for in code.
    if (exitCode !== 0) process.exit(exitCode);
  },
);

/** Stops in order after a failure, then exits with 1. */
function stopFailed() {
  exitCode = 1;
  void grace.close();
}

process.on('uncaughtException', (err) => {
  if (!stopping) {
    log.error({ err }, 'stopping after an unexpected error');
    stopFailed();
  } else if (isDatabaseUnavailable(err)) {
    // A terminal's Ctrl-C stops the embedded PostgreSQL too, and a connection it cuts while we
    // stop can surface here (pg-boss takes the listeners off its LISTEN connection before ending
    // it): expected then.
    log.debug({ err }, 'database connection cut while stopping');
  } else {
    log.error({ err }, 'second error while stopping, exiting');
    process.exit(1);
  }
});

try {
  running = await startIdeaLens(config, log, {
    onDatabaseGone(error) {
      log.fatal(
        { err: error },
        'could not restart the embedded PostgreSQL: stopping, to be started again by a supervisor',
      );
      stopFailed();
    },
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    log.fatal(
      `Port ${config.PORT} is already in use. Stop the other process or set PORT to a free port.`,
    );
  } else {
    log.fatal({ err: error }, 'IdeaLens failed to start');
  }
  process.exit(1);
}

for (const line of describeDefaults(config)) log.info(line);
log.info(running.url ? `IdeaLens is running at ${running.url}` : 'IdeaLens worker is running');
