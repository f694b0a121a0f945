import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK sent, as it arrived on the wire. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, flat, e.g. `line_items[0][price_data][unit_amount]` → `899`. */
  form: Record<string, string>;
}

export interface LocalStripeServer {
  /** The API base to give the SDK (STRIPE_API_BASE). */
  url: string;
  requests: RecordedStripeRequest[];
  /** The next checkout creation is refused with this Stripe error. */
  refuseNextCheckout(error: { status: number; type: string; message: string }): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local HTTP server that speaks the part of Stripe's API IdeaLens uses, so tests run the real
 * `stripe` SDK: `POST /v1/checkout/sessions` (form-encoded, bearer secret key) answers a Checkout
 * Session object the way Stripe does, echoing what was asked for; `POST /v1/coupons` a coupon;
 * `POST` and `DELETE /v1/subscriptions/{id}` the updated or cancelled subscription; anything else
 * is Stripe's 404.
 */
export async function startLocalStripe(): Promise<LocalStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  let refusal: { status: number; type: string; message: string } | undefined;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    // Parameters come form-encoded in the body, or in the query string (DELETE).
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const form = Object.fromEntries([
      ...url.searchParams,
      ...new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    ]);
    const path = url.pathname;
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, form });

    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        'stripe-version': String(request.headers['stripe-version'] ?? ''),
      });
      response.end(JSON.stringify(body));
    };
    if (!/^Bearer sk_test_\w+$/.test(request.headers.authorization ?? '')) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path)?.[1];
    if (subscription && (request.method === 'POST' || request.method === 'DELETE')) {
      // Update (cancel_at_period_end) or cancel at once; the subscription is made up around it.
      const ended = request.method === 'DELETE';
      const now = Math.floor(Date.now() / 1000);
      return send(200, {
        id: subscription,
        object: 'subscription',
        status: ended ? 'canceled' : 'active',
        cancel_at_period_end: ended ? false : form.cancel_at_period_end === 'true',
        canceled_at: ended || form.cancel_at_period_end === 'true' ? now : null,
        ended_at: ended ? now : null,
        metadata: {},
        livemode: false,
      });
    }
    if (request.method === 'POST' && path === '/v1/coupons') {
      return send(200, {
        id: id('co'),
        object: 'coupon',
        amount_off: Number(form.amount_off),
        currency: form.currency,
        duration: form.duration,
        max_redemptions: form.max_redemptions ? Number(form.max_redemptions) : null,
        name: form.name ?? null,
        valid: true,
        livemode: false,
      });
    }
    if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` },
      });
    }
    if (refusal) {
      const { status, ...error } = refusal;
      refusal = undefined;
      return send(status, { error });
    }

    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const sessionId = id('cs');
    const created = Math.floor(Date.now() / 1000);
    send(200, {
      id: sessionId,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
      currency: form['line_items[0][price_data][currency]'] ?? null,
      subscription: null,
      invoice: null,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refuseNextCheckout(error) {
      refusal = error;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive between requests.
        server.closeAllConnections();
      }),
  };
}
