import Fastify from 'fastify';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { servePageAssets } from './page-assets.ts';
import { renderPage } from './page-shell.ts';

/** The stylesheets and scripts a page links, in order. */
const linkedAssets = (html: string) => ({
  stylesheets: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1]),
  scripts: [...html.matchAll(/<script src="([^"]+)" defer=""><\/script>/g)].map((m) => m[1]),
});

describe("the server's own pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a sign-in page', '/oidc/interaction/no-such-interaction', '/oidc-assets', 'identity.css'],
    [
      'a checkout page',
      '/payment/sandbox/checkout/00000000-0000-4000-8000-000000000000',
      '/payment/sandbox/assets',
      'checkout.css',
    ],
  ])(
    '%s loads the shared base stylesheet, then its own, all served here',
    async (_name, url, assets, own) => {
      const page = await t.app.inject(url);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      const { stylesheets, scripts } = linkedAssets(page.body);
      expect(stylesheets).toEqual([`${assets}/base.css`, `${assets}/${own}`]);
      expect(page.body).not.toMatch(/<script>|<style|style="/);

      for (const [href, type] of [
        ...stylesheets.map((href) => [href, /^text\/css/] as const),
        ...scripts.map((href) => [href, /^text\/javascript/] as const),
      ]) {
        const asset = await t.app.inject(href ?? '');
        expect(asset.statusCode, href).toBe(200);
        expect(asset.headers['content-type'], href).toMatch(type);
        expect(asset.headers['cache-control'], href).toBe('public, max-age=3600');
        expect(asset.body.length, href).toBeGreaterThan(0);
      }
    },
  );

  it.each([
    ['/oidc/interaction/no-such-interaction'],
    ['/payment/sandbox/checkout/00000000-0000-4000-8000-000000000000'],
  ])('answers %s in the language chosen, else the browser’s by its q-values', async (url) => {
    const languageOf = async (headers: Record<string, string>) =>
      /<html lang="([^"]+)">/.exec((await t.app.inject({ url, headers })).body)?.[1];
    expect(await languageOf({ 'accept-language': 'en;q=0.1, zh-CN;q=0.9' })).toBe('zh-CN');
    expect(await languageOf({ 'accept-language': 'zh-TW' })).toBe('zh-CN');
    expect(await languageOf({ 'accept-language': 'q=;;,x' })).toBe('en-US');
    expect(
      await languageOf({ 'accept-language': 'zh-CN', cookie: 'idealens-language=en-US' }),
    ).toBe('en-US');
  });

  it('serves one base stylesheet under every module that renders pages', async () => {
    const identity = await t.app.inject('/oidc-assets/base.css');
    const checkout = await t.app.inject('/payment/sandbox/assets/base.css');
    expect(identity.body).toContain('.card {');
    expect(checkout.body).toBe(identity.body);
  });
});

describe('the page shell', () => {
  const page = (parts: Partial<Parameters<typeof renderPage>[0]> = {}) =>
    renderPage({
      language: 'zh-CN',
      title: 'Title',
      assetsPath: '/x',
      body: h('p', null, 'card'),
      ...parts,
    });

  it('escapes the title and the brand link, and puts the parts in their places', () => {
    const html = page({
      title: 'A <b> & "c"',
      homeUrl: 'https://example.com/?a=1&b="2"',
      header: h('span', { className: 'badge' }, 'B'),
      footer: h('p', { className: 'languages' }, 'F'),
      stylesheets: ['own.css'],
      scripts: ['own.js'],
    });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="zh-CN">/);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; · IdeaLens</title>');
    expect(html).toContain(
      '<header class="top"><a class="brand" href="https://example.com/?a=1&amp;b=&quot;2&quot;">IdeaLens</a><span class="badge">B</span></header>',
    );
    expect(html).toContain('<main class="card"><p>card</p></main><p class="languages">F</p>');
    expect(linkedAssets(html)).toEqual({
      stylesheets: ['/x/base.css', '/x/own.css'],
      scripts: ['/x/own.js'],
    });
  });

  it('names the brand without a link when there is nowhere to go', () => {
    expect(page()).toContain('<header class="top"><span class="brand">IdeaLens</span></header>');
  });
});

describe('page assets', () => {
  it('refuses, at start-up, a file it has no content type for', () => {
    const app = Fastify();
    expect(() =>
      servePageAssets(app, '/x', new URL('../modules/identity/assets/', import.meta.url), [
        'logo.svg',
      ]),
    ).toThrow('no content type for the page asset logo.svg');
  });
});
