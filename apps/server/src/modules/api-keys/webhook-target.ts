import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Where a task webhook may be delivered (ADR 033): not, unless the deployment allows it, to this
// machine or its private network (loopback, private, link-local, carrier-grade NAT, multicast…),
// whatever name the URL gives: a Max user's webhook URL must not make the server call its own
// internal services. The address is checked as the connection is made (the name is resolved once,
// for the check and the connection together, so a name cannot change its answer in between).

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is this machine's or a private network's (never the public internet). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1] as string, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/** Whether a URL's host names this machine or a private address before any lookup. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

/** A delivery the deployment does not make: the URL leads to a private address. */
export class WebhookTargetRefused extends Error {
  constructor(hostname: string) {
    super(`the webhook URL's host ${hostname} is a private or local address`);
    this.name = 'WebhookTargetRefused';
  }
}

/** `dns.lookup` that answers only public addresses, and fails when a name has none. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const allowed = addresses.filter((entry) => !isPrivateAddress(entry.address));
    const [first] = allowed;
    if (!first) {
      callback(new WebhookTargetRefused(hostname), '', 0);
      return;
    }
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
    } else {
      callback(null, first.address, first.family);
    }
  });
};

export interface WebhookPost {
  url: string;
  headers: OutgoingHttpHeaders;
  body: string;
  timeoutMs: number;
  /** Whether private and local addresses may be called (tests, a developer's machine). */
  allowPrivate: boolean;
}

/**
 * POSTs a webhook and resolves to the answer's status (its body is read and dropped); redirects
 * are not followed. Rejects with `WebhookTargetRefused` for a private target when not allowed.
 */
export function postWebhook({ url, headers, body, timeoutMs, allowPrivate }: WebhookPost) {
  const target = new URL(url);
  if (!allowPrivate && isPrivateHost(target.hostname)) {
    return Promise.reject(new WebhookTargetRefused(target.hostname));
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
