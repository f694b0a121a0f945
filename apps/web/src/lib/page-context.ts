import type { QueryClient } from '@tanstack/react-query';
import type { Language } from './languages.ts';

/**
 * Where a page is about to render: its search parameters, the language, the query cache. A page's
 * `prepare` (app/pages.ts) reads it; here rather than beside the page list, which imports the
 * pages, so that no page imports the list back.
 */
export type PageContext = {
  search: URLSearchParams;
  language: Language;
  queryClient: QueryClient;
};
