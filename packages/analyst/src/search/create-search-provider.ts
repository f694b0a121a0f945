import { createOfflineSearch } from './offline-search.ts';
import {
  SEARCH_PROVIDERS,
  type SearchConfig,
  SearchConfigError,
  type SearchProvider,
} from './search-provider.ts';
import { createSearxngSearch } from './searxng-search.ts';
import { createTavilySearch } from './tavily-search.ts';

/** The configured search provider; a SearchConfigError names what is wrong with the settings. */
export function createSearchProvider(config: SearchConfig): SearchProvider {
  switch (config.provider) {
    case 'offline':
      return createOfflineSearch();
    case 'tavily':
      return createTavilySearch(config);
    case 'searxng':
      return createSearxngSearch(config);
    default:
      throw new SearchConfigError(
        `Search configuration: unknown provider "${String((config as { provider: unknown }).provider)}" (SEARCH_PROVIDER must be one of ${SEARCH_PROVIDERS.join(', ')}).`,
      );
  }
}
