import { useEffect, useState } from 'react';

/** Spec §9: a report fades in 100 ms after it loads (the CSS skips the fade for reduced motion). */
export const FADE_IN_DELAY_MS = 100;

export function useFadeIn(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), FADE_IN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return visible;
}
