import { AnalysisError } from '../engine.ts';
import { truncate } from '../offline/text.ts';
import { SearchError, type SearchProvider, type SearchResult } from '../search/search-provider.ts';
import { type PlannedQuery, queryLanguage } from './research-plan.ts';

/** A search result numbered for citation: the model cites `id`, the code maps it back to the result. */
export interface NumberedResult extends SearchResult {
  id: number;
  /** The query that found it. */
  query: string;
}

/** One query as it ran: how many results it brought, or that it failed. */
export interface QueryRun extends PlannedQuery {
  results: number;
  failed?: boolean;
}

export interface ResearchOutcome {
  /** Distinct results, numbered from `firstId` in the order found. */
  results: NumberedResult[];
  queries: QueryRun[];
  /** Queries whose search failed, and why. */
  failed: { query: string; error: SearchError }[];
}

export interface ResearchSettings {
  provider: SearchProvider;
  signal?: AbortSignal;
  /** Time limit of each search. */
  timeoutMs: number;
  /** The country to favour (Tavily), from the brief's region. */
  country?: string;
  maxResultsPerQuery?: number;
  /** The first result's number (a follow-up round numbers after the first round's results). */
  firstId?: number;
  /** Addresses (or titles) already found in an earlier round: not numbered twice. */
  known?: ReadonlySet<string>;
  maxResults?: number;
  /** Told after each search settles, with how many have. */
  onSearchSettled?: (settled: number, total: number) => void | Promise<void>;
}

type Attempt = { query: string; results: SearchResult[] } | { query: string; error: SearchError };

const MAX_SNIPPET = 700;
const MAX_TITLE = 200;

/** What makes two results the same source. */
export const resultKey = (result: SearchResult) => result.url ?? result.title;

/**
 * Runs every query at once, each with its own time limit and in its own language. A failing
 * search is recorded and the research goes on; the caller decides whether too many failed.
 * The caller's cancellation stops everything and comes back as the caller's own reason.
 */
export async function runResearch(
  queries: readonly PlannedQuery[],
  settings: ResearchSettings,
): Promise<ResearchOutcome> {
  const { provider, signal, timeoutMs, country } = settings;
  const maxResultsPerQuery = settings.maxResultsPerQuery ?? 5;
  let settled = 0;

  const attempts = await Promise.all(
    queries.map(async ({ query }): Promise<Attempt> => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const results = await provider.search(query, {
          signal: combined,
          timeoutMs,
          maxResults: maxResultsPerQuery,
          language: queryLanguage(query),
          ...(country ? { country } : {}),
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

  const results: NumberedResult[] = [];
  const seen = new Set<string>(settings.known);
  const limit = settings.maxResults ?? 24;
  const firstId = settings.firstId ?? 1;
  const runs: QueryRun[] = attempts.map((attempt, index) => {
    const planned = queries[index] as PlannedQuery;
    if ('error' in attempt) return { ...planned, results: 0, failed: true };
    let found = 0;
    for (const result of attempt.results) {
      const key = resultKey(result);
      if (seen.has(key) || results.length >= limit) continue;
      seen.add(key);
      found += 1;
      results.push({
        id: firstId + results.length,
        query: attempt.query,
        title: truncate(result.title.trim(), MAX_TITLE),
        ...(result.url ? { url: result.url } : {}),
        content: truncate(result.content.replace(/\s+/g, ' ').trim(), MAX_SNIPPET),
        ...(result.pageText ? { pageText: result.pageText } : {}),
      });
    }
    return { ...planned, results: found };
  });
  return {
    results,
    queries: runs,
    failed: attempts.flatMap((a) => ('error' in a ? [{ query: a.query, error: a.error }] : [])),
  };
}

/** Every search failed: not retryable when the provider refused them all (a key or URL problem). */
export function researchFailure(failed: readonly { error: SearchError }[]): AnalysisError {
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
