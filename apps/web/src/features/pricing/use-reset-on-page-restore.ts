import { useEffect } from 'react';

/**
 * Coming back with the browser's Back button can restore the page as it was left, mid-checkout
 * (the back/forward cache): `reset` then runs, so nothing stays "processing".
 */
export function useResetOnPageRestore(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
