import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import { createKeyRateLimit } from './key-rate-limit.ts';

/** What the limit writes on a reply: its headers (the rest of a reply is not used). */
function replyHeaders() {
  const headers: Record<string, unknown> = {};
  const reply = {
    headers(values: Record<string, unknown>) {
      Object.assign(headers, values);
      return reply;
    },
    header(name: string, value: unknown) {
      headers[name] = value;
      return reply;
    },
  };
  return { headers, reply: reply as unknown as FastifyReply };
}

describe('a key’s own rate limit', () => {
  it('counts each key apart in fixed windows from its first request, then starts again', () => {
    let now = 1_000_000;
    const count = createKeyRateLimit({ max: 2, windowMs: 60_000, now: () => now });
    const first = replyHeaders();
    count('key-a', first.reply);
    expect(first.headers).toEqual({
      'x-ratelimit-limit': 2,
      'x-ratelimit-remaining': 1,
      'x-ratelimit-reset': 60,
    });
    now += 20_500;
    const second = replyHeaders();
    count('key-a', second.reply);
    expect(second.headers).toMatchObject({ 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': 40 });

    // Over the limit: 429 with the seconds left, in the header and the message.
    const third = replyHeaders();
    let refusal: unknown;
    try {
      count('key-a', third.reply);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 40 seconds.',
    });
    expect(third.headers).toMatchObject({ 'x-ratelimit-remaining': 0, 'retry-after': 40 });

    // Another key is not touched by it.
    const other = replyHeaders();
    count('key-b', other.reply);
    expect(other.headers['x-ratelimit-remaining']).toBe(1);

    // The window over, the key starts a new one.
    now += 40_000;
    const later = replyHeaders();
    count('key-a', later.reply);
    expect(later.headers).toMatchObject({ 'x-ratelimit-remaining': 1, 'x-ratelimit-reset': 60 });
  });
});
