import { LRUCache } from 'lru-cache';
import type { SearchProvider, SearchResult } from './search-provider.ts';

export interface SearchCacheSettings {
  /** How long an answer is reused. Default 10 minutes. */
  ttlMs?: number;
  /** Answers kept at most. Default 500. */
  max?: number;
}

/**
 * A provider whose answers are kept a short while: the same query in the same language and
 * country (a retried analysis, the same idea analysed twice, a follow-up that repeats a query)
 * is not searched again. Only answers are kept, never failures; concurrent asks share one search.
 */
export function withSearchCache(
  provider: SearchProvider,
  settings: SearchCacheSettings = {},
): SearchProvider {
  const cache = new LRUCache<string, SearchResult[]>({
    max: settings.max ?? 500,
    ttl: settings.ttlMs ?? 10 * 60_000,
  });
  const pending = new Map<string, Promise<SearchResult[]>>();
  return {
    name: provider.name,
    tool: provider.tool,
    async search(query, options) {
      const key = [query, options.language, options.country ?? '', options.maxResults].join(
        '\u0000',
      );
      const kept = cache.get(key);
      if (kept) return kept;
      const running = pending.get(key);
      if (running) return running;
      const search = provider.search(query, options).then((results) => {
        cache.set(key, results);
        return results;
      });
      pending.set(key, search);
      try {
        return await search;
      } finally {
        pending.delete(key);
      }
    },
  };
}
