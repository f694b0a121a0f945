import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders a page the way the build prerendered it (at build time, and in the
 * browser while it hydrates that HTML), true otherwise: what depends on the visitor's browser
 * (their time zone, say) shows once it is true, without the prerendered markup ever disagreeing
 * with the app's first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether the component arrived with the page's HTML (prerendered, then hydrated) rather than
 * being rendered in the browser: decided as it mounts, and kept.
 */
export function useArrivedWithPage(): boolean {
  const hydrated = useHydrated();
  const [arrivedWithPage] = useState(!hydrated);
  return arrivedWithPage;
}
