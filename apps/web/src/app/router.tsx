import { lazy, type ReactElement, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { loadTranslations } from '../lib/i18n.ts';
import { Layout } from './layout.tsx';
import { FullPageFallback } from './page-fallback.tsx';
import { trackPageLoad } from './page-loads.ts';
import { PAGES, type Page } from './pages.ts';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * A route whose component is its own chunk, fetched together with the translations it shows (in
 * the current language) the first time it renders; the Suspense boundary around it (the layout's,
 * or the callback's own) shows a skeleton meanwhile. Its handle names the page.
 */
function page(shown: Page): { path: string; element: ReactElement; handle: { page: Page } } {
  const Component = lazy(async () => {
    const [loaded] = await trackPageLoad(
      Promise.all([shown.load(), loadTranslations(shown.namespaces)]),
    );
    return { default: loaded };
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

/** The page at the current address, inside the layout (or not, for the callback). */
export function AppRoutes() {
  return useRoutes(routes);
}
