import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { createPageFetcher, type PageFetcher } from './page-fetcher.ts';

/** A local web server: every request it receives is recorded by path. */
interface PageServer {
  /** `http://127.0.0.1:port` */
  url: string;
  /** `127.0.0.1:port`, as allowHosts takes it. */
  host: string;
  requests: string[];
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function startPageServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<PageServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, requests };
}

function html(res: ServerResponse, body: string | Buffer, contentType = 'text/html') {
  res.writeHead(200, { 'content-type': contentType });
  res.end(body);
}

/** Client sockets opened while `run` runs (Node publishes each one on this channel). */
async function socketsOpenedBy(run: () => Promise<unknown>): Promise<number> {
  let opened = 0;
  const count = () => {
    opened++;
  };
  subscribe('net.client.socket', count);
  try {
    await run();
  } finally {
    unsubscribe('net.client.socket', count);
  }
  return opened;
}

const ARTICLE = `<!doctype html>
<html><head><title>Dog walking in Austin &amp; nearby</title>
<style>body { color: red }</style></head>
<body>
<header>Site header menu</header>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<script>window.tracking = "secret-script-text";</script>
<main>
<h1>Dog walking demand</h1>
<p>Austin has   about 300,000 dogs. <a href="https://example.org/report">The city report</a> says demand grows.</p>
<img src="/chart.png" alt="chart of dogs">
<p>Walkers charge $20 per walk.</p>
</main>
<footer>Copyright footer text</footer>
</body></html>`;

describe('refused addresses', () => {
  test('a page on a loopback address is not fetched', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    const fetchPage = createPageFetcher();

    const opened = await socketsOpenedBy(async () => {
      expect(await fetchPage(`${server.url}/article`, {})).toBeUndefined();
    });

    expect(opened).toBe(0);
    expect(server.requests).toEqual([]);
  });

  test('a host name that resolves to loopback is refused before connecting', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    const port = new URL(server.url).port;

    expect(await createPageFetcher()(`http://localhost:${port}/`, {})).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  test.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://192.168.1.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
  ])('%s is refused without any connection', async (url) => {
    const opened = await socketsOpenedBy(async () => {
      expect(await createPageFetcher({ timeoutMs: 60_000 })(url, {})).toBeUndefined();
    });
    expect(opened).toBe(0);
  });

  test.each([
    'file:///etc/passwd',
    'ftp://example.com/file.txt',
    'http://user:pw@example.com/',
    'https://user@example.com/',
    'not a url',
  ])('%s is refused', async (url) => {
    const opened = await socketsOpenedBy(async () => {
      expect(await createPageFetcher()(url, {})).toBeUndefined();
    });
    expect(opened).toBe(0);
  });

  test('credentials are refused even on an allowed host', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    const fetchPage = createPageFetcher({ allowHosts: [server.host] });
    expect(await fetchPage(`http://user:pw@${server.host}/`, {})).toBeUndefined();
    expect(server.requests).toEqual([]);
  });
});

