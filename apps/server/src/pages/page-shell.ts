import type { Language } from '@idealens/shared/simple-report';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The server's own pages are React elements rendered to static HTML: every text and attribute
// value is escaped by React, so no page builds markup from strings (ADR 025). The pages are
// written with `createElement` because the server runs its TypeScript as it is (ADR 001), and
// Node's type stripping does not compile JSX.

const PRODUCT = 'IdeaLens';

/** The stylesheet every page loads first, served beside each module's own assets (page-assets.ts). */
export const BASE_STYLESHEET = 'base.css';

export interface PageParts {
  language: Language;
  /** The page's name in the tab, before "· IdeaLens". */
  title: string;
  /** Where the page's module serves its assets (`servePageAssets`), the base stylesheet among them. */
  assetsPath: string;
  /** The module's own files under `assetsPath`, after the base stylesheet. */
  stylesheets?: readonly string[];
  /** Same-origin scripts under `assetsPath`, deferred: the Content-Security-Policy allows no inline ones. */
  scripts?: readonly string[];
  /** Where the brand in the top bar leads; plain text when absent. */
  homeUrl?: string;
  /** Beside the brand, e.g. a badge. */
  header?: ReactNode;
  /** The card's content. */
  body: ReactNode;
  /** Under the card. */
  footer?: ReactNode;
}

/** A whole page in the web app's look: the brand bar, one card with `body`, and `footer` under it. */
function Page(page: PageParts) {
  const asset = (name: string) => `${page.assetsPath}/${name}`;
  return h(
    'html',
    { lang: page.language },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('title', null, `${page.title} · ${PRODUCT}`),
      h('link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }),
      ...[BASE_STYLESHEET, ...(page.stylesheets ?? [])].map((name) =>
        h('link', { key: name, rel: 'stylesheet', href: asset(name) }),
      ),
      ...(page.scripts ?? []).map((name) =>
        h('script', { key: name, src: asset(name), defer: true }),
      ),
    ),
    h(
      'body',
      null,
      h(
        'header',
        { className: 'top' },
        page.homeUrl
          ? h('a', { className: 'brand', href: page.homeUrl }, PRODUCT)
          : h('span', { className: 'brand' }, PRODUCT),
        page.header,
      ),
      h('main', { className: 'card' }, page.body),
      page.footer,
    ),
  );
}

/** The page as the HTML document a server answer sends. */
export function renderPage(page: PageParts): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(h(Page, page))}`;
}

/** A locale file's text with its `{{name}}` placeholders filled in, as i18next writes them. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
