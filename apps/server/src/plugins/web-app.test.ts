import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The step of the web app's build that writes the `.br` and `.gz` copies. */
const precompressScript = fileURLToPath(
  new URL('../../../web/build/precompress.ts', import.meta.url),
);

describe('serving the build precompressed', () => {
  let webRoot: string;
  let t: TestApp;
  const asset = '/assets/app-abc123.js';
  const script = Array.from(
    { length: 300 },
    (_, index) => `export const idea${index} = () => ${JSON.stringify(`idea ${index * 7919}`)};`,
  ).join('\n');

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'idealens-web-precompressed-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html><body><div id="root"></div><script type="module" src="${asset}"></script></body></html>`,
    );
    await writeFile(path.join(webRoot, asset), script);
    // The build's own step, run on this build folder as `npm run build` runs it.
    await promisify(execFile)(process.execPath, [precompressScript, webRoot]);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const fetchAsset = (acceptEncoding?: string) =>
    t.app.inject({
      url: asset,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    // Chromium's header: brotli wins over gzip and over zstd, which the build does not write.
    ['gzip, deflate, br, zstd', 'br', '.br', brotliDecompressSync],
    ['br;q=0.5, gzip', 'gzip', '.gz', gunzipSync],
    ['gzip', 'gzip', '.gz', gunzipSync],
  ])(
    'answers Accept-Encoding %s with the build’s %s copy, as it is',
    async (acceptEncoding, coding, extension, decode) => {
      const res = await fetchAsset(acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript\b/);
      expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The copy the build wrote, byte for byte: not compressed again on the way out.
      const copy = await readFile(path.join(webRoot, `${asset}${extension}`));
      expect(res.rawPayload.equals(copy)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(copy.length);
      expect(decode(res.rawPayload).toString()).toBe(script);
    },
  );

  it('writes brotli smaller than gzip, both far smaller than the file', async () => {
    const [br, gz] = await Promise.all(
      ['.br', '.gz'].map((extension) => readFile(path.join(webRoot, `${asset}${extension}`))),
    );
    expect(br?.length).toBeLessThan(gz?.length ?? 0);
    expect(gz?.length).toBeLessThan(script.length / 3);
  });

  it.each([[undefined], ['identity']])(
    'answers Accept-Encoding %s with the file itself',
    async (acceptEncoding) => {
      const res = await fetchAsset(acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(script);
    },
  );

  it('gives the copies no address of their own', async () => {
    for (const extension of ['.br', '.gz']) {
      const res = await t.app.inject(`${asset}${extension}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
