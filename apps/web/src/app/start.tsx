import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, preparePage } from './router.tsx';

// The app itself, loaded by main.tsx. Its start-up comes in tasks of their own (running its
// modules, then the first render in slices), so a slow phone stays responsive between them
// rather than busy for one long stretch. The page's chunk and translations are on their way
// already (main.tsx asked for them).

function start(root: HTMLElement) {
  // A page that fails to load is the router's to report: it asks again as it renders.
  const page = preparePage(window.location.pathname).catch(() => {});
  void Promise.all([i18nReady, page]).then(() => {
    // As a transition, React renders in small slices, so the page stays responsive meanwhile.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('IdeaLens: #root element missing from index.html');
// Not a top-level await: the page chunks import from this chunk, which must finish evaluating.
setTimeout(() => start(root));
