import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@idealens/shared/errors';
import {
  PRERENDERED_MANIFEST,
  type PrerenderedPage,
  pageAddress,
} from '@idealens/shared/prerendered-pages';
import { SHARED_REPORT_PATH } from '@idealens/shared/shares';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseLanguage } from '../pages/language.ts';
import { sendError } from './errors.ts';

/** Where `npm run build` puts the single-page app. */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const HASHED_ASSETS = '/assets/';

/** A prerendered page's address, as requests are matched against it. */
type PrerenderedAddress = { pathname: string; search: [string, string][] };

/** A page with its first screen in the HTML: its address, and its HTML per language. */
type Prerendered = PrerenderedAddress & { html: Map<string, Buffer> };

function addressOf(url: string): PrerenderedAddress {
  const { pathname, searchParams } = pageAddress(url);
  return { pathname, search: [...searchParams] };
}

/** The pages the build prerendered (none when it did not), read once at start-up. */
async function readPrerendered(webRoot: string): Promise<Prerendered[]> {
  const manifestFile = path.join(webRoot, PRERENDERED_MANIFEST);
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PrerenderedPage[];
  const pages = new Map<string, Prerendered>();
  for (const entry of manifest) {
    const page = pages.get(entry.url) ?? { ...addressOf(entry.url), html: new Map() };
    page.html.set(entry.language, await readFile(path.join(webRoot, entry.file)));
    pages.set(entry.url, page);
  }
  return [...pages.values()];
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** A page of the app's, rather than an API endpoint or a file. */
function isPage(request: FastifyRequest): boolean {
  const pathname = pathOf(request);
  return (
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith(HASHED_ASSETS) &&
    !path.extname(pathname)
  );
}

/**
 * The prerendered HTML for this request, when its page is one (the search parameters the page
 * was rendered with must match; others, such as a campaign's, make no difference), in the
 * visitor's language, else in the first language the build rendered (the site's default).
 */
function prerenderedFor(pages: Prerendered[], request: FastifyRequest): Buffer | undefined {
  const { pathname, search } = addressOf(request.url);
  const page = pages.find(
    (candidate) =>
      candidate.pathname === pathname &&
      candidate.search.every(([name, value]) => search.some(([n, v]) => n === name && v === value)),
  );
  if (!page) return undefined;
  // The visitor's choice in the web app (its cookie) and never the browser's language, as the app.
  const language = chooseLanguage({ cookie: request.headers.cookie });
  return page.html.get(language) || page.html.values().next().value;
}

/** The web app's page (`shell`, its index.html) for a share link's token, as it should answer. */
export type SharedReportPage = (
  token: string,
  shell: string,
) => Promise<{ status: number; html: string }>;

export interface WebAppOptions {
  /** Writes a share link's page (`/r/{token}`): its preview in the head, or not found. */
  sharedReportPage?: SharedReportPage;
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` always revalidated, and
 * every other non-API GET answered with `index.html` so client-side routes survive a reload —
 * or, for a page the build prerendered, with its HTML in the visitor's language; a share link's
 * page (`/r/{token}`) with the head `options.sharedReportPage` writes for it.
 * Unknown `/api/*` paths and missing files answer the contract's 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  options: WebAppOptions = {},
) {
  const built = existsSync(path.join(webRoot, 'index.html'));
  // The app's page (index.html), and the pages prerendered in it, read once at start-up.
  const shell = built ? await readFile(path.join(webRoot, 'index.html')) : undefined;
  const prerendered = built ? await readPrerendered(webRoot) : [];
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false, // files are listed at start-up; everything else reaches the pages' route
      index: false,
      // The build writes `.br` and `.gz` copies of its files (apps/web/build/precompress.ts):
      // the best one the client accepts is sent as it is (br before gzip, `Vary: Accept-Encoding`),
      // which `@fastify/compress` leaves alone. A file without a copy is compressed on the fly.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'], // the copies are no addresses of their own
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webRoot, HASHED_ASSETS));
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** The contract's 404, for what is neither a file, nor a page, nor an API endpoint. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request);
    const message = pathname.startsWith('/api')
      ? `No API endpoint ${request.method} ${pathname}.`
      : shell
        ? `Nothing found at ${pathname}.`
        : 'The web app has not been built yet: run `npm run build` (npm start does it for you).';
    return sendError(reply, 404, ErrorCode.NOT_FOUND, message);
  };

  if (shell) {
    // Pages are a route of their own, behind the files (each a route of its own) and the API,
    // so their HTML is compressed like any other answer. HEAD comes with it.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (!isPage(request)) return notFound(request, reply);
      const page = prerenderedFor(prerendered, request);
      // A prerendered page's answer depends on the language cookie.
      if (page) reply.header('Vary', 'Cookie');
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page ?? shell);
    });
  }

  const { sharedReportPage } = options;
  if (shell && sharedReportPage) {
    const shellText = shell.toString('utf8');
    app.get<{ Params: { token: string } }>(
      `${SHARED_REPORT_PATH}/:token`,
      // Each page reads the database: limited like an API call (pages are otherwise not).
      { schema: { hide: true }, config: { rateLimit: { allowList: () => false } } },
      async (request, reply) => {
        const page = await sharedReportPage(request.params.token, shellText);
        // Never kept anywhere (a revoked link must stop at once), never indexed.
        return reply
          .code(page.status)
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(page.html);
      },
    );
  }

  // Rate-limited like any API route, so probing unknown paths costs the same as using real ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFound);
}
