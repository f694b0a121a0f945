import type { QueryClient } from '@tanstack/react-query';
import { loadTranslations } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import type { ReviewTarget } from '../api/get-brief-reading.ts';

/**
 * The review step before an analysis (issue 17), with the industry list and its translations:
 * a chunk of its own, fetched when a user asks for a deep analysis or to correct a brief, so the
 * home page's first screen does not carry it.
 */
export const LazyReviewStep = lazyComponent(async () => {
  const [{ ReviewStep }] = await Promise.all([
    import('./review-step.tsx'),
    loadTranslations(['review', 'report']),
  ]);
  return ReviewStep;
});

/**
 * Fetches the review step's code, then reads the brief it opens with (its code comes with the
 * step's): once done, the step shows at once. Its failures are the caller's to show.
 */
export async function readBrief(queryClient: QueryClient, target: ReviewTarget): Promise<void> {
  await LazyReviewStep.preload();
  const { readBrief: read } = await import('./review-step.tsx');
  await read(queryClient, target);
}
