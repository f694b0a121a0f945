import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Hydrated by hand (Testing Library renders, it does not hydrate): React is told it runs in tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * Puts `html` (a page as the build prerendered it) in the document and hydrates it with
 * `element`, as the app does; says which mismatches React had to recover from (none, when the
 * browser's first render agrees with the build's).
 */
export async function hydrate(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, mismatches, remove: () => container.remove() };
}
