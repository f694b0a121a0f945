import { LRUCache } from 'lru-cache';
import {
  type SearchOptions,
  type SearchProvider,
  type SearchResult,
  untilAborted,
} from './search-provider.ts';

export interface SearchCacheSettings {
  /** How long an answer is reused. Default 10 minutes. */
  ttlMs?: number;
  /** Answers kept at most. Default 500. */
  max?: number;
}

/**
 * A provider whose answers are kept a short while: the same query in the same language and
 * country (a retried analysis, the same idea analysed twice, a follow-up that repeats a query)
 * is not searched again. Only answers are kept, never failures; concurrent asks share one search,
 * each caller waiting within its own signal (one analysis' cancellation never fails another's).
 */
export function withSearchCache(
  provider: SearchProvider,
  settings: SearchCacheSettings = {},
): SearchProvider {
  const cache = new LRUCache<string, SearchResult[]>({
    max: settings.max ?? 500,
    ttl: settings.ttlMs ?? 10 * 60_000,
  });
  /** Searches under way, with the signal of the caller that started each. */
  const pending = new Map<string, { answer: Promise<SearchResult[]>; signal: AbortSignal }>();
  const searchAndKeep = (key: string, query: string, options: SearchOptions) =>
    provider.search(query, options).then((results) => {
      cache.set(key, results);
      return results;
    });
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
      if (running) {
        try {
          // A caller that joined waits within its own signal, not the starter's.
          return await untilAborted(running.answer, options.signal);
        } catch (error) {
          // The starter's cancellation or time limit is not this caller's: it searches on its own.
          if (running.signal.aborted && !options.signal.aborted) {
            return searchAndKeep(key, query, options);
          }
          throw error;
        }
      }
      const answer = searchAndKeep(key, query, options);
      pending.set(key, { answer, signal: options.signal });
      try {
        return await answer;
      } finally {
        pending.delete(key);
      }
    },
  };
}
