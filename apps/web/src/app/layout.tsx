import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { isSignInKnown, useAuthContext } from '../lib/auth-context.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { ANONYMOUS_TASKS, readStorage } from '../lib/storage-keys.ts';
import { useAuth } from '../lib/use-auth.ts';
import { PageFallback } from './page-fallback.tsx';
import { handOverPrerenderedPage, pressPrerenderedButtonsAgain } from './prerendered-page.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, header, main landmark and footer around whatever the page renders. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-indigo-700 shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-indigo-500"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <AnonymousTaskClaim />
    </div>
  );
}

/** A chunk of its own: most visits have no anonymous analysis to keep. */
const anonymousTaskClaim = lazyComponent(
  async () =>
    (await import('../features/tasks/components/anonymous-task-claim.tsx')).AnonymousTaskClaim,
);

/** Once signed in, the new account keeps the quick analyses this browser ran anonymously. */
function AnonymousTaskClaim() {
  const { status } = useAuth();
  if (status !== 'authenticated' || readStorage(ANONYMOUS_TASKS) === null) return null;
  return (
    <Suspense fallback={null}>
      <anonymousTaskClaim.Component />
    </Suspense>
  );
}

/**
 * Beside the page, inside its Suspense boundary: once the page is the app's (hydrated with the
 * boundary, or rendered), a prerendered page hands over what the visitor typed into it, and the
 * buttons pressed before the app ran are pressed again once the app knows who is signed in.
 */
function PrerenderedHandOver() {
  const signInKnown = isSignInKnown(useAuthContext());
  useLayoutEffect(handOverPrerenderedPage, []);
  useEffect(() => {
    if (signInKnown) pressPrerenderedButtonsAgain();
  }, [signInKnown]);
  return null;
}

export function Layout() {
  return (
    <AppShell>
      {/* A page whose translations are still on their way shows the skeleton meanwhile. */}
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <PrerenderedHandOver />
      </Suspense>
    </AppShell>
  );
}
