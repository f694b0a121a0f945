import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.ts';
import { lazyRequestLogger } from './request-logger.ts';

/** A real pino logger writing JSON lines into `lines`, and how many child loggers it made. */
function recordingLogger(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level }, stream);
  const made = { requestLoggers: 0 };
  const { child } = logger;
  // Counts the request loggers pino makes (every child inherits this); each is still pino's own.
  logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
    if ('reqId' in args[0]) made.requestLoggers += 1;
    return child.apply(this, args);
  } as typeof child;
  return { logger, lines, made };
}

describe('request loggers', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  async function app(logger: FastifyBaseLogger) {
    const server = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyRequestLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerErrorHandler(server);
    server.get('/quiet', async () => ({ ok: true }));
    server.get('/loud', async (request) => {
      request.log.warn({ idea: 'tool sharing' }, 'something to look at');
      request.log.child({ step: 'inner' }).error('inner trouble');
      return { level: request.log.level };
    });
    server.get('/fails', async () => {
      throw new Error('boom');
    });
    close = () => server.close();
    return server;
  }

  it('are made only for requests that log, and each line carries the request id', async () => {
    const { logger, lines, made } = recordingLogger();
    const server = await app(logger);
    for (let n = 0; n < 5; n += 1) {
      expect((await server.inject({ url: '/quiet' })).statusCode).toBe(200);
    }
    expect(made.requestLoggers).toBe(0);
    expect(lines).toEqual([]);

    const loud = await server.inject({ url: '/loud' });
    expect(loud.json()).toEqual({ level: 'info' });
    expect(made.requestLoggers).toBe(1);
    const [warned, inner] = lines;
    expect(warned).toMatchObject({ level: 40, msg: 'something to look at', idea: 'tool sharing' });
    expect(inner).toMatchObject({ level: 50, msg: 'inner trouble', step: 'inner' });
    expect(warned?.reqId).toEqual(expect.any(String));
    expect(inner?.reqId).toBe(warned?.reqId);
  });

  it("log a failed request's error with its id, at the parent's level", async () => {
    const { logger, lines } = recordingLogger('error');
    const server = await app(logger);
    expect((await server.inject({ url: '/loud' })).json()).toEqual({ level: 'error' });
    expect(lines.map((line) => line.msg)).toEqual(['inner trouble']);
    expect((await server.inject({ url: '/fails' })).statusCode).toBe(500);
    const failed = lines.at(-1);
    expect(failed).toMatchObject({ level: 50, msg: 'request failed', err: { message: 'boom' } });
    expect(failed?.reqId).toEqual(expect.any(String));
    expect(failed?.reqId).not.toBe(lines[0]?.reqId);
  });
});
