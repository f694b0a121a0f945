import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, encodingFor, JsonBytes } from './json-bytes.ts';

const asking = (acceptEncoding?: string) =>
  ({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as FastifyRequest;

const large = new JsonBytes({ text: 'an idea worth analysing '.repeat(100) });

describe('a JSON answer sent many times', () => {
  it('is serialised once and compressed once per coding, to the same JSON', () => {
    expect(JSON.parse(large.identity.toString())).toEqual({
      text: 'an idea worth analysing '.repeat(100),
    });
    const br = large.encoded('br');
    expect(large.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(large.identity)).toBe(true);
    expect(gunzipSync(large.encoded('gzip')).equals(large.identity)).toBe(true);
    expect(br.length).toBeLessThan(large.identity.length / 10);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['deflate, zstd', null],
    ['*', 'br'],
  ])('Accept-Encoding %j → %s', (header, wanted) => {
    expect(encodingFor(asking(header), large)).toBe(wanted);
  });

  it('is not compressed below the threshold', () => {
    const small = new JsonBytes({ status: 'queued' });
    expect(small.identity.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(encodingFor(asking('br'), small)).toBeNull();
  });

  it('works out any number of distinct header values (only a few are remembered)', () => {
    for (let n = 0; n < 200; n += 1) {
      expect(encodingFor(asking(`x-custom-${n}, gzip`), large)).toBe('gzip');
      expect(encodingFor(asking(`x-custom-${n}`), large)).toBeNull();
    }
    expect(encodingFor(asking('x-late, br;q=0.1, gzip;q=0.2'), large)).toBe('gzip');
  });
});
