// bench/web: the production build of the web app, served by the real server. Prints what `/`
// downloads on a first visit (JavaScript and CSS, gzipped, biggest chunks first) against the
// budget, what Chromium received for its scripts (transfer sizes) against the wire budget, what each audited page loads (and whether zod or the sign-in SDK came with it), checks
// that the report page is its own chunk, then runs Lighthouse (mobile) on `/`, `/pricing` and
// `/analysis-result?demo=true`.
// Run: npm run bench:web   (RUNS=… Lighthouse runs per page, median kept; default 3; 0 skips it.
// BUILD=0 measures the apps/web/dist that is there instead of building it first.)
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { auditPages, type PageAudit } from './lib/web-lighthouse.ts';
import { type LoadedAsset, measurePageWeight } from './lib/web-page-weight.ts';
import { buildWebApp, startSite, webDist } from './lib/web-site.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const JS_BUDGET_KB = 130;
/** What Chromium may receive for `/`'s scripts (transfer sizes, headers included); aim: ≤ 110 KB. */
const JS_WIRE_BUDGET_KB = 130;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
const REPORT_PAGE_SOURCE = 'src/app/routes/analysis-result/analysis-result-page.tsx';
const HOME_PAGE_SOURCE = 'src/app/routes/home-page.tsx';
const AUDITED_PAGES = ['/', '/pricing', '/analysis-result?demo=true'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: LoadedAsset[], pick: (asset: LoadedAsset) => number) =>
  assets.reduce((total, asset) => total + pick(asset), 0);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** Which chunk holds which module: dist/.vite/manifest.json (build.manifest in vite.config.ts). */
async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function chunkOf(manifest: Manifest, source: string): ManifestChunk {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is missing from the build manifest`);
  return chunk;
}

/** The scripts index.html itself loads or preloads (the entry and the app's code). */
async function htmlScripts(): Promise<string[]> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g),
  ].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * What the first screen of `/` cannot render without: the scripts index.html loads (the entry
 * and the app's code it preloads) and the home page's chunk, with everything they import
 * statically (and their stylesheets), and the translations (fetched before the first render; the
 * sections further down fetch theirs when scrolled near).
 */
function firstScreenFiles(manifest: Manifest, fromHtml: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const stylesheet of chunk.css ?? []) files.add(`/${stylesheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry);
  for (const file of fromHtml) {
    const key = Object.keys(manifest).find((name) => `/${manifest[name]?.file}` === file);
    if (key) visit(key);
  }
  visit(HOME_PAGE_SOURCE);
  return files;
}

function printPageWeight(assets: LoadedAsset[], firstScreen: Set<string>) {
  const isFirstScreen = (asset: LoadedAsset) =>
    firstScreen.has(asset.path) || asset.path.startsWith('/assets/locale-');
  const js = assets.filter((asset) => asset.kind === 'js');
  const css = assets.filter((asset) => asset.kind === 'css');
  const critical = js.filter(isFirstScreen);
  const later = js.filter((asset) => !isFirstScreen(asset));
  console.log(
    '\nWhat `/` downloads on a first visit (Chromium, mobile viewport, empty cache, no scrolling, until the network is idle), biggest first',
  );
  console.table(
    [...assets]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((asset) => ({
        asset: asset.path.replace('/assets/', ''),
        gzip: kb(asset.gzipBytes),
        sent: `${kb(asset.sentBytes)} ${asset.encoding}`,
        received: kb(asset.wireBytes),
        'requested at': `${Math.round(asset.startMs)} ms`,
        'first screen': isFirstScreen(asset) ? 'yes' : 'after',
      })),
  );
  const jsGzip = sum(js, (asset) => asset.gzipBytes);
  const jsWire = sum(js, (asset) => asset.wireBytes);
  const encodings = [...new Set(js.map((asset) => asset.encoding))].join(', ');
  console.log(
    `JavaScript loaded by /: ${kb(jsGzip)} gzipped in ${js.length} files (${kb(sum(js, (a) => a.bytes))} uncompressed, ${kb(sum(js, (a) => a.sentBytes))} as sent in ${encodings}) — budget ≤ ${JS_BUDGET_KB} KB: ${verdict(jsGzip <= JS_BUDGET_KB * 1024)}`,
  );
  console.log(
    `  received by Chromium (transfer sizes, headers included): ${kb(jsWire)} — budget ≤ ${JS_WIRE_BUDGET_KB} KB: ${verdict(jsWire <= JS_WIRE_BUDGET_KB * 1024)} (aim ≤ 110 KB)`,
  );
  console.log(
    `  needed for the first screen: ${kb(sum(critical, (a) => a.gzipBytes))} in ${critical.length} files; loaded after it: ${kb(sum(later, (a) => a.gzipBytes))} in ${later.length} files`,
  );
  console.log(
    `CSS loaded by /: ${kb(sum(css, (asset) => asset.gzipBytes))} gzipped in ${css.length} file(s)`,
  );
}

