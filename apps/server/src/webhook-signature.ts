import { createHmac } from 'node:crypto';

// How this server signs what it posts to others (the sandbox's payment events, the task webhooks
// of API keys), Stripe's way: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. The
// timestamp is signed with the body, so a delivery replayed later is told apart.

/** The HMAC-SHA256 of `timestamp.payload` under `secret`. */
export const payloadHmac = (secret: string, timestamp: number, payload: string | Buffer): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();

/** The signature header's value for a payload: `t=<timestamp>,v1=<hex HMAC>`. */
export function signPayload(
  secret: string,
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${payloadHmac(secret, timestamp, payload).toString('hex')}`;
}
