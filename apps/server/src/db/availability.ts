/** Network failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own answers that mean "not now" rather than "wrong query": connection exceptions
 * (class 08), a server shutting down or starting up (57P01–57P03), and no free connection (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What `pg` and `pg-pool` throw when a connection breaks or cannot be had in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error means the database cannot be reached right now (it is down, restarting, or
 * out of connections) rather than that a query is wrong: the first is worth a 503 and a retry,
 * the second is a bug. Looks through `cause` chains, as `pg-pool` wraps connection failures.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) {
      return true;
    }
    if (
      CONNECTION_MESSAGES.some(
        (message) => current instanceof Error && current.message.startsWith(message),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
