import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadTranslations } from '../lib/i18n.ts';
import { Layout } from './layout.tsx';
import { FullPageFallback, PageFallback } from './page-fallback.tsx';
import { PAGES, type Page } from './pages.ts';
import { RouteError } from './route-error.tsx';

/**
 * A route whose component is its own chunk, fetched together with the translations it shows
 * (in the current language), with a skeleton while they first load. Its handle names the page.
 */
function page(shown: Page): Pick<RouteObject, 'path' | 'lazy' | 'HydrateFallback' | 'handle'> {
  return {
    path: shown.path,
    lazy: async () => {
      const [Component] = await Promise.all([shown.load(), loadTranslations(shown.namespaces)]);
      return { Component };
    },
    HydrateFallback: PageFallback,
    handle: { page: shown },
  };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    ...page(PAGES.callback),
    HydrateFallback: FullPageFallback,
  },
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page render within the layout, so navigation stays available.
        ErrorBoundary: RouteError,
        children: [
          // Home is the layout's index route.
          { ...page(PAGES.home), path: undefined, index: true },
          page(PAGES.pricing),
          page(PAGES.tasks),
          page(PAGES.profile),
          page(PAGES.analysisResult),
          page(PAGES.login),
          page(PAGES.dashboard),
          page(PAGES.about),
          page(PAGES.termsOfService),
          page(PAGES.privacyPolicy),
          page(PAGES.refundPolicy),
          page(PAGES.notFound),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
