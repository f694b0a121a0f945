import { useSyncExternalStore } from 'react';

// Pages whose code (and translations) are on their way. A navigation keeps the page it leaves on
// screen until the next one has arrived (the router renders it as a transition), and the header
// shows a thin progress bar meanwhile.

let loading = 0;
const listeners = new Set<() => void>();

function changeBy(step: number) {
  loading += step;
  for (const listener of listeners) listener();
}

/** Counts `load` as a page on its way until it settles; resolves (or rejects) with it. */
export async function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changeBy(1);
  try {
    return await load;
  } finally {
    changeBy(-1);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page's code is being fetched (a navigation is waiting for it). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
