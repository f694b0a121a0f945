import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back where the user came from, or to `fallback` when the report was opened directly. */
export function useBack(fallback = '/') {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  }, [navigate, location.key, fallback]);
}

/**
 * The address that opens this report again: for a task, a saved report, or the demo. On this
 * site (the share button makes it absolute as it shares), so it renders the same everywhere.
 */
export function shareUrl(query: Record<string, string>): string {
  return `/analysis-result?${new URLSearchParams(query)}`;
}
