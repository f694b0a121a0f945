import { z } from 'zod';
import { BILLING_PERIODS, CURRENCY, PLAN_NAMES } from './plans.ts';

// Billing self-service (issue 22, ADR 032): the signed-in user's subscription, switching and
// cancelling it, payments with receipts, and the points history. The error codes are in
// `billing-codes.ts`, without zod, for the pricing page's first paint.

export { BillingErrorCode } from './billing-codes.ts';

const planSchema = z.enum(PLAN_NAMES);
const periodSchema = z.enum(BILLING_PERIODS);
const isoDate = z.string().describe('ISO 8601 date-time');

/**
 * The subscription in force. `renews`: the provider bills the next period at its end; false once
 * cancelled (the plan still runs to `currentPeriodEnd`, then the user is on Free), and for the
 * sandbox's one-period subscriptions.
 */
export const billingSubscriptionSchema = z
  .object({
    plan: planSchema,
    billingPeriod: periodSchema,
    /** `{plan}_{period}`, as the pricing page and create-session name it. */
    planType: z.string(),
    status: z.enum(['active', 'cancelling']),
    currentPeriodStart: isoDate,
    currentPeriodEnd: isoDate,
    renews: z.boolean(),
    provider: z.enum(['sandbox', 'stripe']),
  })
  .meta({ id: 'BillingSubscription' });
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** `GET /api/billing`: the subscription in force, or null on the Free plan. */
export const billingOverviewSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ subscription: billingSubscriptionSchema.nullable() }),
  })
  .meta({ id: 'BillingOverview' });
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** `GET /api/billing/switch-quote?planType=` and the body of `POST /api/billing/switch`. */
export const switchPlanSchema = z
  .object({ planType: z.string().max(40) })
  .meta({ id: 'SwitchPlanRequest' });
export type SwitchPlanRequest = z.infer<typeof switchPlanSchema>;

/**
 * What a switch costs now: the new plan's price less the unused part of the period already paid
 * (by time, to the cent), at least `minimumCharge`. The new plan starts when it is paid, with a
 * period of its own and its first month's allowance; the old subscription ends then.
 */
export const switchQuoteSchema = z
  .object({
    planType: z.string(),
    plan: planSchema,
    billingPeriod: periodSchema,
    /** The new plan's full price for one period, in cents. */
    price: z.number().int(),
    /** The unused part of the current period, in cents. */
    credit: z.number().int(),
    /** What the checkout charges now, in cents. */
    amount: z.number().int(),
    /** Credit beyond the new price that is not paid back (a switch to a cheaper plan). */
    forfeited: z.number().int(),
    currency: z.literal(CURRENCY),
  })
  .meta({ id: 'SwitchQuote' });
export type SwitchQuote = z.infer<typeof switchQuoteSchema>;

export const switchQuoteResponseSchema = z
  .object({ success: z.literal(true), data: switchQuoteSchema })
  .meta({ id: 'SwitchQuoteResponse' });

/** `POST /api/billing/switch`: the checkout that pays the switch. */
export const switchPlanResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      session: z.object({ id: z.string(), url: z.string() }),
      quote: switchQuoteSchema,
    }),
  })
  .meta({ id: 'SwitchPlanResponse' });
export type SwitchPlanResponse = z.infer<typeof switchPlanResponseSchema>;

/** `POST /api/billing/cancel`: at the period's end (the default) or at once. */
export const cancelSubscriptionSchema = z
  .object({ when: z.enum(['period_end', 'now']).default('period_end') })
  .meta({ id: 'CancelSubscriptionRequest' });
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionSchema>;

/** One payment: a purchase, a switch or a renewal. */
export const paymentRecordSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['purchase', 'switch', 'renewal']),
    paidAt: isoDate,
    plan: planSchema,
    billingPeriod: periodSchema,
    /** Cents charged. */
    amount: z.number().int(),
    /** Cents of credit for the unused part of the plan it replaced (switches). */
    credit: z.number().int(),
    currency: z.string(),
    provider: z.enum(['sandbox', 'stripe']),
    /** The provider's id of the payment (checkout session or invoice). */
    providerReference: z.string(),
    pointsGranted: z.number().int(),
  })
  .meta({ id: 'PaymentRecord' });
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** `GET /api/billing/payments?page&pageSize`, newest first. */
export const paymentListSchema = z
  .object({ success: z.literal(true), data: page(paymentRecordSchema) })
  .meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** `GET /api/billing/payments/{id}`: one payment as its receipt shows it. */
export const receiptSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      payment: paymentRecordSchema,
      /** Who paid, as the account reads now. */
      customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
      /** The receipt's number: stable, short, printed on it. */
      number: z.string(),
    }),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

/** What a points ledger row belongs to. */
export const pointsSourceSchema = z.discriminatedUnion('kind', [
  /** The free plan's monthly allowance, for a `YYYY-MM` month. */
  z.object({ kind: z.literal('free_allowance'), month: z.string() }),
  /** A paid plan's month: the payment (its id in the payments list, when known) and the month of its period (1 = the payment's own). */
  z.object({
    kind: z.literal('plan'),
    paymentId: z.string().nullable(),
    month: z.number().int(),
    /** The plan of that month ("Pro plan, month 3"); absent when not known. */
    plan: planSchema.optional(),
  }),
  /** A deep analysis: its task (null once the task was deleted). */
  z.object({
    kind: z.literal('task'),
    taskId: z.string().nullable(),
    title: z.string().nullable(),
  }),
  z.object({ kind: z.literal('other') }),
]);
export type PointsSource = z.infer<typeof pointsSourceSchema>;

export const pointsEntrySchema = z
  .object({
    id: z.string(),
    at: isoDate,
    /** Positive for grants and refunds, negative for debits. */
    delta: z.number().int(),
    reason: z.enum(['grant', 'debit', 'refund']),
    source: pointsSourceSchema,
  })
  .meta({ id: 'PointsEntry' });
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** `GET /api/user/points/history?page&pageSize`, newest first. */
export const pointsHistorySchema = z
  .object({ success: z.literal(true), data: page(pointsEntrySchema) })
  .meta({ id: 'PointsHistory' });
export type PointsHistory = z.infer<typeof pointsHistorySchema>;
