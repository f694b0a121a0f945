import type { AddressInfo } from 'node:net';
import { errorBodySchema } from '@idealens/shared/errors';
import {
  createPaymentSessionSchema,
  paymentSessionDetailSchema,
  paymentSessionResponseSchema,
  webhookReceivedSchema,
} from '@idealens/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { appSecret } from '../../db/app-secrets.ts';
import type { DB } from '../../db/database.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { billingRoutes } from './billing-routes.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.ts';
import {
  createSandboxProvider,
  postSandboxEvent,
  SANDBOX_SIGNATURE_HEADER,
} from './sandbox-provider.ts';
import { startSandboxRenewals } from './sandbox-renewals.ts';
import { createPaymentService, type PaymentService } from './service.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * Webhook bodies are read as raw bytes: the signature covers them exactly. The events we take are
 * small (a sandbox event is under 1 KB; Stripe's checkout sessions, invoices and subscriptions a
 * few KB, their lists cut at 10 items and metadata at 50 keys of 500 characters): 64 KB leaves
 * room several times over, and anything larger is refused before it is read.
 */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Deliveries per minute from one address. Providers send from a few addresses, a handful of
 * events per payment, and retry what was refused (Stripe for up to three days), so a burst over
 * the limit is delayed, not lost; a forger is held to two a second.
 */
export const WEBHOOK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The signed-in user's checkouts (API.md, "Payments"). */
const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/payment/create-session',
    {
      schema: {
        tags: ['payments'],
        summary: 'Open a checkout for a plan; the server checks the amount against its own price',
        security: [{ bearerAuth: [] }],
        body: createPaymentSessionSchema,
        response: {
          200: paymentSessionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
      bodyLimit: 4 * 1024,
    },
    async (request) => ({
      success: true as const,
      data: { session: await service.createSession(requireUser(request).id, request.body) },
    }),
  );

  app.get(
    '/api/payment/sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of your checkouts: its plan, price, and whether it is paid yet',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: paymentSessionDetailSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.sessionDetail(requireUser(request).id, request.params.id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );
};

/**
 * `POST /api/payment/webhook/{provider}`, in a scope of its own whose only body parser keeps the
 * raw bytes, for any content type: signatures are over the exact bytes, never re-serialised JSON.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (
  app,
  { service },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payment/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The payment provider's signed events (checkout paid, renewal paid, subscription ended)",
        description:
          'The raw event body exactly as the provider sent it, with its signature header: `Stripe-Signature` for `stripe`, `IdeaLens-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` for `sandbox` (5 minutes tolerance). Each event id is applied once; a bad or stale signature is 400 `INVALID_SIGNATURE` and nothing is applied. Bodies over 64 KB are 413 `PAYLOAD_TOO_LARGE`; over 120 deliveries a minute from one address are 429 `RATE_LIMITED` (providers retry them).',
        params: z.object({ provider: z.string().max(40) }),
        headers: z.object({
          'stripe-signature': z.string().optional(),
          [SANDBOX_SIGNATURE_HEADER]: z.string().optional(),
        }),
        body: z.unknown().describe("The provider's event, as raw bytes"),
        response: {
          200: webhookReceivedSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: { rateLimit: WEBHOOK_RATE_LIMIT },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await service.receiveWebhook(request.params.provider, body, request.headers);
      request.log.info({ payment: result }, 'payment webhook');
      return { received: true as const };
    },
  );
};

/** Where this very server listens, so the sandbox's webhooks take the real HTTP path. */
function ownAddress(app: FastifyInstance, fallback: string): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return fallback;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/** The configured provider: the sandbox checkout (embedded default) or Stripe. */
function paymentProvider(
  config: Config,
  sandboxSecret: () => Promise<string>,
  sandboxWebhookUrl: () => string,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createSandboxProvider({
    publicUrl: config.PUBLIC_URL,
    webhookSecret: sandboxSecret,
    webhookUrl: sandboxWebhookUrl,
  });
}

/**
 * Plans and payments: the API routes, the provider's webhook, and with the sandbox provider its
 * hosted checkout page.
 */
export async function registerPayments(
  app: FastifyInstance,
  options: { config: Config; db: DB; mailer: Mailer },
): Promise<PaymentService> {
  const { config, db, mailer } = options;
  // Generated once per deployment and kept with the other app secrets, so every API process agrees.
  let secret: Promise<string> | undefined;
  const sandboxSecret = () => {
    secret ??= appSecret(db, 'sandbox-webhook-secret').catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const sandboxWebhookUrl = () =>
    `${ownAddress(app, config.PUBLIC_URL)}/api/payment/webhook/sandbox`;
  const provider = paymentProvider(config, sandboxSecret, sandboxWebhookUrl);
  const service = createPaymentService({
    db,
    provider,
    publicUrl: config.PUBLIC_URL,
    onProviderError: (error) =>
      app.log.error({ err: error }, 'the payment provider could not make a change'),
    mailer,
    onMailError: (error) =>
      app.log.error({ err: error }, 'a billing confirmation mail could not be sent'),
  });
  await app.register(paymentRoutes, { service });
  await app.register(billingRoutes, { service, db });
  await app.register(webhookRoutes, { service });
  if (provider.name === 'sandbox') {
    // The sandbox bills its subscriptions' next periods itself, once this server listens.
    let stopRenewals: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stopRenewals = startSandboxRenewals({
        db,
        deliver: async (event) =>
          postSandboxEvent(sandboxWebhookUrl(), await sandboxSecret(), event),
        onError: (error) => app.log.error({ err: error }, 'sandbox renewals failed'),
      });
    });
    app.addHook('onClose', async () => stopRenewals?.());
    await app.register(sandboxCheckoutRoutes, {
      service,
      publicUrl: config.PUBLIC_URL,
      webhookSecret: sandboxSecret,
      webhookUrl: sandboxWebhookUrl,
    });
  }
  return service;
}
