import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';
import type { LogFn } from 'pino';

/**
 * A request's logger: pino's child logger with the request's id, made the first time the request
 * logs something. Fastify makes a request logger for every request, and nearly all of them (status
 * polls above all) log nothing: request logging is off, and only failures are logged. Making
 * pino's child costs a tenth of a poll's server time (bench/api.ts, measured side by side).
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** pino's child logger, made once. */
  get logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level() {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level) {
    this.logger.level = level;
  }

  fatal(...args: Parameters<LogFn>) {
    this.logger.fatal(...args);
  }
  error(...args: Parameters<LogFn>) {
    this.logger.error(...args);
  }
  warn(...args: Parameters<LogFn>) {
    this.logger.warn(...args);
  }
  info(...args: Parameters<LogFn>) {
    this.logger.info(...args);
  }
  debug(...args: Parameters<LogFn>) {
    this.logger.debug(...args);
  }
  trace(...args: Parameters<LogFn>) {
    this.logger.trace(...args);
  }
  silent(...args: Parameters<LogFn>) {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it is first used. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
