import { useCallback, useEffect, useState } from 'react';

/** Spec §9: a copy confirmation shows for 2 seconds. */
export const LINK_COPIED_FEEDBACK_MS = 2000;

export type ShareState = 'idle' | 'copied' | 'failed';

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** `url` (an address on this site, or a whole one) in full, as it is shared. */
export function fullUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Whether the browser has a system share sheet. */
export function hasShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Offers the link to the system share sheet: true when the sheet took it or the user closed it
 * (closing is not a failure), false when there is none or it refused (no user gesture, say).
 */
async function offerToShareSheet(url: string, title: string): Promise<boolean> {
  if (!hasShareSheet()) return false;
  try {
    await navigator.share({ title, url });
    return true;
  } catch (error) {
    return isCancelled(error);
  }
}

/** Copying's outcome, said for two seconds: `share` reports through it. */
function useCopyFeedback() {
  const [state, setState] = useState<ShareState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), LINK_COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = useCallback(async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, copy };
}

/**
 * Shares a link through the system share sheet where the browser has one; elsewhere (or when the
 * sheet refuses) copies it, and says so for two seconds. Closing the sheet is not a failure.
 */
export function useShareLink(address: string, title: string) {
  const { state, copy } = useCopyFeedback();
  const share = useCallback(async () => {
    const url = fullUrl(address);
    if (await offerToShareSheet(url, title)) return;
    await copy(url);
  }, [address, title, copy]);
  return { share, state };
}

/** A share link's two ways out, apart: `copy` always copies, `share` opens the sheet (or copies). */
export function useLinkActions(url: string, title: string) {
  const { state, copy } = useCopyFeedback();
  const share = useCallback(async () => {
    if (await offerToShareSheet(url, title)) return;
    await copy(url);
  }, [url, title, copy]);
  return { state, copy: useCallback(() => copy(url), [copy, url]), share };
}
