import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { FullPageFallback, PageFallback } from './page-fallback.tsx';
import { RouteError } from './route-error.tsx';

/** A route whose component is its own chunk, with a skeleton while that chunk first loads. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: await load() }),
    HydrateFallback: PageFallback,
  };
}

export const routes: RouteObject[] = [
  {
    path: '/callback',
    ErrorBoundary: RouteError,
    ...page(
      async () => (await import('../features/auth/components/callback-page.tsx')).CallbackPage,
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
            ),
          },
          {
            path: 'pricing',
            ...page(
              async () =>
                (await import('../features/pricing/components/pricing-page.tsx')).PricingPage,
            ),
          },
          {
            path: 'tasks',
            ...page(
              async () => (await import('../features/tasks/components/tasks-page.tsx')).TasksPage,
            ),
          },
          {
            path: 'profile',
            ...page(
              async () =>
                (await import('../features/profile/components/profile-page.tsx')).ProfilePage,
            ),
          },
          {
            path: 'analysis-result',
            ...page(
              async () =>
                (await import('../features/analysis-result/components/analysis-result-page.tsx'))
                  .AnalysisResultPage,
            ),
          },
          {
            path: 'login',
            ...page(
              async () => (await import('../features/auth/components/login-page.tsx')).LoginPage,
            ),
          },
          {
            path: 'dashboard',
            ...page(
              async () =>
                (await import('../features/dashboard/components/dashboard-redirect.tsx'))
                  .DashboardRedirect,
            ),
          },
          {
            path: 'about',
            ...page(
              async () => (await import('../features/about/components/about-page.tsx')).AboutPage,
            ),
          },
          {
            path: 'terms-of-service',
            ...page(
              async () =>
                (await import('../features/legal/components/terms-of-service-page.tsx'))
                  .TermsOfServicePage,
            ),
          },
          {
            path: 'privacy-policy',
            ...page(
              async () =>
                (await import('../features/legal/components/privacy-policy-page.tsx'))
                  .PrivacyPolicyPage,
            ),
          },
          {
            path: 'refund-policy',
            ...page(
              async () =>
                (await import('../features/legal/components/refund-policy-page.tsx'))
                  .RefundPolicyPage,
            ),
          },
          {
            path: '*',
            ...page(
              async () =>
                (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage,
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
