import { tavily } from '@tavily/core';
import {
  isWebUrl,
  SearchConfigError,
  SearchError,
  type SearchProvider,
  searchBaseUrl,
  untilAborted,
} from './search-provider.ts';

export interface TavilySettings {
  apiKey: string;
  /** The API's address; default Tavily's own (https://api.tavily.com). */
  baseUrl?: string;
}

/** Web search through Tavily's official SDK (`@tavily/core`), which posts to `{baseUrl}/search`. */
export function createTavilySearch(settings: TavilySettings): SearchProvider {
  const apiKey = settings.apiKey?.trim();
  // Without a key the SDK silently switches to its rate-limited keyless mode: refuse instead.
  if (!apiKey) {
    throw new SearchConfigError(
      'Search configuration: Tavily needs an API key (set SEARCH_API_KEY).',
    );
  }
  const client = tavily({
    apiKey,
    apiBaseURL: searchBaseUrl(settings.baseUrl, 'SEARCH_URL'),
    clientSource: 'idealens',
  });
  return {
    name: 'tavily',
    tool: 'web_search:tavily',
    async search(query, { signal, timeoutMs, maxResults, country }) {
      let response: Awaited<ReturnType<typeof client.search>>;
      try {
        // The SDK takes no AbortSignal: its own time limit (in seconds) ends the request, and
        // the race ends the wait at once when the analysis is cancelled.
        response = await untilAborted(
          client.search(query, {
            maxResults,
            searchDepth: 'basic',
            // The page's text, not only the snippet: claims are checked against what sources say.
            includeRawContent: 'text',
            ...(country ? { country } : {}),
            timeout: timeoutMs / 1000,
          }),
          signal,
        );
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw tavilyError(error);
      }
      return response.results
        .filter((result) => isWebUrl(result.url))
        .map((result) => ({
          title: result.title?.trim() || new URL(result.url).hostname,
          url: result.url,
          content: result.content ?? '',
          ...(result.rawContent ? { pageText: result.rawContent } : {}),
        }));
    },
  };
}

/**
 * The SDK turns every failure into a plain Error whose message is the API's detail; read the
 * kind from it, and keep the API's words only in `cause` (they may quote the request).
 */
function tavilyError(error: unknown): SearchError {
  const message = error instanceof Error ? error.message : String(error);
  if (/timed out/i.test(message)) {
    return new SearchError('timeout', 'Tavily did not answer in time.', { cause: error });
  }
  if (/unauthori[sz]ed|api key|forbidden|^40[13]\b/i.test(message)) {
    return new SearchError('rejected', 'Tavily rejected the request (check SEARCH_API_KEY).', {
      cause: error,
    });
  }
  return new SearchError('unavailable', 'Tavily search failed.', { cause: error });
}
