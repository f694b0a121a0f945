import {
  BillingErrorCode,
  billingOverviewSchema,
  cancelSubscriptionSchema,
  pageQuerySchema,
  paymentListSchema,
  receiptSchema,
  switchPlanResponseSchema,
  switchPlanSchema,
  switchQuoteResponseSchema,
} from '@idealens/shared/billing';
import { errorBodySchema } from '@idealens/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';
import { requestLanguage } from '../../pages/language.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findUser } from '../users/repository.ts';
import { findPayment, paymentRecord, paymentsPage, receiptNumber } from './history.ts';
import type { PaymentService } from './service.ts';

const signedIn = { tags: ['billing'], security: [{ bearerAuth: [] }] };
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** The signed-in user's subscription, its changes, and the payments made (issue 22, ADR 032). */
export const billingRoutes: FastifyPluginAsyncZod<{ service: PaymentService; db: DB }> = async (
  app,
  { service, db },
) => {
  app.get(
    '/api/billing',
    {
      schema: {
        ...signedIn,
        summary: 'Your subscription: plan, period, whether it renews; null on the Free plan',
        response: { 200: billingOverviewSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await service.overview(requireUser(request).id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.get(
    '/api/billing/switch-quote',
    {
      schema: {
        ...signedIn,
        summary:
          'What switching to another plan costs now: its price less the unused part of the plan in force',
        // Query strings are described inline (a named schema there is a $ref Swagger cannot read).
        querystring: z.object({ planType: switchPlanSchema.shape.planType }),
        response: { 200: switchQuoteResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.switchQuote(requireUser(request).id, request.query.planType);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.post(
    '/api/billing/switch',
    {
      schema: {
        ...signedIn,
        summary:
          'Open the checkout that switches to another plan; the old one ends when it is paid',
        body: switchPlanSchema,
        response: { 200: switchPlanResponseSchema, ...refusals },
      },
      bodyLimit: 4 * 1024,
    },
    async (request) => ({
      success: true as const,
      data: await service.switchPlan(requireUser(request).id, request.body.planType),
    }),
  );

  app.post(
    '/api/billing/cancel',
    {
      schema: {
        ...signedIn,
        summary: 'Cancel the plan at the end of its period (the default) or at once (no refund)',
        body: cancelSubscriptionSchema,
        response: { 200: billingOverviewSchema, ...refusals },
      },
      bodyLimit: 4 * 1024,
    },
    async (request) => ({
      success: true as const,
      data: await service.cancel(
        requireUser(request).id,
        request.body,
        requestLanguage(request.headers),
      ),
    }),
  );

  app.post(
    '/api/billing/resume',
    {
      schema: {
        ...signedIn,
        summary: 'Renew again a plan cancelled at the end of its period, before that end',
        response: { 200: billingOverviewSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.resume(requireUser(request).id, requestLanguage(request.headers)),
    }),
  );

  app.get(
    '/api/billing/payments',
    {
      schema: {
        ...signedIn,
        summary: 'Your payments (purchases, switches, renewals), newest first',
        querystring: pageQuerySchema,
        response: { 200: paymentListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const data = await paymentsPage(db, requireUser(request).id, page, pageSize);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.get(
    '/api/billing/payments/:id',
    {
      schema: {
        ...signedIn,
        summary: 'One of your payments, as its receipt shows it',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: receiptSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const [row, user] = isUuid(request.params.id)
        ? await Promise.all([findPayment(db, userId, request.params.id), findUser(db, userId)])
        : [undefined, undefined];
      if (!row) {
        throw new DomainError('not_found', BillingErrorCode.PAYMENT_NOT_FOUND, 'Payment not found');
      }
      return reply.header('Cache-Control', 'no-store').send({
        success: true as const,
        data: {
          payment: paymentRecord(row),
          customer: { name: user?.name ?? null, email: user?.email ?? null },
          number: receiptNumber(row),
        },
      });
    },
  );
};