describe('reading an allowed page', () => {
  test('converts HTML to text: scripts, navigation, chrome, images and link addresses dropped', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    let page: Awaited<ReturnType<PageFetcher>>;
    const opened = await socketsOpenedBy(async () => {
      page = await createPageFetcher({ allowHosts: [server.host] })(`${server.url}/a`, {});
    });

    // The socket count the refusal tests rely on does see the fetcher's connections.
    expect(opened).toBe(1);

    expect(page).toEqual({
      url: `${server.url}/a`,
      title: 'Dog walking in Austin & nearby',
      text: expect.any(String),
    });
    const text = page?.text ?? '';
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Dog walking demand',
      'Austin has about 300,000 dogs. The city report says demand grows.',
      'Walkers charge $20 per walk.',
    ]);
    for (const dropped of [
      'secret-script',
      'Site header',
      'Home',
      'footer',
      'color',
      'chart',
      'https://',
    ]) {
      expect(text).not.toContain(dropped);
    }
  });

  test('an allowed host name (host without port) is fetched through the normal lookup', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    const port = new URL(server.url).port;
    const page = await createPageFetcher({ allowHosts: ['localhost'] })(
      `http://localhost:${port}/`,
      {},
    );
    expect(page?.title).toBe('Dog walking in Austin & nearby');
  });

  test('plain text is read as it is; a gzip-coded page is decoded', async () => {
    const server = await startPageServer((req, res) => {
      if (req.url === '/plain') return html(res, 'Line one.\n\n\n\nLine   two.', 'text/plain');
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(ARTICLE));
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host] });

    expect(await fetchPage(`${server.url}/plain`, {})).toEqual({
      url: `${server.url}/plain`,
      text: 'Line one.\n\nLine two.',
    });
    expect((await fetchPage(`${server.url}/gzip`, {}))?.text).toContain('Walkers charge $20');
  });

  test('a GBK page decodes, from the content type or from its meta tag', async () => {
    // "宠物寄养指南" and "宠物寄养服务在上海很受欢迎。" in GBK.
    const title = Buffer.from('b3e8ceefbcc4d1f8d6b8c4cf', 'hex');
    const paragraph = Buffer.from(
      'b3e8ceefbcc4d1f8b7fecef1d4dac9cfbaa3badccadcbbb6d3ada1a3',
      'hex',
    );
    const page = (meta: string) =>
      Buffer.concat([
        Buffer.from(`<html><head>${meta}<title>`),
        title,
        Buffer.from('</title></head><body><p>'),
        paragraph,
        Buffer.from('</p></body></html>'),
      ]);
    const server = await startPageServer((req, res) => {
      if (req.url === '/header') return html(res, page(''), 'text/html; charset=GBK');
      html(res, page('<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'));
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host] });

    for (const path of ['/header', '/meta']) {
      expect(await fetchPage(`${server.url}${path}`, {})).toEqual({
        url: `${server.url}${path}`,
        title: '宠物寄养指南',
        text: '宠物寄养服务在上海很受欢迎。',
      });
    }
  });

  test.each(['application/pdf', 'image/png', 'application/json'])(
    'a %s answer is refused',
    async (contentType) => {
      const server = await startPageServer((_req, res) => html(res, ARTICLE, contentType));
      expect(
        await createPageFetcher({ allowHosts: [server.host] })(`${server.url}/file`, {}),
      ).toBeUndefined();
    },
  );

  test('an answer without a content type, an error status or an empty page is refused', async () => {
    const server = await startPageServer((req, res) => {
      if (req.url === '/untyped') {
        res.writeHead(200);
        return res.end(ARTICLE);
      }
      if (req.url === '/empty') return html(res, '<html><body><nav>Menu</nav></body></html>');
      res.writeHead(req.url === '/missing' ? 404 : 500, { 'content-type': 'text/html' });
      res.end(ARTICLE);
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host] });
    for (const path of ['/untyped', '/empty', '/missing', '/broken']) {
      expect(await fetchPage(`${server.url}${path}`, {})).toBeUndefined();
    }
  });
});

describe('redirects', () => {
  test('a redirect is followed and the final address reported', async () => {
    const server = await startPageServer((req, res) => {
      if (req.url === '/old') {
        res.writeHead(301, { location: '/new' });
        return res.end();
      }
      html(res, ARTICLE);
    });
    const page = await createPageFetcher({ allowHosts: [server.host] })(`${server.url}/old`, {});
    expect(page?.url).toBe(`${server.url}/new`);
    expect(server.requests).toEqual(['/old', '/new']);
  });

  test('a redirect from an allowed host to a loopback port not allowed is refused', async () => {
    const target = await startPageServer((_req, res) => html(res, ARTICLE));
    const server = await startPageServer((_req, res) => {
      res.writeHead(302, { location: `${target.url}/internal` });
      res.end();
    });

    const page = await createPageFetcher({ allowHosts: [server.host] })(`${server.url}/go`, {});

    expect(page).toBeUndefined();
    expect(server.requests).toEqual(['/go']);
    expect(target.requests).toEqual([]);
  });

  test('a redirect to another scheme is refused', async () => {
    const server = await startPageServer((_req, res) => {
      res.writeHead(307, { location: 'file:///etc/passwd' });
      res.end();
    });
    expect(
      await createPageFetcher({ allowHosts: [server.host] })(`${server.url}/`, {}),
    ).toBeUndefined();
  });

  test('redirects beyond maxRedirects are not followed', async () => {
    const server = await startPageServer((req, res) => {
      const hop = Number(req.url?.slice(1) || 0);
      if (hop < 5) {
        res.writeHead(302, { location: `/${hop + 1}` });
        return res.end();
      }
      html(res, ARTICLE);
    });
    const settings = { allowHosts: [server.host] };

    expect(await createPageFetcher({ ...settings, maxRedirects: 2 })(`${server.url}/0`, {})).toBe(
      undefined,
    );
    expect(server.requests).toEqual(['/0', '/1', '/2']);
    expect(
      (await createPageFetcher({ ...settings, maxRedirects: 5 })(`${server.url}/0`, {}))?.url,
    ).toBe(`${server.url}/5`);
  });
});

