import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Content codings we compress to, preferred in this order when a client weighs them equally. */
const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Below this an answer is sent as it is: here, and by `@fastify/compress` for every other route. */
export const COMPRESSION_THRESHOLD = 1024;

const SUPPORTED: Array<ContentEncoding | 'identity'> = [...ENCODINGS, 'identity'];
/** Browsers send a handful of Accept-Encoding values: each is worked out once, up to a bound. */
const NEGOTIATED_VALUES = 64;
const negotiated = new Map<string, ContentEncoding | null>();

/** The coding to use for an Accept-Encoding header value; null: none (identity). */
function negotiatedEncoding(header: string): ContentEncoding | null {
  let chosen = negotiated.get(header);
  if (chosen === undefined) {
    const best = negotiate(header.toLowerCase(), SUPPORTED);
    chosen = best === null || best === 'identity' ? null : best;
    if (negotiated.size < NEGOTIATED_VALUES) negotiated.set(header, chosen);
  }
  return chosen;
}

const compressors: Record<ContentEncoding, (bytes: Buffer) => Buffer> = {
  // The qualities `@fastify/compress` uses: quick, and nearly as small as the slowest.
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * A JSON answer sent many times as it is (a finished task's status, polled by every page that
 * shows it): serialised once, and compressed at most once per content coding, when a client first
 * asks for that coding. Sent with `sendJsonBytes`, by a route that opts out of `@fastify/compress`
 * (which would otherwise look at, and compress, every answer again).
 */
export class JsonBytes {
  readonly identity: Buffer;
  readonly #encoded = new Map<ContentEncoding, Buffer>();

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
  }

  /** The bytes in `encoding`, compressed the first time they are asked for. */
  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.identity);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The coding to send `bytes` in for `request`: one it accepts, and only when worth it. */
export function encodingFor(request: FastifyRequest, bytes: JsonBytes): ContentEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || bytes.identity.length < COMPRESSION_THRESHOLD) return null;
  return negotiatedEncoding(accepted);
}

/** Sends `bytes` as JSON, compressed when the client accepts a coding we have. */
export function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: JsonBytes) {
  const encoding = encodingFor(request, bytes);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding === null) return reply.send(bytes.identity);
  return reply.header('content-encoding', encoding).send(bytes.encoded(encoding));
}
