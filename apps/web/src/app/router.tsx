import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadTranslations } from '../lib/i18n.ts';
import { Layout } from './layout.tsx';
import { FullPageFallback, PageFallback } from './page-fallback.tsx';
import { RouteError } from './route-error.tsx';

/**
 * A route whose component is its own chunk, fetched together with the translations it shows
 * (`namespaces`, in the current language), with a skeleton while they first load.
 */
function page(
  load: () => Promise<ComponentType>,
  namespaces: readonly string[],
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadTranslations(namespaces)]);
      return { Component };
    },
    HydrateFallback: PageFallback,
  };
}

export const routes: RouteObject[] = [
  {
    path: '/callback',
    ErrorBoundary: RouteError,
    ...page(
      async () => (await import('../features/auth/components/callback-page.tsx')).CallbackPage,
      ['auth'],
    ),
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
          {
            index: true,
            ...page(
              async () => (await import('../features/home/components/home-page.tsx')).HomePage,
              // The demo report further down fetches its own ('demo', 'report') when it shows.
              ['home'],
            ),
          },
          {
            path: 'pricing',
            ...page(
              async () =>
                (await import('../features/pricing/components/pricing-page.tsx')).PricingPage,
              ['pricing'],
            ),
          },
          {
            path: 'tasks',
            ...page(
              async () => (await import('../features/tasks/components/tasks-page.tsx')).TasksPage,
              ['tasks'],
            ),
          },
          {
            path: 'profile',
            ...page(
              async () =>
                (await import('../features/profile/components/profile-page.tsx')).ProfilePage,
              ['profile', 'pricing'],
            ),
          },
          {
            path: 'analysis-result',
            ...page(
              async () =>
                (await import('../features/analysis-result/components/analysis-result-page.tsx'))
                  .AnalysisResultPage,
              ['result', 'report', 'demo'],
            ),
          },
          {
            path: 'login',
            ...page(
              async () => (await import('../features/auth/components/login-page.tsx')).LoginPage,
              ['auth'],
            ),
          },
          {
            path: 'dashboard',
            ...page(
              async () =>
                (await import('../features/dashboard/components/dashboard-redirect.tsx'))
                  .DashboardRedirect,
              ['dashboard'],
            ),
          },
          {
            path: 'about',
            ...page(
              async () => (await import('../features/about/components/about-page.tsx')).AboutPage,
              ['about'],
            ),
          },
          {
            path: 'terms-of-service',
            ...page(
              async () =>
                (await import('../features/legal/components/terms-of-service-page.tsx'))
                  .TermsOfServicePage,
              ['legal'],
            ),
          },
          {
            path: 'privacy-policy',
            ...page(
              async () =>
                (await import('../features/legal/components/privacy-policy-page.tsx'))
                  .PrivacyPolicyPage,
              ['legal'],
            ),
          },
          {
            path: 'refund-policy',
            ...page(
              async () =>
                (await import('../features/legal/components/refund-policy-page.tsx'))
                  .RefundPolicyPage,
              ['legal'],
            ),
          },
          {
            path: '*',
            ...page(
              async () =>
                (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage,
              [],
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
