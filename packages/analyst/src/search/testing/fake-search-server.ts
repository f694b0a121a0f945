import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the search APIs, speaking their real wire protocols so the real clients
 * run end to end in tests:
 * - Tavily: `POST /search` with a JSON body and `Authorization: Bearer <key>` (what Tavily's API takes)
 * - SearXNG: `GET /search?q=…&format=json`
 * Each query's answer comes from the test's `answer` function; every request is recorded.
 */

export interface FakeHit {
  title: string;
  url: string;
  content: string;
  /** The page's text: Tavily's `raw_content` when the request asks for it. */
  pageText?: string;
}

export interface FakeSearchAnswer {
  /** Default 200. Non-2xx answers get the API's error body. */
  status?: number;
  results?: FakeHit[];
  /** Wait this long before answering (stops early if the client goes away). */
  delayMs?: number;
}

export interface ReceivedSearch {
  api: 'tavily' | 'searxng';
  query: string;
  headers: Record<string, string | string[] | undefined>;
  /** Tavily's JSON body, or SearXNG's query parameters. */
  // biome-ignore lint/suspicious/noExplicitAny: a vendor request, inspected ad hoc by tests
  params: any;
}

export interface FakeSearchServer {
  /** `http://127.0.0.1:port`: the Tavily base URL (SEARCH_URL), or the SearXNG instance URL. */
  readonly url: string;
  readonly requests: ReceivedSearch[];
  close(): Promise<void>;
}

export interface FakeSearchServerOptions {
  /** The answer to one query; default: no results. */
  answer?: (query: string) => FakeSearchAnswer;
  /** When set, Tavily requests must carry this key (others get Tavily's 401). */
  tavilyApiKey?: string;
  /** SearXNG answers 403 to `format=json` unless it is enabled, as a default install does. */
  searxngJsonDisabled?: boolean;
}

export async function startFakeSearchServer(
  options: FakeSearchServerOptions = {},
): Promise<FakeSearchServer> {
  const requests: ReceivedSearch[] = [];
  const answer = options.answer ?? ((): FakeSearchAnswer => ({}));

  const server = createServer(async (req, res) => {
    const address = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    if (address.pathname !== '/search')
      return sendJson(res, 404, { detail: { error: 'Not Found' } });

    if (req.method === 'POST') {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return sendJson(res, 400, { detail: { error: 'Invalid JSON body' } });
      }
      const query = typeof body.query === 'string' ? body.query : '';
      requests.push({ api: 'tavily', query, headers: req.headers, params: body });
      if (options.tavilyApiKey && req.headers.authorization !== `Bearer ${options.tavilyApiKey}`) {
        return sendJson(res, 401, {
          detail: { error: 'Unauthorized: missing or invalid API key.' },
        });
      }
      const scripted = answer(query);
      if (!(await waitFor(res, scripted.delayMs))) return;
      const status = scripted.status ?? 200;
      if (status >= 300)
        return sendJson(res, status, { detail: { error: `fake error ${status}` } });
      const limit = typeof body.max_results === 'number' ? body.max_results : 5;
      return sendJson(res, 200, {
        query,
        answer: null,
        images: [],
        results: (scripted.results ?? []).slice(0, limit).map(({ pageText, ...hit }, index) => ({
          ...hit,
          score: 0.9 - index * 0.05,
          raw_content: body.include_raw_content ? (pageText ?? null) : null,
        })),
        response_time: 0.42,
        request_id: randomUUID(),
      });
    }

    if (req.method === 'GET') {
      const query = address.searchParams.get('q') ?? '';
      requests.push({
        api: 'searxng',
        query,
        headers: req.headers,
        params: Object.fromEntries(address.searchParams),
      });
      if (address.searchParams.get('format') !== 'json' || options.searxngJsonDisabled) {
        res.writeHead(403, { 'content-type': 'text/html' });
        return res.end('<h1>403 Forbidden</h1>');
      }
      const scripted = answer(query);
      if (!(await waitFor(res, scripted.delayMs))) return;
      const status = scripted.status ?? 200;
      if (status >= 300) {
        res.writeHead(status, { 'content-type': 'text/html' });
        return res.end(`<h1>${status}</h1>`);
      }
      // SearXNG returns snippets only: pages are fetched from their addresses.
      const results = (scripted.results ?? []).map(({ pageText: _page, ...hit }, index) => ({
        ...hit,
        engine: 'duckduckgo',
        engines: ['duckduckgo'],
        score: 1 / (index + 1),
        category: 'general',
      }));
      return sendJson(res, 200, {
        query,
        number_of_results: results.length,
        results,
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      });
    }
    return sendJson(res, 405, { detail: { error: 'Method Not Allowed' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Resolves true after `ms` (at once without a delay), or false as soon as the client disconnects. */
function waitFor(res: ServerResponse, ms: number | undefined): Promise<boolean> {
  if (!ms) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}