/** Per audited page: its JavaScript, and whether the schema library or the sign-in SDK came too. */
function printAuditedPagesWeight(weights: LoadedAsset[][]) {
  const loads = (assets: LoadedAsset[], name: string) =>
    assets.some((asset) => asset.path.startsWith(`/assets/${name}-`)) ? 'yes' : 'no';
  console.log('\nJavaScript each audited page loads on a first visit (gzipped)');
  console.table(
    Object.fromEntries(
      weights.map((assets, index) => {
        const js = assets.filter((asset) => asset.kind === 'js');
        const biggest = [...js].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3);
        return [
          AUDITED_PAGES[index],
          {
            JavaScript: kb(sum(js, (asset) => asset.gzipBytes)),
            files: js.length,
            biggest: biggest.map((asset) => asset.path.replace('/assets/', '')).join(', '),
            zod: loads(js, 'zod'),
            'sign-in SDK': loads(js, 'logto-session'),
          },
        ];
      }),
    ),
  );
}

function printAudits(audits: PageAudit[]) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const withTarget = (value: number, target?: number) =>
    target === undefined ? String(value) : `${value} (≥ ${target}: ${verdict(value >= target)})`;
  console.log(
    `\nLighthouse 13, mobile form factor, simulated throttling (median of ${RUNS} run(s) per page)`,
  );
  console.table(
    Object.fromEntries(
      audits.map((audit, index) => [
        AUDITED_PAGES[index],
        {
          performance: withTarget(audit.scores.performance, TARGETS.performance),
          accessibility: withTarget(audit.scores.accessibility, TARGETS.accessibility),
          'best practices': withTarget(audit.scores['best-practices'], TARGETS['best-practices']),
          SEO: withTarget(audit.scores.seo),
          LCP: ms(audit.lcpMs),
          TBT: ms(audit.tbtMs),
          CLS: audit.cls.toFixed(3),
          FCP: ms(audit.fcpMs),
          'machine speed': Math.round(audit.benchmarkIndex),
        },
      ]),
    ),
  );
  audits.forEach((audit, index) => {
    const lines = [
      ...audit.failures.map(
        (failure) => `  ${failure.category}: ${failure.title} [${failure.id}] ${failure.detail}`,
      ),
      ...audit.opportunities
        .slice(0, 3)
        .map(
          (item) => `  performance: ${item.title} [${item.id}] ~${Math.round(item.savingsMs)} ms`,
        ),
    ];
    if (lines.length > 0) console.log(`${AUDITED_PAGES[index]}:\n${lines.join('\n')}`);
  });
}

let started = performance.now();
if (process.env.BUILD !== '0') {
  buildWebApp();
  console.log(
    `Production build of apps/web: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const site = await startSite();
try {
  const manifest = await readManifest();
  const { assets } = await measurePageWeight(`${site.baseUrl}/`);
  printPageWeight(assets, firstScreenFiles(manifest, await htmlScripts()));
  const weights = [assets];
  for (const page of AUDITED_PAGES.slice(1)) {
    weights.push((await measurePageWeight(`${site.baseUrl}${page}`)).assets);
  }
  printAuditedPagesWeight(weights);

  const report = chunkOf(manifest, REPORT_PAGE_SOURCE);
  const reportFile = `/${report.file}`;
  const reportLoadedByHome = assets.some((asset) => asset.path === reportFile);
  const reportGzip = (weights[AUDITED_PAGES.indexOf('/analysis-result?demo=true')] ?? [])
    .filter((asset) => asset.path === reportFile)
    .map((asset) => kb(asset.gzipBytes));
  console.log(
    `Report page: ${report.file} (${reportGzip[0] ?? 'not requested'}) is ${report.isDynamicEntry && !report.isEntry ? 'its own lazily loaded chunk' : 'NOT a separate chunk'}, ${reportLoadedByHome ? 'but `/` loads it' : 'not loaded by `/`'}`,
  );

  if (RUNS > 0) {
    started = performance.now();
    const audits = await auditPages(
      AUDITED_PAGES.map((page) => `${site.baseUrl}${page}`),
      RUNS,
    );
    printAudits(audits);
    const reports = await mkdtemp(path.join(os.tmpdir(), 'idealens-lighthouse-'));
    await Promise.all(
      audits.map((audit, index) =>
        writeFile(path.join(reports, `page-${index + 1}.json`), JSON.stringify(audit.lhr)),
      ),
    );
    console.log(
      `(Lighthouse took ${((performance.now() - started) / 1000).toFixed(0)} s; its reports: ${reports})`,
    );
  }
} finally {
  await site.stop();
}
