import { z } from 'zod';
import { BILLING_PERIODS, CURRENCY, PLAN_NAMES } from './plans.ts';

export { PaymentErrorCode } from './payment-codes.ts';

/** `POST /api/payment/create-session`. The plan is checked by the server (UNKNOWN_PLAN), not by the schema. */
export const createPaymentSessionSchema = z
  .object({
    planType: z.string().max(40),
    /** Cents: monthly = price × 100; annual = annual price × 12 × 100. */
    amount: z.number().int().nonnegative().max(10_000_000),
    currency: z.string().max(8),
  })
  .meta({ id: 'CreatePaymentSession' });
export type CreatePaymentSession = z.infer<typeof createPaymentSessionSchema>;

export const paymentSessionResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ session: z.object({ id: z.string(), url: z.string() }) }),
  })
  .meta({ id: 'PaymentSession' });
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

export const paymentSessionStatusSchema = z.enum(['open', 'paid', 'cancelled', 'expired']);
export type PaymentSessionStatus = z.infer<typeof paymentSessionStatusSchema>;

/**
 * `GET /api/payment/sessions/{id}` (owner only): what the page a checkout returns to shows —
 * the plan bought and whether it is paid yet (webhooks may arrive a moment after the redirect).
 */
export const paymentSessionDetailSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      id: z.string(),
      status: paymentSessionStatusSchema,
      plan: z.enum(PLAN_NAMES),
      billingPeriod: z.enum(BILLING_PERIODS),
      amount: z.number().int(),
      currency: z.literal(CURRENCY),
      /** Points the paid period granted (null until paid). */
      pointsGranted: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'PaymentSessionDetail' });
export type PaymentSessionDetail = z.infer<typeof paymentSessionDetailSchema>;

export const webhookReceivedSchema = z.object({ received: z.literal(true) });
