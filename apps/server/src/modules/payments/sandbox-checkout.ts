import formBody from '@fastify/formbody';
import { PLANS } from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../pages/language.ts';
import { sendHtml, servePageAssets } from '../../pages/page-assets.ts';
import {
  CHECKOUT_SCRIPT,
  CHECKOUT_STYLESHEET,
  type CheckoutFormState,
  type CheckoutProblem,
  checkoutPage,
  closedCheckoutPage,
  SANDBOX_ASSETS_PATH,
} from './sandbox-pages.ts';
import { postSandboxEvent, SANDBOX_CHECKOUT_PATH, sandboxPaidEvent } from './sandbox-provider.ts';
import { checkoutReturnUrl, type PaymentService } from './service.ts';

/** The test card that is always declined (as in Stripe's test mode). */
const DECLINED_CARD = '4000000000000002';

/** Luhn's checksum, which every real card number passes. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardForm = z.object({
  number: z.string().max(100).default(''),
  expiry: z.string().max(100).default(''),
  cvc: z.string().max(100).default(''),
});

/** Checks the test card form; returns the problems (none for a card that can pay) and what to show again. */
export function checkCard(form: z.output<typeof cardForm>, now = new Date()) {
  const number = form.number.replace(/[\s-]/g, '');
  const problems: NonNullable<CheckoutFormState['problems']> = {};
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) problems.number = 'cardInvalid';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  // A card is good through the last day of its expiry month.
  if (!expiry || month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) {
    problems.expiry = 'expiryInvalid';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = 'cvcInvalid';
  const values = {
    number: /^\d{0,19}$/.test(number) ? number.replace(/(\d{4})(?=\d)/g, '$1 ') : undefined,
    expiry: expiry ? `${expiry[1]?.padStart(2, '0')}/${expiry[2]}` : undefined,
  };
  return {
    problems: problems as Partial<Record<'number' | 'expiry' | 'cvc', CheckoutProblem>>,
    declined: number === DECLINED_CARD,
    values,
  };
}

const idParams = z.object({ id: z.uuid() });
const languageQuery = z.object({ lang: z.string().max(20).optional() });

/**
 * The sandbox's hosted checkout page (ADR 009): plan, period and amount, a test card form, Pay and
 * Cancel. Pay signs a `checkout.session.completed` event with the sandbox secret and posts it to
 * this server's own `/api/payment/webhook/sandbox` over HTTP, exactly as a provider would, then
 * sends the browser to the pricing page's success address. The session id in the address is the
 * page's capability, as a real provider's checkout URL is.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  service: PaymentService;
  publicUrl: string;
  webhookSecret: () => Promise<string>;
  /** Where this server takes the sandbox's webhooks. */
  webhookUrl: () => string;
  /** Pay and Cancel posts per minute per client address. */
  rateLimit?: number;
}> = async (app, options) => {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const pricingUrl = `${options.publicUrl}/pricing`;
  const pathOf = (id: string) => `${SANDBOX_CHECKOUT_PATH}/${id}`;
  const languageOf = (request: FastifyRequest) =>
    requestLanguage(request.headers, (request.query as { lang?: unknown } | undefined)?.lang);
  const posts = {
    rateLimit: { max: options.rateLimit ?? 30, timeWindow: '1 minute', allowList: () => false },
  };

  servePageAssets(app, SANDBOX_ASSETS_PATH, new URL('./assets/', import.meta.url), [
    CHECKOUT_STYLESHEET,
    CHECKOUT_SCRIPT,
  ]);

  // This page's errors are pages too: an unknown or malformed id is "not found", anything else
  // a page saying the checkout could not continue.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox checkout failed');
    const kind = status === 400 || status === 404 ? 'notFound' : 'error';
    return sendHtml(
      reply,
      closedCheckoutPage(languageOf(request), kind, pricingUrl),
      kind === 'notFound' ? 404 : status,
    );
  });

  async function openSession(id: string, language: Language, reply: FastifyReply) {
    const session = await options.service.checkoutSession(id);
    if (session?.status === 'open') return session;
    const kind = session ? session.status : 'notFound';
    await sendHtml(
      reply,
      closedCheckoutPage(language, kind, pricingUrl, session ? pathOf(id) : undefined),
      session ? 409 : 404,
    );
    return undefined;
  }

  const view = (session: NonNullable<Awaited<ReturnType<PaymentService['checkoutSession']>>>) => ({
    id: session.id,
    plan: session.plan,
    monthlyAllowance: PLANS[session.plan].monthlyAllowance,
    period: session.billing_period,
    amount: session.amount,
    credit: session.credit,
  });

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    { schema: { params: idParams, querystring: languageQuery, hide: true } },
    async (request, reply) => {
      const language = languageOf(request);
      const session = await openSession(request.params.id, language, reply);
      if (!session) return reply;
      return sendHtml(reply, checkoutPage(language, pathOf(session.id), view(session)));
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:id/pay`,
    {
      schema: { params: idParams, querystring: languageQuery, body: cardForm, hide: true },
      config: posts,
    },
    async (request, reply) => {
      const language = languageOf(request);
      const session = await openSession(request.params.id, language, reply);
      if (!session) return reply;
      const path = pathOf(session.id);
      const card = checkCard(request.body);
      if (Object.keys(card.problems).length > 0 || card.declined) {
        const state: CheckoutFormState = {
          alert:
            card.declined && Object.keys(card.problems).length === 0 ? 'declined' : 'fixFields',
          problems: card.problems,
          values: card.values,
        };
        return sendHtml(
          reply,
          checkoutPage(language, path, view(session), state),
          card.declined ? 402 : 400,
        );
      }

      // The provider's side of a payment: a signed event to our own webhook, over HTTP.
      let delivered = false;
      try {
        await postSandboxEvent(
          options.webhookUrl(),
          await options.webhookSecret(),
          sandboxPaidEvent(session.id),
        );
        delivered = true;
      } catch (error) {
        request.log.error({ err: error }, 'the sandbox webhook could not be delivered');
      }
      if (!delivered) {
        return sendHtml(
          reply,
          checkoutPage(language, path, view(session), {
            alert: 'paymentFailed',
            values: card.values,
          }),
          502,
        );
      }
      return reply.redirect(checkoutReturnUrl(options.publicUrl, 'success', session.id), 303);
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:id/cancel`,
    { schema: { params: idParams, querystring: languageQuery, hide: true }, config: posts },
    async (request, reply) => {
      const session = await options.service.checkoutSession(request.params.id);
      if (!session) {
        return sendHtml(
          reply,
          closedCheckoutPage(languageOf(request), 'notFound', pricingUrl),
          404,
        );
      }
      // A checkout that is no longer open stays as it is: one paid meanwhile returns as paid.
      const cancelled = await options.service.cancelCheckout(session.id);
      const paid = !cancelled && session.status === 'paid';
      return reply.redirect(
        checkoutReturnUrl(options.publicUrl, paid ? 'success' : 'cancelled', session.id),
        303,
      );
    },
  );
};
