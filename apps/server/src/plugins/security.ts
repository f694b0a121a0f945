import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@idealens/shared/errors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { refuseUnstorableText } from './text-input.ts';

/**
 * The headers helmet sets for `options`. They are the same for every response, so they are worked
 * out once, on a response that is never sent, instead of helmet's policy being rebuilt on each
 * request (what `@fastify/helmet` does: see docs/decisions/010-hot-paths-status-and-headers.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * What an API answer needs, which is never a page (OWASP REST Security Cheat Sheet): nothing may
 * load in it, nothing may frame it, its type is not guessed, it goes to no other site, and it
 * names no referrer. The page policy's other headers are about documents, and cost every poll.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** JSON answers of the API; its browsable documentation under /api/docs is a page. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers with a strict Content-Security-Policy for pages: scripts only from our own
 * origin, never inline. Inline styles are allowed (Radix injects a scroll-lock <style>); they run
 * no code. API answers get the headers an API needs (`apiSecurityHeaders`).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix dialogs inject a <style> element to lock scrolling; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  const page = Object.entries(pageHeaders);
  const api = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    // An API answer's go with Fastify's own headers, handed to the head in one object: set on the
    // raw response, every header of the answer would be set, and checked, one by one (measured: a
    // status poll's throughput moves by several points of hello-world's; bench/api.ts).
    if (isApiAnswer(request.url)) reply.headers(api);
    // A page's on the raw response, so that handlers that write it themselves send them too (the
    // built-in identity provider's pages).
    else for (const [name, value] of page) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Only the API is limited; the SPA's static files are cheap and cached. Requests made with an
    // API key are limited per key instead (modules/api-keys, API_KEY_RATE_LIMIT).
    allowList: (request) => !request.url.startsWith('/api/') || request.apiKey !== null,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  refuseUnstorableText(app);
}
