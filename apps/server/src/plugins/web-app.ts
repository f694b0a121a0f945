import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@idealens/shared/errors';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** Where `npm run build` puts the single-page app. */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const HASHED_ASSETS = '/assets/';

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` always revalidated, and
 * every other non-API GET answered with `index.html` so client-side routes survive a reload.
 * Unknown `/api/*` paths and missing files answer the contract's 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false, // files are listed at start-up; everything else reaches the not-found handler
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webRoot, HASHED_ASSETS));
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Rate-limited like any API route, so probing unknown paths costs the same as using real ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith(HASHED_ASSETS) &&
      !path.extname(pathname);
    if (isPage && built) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const message = pathname.startsWith('/api')
      ? `No API endpoint ${request.method} ${pathname}.`
      : built
        ? `Nothing found at ${pathname}.`
        : 'The web app has not been built yet: run `npm run build` (npm start does it for you).';
    return sendError(reply, 404, ErrorCode.NOT_FOUND, message);
  });
}
