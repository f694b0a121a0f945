import { pagePath } from '@idealens/shared/prerendered-pages';
import type { ComponentType } from 'react';
import type { PageContext } from '../lib/page-context.ts';

/** One of the site's pages: its component, a chunk of its own, and the translations it shows. */
export type Page = {
  /** Where it is, as the router matches it. */
  path: string;
  load: () => Promise<ComponentType>;
  /** Namespaces fetched (in the current language) together with its code. */
  namespaces: readonly string[];
  /**
   * What else the page needs at once at an address with these search parameters, fetched beside
   * the page's code: by the first module when the site opens on the page, by the router when a
   * link first leads to it (the page asks for the same modules and gets these).
   */
  preload?: (search: URLSearchParams) => Promise<unknown>[];
  /**
   * What the page's first render needs besides its code and translations (data in the query
   * cache, a part's code), ready before the app first renders it, and before it is prerendered:
   * the page then renders whole at once.
   */
  prepare?: (context: PageContext) => Promise<void>;
};

/**
 * Every page, for the router (router.tsx) and for the app's first module (main.tsx), which
 * starts fetching the first page's code and translations while the app's own code downloads.
 * Nothing here imports React or the router at run time.
 */
export const PAGES = {
  callback: {
    path: '/callback',
    load: async () => (await import('../features/auth/components/callback-page.tsx')).CallbackPage,
    namespaces: ['auth'],
  },
  home: {
    path: '/',
    load: async () => (await import('./routes/home-page.tsx')).HomeRoute,
    // The sections further down fetch their own when they show: the report modules ('modules'),
    // the demo report ('demo', 'report').
    namespaces: ['home'],
  },
  pricing: {
    path: '/pricing',
    load: async () => (await import('../features/pricing/components/pricing-page.tsx')).PricingPage,
    namespaces: ['pricing'],
  },
  tasks: {
    path: '/tasks',
    load: async () => (await import('../features/tasks/components/tasks-page.tsx')).TasksPage,
    namespaces: ['tasks'],
  },
  profile: {
    path: '/profile',
    load: async () => (await import('../features/profile/components/profile-page.tsx')).ProfilePage,
    namespaces: ['profile', 'pricing', 'billing', 'account', 'api-keys'],
  },
  analysisResult: {
    path: '/analysis-result',
    load: async () =>
      (await import('./routes/analysis-result/analysis-result-page.tsx')).AnalysisResultPage,
    namespaces: ['result', 'report', 'demo', 'methodology'],
    prepare: async (context) =>
      (await import('./routes/analysis-result/analysis-result-page.tsx')).prepareResultPage(
        context,
      ),
    preload: (search) =>
      search.get('demo') === 'true'
        ? [
            // The demo is a full report: its data and the full report's view (no schemas: the
            // demo is part of the build, not read from the API).
            import('@idealens/shared/demo-report'),
            import('../features/report/components/full-report-view.tsx'),
          ]
        : [
            // The visitor's own results, read with the contract's schemas (and zod), which need
            // nothing of the app's code: built while it downloads rather than after it arrived.
            import('./routes/analysis-result/own-result.tsx'),
          ],
  },
  sharedReport: {
    // A report someone shared by link (issue 21): read-only, without its owner.
    path: '/r/:token',
    load: async () =>
      (await import('../features/report/components/shared-report-page.tsx')).SharedReportPage,
    namespaces: ['result', 'report', 'methodology'],
  },
  receipt: {
    // One payment's receipt (issue 22), for its signed-in payer.
    path: '/receipts/:id',
    load: async () =>
      (await import('../features/receipts/components/receipt-page.tsx')).ReceiptPage,
    namespaces: ['billing', 'pricing'],
  },
  teams: {
    // The caller's team workspaces (issue 23), for signed-in users.
    path: '/teams',
    load: async () => (await import('../features/teams/components/teams-page.tsx')).TeamsPage,
    namespaces: ['teams'],
  },
  invite: {
    // An invitation to a team, for whoever holds its link (signed in to accept it).
    path: '/invites/:token',
    load: async () => (await import('../features/teams/components/invite-page.tsx')).InvitePage,
    namespaces: ['teams'],
  },
  login: {
    path: '/login',
    load: async () => (await import('../features/auth/components/login-page.tsx')).LoginPage,
    namespaces: ['auth'],
  },
  dashboard: {
    path: '/dashboard',
    load: async () =>
      (await import('../features/dashboard/components/dashboard-redirect.tsx')).DashboardRedirect,
    namespaces: ['dashboard'],
  },
  about: {
    path: '/about',
    load: async () => (await import('../features/about/components/about-page.tsx')).AboutPage,
    namespaces: ['about'],
  },
  methodology: {
    path: '/methodology',
    load: async () =>
      (await import('../features/methodology/components/methodology-page.tsx')).MethodologyPage,
    namespaces: ['methodology'],
  },
  termsOfService: {
    path: '/terms-of-service',
    load: async () =>
      (await import('../features/legal/components/terms-of-service-page.tsx')).TermsOfServicePage,
    namespaces: ['legal'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    load: async () =>
      (await import('../features/legal/components/privacy-policy-page.tsx')).PrivacyPolicyPage,
    namespaces: ['legal'],
  },
  refundPolicy: {
    path: '/refund-policy',
    load: async () =>
      (await import('../features/legal/components/refund-policy-page.tsx')).RefundPolicyPage,
    namespaces: ['legal'],
  },
  notFound: {
    path: '*',
    load: async () =>
      (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage,
    namespaces: ['not-found'],
  },
} as const satisfies Record<string, Page>;

/**
 * Starts fetching what `page` needs beside its code at the address with `search` (its preload).
 * A failure is left to the page to report, when it asks for the same file.
 */
export function preloadPage(page: Page, search: string): void {
  for (const file of page.preload?.(new URLSearchParams(search)) ?? []) file.catch(() => {});
}

/** Whether `path` is at `pattern`, whose `:name` segments stand for any one non-empty segment. */
function isAt(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes('/:')) return false;
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) =>
      segment.startsWith(':') ? have[index] !== '' : segment === have[index],
    )
  );
}

/** The page at `pathname` (a trailing slash aside, as the router has it); null for any other. */
export function pageAt(pathname: string): Page | null {
  const path = pagePath(pathname);
  return Object.values(PAGES).find((page) => isAt(page.path, path)) ?? null;
}
