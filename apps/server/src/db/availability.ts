import pRetry from 'p-retry';

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
 * failover), waiting 250 ms, then twice as long each time up to 4 s, for at most `patienceMs`
 * (p-retry). For work that is costly to redo, such as storing an analysis whose model calls are
 * paid for. Any other error, or the patience running out, throws as it came.
 *
 * `signal` cuts a wait between attempts short, ending with the last error; an attempt under way
 * runs to its end and its outcome stands (a stored analysis is not reported as failed).
 */
export async function untilDatabaseAnswers<T>(
  operation: () => Promise<T>,
  { signal, patienceMs = 30_000 }: PatienceOptions = {},
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  // p-retry's own signal would also refuse to start the first attempt and fail one that
  // succeeded: it is aborted only while waiting, with the error that made it wait.
  const waitCut = new AbortController();
  let waitingAfter: unknown;
  const cutWait = () => {
    if (waitingAfter !== undefined) waitCut.abort(waitingAfter);
  };
  signal?.addEventListener('abort', cutWait, { once: true });
  try {
    return await pRetry(
      () => {
        waitingAfter = undefined;
        return operation();
      },
      {
        retries: Number.POSITIVE_INFINITY,
        minTimeout: 250,
        factor: 2,
        maxTimeout: 4_000,
        signal: waitCut.signal,
        shouldRetry: ({ error, retryDelay }) => {
          const retry =
            isDatabaseUnavailable(error) && !signal?.aborted && Date.now() + retryDelay <= deadline;
          if (retry) waitingAfter = error;
          return retry;
        },
      },
    );
  } finally {
    signal?.removeEventListener('abort', cutWait);
  }
}
