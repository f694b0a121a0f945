import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_STYLESHEET } from './page-shell.ts';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const BASE_FOLDER = new URL('./assets/', import.meta.url);

/**
 * Serves a module's page assets under `assetsPath`: its own stylesheets and scripts from `folder`
 * and the shared base stylesheet, each read once at start-up and cached by browsers for an hour.
 * The base stylesheet sits under every module's path so that whatever proxies a module's pages
 * (Vite in development) brings its look along.
 */
export function servePageAssets(
  app: FastifyInstance,
  assetsPath: string,
  folder: URL,
  files: readonly string[],
) {
  const served: [string, URL][] = [
    [BASE_STYLESHEET, new URL(BASE_STYLESHEET, BASE_FOLDER)],
    ...files.map((name): [string, URL] => [name, new URL(name, folder)]),
  ];
  for (const [name, file] of served) {
    const type = TYPES[path.extname(name)];
    if (!type) throw new Error(`no content type for the page asset ${name}`);
    const content = readFileSync(file, 'utf8');
    app.get(`${assetsPath}/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=3600').send(content),
    );
  }
}

/** Sends a rendered page; pages carry per-visitor state (forms, errors), so none is stored. */
export const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
