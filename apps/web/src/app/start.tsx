import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// The app itself, loaded by main.tsx. Its start-up comes in tasks of their own (running its
// modules, building the router, then the first render in slices), so a slow phone stays
// responsive between them rather than busy for one long stretch.

function start(root: HTMLElement) {
  // The router asks for the page's chunk and translations (main.tsx has them on their way
  // already) while the shell's translations arrive.
  const router = createAppRouter();
  void i18nReady.then(() => {
    // As a transition, React renders in small slices, so the page stays responsive meanwhile.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
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
