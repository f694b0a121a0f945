import type { Language } from '@idealens/shared/simple-report';
import { AnalysisError } from '../engine.ts';
import { truncate } from '../offline/text.ts';
import { SearchError, type SearchProvider, type SearchResult } from '../search/search-provider.ts';

/** A search result numbered for citation: the model cites `id`, the code maps it back to the result. */
export interface NumberedResult extends SearchResult {
  id: number;
}

export interface ResearchOutcome {
  /** Distinct results, numbered from 1 in the order found. */
  results: NumberedResult[];
  /** Queries that were answered (with or without results). */
  searched: string[];
  /** Queries whose search failed, and why. */
  failed: { query: string; error: SearchError }[];
}

export interface ResearchSettings {
  provider: SearchProvider;
  language: Language;
  signal?: AbortSignal;
  /** Time limit of each search. */
  timeoutMs: number;
  maxResultsPerQuery?: number;
  maxResults?: number;
  /** Told after each search settles, with how many have. */
  onSearchSettled?: (settled: number, total: number) => void | Promise<void>;
}

type Attempt = { query: string; results: SearchResult[] } | { query: string; error: SearchError };

/** The longest result text given to the model: enough for a finding, short enough for many results. */
const MAX_CONTENT = 700;
const MAX_TITLE = 200;

/**
 * Runs every query at once, each with its own time limit. A failing search is recorded and the
 * research goes on; only when every search fails is the analysis failed. The caller's
 * cancellation stops everything and comes back as the caller's own reason.
 */
export async function runResearch(
  queries: readonly string[],
  settings: ResearchSettings,
): Promise<ResearchOutcome> {
  const { provider, language, signal, timeoutMs } = settings;
  const maxResultsPerQuery = settings.maxResultsPerQuery ?? 5;
  let settled = 0;

  const attempts = await Promise.all(
    queries.map(async (query): Promise<Attempt> => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const results = await provider.search(query, {
          signal: combined,
          timeoutMs,
          maxResults: maxResultsPerQuery,
          language,
        });
        return { query, results: results.slice(0, maxResultsPerQuery) };
      } catch (error) {
        // The caller's cancellation is thrown once every search has stopped.
        if (signal?.aborted) return { query, results: [] };
        const failure =
          error instanceof SearchError
            ? error
            : timeout.aborted
              ? new SearchError('timeout', 'The search did not answer in time.', { cause: error })
              : new SearchError('unavailable', 'The search failed.', { cause: error });
        return { query, error: failure };
      } finally {
        settled += 1;
        if (!signal?.aborted) await settings.onSearchSettled?.(settled, queries.length);
      }
    }),
  );
  if (signal?.aborted) throw signal.reason;

  const failed = attempts.flatMap((a) =>
    'error' in a ? [{ query: a.query, error: a.error }] : [],
  );
  if (queries.length > 0 && failed.length === queries.length) throw researchFailure(failed);

  const results: NumberedResult[] = [];
  const seen = new Set<string>();
  const limit = settings.maxResults ?? 24;
  for (const attempt of attempts) {
    for (const result of 'results' in attempt ? attempt.results : []) {
      const key = result.url ?? result.title;
      if (seen.has(key) || results.length >= limit) continue;
      seen.add(key);
      results.push({
        id: results.length + 1,
        title: truncate(result.title.trim(), MAX_TITLE),
        ...(result.url ? { url: result.url } : {}),
        content: truncate(result.content.replace(/\s+/g, ' ').trim(), MAX_CONTENT),
      });
    }
  }
  return {
    results,
    searched: attempts.flatMap((a) => ('results' in a ? [a.query] : [])),
    failed,
  };
}

/** Every search failed: not retryable when the provider refused them all (a key or URL problem). */
function researchFailure(failed: { error: SearchError }[]): AnalysisError {
  const rejected = failed.every(({ error }) => error.kind === 'rejected');
  return rejected
    ? new AnalysisError(
        'The search provider rejected every search (check SEARCH_PROVIDER, SEARCH_API_KEY and SEARCH_URL).',
        { retryable: false, cause: failed[0]?.error },
      )
    : new AnalysisError('Web research failed: no search could be completed.', {
        retryable: true,
        cause: failed[0]?.error,
      });
}
