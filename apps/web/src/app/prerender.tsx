import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import type { Language } from '../lib/languages.ts';
import { DocumentTitleRecord, documentTitle } from '../lib/use-document-title.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { AppRoutes, preparePage } from './router.tsx';

// Renders pages to HTML at build time (build/prerender.ts runs this through Vite), so that their
// first screen arrives with the HTML and is painted before the app's code has even downloaded.
// The app then hydrates it (app/start.tsx). Only pages that look the same to
// every visitor are prerendered, as a first visit sees them: the app hydrates sign-in so too
// (app/providers.tsx), then shows what depends on this visitor (signed in, a draft).

/** The pages prerendered, by name (the file's name) and address. */
export const PRERENDERED_PAGES = [
  { name: 'home', url: '/' },
  { name: 'pricing', url: '/pricing' },
  { name: 'about', url: '/about' },
  { name: 'methodology', url: '/methodology' },
  { name: 'terms-of-service', url: '/terms-of-service' },
  { name: 'privacy-policy', url: '/privacy-policy' },
  { name: 'refund-policy', url: '/refund-policy' },
  { name: 'demo', url: '/analysis-result?demo=true' },
] as const;

/**
 * The page at `url` in `language`: the markup inside #root, the tab title it asks for, and the
 * site's description for search results, in that language.
 */
export async function prerenderPage(
  url: string,
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  // The shell's translations come with the language; the page's with preparing it.
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  await preparePage(url, queryClient);
  const record: { title?: string } = {};
  const html = renderToString(
    <DocumentTitleRecord value={record}>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </DocumentTitleRecord>,
  );
  return {
    html,
    title: record.title ?? documentTitle(),
    description: i18n.t('layout:siteDescription'),
  };
}
