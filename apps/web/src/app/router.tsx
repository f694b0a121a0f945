import { pageAddress } from '@idealens/shared/prerendered-pages';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { i18n, loadTranslations } from '../lib/i18n.ts';
import { supportedLanguage } from '../lib/languages.ts';
import { handedOver } from '../lib/lazy-component.ts';
import { Layout } from './layout.tsx';
import { FullPageFallback } from './page-fallback.tsx';
import { trackPageLoad } from './page-loads.ts';
import { PAGES, type Page, pageAt, preloadPage } from './pages.ts';
import { RouteErrorBoundary } from './route-error.tsx';

/** Pages whose code and translations have arrived. */
const loadedPages = new Map<Page, ComponentType>();

/** Fetches a page's code together with the translations it shows, and keeps it in loadedPages. */
function loadPage(shown: Page): Promise<ComponentType> {
  return trackPageLoad(Promise.all([shown.load(), loadTranslations(shown.namespaces)])).then(
    ([loaded]) => {
      loadedPages.set(shown, loaded);
      return loaded;
    },
  );
}

/**
 * Has the page at `url` (a path with its search) ready before the app first renders: its code and
 * translations (on their way since main.tsx asked for them) and what else it prepares (data into
 * `queryClient`), so the first render shows it whole rather than a skeleton first.
 */
export async function preparePage(url: string, queryClient: QueryClient): Promise<void> {
  const { pathname, searchParams } = pageAddress(url);
  const shown = pageAt(pathname);
  if (!shown) return;
  await Promise.all([
    // Arrived already, the page may still lack its translations in the language now chosen.
    loadedPages.has(shown) ? loadTranslations(shown.namespaces) : loadPage(shown),
    shown.prepare?.({
      search: searchParams,
      language: supportedLanguage(i18n.language),
      queryClient,
    }),
  ]);
}

/**
 * A route whose component is its own chunk, fetched together with the translations it shows (in
 * the current language) the first time it renders; the Suspense boundary around it (the layout's,
 * or the callback's own) shows a skeleton meanwhile. Its handle names the page.
 */
function page(shown: Page): { path: string; element: ReactElement; handle: { page: Page } } {
  const Component = lazy(() => {
    const loaded = loadedPages.get(shown);
    // A page that has arrived is handed over at once (a thenable that resolves as it is asked),
    // so React renders it without suspending; the first time, React waits for it, while what
    // the page asks for as it renders (the code that reads a task, say) downloads beside it.
    if (loaded) return handedOver({ default: loaded });
    preloadPage(shown, window.location.search);
    return loadPage(shown).then((page) => ({ default: page }));
  });
  return { path: shown.path, element: <Component />, handle: { page: shown } };
}

const callback = page(PAGES.callback);

/** The site's routes, in the router's declarative mode (useRoutes). */
export const routes: RouteObject[] = [
  {
    // Outside the layout: the sign-in callback is a page of its own.
    ...callback,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageFallback />}>{callback.element}</Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Errors inside a page render within the layout, so navigation stays available.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // Home is the layout's index route.
          { ...page(PAGES.home), path: undefined, index: true },
          page(PAGES.pricing),
          page(PAGES.tasks),
          page(PAGES.profile),
          page(PAGES.analysisResult),
          page(PAGES.sharedReport),
          page(PAGES.receipt),
          page(PAGES.teams),
          page(PAGES.invite),
          page(PAGES.login),
          page(PAGES.dashboard),
          page(PAGES.about),
          page(PAGES.methodology),
          page(PAGES.termsOfService),
          page(PAGES.privacyPolicy),
          page(PAGES.refundPolicy),
          page(PAGES.notFound),
        ],
      },
    ],
  },
];

/** The page at the current address, inside the layout (or not, for the callback). */
export function AppRoutes() {
  return useRoutes(routes);
}
