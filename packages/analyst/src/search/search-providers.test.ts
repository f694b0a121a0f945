import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createSearchProvider } from './create-search-provider.ts';
import { type SearchConfig, SearchConfigError, SearchError } from './search-provider.ts';
import {
  type FakeHit,
  type FakeSearchAnswer,
  type FakeSearchServer,
  startFakeSearchServer,
} from './testing/fake-search-server.ts';

const API_KEY = 'tvly-test-secret';
const hits: [FakeHit, FakeHit] = [
  {
    title: 'Rover: dog walking near you',
    url: 'https://www.rover.com/dog-walking/',
    content: 'Book trusted dog walkers.',
  },
  { title: 'Wag! dog walkers', url: 'https://wagwalking.com/', content: 'On-demand walks.' },
];

let server: FakeSearchServer;
let answers: Map<string, FakeSearchAnswer>;
beforeEach(async () => {
  answers = new Map();
  server = await startFakeSearchServer({
    tavilyApiKey: API_KEY,
    answer: (query) => answers.get(query) ?? { results: hits },
  });
});
afterEach(async () => {
  await server.close();
});

function options(overrides: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  const timeoutMs = overrides.timeoutMs ?? 5_000;
  return {
    signal: overrides.signal ?? AbortSignal.timeout(timeoutMs),
    timeoutMs,
    maxResults: 3,
    language: 'en-US' as const,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<SearchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SearchError);
  return error as SearchError;
}

describe('tavily (its REST API over real HTTP)', () => {
  const tavily = (apiKey = API_KEY) =>
    createSearchProvider({ provider: 'tavily', apiKey, baseUrl: server.url });

  test('posts the query with the key and returns title, url and content', async () => {
    const results = await tavily().search('dog walking austin', options());

    expect(results).toEqual(hits);
    const [request] = server.requests;
    expect(request?.api).toBe('tavily');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.params).toEqual({
      query: 'dog walking austin',
      search_depth: 'basic',
      max_results: 3,
      include_raw_content: 'text',
    });
    expect(tavily().tool).toBe('web_search:tavily');
  });

  test("asks for the brief's country, and returns each page's text when Tavily has it", async () => {
    answers.set('dog walking', {
      results: [{ ...hits[0], pageText: 'Rover connects dog owners with walkers.' }, hits[1]],
    });
    const results = await tavily().search('dog walking', {
      ...options(),
      country: 'united states',
    });
    expect(server.requests[0]?.params).toMatchObject({ country: 'united states' });
    expect(results).toEqual([
      { ...hits[0], pageText: 'Rover connects dog owners with walkers.' },
      hits[1],
    ]);
  });

  test('an unreadable answer is "unavailable"', async () => {
    const broken = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"results": "not a list"}');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const { port } = broken.address() as AddressInfo;
    const error = await failureOf(
      createSearchProvider({
        provider: 'tavily',
        apiKey: API_KEY,
        baseUrl: `http://127.0.0.1:${port}`,
      }).search('dog walking', options()),
    );
    expect(error.kind).toBe('unavailable');
    await new Promise((resolve) => broken.close(resolve));
  });

  test('a wrong key is a rejection, without the key or the API body in the message', async () => {
    const error = await failureOf(tavily('tvly-wrong').search('dog walking', options()));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Tavily rejected the request (check SEARCH_API_KEY).');
    expect(error.message).not.toContain('tvly-wrong');
  });

  test('a server error is "unavailable"', async () => {
    answers.set('dog walking', { status: 500 });
    expect((await failureOf(tavily().search('dog walking', options()))).kind).toBe('unavailable');
  });

  test("a slow answer ends at the search's own time limit, as a timeout", async () => {
    answers.set('slow', { results: hits, delayMs: 3_000 });
    const started = performance.now();
    const error = await failureOf(
      tavily().search('slow', options({ timeoutMs: 300, signal: AbortSignal.timeout(10_000) })),
    );
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('cancellation ends the wait at once, with the caller’s reason', async () => {
    answers.set('slow', { results: hits, delayMs: 3_000 });
    const controller = new AbortController();
    const reason = new Error('cancelled');
    setTimeout(() => controller.abort(reason), 100);
    await expect(
      tavily().search('slow', options({ signal: controller.signal, timeoutMs: 10_000 })),
    ).rejects.toBe(reason);
  });
});

describe('searxng (its JSON API over real HTTP)', () => {
  const searxng = (url = server.url) => createSearchProvider({ provider: 'searxng', url });

  test('asks for JSON and keeps only web links, at most maxResults', async () => {
    answers.set('dog walking', {
      results: [
        { title: 'Bad link', url: 'javascript:alert(1)', content: 'x' },
        ...hits,
        { title: 'Third', url: 'https://example.com/3', content: 'c' },
        { title: 'Fourth', url: 'https://example.com/4', content: 'd' },
      ],
    });
    const results = await searxng(`${server.url}/`).search('dog walking', options());

    expect(results.map((r) => r.url)).toEqual([
      'https://www.rover.com/dog-walking/',
      'https://wagwalking.com/',
      'https://example.com/3',
    ]);
    expect(server.requests[0]?.params).toEqual({
      q: 'dog walking',
      format: 'json',
      language: 'en-US',
    });
  });

  test('an instance without the JSON format enabled is a rejection that says how to fix it', async () => {
    await server.close();
    server = await startFakeSearchServer({ searxngJsonDisabled: true });
    const error = await failureOf(searxng().search('dog walking', options()));
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(/enable the json format/);
  });

  test('an unreachable instance is "unavailable"', async () => {
    const url = server.url;
    await server.close();
    server = await startFakeSearchServer();
    expect((await failureOf(searxng(url).search('dog walking', options()))).kind).toBe(
      'unavailable',
    );
  });
});

describe('offline knowledge', () => {
  test('answers from the bundled knowledge base, without links', async () => {
    const offline = createSearchProvider({ provider: 'offline' });
    const results = await offline.search('dog walking app competitors', options());

    expect(offline.tool).toBe('offline_knowledge');
    expect(results[0]?.title).toBe('IdeaLens offline knowledge base: Pet sitting & dog walking');
    expect(results[0]?.content).toMatch(/Rover/);
    expect(results.every((r) => r.url === undefined)).toBe(true);
  });
});

describe('configuration', () => {
  test.each([
    [{ provider: 'tavily', apiKey: ' ' }, /SEARCH_API_KEY/],
    [{ provider: 'tavily', apiKey: 'k', baseUrl: 'ftp://x' }, /SEARCH_URL/],
    [{ provider: 'searxng', url: '' }, /SEARCH_URL/],
    [{ provider: 'searxng', url: 'not a url' }, /SEARCH_URL/],
    [{ provider: 'bing' }, /SEARCH_PROVIDER/],
  ])('%o is refused when the provider is created', (config, message) => {
    expect(() => createSearchProvider(config as SearchConfig)).toThrow(SearchConfigError);
    expect(() => createSearchProvider(config as SearchConfig)).toThrow(message);
  });
});
