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

export interface PatienceOptions {
  /** Gives up at once when aborted (the job was taken away, the process is stopping). */
  signal?: AbortSignal;
  /** How long the database may stay away before the last error is thrown. */
  patienceMs?: number;
}

/**
 * Runs `operation`, and again while it fails only because the database is away (a restart, a
 * failover), waiting 250 ms, then twice as long each time up to 4 s, for at most `patienceMs`.
 * For work that is costly to redo, such as storing an analysis whose model calls are paid for.
 * Any other error, or the patience running out, throws as it came.
 */
export async function untilDatabaseAnswers<T>(
  operation: () => Promise<T>,
  { signal, patienceMs = 30_000 }: PatienceOptions = {},
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (let wait = 250; ; wait = Math.min(wait * 2, 4_000)) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted || Date.now() + wait > deadline) {
        throw error;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, wait);
        signal?.addEventListener('abort', done, { once: true });
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          resolve();
        }
      });
      if (signal?.aborted) throw error;
    }
  }
}
