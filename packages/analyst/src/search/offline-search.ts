import { searchKnowledge } from '../offline/knowledge-search.ts';
import type { SearchProvider } from './search-provider.ts';

/**
 * The default "search": the offline analyst's bundled knowledge base, matched against the query's
 * words. No network; its results are cited by title ("IdeaLens offline knowledge base: …") and
 * carry no URL, so a report never presents them as web pages.
 */
export function createOfflineSearch(): SearchProvider {
  return {
    name: 'offline',
    tool: 'offline_knowledge',
    async search(query, { signal, maxResults, language }) {
      signal.throwIfAborted();
      // The whole entry is the "page": its passages that matter are chosen like a web page's.
      return searchKnowledge(query, language)
        .slice(0, maxResults)
        .map((result) => ({ ...result, pageText: result.content }));
    },
  };
}
