import { z } from 'zod';
import {
  isWebUrl,
  SearchConfigError,
  SearchError,
  type SearchProvider,
  searchBaseUrl,
} from './search-provider.ts';

export interface TavilySettings {
  apiKey: string;
  /** The API's address; default Tavily's own (https://api.tavily.com). */
  baseUrl?: string;
}

const TAVILY_API = 'https://api.tavily.com';

/** The part of Tavily's search answer that the analyst reads. */
const tavilyAnswerSchema = z.object({
  results: z.array(
    z.object({
      title: z.string().catch(''),
      url: z.unknown(),
      content: z.string().catch(''),
      /** The page's text, asked for with `include_raw_content`; null when Tavily has none. */
      raw_content: z.string().nullish().catch(null),
    }),
  ),
});

/** Tavily's error body: `{ "detail": { "error": "…" } }`. */
const tavilyErrorSchema = z.object({ detail: z.object({ error: z.string() }) });

/**
 * Web search through Tavily's REST API: `POST {baseUrl}/search` with the key as a bearer token
 * (the request its official SDK sends, without the SDK: one call, and the caller's AbortSignal
 * ends it).
 */
export function createTavilySearch(settings: TavilySettings): SearchProvider {
  const apiKey = settings.apiKey?.trim();
  // Without a key Tavily's keyless mode answers, rate-limited: refuse instead.
  if (!apiKey) {
    throw new SearchConfigError(
      'Search configuration: Tavily needs an API key (set SEARCH_API_KEY).',
    );
  }
  const address = `${searchBaseUrl(settings.baseUrl, 'SEARCH_URL') ?? TAVILY_API}/search`;
  return {
    name: 'tavily',
    tool: 'web_search:tavily',
    async search(query, { signal, timeoutMs, maxResults, country }) {
      // The search's own time limit, told apart from the caller's cancellation.
      const timeout = AbortSignal.timeout(timeoutMs);
      const both = AbortSignal.any([signal, timeout]);
      let answer: z.infer<typeof tavilyAnswerSchema>;
      try {
        const response = await fetch(address, {
          method: 'POST',
          signal: both,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${apiKey}`,
            'x-client-source': 'idealens',
          },
          body: JSON.stringify({
            query,
            search_depth: 'basic',
            max_results: maxResults,
            // The page's text, not only the snippet: claims are checked against what sources say.
            include_raw_content: 'text',
            ...(country ? { country } : {}),
          }),
        });
        if (!response.ok) throw await statusError(response);
        answer = tavilyAnswerSchema.parse(await response.json());
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (timeout.aborted) {
          throw new SearchError('timeout', 'Tavily did not answer in time.', { cause: error });
        }
        if (error instanceof SearchError) throw error;
        throw new SearchError('unavailable', 'Tavily search failed.', { cause: error });
      }
      return answer.results
        .filter((result): result is typeof result & { url: string } => isWebUrl(result.url))
        .map((result) => ({
          title: result.title.trim() || new URL(result.url).hostname,
          url: result.url,
          content: result.content,
          ...(result.raw_content ? { pageText: result.raw_content } : {}),
        }));
    },
  };
}

/**
 * A refused key (401, 403, or an error that names the key) is a rejection that trying again
 * cannot mend; anything else (429, 5xx…) is "unavailable". The API's own words stay in `cause`
 * only: they may quote the request.
 */
async function statusError(response: Response): Promise<SearchError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = tavilyErrorSchema.safeParse(body);
  const detail = parsed.success ? parsed.data.detail.error : '';
  const cause = new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
  if (
    response.status === 401 ||
    response.status === 403 ||
    /unauthori[sz]ed|api key|forbidden/i.test(detail)
  ) {
    return new SearchError('rejected', 'Tavily rejected the request (check SEARCH_API_KEY).', {
      cause,
    });
  }
  return new SearchError('unavailable', 'Tavily search failed.', { cause });
}
