import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container.tsx';
import type { ReviewDraft } from '../../../features/home/review-draft.ts';
import {
  type ReportReviewMode,
  SimpleReportView,
  type SimpleReportViewProps,
} from '../../../features/report/components/simple-report-view.tsx';
import { supportedLanguage } from '../../../lib/languages.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

/**
 * The review step, for "Not right? Correct it". Fetched through the home page's chunk, which
 * loads it: the step shares the submission and its failures' words with the home form, and
 * reached from there alone, it takes them from that chunk. Imported here too, it would split
 * them into one more file on the home page's first screen (ADR 011); this costs a correction the
 * home page's code (about 6 KB) and one round trip more, once.
 */
const LazyReviewStep = lazyComponent(async () => {
  const { LazyReviewStep: step } = await import('../home-page.tsx');
  return step.preload();
});

/**
 * A quick report, and the review step it opens with its brief (its edits kept while the page
 * lives): "Not right? Correct it" for a free quick re-run or, signed in, a deep analysis of the
 * same idea. Without the idea there is nothing to review.
 */
export function QuickReport(props: Omit<SimpleReportViewProps, 'onReview'>) {
  const { idea, brief } = props;
  const { t, i18n } = useTranslation('result');
  const [reviewing, setReviewing] = useState<ReportReviewMode | null>(null);
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const language = supportedLanguage(i18n.language);
  const review = (mode: ReportReviewMode) => {
    void LazyReviewStep.preload();
    setReviewing(mode);
  };

  if (idea && (reviewing === 'deep-from-report' || (reviewing === 'correct' && brief))) {
    return (
      <Container maxWidth="3xl" className="py-10">
        <Suspense fallback={<p className="text-sm text-zinc-500">{t('common:status.loading')}</p>}>
          <LazyReviewStep.Component
            mode={reviewing}
            idea={idea}
            language={draft?.language ?? language}
            seedBrief={brief ?? undefined}
            draft={draft}
            onDraftChange={setDraft}
            onBack={() => setReviewing(null)}
          />
        </Suspense>
      </Container>
    );
  }
  return <SimpleReportView {...props} onReview={idea ? review : undefined} />;
}
