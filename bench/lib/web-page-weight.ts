// What a first visit to a page downloads: every script and stylesheet Chromium requests while the
// page loads (route chunks, translations and anything loaded after the first paint included),
// with its size gzipped, its size as the server actually sent it, what Chromium received for it
// (its transfer size, headers included, as DevTools counts it), and when it was requested.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './web-chromium.ts';

export type LoadedAsset = {
  /** Path on the site, e.g. /assets/index-abc123.js */
  path: string;
  kind: 'js' | 'css';
  /** Uncompressed bytes. */
  bytes: number;
  /** gzip -9 of the bytes, as Vite reports sizes. */
  gzipBytes: number;
  /** The body's bytes as sent, and the encoding the server chose for them. */
  sentBytes: number;
  encoding: string;
  /** What Chromium received for the response, headers and encoded body (CDP encodedDataLength). */
  wireBytes: number;
  /** When the request started, in ms since navigation. */
  startMs: number;
};

export type PageWeight = { assets: LoadedAsset[] };

/**
 * What Chromium received per path, filled in as responses finish: the transfer size DevTools
 * shows (`Network.loadingFinished`'s encodedDataLength, headers and encoded body together).
 */
async function transferSizes(page: Page): Promise<Map<string, number>> {
  const session = await page.context().newCDPSession(page);
  const paths = new Map<string, string>();
  const sizes = new Map<string, number>();
  session.on('Network.responseReceived', ({ requestId, response }) => {
    paths.set(requestId, new URL(response.url).pathname);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const path = paths.get(requestId);
    if (path) sizes.set(path, (sizes.get(path) ?? 0) + encodedDataLength);
  });
  await session.send('Network.enable');
  return sizes;
}

/** Loads `url` once in a fresh mobile-sized Chromium context (empty cache and storage). */
export async function measurePageWeight(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const received = await transferSizes(page);
    const pending: Promise<Omit<LoadedAsset, 'startMs' | 'wireBytes'>>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            kind: type === 'script' ? 'js' : 'css',
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            sentBytes: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          } as const;
        })(),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);

    const started = new Map(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
      ),
    );
    const assets = (await Promise.all(pending)).map((asset) => ({
      ...asset,
      wireBytes: received.get(asset.path) ?? Number.NaN,
      startMs: started.get(asset.path) ?? Number.NaN,
    }));
    assets.sort((a, b) => a.startMs - b.startMs);
    return { assets };
  } finally {
    await browser.close();
  }
}
