import type { InjectOptions } from 'fastify';
import type { App } from '../../app.ts';

/** What a test reads of an answer: its status, headers and body text. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** How long an event stream is read before the test hangs up (it stays open by design). */
const STREAM_READ_MS = 200;

/**
 * `app.inject()` for any endpoint, event streams included: a `text/event-stream` answer is read
 * for a moment and then dropped, every other answer is read to its end.
 */
export async function injectAnswer(app: App, options: InjectOptions): Promise<Answer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  const streaming = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  await new Promise<void>((resolve) => {
    const timer = streaming ? setTimeout(done, STREAM_READ_MS) : undefined;
    function done() {
      clearTimeout(timer);
      stream.destroy();
      resolve();
    }
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', done);
    stream.on('error', done);
  });
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** The documentation UI serves HTML and scripts; every other /api answer is JSON (or an event stream). */
export function isDocumentation(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

/**
 * What is wrong with an API answer, or null when it keeps the contract: never a 5xx; every 4xx
 * exactly `{ error, message, code }`, all strings; JSON answers sent as JSON and never sniffed.
 * A download (`Content-Disposition: attachment`, a report's file) is sent as its own type.
 */
export function contractBreach(url: string, res: Answer): string | null {
  const { statusCode: status } = res;
  if (status >= 500) return `answered ${status}`;
  const type = String(res.headers['content-type'] ?? '');
  const json = type.startsWith('application/json');
  const events = type.startsWith('text/event-stream');
  if (res.headers['x-content-type-options'] !== 'nosniff') {
    return `no "X-Content-Type-Options: nosniff" (status ${status})`;
  }
  if (status < 400) {
    const success = status >= 200 && status < 300;
    const download = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
    if (success && !isDocumentation(url) && !json && !events && !download && res.body !== '') {
      return `a ${status} sent as "${type}", not JSON`;
    }
    return null;
  }
  if (!json) return `a ${status} sent as "${type}", not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `a ${status} whose body is not an object`;
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,error,message') return `a ${status} with the keys ${keys}`;
  const fields = body as Record<string, unknown>;
  for (const key of ['error', 'message', 'code']) {
    if (typeof fields[key] !== 'string' || fields[key] === '')
      return `a ${status} whose ${key} is not text`;
  }
  if (!/^[A-Z][A-Z0-9_]*$/.test(String(fields.code)))
    return `a ${status} with the code ${fields.code}`;
  return null;
}

/** Throws, with the request and the answer, when an answer breaks the contract. */
export function expectContract(request: string, url: string, res: Answer): void {
  const breach = contractBreach(url, res);
  if (breach) {
    throw new Error(`${request} → ${breach}: ${res.body.slice(0, 300)}`);
  }
}
