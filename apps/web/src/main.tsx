import './lib/csp-safe-zod.ts';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

// Created first: the router starts fetching the page's chunk and translations at once, while
// the shell's translations arrive.
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('IdeaLens: #root element missing from index.html');

// Not a top-level await: the page chunks import from this one, which must finish evaluating.
void i18nReady.then(() => {
  // As a transition, React renders in small slices, so the page stays responsive while it builds.
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
