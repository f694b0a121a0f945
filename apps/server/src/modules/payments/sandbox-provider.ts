import { randomUUID, timingSafeEqual } from 'node:crypto';
import { parsePlanType } from '@idealens/shared/plans';
import { z } from 'zod';
import { payloadHmac, signPayload } from '../../webhook-signature.ts';
import {
  InvalidEventError,
  InvalidSignatureError,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionRef,
} from './provider.ts';

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'idealens-signature';
/** How old (or how far in the future) a signed timestamp may be. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The hosted checkout page of a session is at `${SANDBOX_CHECKOUT_PATH}/{sessionId}`. */
export const SANDBOX_CHECKOUT_PATH = '/payment/sandbox/checkout';
/** A sandbox checkout can be paid for a day, like a hosted checkout of a real provider. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The signature header for a payload: HMAC-SHA256 over `timestamp.body` (webhook-signature.ts). */
export const signSandboxPayload = signPayload;

/** Checks the signature over the exact bytes received; throws InvalidSignatureError. */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
  now = Date.now(),
): void {
  if (typeof header !== 'string' || header === '') {
    throw new InvalidSignatureError(`The ${SANDBOX_SIGNATURE_HEADER} header is missing.`);
  }
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 1) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new InvalidSignatureError(
      `The ${SANDBOX_SIGNATURE_HEADER} header must be "t=<timestamp>,v1=<signature>".`,
    );
  }
  if (Math.abs(Math.floor(now / 1000) - timestamp) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) {
    throw new InvalidSignatureError('The webhook signature is too old (or from the future).');
  }
  const expected = payloadHmac(secret, timestamp, rawBody);
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidSignatureError('The webhook signature does not match.');
}

const checkoutCompleted = z.object({
  id: z.string().min(1).max(200),
  object: z.literal('event'),
  type: z.literal('checkout.session.completed'),
  created: z.number().int().positive(),
  data: z.object({
    object: z.object({ object: z.literal('checkout.session'), id: z.uuid() }),
  }),
});

/** A sandbox subscription (one paid period; its id is the checkout's) as its events carry it. */
const subscriptionObject = z.object({
  object: z.literal('subscription'),
  id: z.uuid(),
  cancel_at_period_end: z.boolean(),
  /** Unix seconds when it was ended; null while it runs. */
  ended_at: z.number().int().positive().nullable(),
  metadata: z.object({ userId: z.string().min(1).max(200) }),
});

const subscriptionChanged = z.object({
  id: z.string().min(1).max(200),
  object: z.literal('event'),
  type: z.enum(['customer.subscription.updated', 'customer.subscription.deleted']),
  created: z.number().int().positive(),
  data: z.object({ object: subscriptionObject }),
});

/** A sandbox subscription's next period was billed (the sandbox's renewals, `sandbox-renewals.ts`). */
const invoicePaid = z.object({
  id: z.string().min(1).max(200),
  object: z.literal('event'),
  type: z.literal('invoice.paid'),
  created: z.number().int().positive(),
  data: z.object({
    object: z.object({
      object: z.literal('invoice'),
      id: z.string().min(1).max(200),
      subscription: z.uuid(),
      period_start: z.number().int().positive(),
      period_end: z.number().int().positive(),
      amount_paid: z.number().int().nonnegative(),
      currency: z.string().min(3).max(3),
      metadata: z.object({ userId: z.string().min(1).max(200), planType: z.string().max(40) }),
    }),
  }),
});

/** The sandbox's events, shaped like a real provider's: a checkout was paid, a subscription changed or renewed. */
const sandboxEventSchema = z.discriminatedUnion('type', [
  checkoutCompleted,
  subscriptionChanged,
  invoicePaid,
]);

const eventId = () => `evt_sandbox_${randomUUID()}`;
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The body the sandbox checkout posts when a session is paid. */
export function sandboxPaidEvent(sessionId: string, now = new Date()): string {
  return JSON.stringify({
    id: eventId(),
    object: 'event',
    type: 'checkout.session.completed',
    created: unixSeconds(now),
    data: { object: { object: 'checkout.session', id: sessionId } },
  } satisfies z.input<typeof checkoutCompleted>);
}

/** The body the sandbox posts when a subscription is cancelled, resumed or ended. */
export function sandboxSubscriptionEvent(
  ref: SubscriptionRef,
  change: { cancelAtPeriodEnd: boolean; endedAt?: Date },
  now = new Date(),
): string {
  return JSON.stringify({
    id: eventId(),
    object: 'event',
    type: change.endedAt ? 'customer.subscription.deleted' : 'customer.subscription.updated',
    created: unixSeconds(now),
    data: {
      object: {
        object: 'subscription',
        id: ref.subscriptionId,
        cancel_at_period_end: change.cancelAtPeriodEnd,
        ended_at: change.endedAt ? unixSeconds(change.endedAt) : null,
        metadata: { userId: ref.userId },
      },
    },
  } satisfies z.input<typeof subscriptionChanged>);
}

