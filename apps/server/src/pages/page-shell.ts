import type { Language } from '@idealens/shared/simple-report';

const PRODUCT = 'IdeaLens';

/** The stylesheet every page loads first, served beside each module's own assets (page-assets.ts). */
export const BASE_STYLESHEET = 'base.css';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface PageParts {
  language: Language;
  /** The page's name in the tab, before "· IdeaLens"; plain text. */
  title: string;
  /** Where the page's module serves its assets (`servePageAssets`), the base stylesheet among them. */
  assetsPath: string;
  /** The module's own files under `assetsPath`, after the base stylesheet. */
  stylesheets?: readonly string[];
  /** Same-origin scripts under `assetsPath`, deferred: the Content-Security-Policy allows no inline ones. */
  scripts?: readonly string[];
  /** Where the brand in the top bar leads; plain text when absent. */
  homeUrl?: string;
  /** HTML beside the brand, e.g. a badge. */
  header?: string;
  /** The card's HTML. */
  body: string;
  /** HTML under the card. */
  footer?: string;
}

/**
 * A whole page in the web app's look: the brand bar, one card with `body`, and `footer` under it.
 * `title` and `homeUrl` are escaped here; `header`, `body` and `footer` are HTML the caller built.
 */
export function renderPage(page: PageParts): string {
  const asset = (name: string) => escapeHtml(`${page.assetsPath}/${name}`);
  const brand = page.homeUrl
    ? `<a class="brand" href="${escapeHtml(page.homeUrl)}">${PRODUCT}</a>`
    : `<span class="brand">${PRODUCT}</span>`;
  const head = [
    ...[BASE_STYLESHEET, ...(page.stylesheets ?? [])].map(
      (name) => `<link rel="stylesheet" href="${asset(name)}">`,
    ),
    ...(page.scripts ?? []).map((name) => `<script src="${asset(name)}" defer></script>`),
  ];
  return `<!DOCTYPE html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${PRODUCT}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${head.join('\n')}
</head>
<body>
<header class="top">${brand}${page.header ?? ''}</header>
<main class="card">
${page.body}
</main>
${page.footer ?? ''}
</body>
</html>`;
}
