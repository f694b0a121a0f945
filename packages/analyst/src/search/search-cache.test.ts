import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withSearchCache } from './search-cache.ts';
import {
  SearchError,
  type SearchOptions,
  type SearchProvider,
  type SearchResult,
  untilAborted,
} from './search-provider.ts';

/**
 * The provider the cache wraps: it records every search it is asked for and answers with one
 * result naming the query and language, or fails while `failing` is set. `hold` keeps its
 * answers back until `release` is called, so concurrent asks can be made while one is running;
 * like the real providers, it stops with the signal's reason when the caller's signal aborts.
 */
function countingProvider() {
  const asked: { query: string; options: SearchOptions }[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  const provider = {
    asked,
    failing: false,
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = undefined;
    },
    name: 'tavily' as const,
    tool: 'web_search:tavily',
    async search(query: string, options: SearchOptions): Promise<SearchResult[]> {
      asked.push({ query, options });
      const failing = provider.failing;
      await untilAborted(gate ?? Promise.resolve(), options.signal);
      if (failing) throw new SearchError('unavailable', 'The search failed.');
      return [
        {
          title: `${query} (${options.language}, ${options.country ?? 'anywhere'})`,
          url: `https://example.com/${asked.length}`,
          content: `Answer number ${asked.length}.`,
        },
      ];
    },
  } satisfies SearchProvider & Record<string, unknown>;
  return provider;
}

const options = (overrides: Partial<SearchOptions> = {}): SearchOptions => ({
  signal: new AbortController().signal,
  timeoutMs: 1_000,
  maxResults: 5,
  language: 'en-US',
  country: 'united states',
  ...overrides,
});

describe('withSearchCache', () => {
  it("keeps the provider's name and tool", () => {
    const cached = withSearchCache(countingProvider());
    expect([cached.name, cached.tool]).toEqual(['tavily', 'web_search:tavily']);
  });

  it('searches the same query, language, country and size once', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    const first = await cached.search('dog walking app competitors', options());
    // A new signal and time limit are the same search: only what it asks counts.
    const again = await cached.search(
      'dog walking app competitors',
      options({ timeoutMs: 5_000, signal: new AbortController().signal }),
    );
    expect(provider.asked).toHaveLength(1);
    expect(again).toEqual(first);
  });

  it('searches again in another language, country or size, or for another query', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    const query = 'dog walking app competitors';
    await cached.search(query, options());
    await cached.search(query, options({ language: 'zh-CN' }));
    await cached.search(query, options({ country: 'china' }));
    await cached.search(query, options({ country: undefined }));
    await cached.search(query, options({ maxResults: 10 }));
    await cached.search('dog walker prices', options());
    expect(provider.asked).toHaveLength(6);

    // Each of them is now kept on its own.
    await cached.search(query, options({ language: 'zh-CN' }));
    await cached.search(query, options({ country: 'china' }));
    expect(provider.asked).toHaveLength(6);
  });

  it('keeps no failure: the next ask searches again', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    provider.failing = true;
    await expect(cached.search('dog walker prices', options())).rejects.toBeInstanceOf(SearchError);
    provider.failing = false;
    const results = await cached.search('dog walker prices', options());
    expect(results[0]?.content).toBe('Answer number 2.');
    expect(provider.asked).toHaveLength(2);
  });

  it('keeps an empty answer: nothing found is an answer too', async () => {
    const asked: string[] = [];
    const empty: SearchProvider = {
      name: 'searxng',
      tool: 'web_search:searxng',
      search: async (query) => {
        asked.push(query);
        return [];
      },
    };
    const cached = withSearchCache(empty);
    expect(await cached.search('nothing here', options())).toEqual([]);
    expect(await cached.search('nothing here', options())).toEqual([]);
    expect(asked).toEqual(['nothing here']);
  });

  it('lets concurrent asks share one search', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    provider.hold();
    const asks = [1, 2, 3].map(() => cached.search('dog owners Austin demand', options()));
    const other = cached.search('dog owners Austin demand', options({ language: 'zh-CN' }));
    provider.release();
    const [a, b, c] = await Promise.all(asks);
    await other;
    expect(provider.asked).toHaveLength(2);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('lets concurrent asks share one failure, and keeps it no longer', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    provider.failing = true;
    provider.hold();
    const asks = [1, 2].map(() =>
      cached.search('dog owners Austin demand', options()).catch((error: unknown) => error),
    );
    provider.release();
    const failures = await Promise.all(asks);
    expect(failures.every((failure) => failure instanceof SearchError)).toBe(true);
    expect(provider.asked).toHaveLength(1);

    provider.failing = false;
    await cached.search('dog owners Austin demand', options());
    expect(provider.asked).toHaveLength(2);
  });

  it('searches again once an answer is older than ttlMs', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider, { ttlMs: 20 });
    await cached.search('dog walker prices', options());
    await sleep(60);
    const fresh = await cached.search('dog walker prices', options());
    expect(provider.asked).toHaveLength(2);
    expect(fresh[0]?.content).toBe('Answer number 2.');
  });

  it('keeps at most `max` answers, dropping the least recently used', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider, { max: 2 });
    await cached.search('first', options());
    await cached.search('second', options());
    await cached.search('first', options());
    await cached.search('third', options());
    expect(provider.asked).toHaveLength(3);
    // "second" was the least recently used: it is searched again, "first" is still kept.
    await cached.search('first', options());
    await cached.search('second', options());
    expect(provider.asked.map((ask) => ask.query)).toEqual(['first', 'second', 'third', 'second']);
  });

  it('lets a caller that cancels stop waiting, with its own reason, while the others get the answer', async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    provider.hold();
    const starter = cached.search('dog walker prices', options());
    const controller = new AbortController();
    const joiner = cached.search('dog walker prices', options({ signal: controller.signal }));
    const reason = new Error('task cancelled');
    controller.abort(reason);
    await expect(joiner).rejects.toBe(reason);
    provider.release();
    expect((await starter)[0]?.content).toBe('Answer number 1.');
    expect(provider.asked).toHaveLength(1);
  });

  it("searches on its own when the caller it waited on cancels: another's cancellation is not its failure", async () => {
    const provider = countingProvider();
    const cached = withSearchCache(provider);
    provider.hold();
    const controller = new AbortController();
    const starter = cached.search('dog walker prices', options({ signal: controller.signal }));
    const joiner = cached.search('dog walker prices', options());
    const reason = new Error('task cancelled');
    controller.abort(reason);
    await expect(starter).rejects.toBe(reason);
    provider.release();
    expect((await joiner)[0]?.content).toBe('Answer number 2.');
    expect(provider.asked).toHaveLength(2);
    // Its answer is kept like any other.
    await cached.search('dog walker prices', options());
    expect(provider.asked).toHaveLength(2);
  });
});