/**
 * The body the sandbox posts when it bills a subscription's next period. The event and invoice
 * ids follow from the subscription and the period, so billing the same period twice (two
 * processes, a retry) is one event, applied once.
 */
export function sandboxRenewalEvent(
  renewal: {
    subscriptionId: string;
    userId: string;
    planType: string;
    periodStart: Date;
    periodEnd: Date;
    amount: number;
    currency: string;
  },
  now = new Date(),
): string {
  const period = unixSeconds(renewal.periodStart);
  return JSON.stringify({
    id: `evt_sandbox_renewal_${renewal.subscriptionId}_${period}`,
    object: 'event',
    type: 'invoice.paid',
    created: unixSeconds(now),
    data: {
      object: {
        object: 'invoice',
        id: `in_sandbox_${renewal.subscriptionId}_${period}`,
        subscription: renewal.subscriptionId,
        period_start: period,
        period_end: unixSeconds(renewal.periodEnd),
        amount_paid: renewal.amount,
        currency: renewal.currency,
        metadata: { userId: renewal.userId, planType: renewal.planType },
      },
    },
  } satisfies z.input<typeof invoicePaid>);
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The provider's side of a change: a signed event posted to our own webhook over HTTP, as a real
 * provider's would arrive. Throws when it is not taken (the change then did not happen).
 */
export async function postSandboxEvent(url: string, secret: string, event: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, event),
    },
    body: event,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`the sandbox webhook was refused: ${response.status} ${await response.text()}`);
  }
}

function effectOf(event: z.output<typeof sandboxEventSchema>): PaymentEffect {
  if (event.type === 'checkout.session.completed') {
    const sessionId = event.data.object.id;
    // A sandbox checkout is its own subscription: one paid period that does not renew.
    return {
      kind: 'checkout_paid',
      sessionId,
      subscriptionId: sessionId,
      paidAt: new Date(event.created * 1000),
    };
  }
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    let planType: ReturnType<typeof parsePlanType>['planType'];
    try {
      planType = parsePlanType(invoice.metadata.planType).planType;
    } catch {
      throw new InvalidEventError(
        `The invoice's plan type "${invoice.metadata.planType}" is unknown.`,
      );
    }
    return {
      kind: 'renewal_paid',
      invoiceId: invoice.id,
      subscriptionId: invoice.subscription,
      userId: invoice.metadata.userId,
      planType,
      periodStart: new Date(invoice.period_start * 1000),
      periodEnd: new Date(invoice.period_end * 1000),
      amount: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
    };
  }
  const subscription = event.data.object;
  const ref = { subscriptionId: subscription.id, userId: subscription.metadata.userId };
  if (event.type === 'customer.subscription.deleted') {
    // The sandbox ends a subscription only when its user cancels at once.
    return {
      kind: 'subscription_ended',
      ...ref,
      ...(subscription.ended_at
        ? { endedAt: new Date(subscription.ended_at * 1000), endsPlanNow: true }
        : {}),
    };
  }
  return {
    kind: 'subscription_updated',
    ...ref,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * The embedded default: checkouts open on our own hosted page (`SANDBOX_CHECKOUT_PATH`), and a
 * payment there, a cancellation or a resumption arrives as a signed webhook through the same path
 * as a real provider's. The signing secret is generated once per deployment and kept in the
 * database; `webhookUrl` is where this server takes the sandbox's events.
 */
export function createSandboxProvider(options: {
  publicUrl: string;
  webhookSecret: () => Promise<string>;
  webhookUrl: () => string;
}): PaymentProvider {
  const deliver = async (event: string) =>
    postSandboxEvent(options.webhookUrl(), await options.webhookSecret(), event);
  return {
    name: 'sandbox',
    async openCheckout(request) {
      return {
        providerSessionId: request.sessionId,
        url: `${options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${request.sessionId}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      };
    },
    async cancelSubscription(ref, when) {
      await deliver(
        sandboxSubscriptionEvent(
          ref,
          when === 'now'
            ? { cancelAtPeriodEnd: true, endedAt: new Date() }
            : { cancelAtPeriodEnd: true },
        ),
      );
    },
    async resumeSubscription(ref) {
      await deliver(sandboxSubscriptionEvent(ref, { cancelAtPeriodEnd: false }));
    },
    async readWebhook(rawBody, headers): Promise<PaymentEvent> {
      verifySandboxSignature(
        await options.webhookSecret(),
        rawBody,
        headers[SANDBOX_SIGNATURE_HEADER],
      );
      let parsed: z.output<typeof sandboxEventSchema>;
      try {
        parsed = sandboxEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new InvalidEventError('The webhook body is not a sandbox event.');
      }
      return { id: parsed.id, type: parsed.type, payload: parsed, effect: effectOf(parsed) };
    },
  };
}
