import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Writes `request` as raw bytes on a new connection; everything the server sends until it closes. */
function rawExchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => reject(new Error('the server did not answer')));
    socket.write(request);
  });
}

/** Status, headers and body of a raw HTTP/1.1 answer. */
function parseAnswer(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('requests that are not well-formed HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
  it.each([
    ['a space in the address', head(["GET /api/reports/1' OR '1'='1 HTTP/1.1", 'Host: x'])],
    [
      'raw UTF-8 in the address',
      Buffer.from(head(['GET /api/reports/😀 HTTP/1.1', 'Host: x']), 'utf8'),
    ],
    ['an unknown method', head(['FROB /api/reports HTTP/1.1', 'Host: x'])],
    [
      'a control character in a header',
      head(['GET /api/user/points HTTP/1.1', 'Host: x', 'Authorization: Bearer a\u0001b']),
    ],
    [
      'two different lengths',
      head(['POST /api/events HTTP/1.1', 'Host: x', 'Content-Length: 2', 'Content-Length: 3']),
    ],
    [
      'a length and chunked encoding at once',
      `${head(['POST /api/analysis/submit HTTP/1.1', 'Host: x', 'Content-Length: 4', 'Transfer-Encoding: chunked'])}zz\r\n`,
    ],
    [
      'a bad chunk size',
      `${head(['POST /api/analysis/submit HTTP/1.1', 'Host: x', 'Content-Type: application/json', 'Transfer-Encoding: chunked'])}zz\r\n{}\r\n0\r\n\r\n`,
    ],
  ])('%s: a 400 in the contract shape, and the connection closed', async (_name, request) => {
    const answer = parseAnswer(await rawExchange(port, request));
    expect(answer.status, answer.body).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Bad Request',
      code: 'MALFORMED_REQUEST',
      message: 'The request is not well-formed HTTP.',
    });
    expect(answer.headers.connection).toBe('close');
  });

  it('headers over the size limit: a 431 in the contract shape', async () => {
    const answer = parseAnswer(
      await rawExchange(
        port,
        head([
          'GET /api/reports HTTP/1.1',
          'Host: x',
          `Authorization: Bearer ${'a'.repeat(20_000)}`,
        ]),
      ),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    });
  });

  it('leaves the server answering well-formed requests', async () => {
    const answer = parseAnswer(
      await rawExchange(port, head(['GET /api/health HTTP/1.1', 'Host: x', 'Connection: close'])),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });
});
