import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, describeDefaults, loadConfig } from './config.ts';
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
/** Set when the embedded PostgreSQL could not be restarted: the process then exits with 1. */
let databaseGone = false;

// On SIGINT/SIGTERM (or a crash) stop in order; a second signal or 15 s ends the process at once.
const grace = closeWithGrace(
  { delay: 15_000, logger: { error: (m: unknown) => log.error(m) } },
  async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an unexpected error');
    else if (!databaseGone) log.info(`${signal ?? 'close'} received, shutting down`);
    await running?.stop();
    log.info('stopped');
    // close-with-grace exits with 0 after a close asked for in code; a supervisor must see a failure.
    if (databaseGone) process.exit(1);
  },
);

try {
  running = await startIdeaLens(config, log, {
    onDatabaseGone(error) {
      databaseGone = true;
      log.fatal(
        { err: error },
        'could not restart the embedded PostgreSQL: stopping, to be started again by a supervisor',
      );
      void grace.close();
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
