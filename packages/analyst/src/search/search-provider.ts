import type { Language } from '@idealens/shared/simple-report';

/** One search hit. Web results always carry an http(s) `url`; bundled knowledge has none. */
export interface SearchResult {
  title: string;
  url?: string;
  /** The provider's snippet. */
  content: string;
  /** The page's text, when the provider returns it (Tavily's raw content). */
  pageText?: string;
}

export interface SearchOptions {
  /** Aborts the search (the caller's cancellation or the research time limit). */
  signal: AbortSignal;
  /** Milliseconds the search may take: a client that keeps its own time limit (Tavily's) reports running out of it as a `timeout`. */
  timeoutMs: number;
  maxResults: number;
  /** The language the query is written in (SearXNG's `language`). */
  language: Language;
  /** The country to favour, as Tavily names it ("united states", "china"), from the brief's region. */
  country?: string;
}

export const SEARCH_PROVIDERS = ['offline', 'tavily', 'searxng'] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

/** Where a deep analysis' research comes from. */
export interface SearchProvider {
  readonly name: SearchProviderName;
  /** The tool recorded in the report's `meta.toolsUsed` ("web_search:tavily", "offline_knowledge"). */
  readonly tool: string;
  search(query: string, options: SearchOptions): Promise<SearchResult[]>;
}

/** Settings shared by every provider. */
interface SearchLimits {
  /** Time limit of one search. Default 15 000 ms. */
  timeoutMs?: number;
}

/**
 * The search provider: the offline analyst's bundled knowledge (the default; no network),
 * Tavily's search API, or a SearXNG instance's JSON API.
 */
export type SearchConfig = SearchLimits &
  (
    | { provider: 'offline' }
    | { provider: 'tavily'; apiKey: string; baseUrl?: string }
    | { provider: 'searxng'; url: string }
  );

/** Why a search failed, in words fit for a report; `kind` says whether trying again can help. */
export class SearchError extends Error {
  readonly kind: 'rejected' | 'unavailable' | 'timeout';
  constructor(kind: SearchError['kind'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchError';
    this.kind = kind;
  }
}

/** The search settings cannot work; raised when the analyst is created, never during an analysis. */
export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchConfigError';
  }
}

/** A configured http(s) base URL without a trailing slash, or a SearchConfigError naming the variable. */
export function searchBaseUrl(value: string | undefined, variable: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) {
    throw new SearchConfigError(
      `Search configuration: ${variable} must be an http(s) URL (got "${trimmed}").`,
    );
  }
  return trimmed.replace(/\/+$/, '');
}

/** Whether a result's address is one a report may link to. */
export function isWebUrl(value: unknown): value is string {
  return (
    typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
  );
}

/**
 * Settles with the promise, or rejects with the signal's reason as soon as it aborts: for work
 * that does not take this signal (a search shared by callers with signals of their own), so a
 * cancelled analysis never waits for it.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
