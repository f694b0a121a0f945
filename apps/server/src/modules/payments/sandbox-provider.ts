import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  InvalidEventError,
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.ts';

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'idealens-signature';
/** How old (or how far in the future) a signed timestamp may be. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The hosted checkout page of a session is at `${SANDBOX_CHECKOUT_PATH}/{sessionId}`. */
export const SANDBOX_CHECKOUT_PATH = '/payment/sandbox/checkout';
/** A sandbox checkout can be paid for a day, like a hosted checkout of a real provider. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();

/** The signature header for a payload: HMAC-SHA256 over `timestamp.body`. */
export function signSandboxPayload(
  secret: string,
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

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
  const expected = hmac(secret, timestamp, rawBody);
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidSignatureError('The webhook signature does not match.');
}

/** The sandbox's one event, shaped like a real provider's: a checkout session was paid. */
const sandboxEventSchema = z.object({
  id: z.string().min(1).max(200),
  object: z.literal('event'),
  type: z.literal('checkout.session.completed'),
  created: z.number().int().positive(),
  data: z.object({
    object: z.object({ object: z.literal('checkout.session'), id: z.uuid() }),
  }),
});

/** The body the sandbox checkout posts when a session is paid. */
export function sandboxPaidEvent(sessionId: string, now = new Date()): string {
  return JSON.stringify({
    id: `evt_sandbox_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: { object: { object: 'checkout.session', id: sessionId } },
  } satisfies z.input<typeof sandboxEventSchema>);
}

/**
 * The embedded default: checkouts open on our own hosted page (`SANDBOX_CHECKOUT_PATH`), and a
 * payment there arrives as a signed webhook through the same path as a real provider's. The
 * signing secret is generated once per deployment and kept in the database.
 */
export function createSandboxProvider(options: {
  publicUrl: string;
  webhookSecret: () => Promise<string>;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async openCheckout(request) {
      return {
        providerSessionId: request.sessionId,
        url: `${options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${request.sessionId}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      };
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
        throw new InvalidEventError('The webhook body is not a sandbox checkout event.');
      }
      const sessionId = parsed.data.object.id;
      return {
        id: parsed.id,
        type: parsed.type,
        payload: parsed,
        // A sandbox checkout is its own subscription: one paid period that does not renew.
        effect: {
          kind: 'checkout_paid',
          sessionId,
          subscriptionId: sessionId,
          paidAt: new Date(parsed.created * 1000),
        },
      };
    },
  };
}
