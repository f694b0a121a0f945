// After `vite build`: renders the pages app/prerender.tsx lists into copies of dist/index.html,
// one per language, and lists them in the manifest the server reads (shared/prerendered-pages).
// Each copy holds the page's first screen and title, and leaves out the preload of the app's code,
// which the page then fetches once that first screen has painted (src/main.tsx).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_MANIFEST, type PrerenderedPage } from '@idealens/shared/prerendered-pages';
import { createServer } from 'vite';
import { LANGUAGES } from '../src/lib/languages.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
/** #root's content in index.html, placeholder and all: the page's markup takes its place. */
const ROOT = /<div id="root">[\s\S]*<!--\/first-screen-->\s*<\/div>/;

/** index.html with the page's markup, title, description and language, without the app's preload. */
export function pageHtml(
  template: string,
  page: { html: string; title: string; description: string; language: string },
): string {
  if (!ROOT.test(template)) throw new Error('index.html lost its <!--/first-screen--> mark');
  // Exactly the markup React rendered inside #root (no whitespace around it): the app hydrates it.
  return (
    template
      .replace(ROOT, () => `<div id="root" data-prerendered="">${page.html}</div>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      // Written by React, which escapes them (ADR 025); React is loaded below, once production is set.
      .replace(/<title>[^<]*<\/title>/, () =>
        renderToStaticMarkup(createElement('title', null, page.title)),
      )
      .replace(/<meta\s+name="description"[^>]*>/, () =>
        renderToStaticMarkup(
          createElement('meta', { name: 'description', content: page.description }),
        ),
      )
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  );
}

/** A page whose rendering failed somewhere: React left that part to the browser, with the error. */
function failedPart(html: string): string | undefined {
  if (!html.includes('<!--$!-->')) return undefined;
  return /data-msg="([^"]*)"/.exec(html)?.[1] ?? 'a part of the page failed to render';
}

// React and the app as they run in production (no development checks, nor their markup).
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const started = performance.now();
const vite = await createServer({
  root: webRoot,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { PRERENDERED_PAGES, prerenderPage } = (await vite.ssrLoadModule(
    '/src/app/prerender.tsx',
  )) as typeof import('../src/app/prerender.tsx');
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest: PrerenderedPage[] = [];
  for (const language of LANGUAGES) {
    await mkdir(path.join(dist, 'prerendered', language), { recursive: true });
    for (const { name, url } of PRERENDERED_PAGES) {
      const page = await prerenderPage(url, language);
      const failure = failedPart(page.html);
      if (failure) throw new Error(`Prerendering ${url} in ${language} failed: ${failure}`);
      const file = `prerendered/${language}/${name}.html`;
      await writeFile(path.join(dist, file), pageHtml(template, { ...page, language }));
      manifest.push({ url, language, file });
    }
  }
  await writeFile(path.join(dist, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Prerendered ${manifest.length} pages (${PRERENDERED_PAGES.length} × ${LANGUAGES.length} languages) in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await vite.close();
}
