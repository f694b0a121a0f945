import type { AnalystConfig } from '@idealens/analyst/analyst';
import type { SearchConfig } from '@idealens/analyst/search/search-provider';
import type { Config } from '../../config.ts';

/** Where deep analyses research: the bundled offline sources unless a search provider is configured. */
export function searchConfig(config: Config): SearchConfig {
  switch (config.SEARCH_PROVIDER) {
    case 'offline':
      return { provider: 'offline' };
    case 'tavily':
      return {
        provider: 'tavily',
        // The config schema refuses tavily without a key.
        apiKey: config.SEARCH_API_KEY ?? '',
        ...(config.SEARCH_URL ? { baseUrl: config.SEARCH_URL } : {}),
      };
    case 'searxng':
      // The config schema refuses searxng without a URL.
      return { provider: 'searxng', url: config.SEARCH_URL ?? '' };
  }
}

/**
 * The analysis engine the configuration asks for (the offline analyst unless an LLM is
 * configured) and the search provider its deep analyses use.
 */
export function analystConfig(config: Config): AnalystConfig & { search: SearchConfig } {
  const search = searchConfig(config);
  if (config.LLM_PROVIDER === 'offline') return { engine: 'offline', search };
  const limits = {
    maxSearches: config.RESEARCH_MAX_SEARCHES,
    maxTokens: config.RESEARCH_MAX_TOKENS,
    deadlineMs: config.RESEARCH_DEADLINE_MS,
  };
  return {
    engine: 'llm',
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL ?? '',
    apiKey: config.LLM_API_KEY,
    baseURL: config.LLM_BASE_URL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxOutputTokens: config.LLM_MAX_OUTPUT_TOKENS,
    deepMaxOutputTokens: config.LLM_DEEP_MAX_OUTPUT_TOKENS,
    ...(config.LLM_DEEP_TIMEOUT_MS ? { deepTimeoutMs: config.LLM_DEEP_TIMEOUT_MS } : {}),
    search,
    research: { limits },
  };
}
