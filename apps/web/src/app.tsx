import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrationStarts, isPrerendered } from './app/prerendered-page.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, preparePage } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

// The app itself, loaded by main.tsx. Its start-up comes in tasks of their own (running its
// modules, then the first render in slices), so a slow phone stays responsive between them
// rather than busy for one long stretch. The page's chunk and translations are on their way
// already (main.tsx asked for them). A prerendered page is hydrated: the same page, now
// working.
// It is src/app.tsx rather than a file in app/: Rolldown orders the modules of the app's chunk by
// the first lazily loaded module to reach them, taking those modules in the order of their paths,
// and the chunk compresses best (by about 1 KB) in the app's own import order, so this path sorts
// before every other one (vite.config.ts fails the build if another comes first).

function reportMismatch(error: unknown) {
  if (import.meta.env.DEV) console.warn('IdeaLens: the prerendered page differs here', error);
}

function start(root: HTMLElement) {
  // A page that fails to load is the router's to report: it asks again as it renders.
  const queryClient = createQueryClient();
  const page = preparePage(
    `${window.location.pathname}${window.location.search}`,
    queryClient,
  ).catch(() => {});
  void Promise.all([i18nReady, page]).then(() => {
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>
    );
    // As a transition, React renders in small slices, so the page stays responsive meanwhile.
    startTransition(() => {
      // A prerendered page is the app's first render already: React takes its markup over
      // rather than building it again. Sign-in is hydrated as the page was built and shown as this
      // visitor's once the page is taken over (app/providers.tsx). Where the page still differs
      // (another language, a draft), React renders that part anew: expected, not an error.
      if (isPrerendered(root)) {
        hydrationStarts();
        hydrateRoot(root, app, { onRecoverableError: reportMismatch });
      } else createRoot(root).render(app);
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('IdeaLens: #root element missing from index.html');
// Not a top-level await: the page chunks import from this chunk, which must finish evaluating.
setTimeout(() => start(root));
