import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@idealens/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { refuseUnstorableText } from './text-input.ts';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our own origin,
 * never inline. Inline styles are allowed (Radix injects a scroll-lock <style>); they run no code.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
  await app.register(helmet, {
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

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Only the API is limited; the SPA's static files are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  refuseUnstorableText(app);
}
