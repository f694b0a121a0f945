import { useCallback, useEffect, useState } from 'react';

/** Spec §9: a copy confirmation shows for 2 seconds. */
export const LINK_COPIED_FEEDBACK_MS = 2000;

export type ShareState = 'idle' | 'copied' | 'failed';

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** `url` (an address on this site) in full, as it is shared. */
export function fullUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * Shares a link through the system share sheet where the browser has one; elsewhere (or when the
 * sheet refuses) copies it, and says so for two seconds. Closing the sheet is not a failure.
 */
export function useShareLink(address: string, title: string) {
  const [state, setState] = useState<ShareState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), LINK_COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const share = useCallback(async () => {
    const url = fullUrl(address);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Refused (no user gesture, unsupported data): copying still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, [address, title]);

  return { share, state };
}
