import { z } from 'zod';
import {
  isWebUrl,
  SearchConfigError,
  SearchError,
  type SearchProvider,
  searchBaseUrl,
} from './search-provider.ts';

/** The part of SearXNG's JSON answer (`format=json`) that the analyst reads. */
const searxngAnswerSchema = z.object({
  results: z.array(
    z.object({
      title: z.string().catch(''),
      url: z.unknown(),
      content: z.string().catch(''),
    }),
  ),
});

/** Web search through a SearXNG instance's JSON API: `GET {url}/search?q=…&format=json`. */
export function createSearxngSearch(settings: { url: string }): SearchProvider {
  const base = searchBaseUrl(settings.url, 'SEARCH_URL');
  if (!base) {
    throw new SearchConfigError(
      'Search configuration: SearXNG needs the instance URL (set SEARCH_URL).',
    );
  }
  return {
    name: 'searxng',
    tool: 'web_search:searxng',
    async search(query, { signal, maxResults, language }) {
      const address = new URL(`${base}/search`);
      address.search = new URLSearchParams({ q: query, format: 'json', language }).toString();
      let response: Response;
      try {
        response = await fetch(address, { signal, headers: { accept: 'application/json' } });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new SearchError('unavailable', 'SearXNG could not be reached.', { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw statusError(response.status);
      }
      let answer: z.infer<typeof searxngAnswerSchema>;
      try {
        answer = searxngAnswerSchema.parse(await response.json());
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new SearchError('unavailable', 'SearXNG returned an unreadable answer.', {
          cause: error,
        });
      }
      return answer.results
        .filter((result): result is typeof result & { url: string } => isWebUrl(result.url))
        .slice(0, maxResults)
        .map((result) => ({
          title: result.title.trim() || new URL(result.url).hostname,
          url: result.url,
          content: result.content,
        }));
    },
  };
}

function statusError(status: number): SearchError {
  if (status === 403) {
    // SearXNG answers 403 to formats its settings do not enable.
    return new SearchError(
      'rejected',
      'SearXNG refused the JSON API (enable the json format under search.formats in its settings.yml).',
    );
  }
  if (status === 429) return new SearchError('unavailable', 'SearXNG is rate-limiting requests.');
  if (status >= 400 && status < 500) {
    return new SearchError(
      'rejected',
      `SearXNG rejected the request (HTTP ${status}; check SEARCH_URL).`,
    );
  }
  return new SearchError('unavailable', `SearXNG is unavailable (HTTP ${status}).`);
}