describe('limits', () => {
  test('a 10 MB page is cut at maxBytes', async () => {
    const paragraph = `<p>${'Dog walkers in Austin. '.repeat(40)}</p>\n`;
    const body = paragraph.repeat(Math.ceil(10_000_000 / paragraph.length));
    const server = await startPageServer((_req, res) => html(res, body));

    const page = await createPageFetcher({ allowHosts: [server.host], maxBytes: 100_000 })(
      `${server.url}/big`,
      {},
    );

    expect(page?.text).toContain('Dog walkers in Austin.');
    expect(page?.text.length).toBeLessThanOrEqual(100_000);
    expect(page?.text.length).toBeGreaterThan(50_000);
  });

  test('an endless page ends at maxBytes: the fetcher stops reading', async () => {
    const chunk = Buffer.from(`<p>${'Endless text about dog walking. '.repeat(100)}</p>`);
    const server = await startPageServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const pour = () => {
        while (!res.destroyed && res.write(chunk)) {
          // Fill the socket until it pushes back, then wait for it to drain.
        }
        if (!res.destroyed) res.once('drain', pour);
      };
      pour();
    });

    // A time-out far beyond the test's own: only stopping at maxBytes can give a page.
    const fetchPage = createPageFetcher({
      allowHosts: [server.host],
      maxBytes: 50_000,
      timeoutMs: 600_000,
    });
    const page = await fetchPage(`${server.url}/endless`, {});

    expect(page?.text).toContain('Endless text about dog walking.');
  });

  test('a server that does not answer in time gives no page', async () => {
    const server = await startPageServer(() => {
      // Never answers.
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host], timeoutMs: 100 });
    expect(await fetchPage(`${server.url}/slow`, {})).toBeUndefined();
    expect(server.requests).toEqual(['/slow']);
  });

  test('a body that stalls after the head gives no page', async () => {
    const server = await startPageServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>The beginning');
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host], timeoutMs: 100 });
    expect(await fetchPage(`${server.url}/stall`, {})).toBeUndefined();
  });
});

describe("the caller's abort", () => {
  test('an aborted signal rejects with its reason', async () => {
    const server = await startPageServer(() => {
      // Never answers: only the abort ends the fetch.
    });
    const fetchPage = createPageFetcher({ allowHosts: [server.host], timeoutMs: 600_000 });
    const controller = new AbortController();
    const reason = new Error('analysis cancelled');

    const fetching = fetchPage(`${server.url}/page`, { signal: controller.signal });
    await new Promise<void>((resolve) => {
      const check = () => (server.requests.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    controller.abort(reason);

    await expect(fetching).rejects.toBe(reason);
  });

  test('a signal aborted before the call rejects at once, without a request', async () => {
    const server = await startPageServer((_req, res) => html(res, ARTICLE));
    const reason = new Error('already cancelled');
    await expect(
      createPageFetcher({ allowHosts: [server.host] })(`${server.url}/`, {
        signal: AbortSignal.abort(reason),
      }),
    ).rejects.toBe(reason);
    expect(server.requests).toEqual([]);
  });
});
