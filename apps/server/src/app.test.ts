import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRERENDERED_MANIFEST, type PrerenderedPage } from '@idealens/shared/prerendered-pages';
import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/database.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Nothing listens on port 1: every query fails fast. */
const unreachableUrl = 'postgres://nobody@127.0.0.1:1/none';

const errorShape = {
  error: expect.any(String),
  message: expect.any(String),
  code: expect.any(String),
};

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok', version: '1.0.0' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with the contract 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ ...errorShape, code: 'NOT_FOUND', error: 'Not Found' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', error: 'Bad Request' });
  });

  it('answers schema violations with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/events', payload: { name: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().message).toContain('name');
  });

  it('refuses unsupported content types and oversized bodies in the contract shape', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/xml' },
      payload: '<event/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'big', properties: { blob: 'x'.repeat(20_000) } },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stores a valid analytics event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'get_points_failed', properties: { status: 500 } },
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.database.db.selectFrom('analytics_events').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'get_points_failed', properties: { status: 500 } });
  });

  it('sends pages a strict Content-Security-Policy with no inline scripts', async () => {
    const res = await t.app.inject('/about');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the headers of an API: nothing loads in them, nothing frames them', async () => {
    for (const url of ['/api/health', '/api/analysis/status/not-a-task', '/api/no/such/route']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // The page policy's document headers are left out.
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    // The browsable API documentation is a page.
    const docs = await t.app.inject('/api/docs/static/index.html');
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const spec = await t.app.inject('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty(['/api/health']);
    expect(spec.json().paths).toHaveProperty(['/api/events']);
    // The brief: its endpoint, and the brief in the reports' schemas and the submission's.
    expect(spec.json().paths).toHaveProperty(['/api/analysis/brief', 'post']);
    const schemas = spec.json().components.schemas;
    expect(schemas).toHaveProperty(['Brief', 'properties', 'redFlags']);
    expect(schemas).toHaveProperty(['BriefReading', 'properties', 'plan']);
    expect(JSON.stringify(schemas.SubmitAnalysis)).toContain('"plan"');
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('errors never leak internals', () => {
  it('turns an unexpected exception into a generic 500 without a stack trace', async () => {
    const app = await buildApp({
      config: loadConfig({}),
      db: connectDatabase(unreachableUrl, () => {}).db,
      jobs: { boss: new PgBoss(unreachableUrl), healthy: async () => true },
    });
    app.get('/api/explode', async () => {
      throw new Error('secret detail at /srv/app/db.ts:42');
    });
    const res = await app.inject('/api/explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: expect.any(String),
    });
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('db.ts');
    await app.close();
  });
});

describe('health when a part is down', () => {
  it('answers 503 and names the part', async () => {
    const unreachable = connectDatabase(unreachableUrl, () => {});
    const app = await buildApp({
      config: loadConfig({}),
      db: unreachable.db,
      jobs: { boss: new PgBoss(unreachableUrl), healthy: async () => false },
    });
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'down',
      database: 'down',
      queue: 'down',
      version: '1.0.0',
    });
    await app.close();
    await unreachable.close();
  });

  it('reports the queue alone when only the queue is down', async () => {
    const t = await createTestApp({ queueHealthy: async () => false });
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', database: 'ok', queue: 'down' });
    await t.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED past the limit, for the API only', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await t.app.inject('/api/nothing-here')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await t.app.inject('/api/nothing-here');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too Many Requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Health checks and the web app are never limited.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/pricing')).statusCode).toBe(404); // no web build here
    await t.close();
  });
});

describe('serving the web app', () => {
  let webRoot: string;
  let t: TestApp;
  const bundle = `console.log(${JSON.stringify('IdeaLens '.repeat(400))});`;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'idealens-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html lang="en-US"><head><meta name="description" content="${'An idea. '.repeat(200)}"></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
    );
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), bundle);
    await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Pages the build prerendered: the about page in both languages, the demo report in one.
    const manifest: PrerenderedPage[] = [];
    for (const [url, name, language] of [
      ['/about', 'about', 'en-US'],
      ['/about', 'about', 'zh-CN'],
      ['/analysis-result?demo=true', 'demo', 'en-US'],
    ] as const) {
      const file = `prerendered/${language}/${name}.html`;
      await mkdir(path.join(webRoot, 'prerendered', language), { recursive: true });
      await writeFile(path.join(webRoot, file), prerenderedHtml(name, language));
      manifest.push({ url, language, file });
    }
    await writeFile(path.join(webRoot, PRERENDERED_MANIFEST), JSON.stringify(manifest));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const prerenderedHtml = (name: string, language: string) =>
    `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="">${name} ${'page '.repeat(300)}</div></body></html>`;

  it.each([
    '/',
    '/pricing',
    '/tasks',
    '/analysis-result?taskId=1&type=simple',
    '/analysis-result?demo=false',
    '/no/such/page',
  ])('answers %s with index.html, revalidated every time', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/about', undefined, 'about', 'en-US'],
    ['/about/', 'idealens-language=zh-CN', 'about', 'zh-CN'],
    ['/about?utm_source=news', 'theme=dark; idealens-language=zh-CN', 'about', 'zh-CN'],
    // A language the build did not render: the site's default.
    ['/about', 'idealens-language=fr-FR', 'about', 'en-US'],
    ['/analysis-result?demo=true', 'idealens-language=zh-CN', 'demo', 'en-US'],
    ['/analysis-result?taskId=1&demo=true', undefined, 'demo', 'en-US'],
  ])(
    'answers %s (cookie %s) with the prerendered %s page in %s',
    async (url, cookie, name, language) => {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(prerenderedHtml(name, language));
      expect(res.headers['cache-control']).toBe('no-cache');
      // Caches keep one answer per language cookie.
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    },
  );

  it('compresses pages, prerendered or not, and answers HEAD', async () => {
    for (const url of ['/about', '/pricing']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
    }
    const prerendered = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(prerendered.rawPayload.length).toBeLessThan(
      prerenderedHtml('about', 'en-US').length / 4,
    );
    const head = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 4);
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    const res = await t.app.inject('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves other static files and keeps /api paths out of the fallback', async () => {
    expect((await t.app.inject('/favicon.svg')).statusCode).toBe(200);
    const api = await t.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never answers a POST to a page with the SPA', async () => {
    for (const url of ['/pricing', '/about']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const res = await t.app.inject({ method: 'DELETE', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('migrations', () => {
  it('have created every table', async () => {
    const t = await createTestApp();
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name
    `.execute(t.database.db);
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['analytics_events', 'kysely_migration', 'users']),
    );
    await t.close();
  });
});
