import { ArrowDown, FileText, Gift, SearchCheck, Timer } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { takeHomeNotice } from '../../../lib/home-notice.ts';
import { loadTranslations } from '../../../lib/i18n.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserPoints } from '../../../lib/user-points.ts';
import type { ReviewTarget } from '../api/get-brief-reading.ts';
import { pointsToSpend, useFileUnderChoice } from '../file-under-choice.ts';
import type { ReviewDraft } from '../review-draft.ts';
import { DeferredSection } from './deferred-section.tsx';
import { IdeaForm } from './idea-form.tsx';
import { LazyReviewStep } from './lazy-review-step.ts';

// Below the first screen: fetched when scrolled near (or asked for), not with the page; each
// with the translations it shows. (The demo report below it comes the same way, from the page
// that composes this one: app/routes/home-page.tsx.)
const ReportModules = lazy(async () => {
  const [{ ReportModules: Section }] = await Promise.all([
    import('./report-modules.tsx'),
    loadTranslations(['modules']),
  ]);
  return { default: Section };
});
export const IDEA_FORM_ID = 'idea-form';
export const IDEA_INPUT_ID = 'idea-input';
export const DEMO_REPORT_ID = 'demo-report';

function routerMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const { message } = state;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Brings a section into view and moves keyboard focus there (or to `focusId` inside it),
 * honouring reduced motion.
 */
function revealSection(id: string, focusId = id) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  (document.getElementById(focusId) ?? section).focus({ preventScroll: true });
}

const HIGHLIGHTS = [
  { key: 'speed', icon: Timer },
  { key: 'noAccount', icon: Gift },
  { key: 'report', icon: FileText },
  { key: 'sources', icon: SearchCheck },
] as const;

/**
 * The home page: the pitch, the idea form (and the review step before a deep analysis), the report
 * modules and `demoReport`, the example report, which the page is given (it is the report's, in
 * features/report) and shows below the modules with the id `DEMO_REPORT_ID`.
 */
export function HomePage({ demoReport }: { demoReport: ReactNode }) {
  const { t } = useTranslation('home');
  const { status } = useAuth();
  // Deep analysis needs a point: the form disables it when a signed-in user has none.
  const points = useUserPoints({ enabled: status === 'authenticated' });
  // Personal or a team (issue 23): the form and the review step share the choice, and the
  // points a deep analysis spends are the chosen workspace's.
  const fileUnder = useFileUnderChoice(status === 'authenticated');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [message, setMessage] = useState(() => routerMessage(location.state));
  const formHeadingId = useId();
  // The review step before a deep analysis: its edits stay while the page lives.
  const [review, setReview] = useState<ReviewDraft | null>(null);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const openReview = (next: ReviewTarget) => {
    if (review && (review.idea !== next.idea || review.language !== next.language)) {
      setReview(null);
    }
    setTarget(next);
    setReviewing(true);
    revealSection(IDEA_FORM_ID);
  };
  const closeReview = () => {
    setReviewing(false);
    requestAnimationFrame(() => revealSection(IDEA_FORM_ID, IDEA_INPUT_ID));
  };
  useDocumentTitle(t('documentTitle'));

  // `/#idea-form` (re-analyze) lands on the form with the idea ready to edit; `/?demo=true`
  // (linked from the result page) on the demo report, once it is on the page.
  const wantsForm = location.hash === `#${IDEA_FORM_ID}`;
  const wantsDemo = searchParams.get('demo') === 'true';
  const [demoAsked, setDemoAsked] = useState(wantsDemo);
  useEffect(() => {
    if (wantsForm) revealSection(IDEA_FORM_ID, IDEA_INPUT_ID);
    else if (wantsDemo) {
      setDemoAsked(true);
      revealSection(DEMO_REPORT_ID);
    }
  }, [wantsForm, wantsDemo]);
  const showDemo = () => {
    setDemoAsked(true);
    revealSection(DEMO_REPORT_ID);
  };

  // A message left for after signing out (an account deleted): taken once the visitor is signed
  // out, not while the sign-out is still on its way to the identity provider.
  useEffect(() => {
    if (status !== 'anonymous') return;
    const notice = takeHomeNotice();
    if (notice) setMessage(notice);
  }, [status]);

  const dismissMessage = () => {
    setMessage(null);
    // Forget the message so going back or reloading does not show it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <>
      <section className="relative overflow-hidden border-zinc-200 border-b bg-gradient-to-b from-indigo-50/70 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,var(--color-zinc-200)_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
        />
        <Container className="relative py-16 sm:py-24">
          {message ? (
            <Notice
              className="mx-auto mb-10 max-w-2xl"
              dismissLabel={t('common:actions.dismiss')}
              onDismiss={dismissMessage}
            >
              {message}
            </Notice>
          ) : null}

          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 font-medium text-indigo-700 text-sm">
              {t('hero.eyebrow')}
            </p>
            {/* pre-line: a translation may place its own line break where its language reads best. */}
            <h1 className="mt-6 whitespace-pre-line text-balance font-semibold text-4xl text-zinc-900 tracking-tight sm:text-5xl lg:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-zinc-600 leading-relaxed">
              {t('hero.subtitle')}
            </p>
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              <Button size="lg" onClick={() => revealSection(IDEA_FORM_ID, IDEA_INPUT_ID)}>
                {t('hero.startAnalysis')}
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              {/* Also while sign-in is still loading (most visitors are anonymous): its space is
                  kept, so nothing below moves when it turns out they are. */}
              {status !== 'authenticated' ? (
                <Button size="lg" variant="secondary" onClick={showDemo}>
                  {t('hero.demoReport')}
                </Button>
              ) : null}
            </div>
          </div>

          <ul className="mx-auto mt-14 grid max-w-5xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {HIGHLIGHTS.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white/80 px-4 py-3 text-left text-sm text-zinc-700"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
                <span>{t(`hero.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        id={IDEA_FORM_ID}
        tabIndex={-1}
        aria-labelledby={reviewing ? undefined : formHeadingId}
        className="py-16 focus:outline-none sm:py-20"
      >
        {fileUnder.feed}
        {reviewing && target ? (
          <Container maxWidth="3xl">
            {/* Its code has arrived by now: the form opens it once it has and the brief is read. */}
            <Suspense fallback={null}>
              <LazyReviewStep.Component
                mode="deep"
                idea={target.idea}
                language={target.language}
                draft={review}
                onDraftChange={setReview}
                onBack={closeReview}
                fileUnder={fileUnder}
              />
            </Suspense>
          </Container>
        ) : (
          <Container maxWidth="3xl">
            <div className="text-center">
              <h2
                id={formHeadingId}
                className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl"
              >
                {t('form.title')}
              </h2>
              <p className="mt-3 text-pretty text-zinc-600">{t('form.subtitle')}</p>
            </div>
            <Card className="mt-8 p-5 shadow-sm sm:p-8">
              <IdeaForm
                textareaId={IDEA_INPUT_ID}
                analysisPoints={pointsToSpend(fileUnder, points.data?.analysisPoints ?? null)}
                fileUnder={fileUnder}
                reviewDraft={review}
                onReview={openReview}
              />
            </Card>
          </Container>
        )}
      </section>

      {/* Together, so neither moves the other when it arrives. */}
      <DeferredSection
        eager={demoAsked}
        placeholderClassName="min-h-[100rem]"
        onShown={demoAsked ? () => revealSection(DEMO_REPORT_ID) : undefined}
      >
        <ReportModules />
        {demoReport}
      </DeferredSection>
    </>
  );
}
