import { loadTranslations } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

/**
 * The review step before an analysis (issue 17), with the industry list and its translations:
 * a chunk of its own, fetched when a user asks for a deep analysis or to correct a brief, so the
 * home page's first screen does not carry it. `preload` it as the brief is being read.
 */
export const LazyReviewStep = lazyComponent(async () => {
  const [{ ReviewStep }] = await Promise.all([
    import('./review-step.tsx'),
    loadTranslations(['review', 'report']),
  ]);
  return ReviewStep;
});
