import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredReport } from '../../../lib/report-storage.ts';
import { IDEA_DRAFT, writeStorage } from '../../../lib/storage-keys.ts';

/** The home page's idea form section (its id is `idea-form`). */
const HOME_IDEA_FORM = { pathname: '/', hash: '#idea-form' };

/**
 * Re-analyze: forgets the stored result and goes to the home page's idea form, with the idea
 * filled in when it is known (through the form's draft).
 */
export function useReanalyze(idea: string | null) {
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredReport();
    if (idea) writeStorage(IDEA_DRAFT, idea, 'session');
    void navigate(HOME_IDEA_FORM);
  }, [idea, navigate]);
}
