import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import ipaddr from 'ipaddr.js';

/**
 * Reads the pages a web search found, so deep research quotes sources rather than snippets.
 * The addresses come from search results, that is from strangers: the fetcher only talks to
 * public hosts over http(s), for a bounded time and a bounded number of bytes.
 */

export interface PageFetcherSettings {
  /** Time limit of one page, redirects and body included. Default 8 000 ms. */
  timeoutMs?: number;
  /** Bytes of (decompressed) body read at most; a longer page is cut there. Default 2 000 000. */
  maxBytes?: number;
  /**
   * Hosts (`host` or `host:port`) fetched even though they are private or loopback addresses:
   * for tests against local servers only, never for production settings.
   */
  allowHosts?: readonly string[];
  /** Redirects followed at most, each checked like the first address. Default 3. */
  maxRedirects?: number;
}

export interface FetchedPage {
  /** The address the page was read from, after redirects. */
  url: string;
  title?: string;
  /** The page as plain text: one line per heading, paragraph or list item. */
  text: string;
}

/**
 * Reads one page; `undefined` when the page is refused or cannot be read (never throws, except
 * the caller's own abort reason when `signal` aborts).
 */
export type PageFetcher = (
  url: string,
  options: { signal?: AbortSignal },
) => Promise<FetchedPage | undefined>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const READABLE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);

/**
 * A fetcher that refuses anything but public http(s) pages.
 *
 * A body longer than `maxBytes` is cut at `maxBytes` (the rest is never read and the
 * connection is closed): a page's opening holds what research quotes, and a cut page is still
 * worth reading. An empty page after conversion counts as unreadable (`undefined`).
 */
export function createPageFetcher(settings: PageFetcherSettings = {}): PageFetcher {
  const timeoutMs = settings.timeoutMs ?? 8_000;
  const maxBytes = settings.maxBytes ?? 2_000_000;
  const maxRedirects = settings.maxRedirects ?? 3;
  const allowHosts = new Set((settings.allowHosts ?? []).map((host) => host.toLowerCase()));
  const isAllowed = (url: URL) => allowHosts.has(url.host) || allowHosts.has(url.hostname);

  return async (address, { signal: callerSignal }) => {
    if (callerSignal?.aborted) throw callerSignal.reason;
    const signal = callerSignal
      ? AbortSignal.any([callerSignal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    try {
      let url = URL.canParse(address) ? new URL(address) : undefined;
      for (let redirects = 0; url; redirects++) {
        const allowed = isAllowed(url);
        if (!isFetchableUrl(url, allowed)) return undefined;
        const { request, response } = await open(url, signal, allowed);
        try {
          const status = response.statusCode ?? 0;
          if (REDIRECTS.has(status)) {
            const location = response.headers.location;
            if (!location || redirects >= maxRedirects || !URL.canParse(location, url)) {
              return undefined;
            }
            url = new URL(location, url);
            continue;
          }
          if (status < 200 || status >= 300) return undefined;
          return await readPage(url, response, maxBytes);
        } finally {
          request.destroy();
        }
      }
      return undefined;
    } catch {
      // Refused addresses, resets, time-outs and bad encodings all mean the same: no page.
      if (callerSignal?.aborted) throw callerSignal.reason;
      return undefined;
    }
  };
}

/** http(s), no credentials, and (unless allowed) no host written as a non-public IP address. */
function isFetchableUrl(url: URL, allowed: boolean): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (allowed) return true;
  // URL keeps IPv6 hosts in brackets and writes every IPv4 form (0x7f.1, 2130706433) dotted.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return !ipaddr.isValid(host) || isPublicAddress(host);
}

/** Whether an address is an ordinary public one: ipaddr.js names every special range. */
function isPublicAddress(address: string): boolean {
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 address it carries.
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/**
 * Resolves a host name and refuses it if any of its addresses is not public. The socket then
 * connects to exactly the addresses checked here, so a name that resolves to a public address
 * for a check and to a private one for the connection (DNS rebinding) gains nothing.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    const first = addresses[0];
    if (refused || !first) {
      const denial: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to a non-public address`,
      );
      denial.code = 'EREFUSEDADDRESS';
      return callback(denial, '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** Sends the GET and waits for the response head. */
function open(
  url: URL,
  signal: AbortSignal,
  allowed: boolean,
): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      signal,
      // A fresh connection per request: a pooled socket would skip the address check.
      agent: false,
      ...(allowed ? {} : { lookup: publicOnlyLookup }),
      headers: {
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (compatible; IdeaLens research reader)',
      },
    });
    request.once('response', (response) => resolve({ request, response }));
    request.once('error', reject);
    request.end();
  });
}

async function readPage(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
): Promise<FetchedPage | undefined> {
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!READABLE_TYPES.has(mediaType)) return undefined;
  const body = decompressed(response);
  if (!body) return undefined;
  const bytes = await readAtMost(body, maxBytes);

  if (mediaType === 'text/plain') {
    const text = tidy(decode(bytes, declaredCharset(contentType)));
    return text ? { url: url.href, text } : undefined;
  }
  const html = decode(bytes, declaredCharset(contentType) ?? metaCharset(bytes));
  const text = tidy(convert(html, HTML_TO_TEXT));
  if (!text) return undefined;
  const title = pageTitle(html);
  return title ? { url: url.href, title, text } : { url: url.href, text };
}

/** The body as sent before content coding; `undefined` for a coding the fetcher cannot undo. */
function decompressed(response: IncomingMessage): Readable | undefined {
  const coding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (coding === 'identity' || coding === '') return response;
  const decoder =
    coding === 'gzip' || coding === 'x-gzip'
      ? createGunzip()
      : coding === 'deflate'
        ? createInflate()
        : coding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return undefined;
  // pipeline, unlike pipe, passes the response's errors (abort, time-out) on to the decoder.
  return pipeline(response, decoder, () => {});
}

/** At most `maxBytes` bytes; reading stops there and the stream is destroyed. */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  stream.destroy();
  return Buffer.concat(chunks, size);
}

function declaredCharset(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

/** `<meta charset>` or `<meta http-equiv … charset=…>` near the top: how many Chinese sites say GBK. */
function metaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** UTF-8 unless another charset is named; a name TextDecoder does not know means UTF-8 too. */
function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const SKIPPED = [
  'nav',
  'header',
  'footer',
  'aside',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'form',
  'button',
];

/** Text a reader would quote: no navigation, chrome, scripts, images or link addresses. */
const HTML_TO_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    // Layout tables (still common on Chinese sites) read as blocks, a cell per line.
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
  ],
};

function pageTitle(html: string): string | undefined {
  const inner = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (!inner) return undefined;
  // convert() decodes the entities ("Tom &amp; Jerry").
  const title = convert(inner, { wordwrap: false }).replace(/\s+/g, ' ').trim();
  return title || undefined;
}

/** One clean line per block; at most one empty line between blocks. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
