import { ErrorCode } from '@idealens/shared/errors';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';

/** Windows kept before the expired ones are swept (each key with a request in its last window). */
const SWEEP_AT = 10_000;

/**
 * Each API key's own rate limit: `max` requests per fixed window of `windowMs` from a key's first
 * request in it, with the headers @fastify/rate-limit gives every other API answer
 * (`X-RateLimit-Limit`, `-Remaining`, `-Reset` in seconds; `Retry-After` and 429 `RATE_LIMITED`
 * past it). Counted in memory, per process, like the per-address limit, but synchronously: a
 * script polling with its key waits for no promise here (ADR 033).
 */
export function createKeyRateLimit({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { resetAt: number; count: number }>();

  function sweep(at: number) {
    for (const [keyId, window] of windows) if (window.resetAt <= at) windows.delete(keyId);
  }

  /** Counts a request of the key; throws the 429 to answer once it is over the limit. */
  return function countKeyRequest(keyId: string, reply: FastifyReply): void {
    const at = now();
    let window = windows.get(keyId);
    if (window === undefined || window.resetAt <= at) {
      if (windows.size >= SWEEP_AT) sweep(at);
      window = { resetAt: at + windowMs, count: 0 };
      windows.set(keyId, window);
    }
    window.count += 1;
    const resetSeconds = Math.ceil((window.resetAt - at) / 1000);
    reply.headers({
      'x-ratelimit-limit': max,
      'x-ratelimit-remaining': Math.max(0, max - window.count),
      'x-ratelimit-reset': resetSeconds,
    });
    if (window.count > max) {
      reply.header('retry-after', resetSeconds);
      throw new HttpError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests. Please try again in ${resetSeconds} seconds.`,
      );
    }
  };
}
