import type { SubmitAnalysis } from '@idealens/shared/analysis';
import { IDEA_MAX_LENGTH_SIGNED_IN } from '@idealens/shared/analysis-limits';
import { ideaLimits, ideaProblem } from '@idealens/shared/idea-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Coins, Lock, Sparkles, Zap } from 'lucide-react';
import { type KeyboardEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { track } from '../../../lib/analytics.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { supportedLanguage } from '../../../lib/languages.ts';
import { IDEA_DRAFT, readStorage, removeStorage, writeStorage } from '../../../lib/storage-keys.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import type { ReviewTarget } from '../api/get-brief-reading.ts';
import { useQueueStatus } from '../api/get-queue-status.ts';
import { useSubmitAnalysis } from '../api/submit-analysis.ts';
import { type FileUnderChoice, LazyFileUnder } from '../file-under-choice.ts';
import {
  type CounterTone,
  counterTone,
  deepAnalysisAccess,
  describeSubmitFailure,
  isQueueBusy,
} from '../idea-rules.ts';
import type { ReviewDraft } from '../review-draft.ts';
import { BusyBanner } from './busy-banner.tsx';
import { readBrief } from './lazy-review-step.ts';

const COUNTER_TONES: Record<CounterTone, string> = {
  normal: 'text-zinc-500',
  // orange-700 keeps 4.5:1 contrast on white; the words of the live region say it too.
  warning: 'font-medium text-orange-700',
  over: 'font-medium text-red-700',
};

type IdeaFormProps = {
  textareaId: string;
  /**
   * The points a deep analysis would spend (the user's, or the chosen team's pool), or null while
   * unknown. Points arrive with sign-in (`GET /api/user/points`, `GET /api/teams`); until then
   * the server alone decides whether a deep analysis fits.
   */
  analysisPoints?: number | null;
  /** Where the analysis is filed (signed in): Personal or a team, offered to members of a team. */
  fileUnder?: FileUnderChoice;
  /** The review step's edits from an earlier visit, held by the page (reused while the idea is unchanged). */
  reviewDraft?: ReviewDraft | null;
  /**
   * Deep analysis opens the review step with the brief read from the idea: nothing is spent
   * until the user confirms there.
   */
  onReview: (target: ReviewTarget) => void;
};

type AnalysisType = SubmitAnalysis['type'];

/** The idea textarea with its counter, checks and the deep and quick analysis buttons. */
export function IdeaForm({
  textareaId,
  analysisPoints = null,
  fileUnder,
  reviewDraft = null,
  onReview,
}: IdeaFormProps) {
  const { t, i18n } = useTranslation('home');
  const { status: authStatus, signIn } = useAuth();
  const navigate = useNavigate();
  const anonymous = authStatus !== 'authenticated';
  const limits = ideaLimits(!anonymous);

  const [idea, setIdea] = useState(() => readStorage(IDEA_DRAFT, 'session') ?? '');
  const [attempted, setAttempted] = useState(false);
  const submission = useSubmitAnalysis();
  const queryClient = useQueryClient();
  // The brief the review step opens with (a mutation: it runs when the user asks, not on render).
  const reading = useMutation({
    mutationFn: (target: ReviewTarget) => readBrief(queryClient, target),
  });
  const queue = useQueueStatus({ enabled: anonymous });
  const busy = anonymous && isQueueBusy(queue.data?.queue.queuedTasks);
  // Not knowing the queue blocks nothing (the server still refuses when busy), but it is said.
  const queueUnknown = anonymous && queue.isError && !busy;
  const deepAccess = deepAnalysisAccess(authStatus, analysisPoints);

  const hintId = useId();
  const counterId = useId();
  const problemId = useId();
  const simpleNoteId = useId();
  const deepNoteId = useId();

  const tone = counterTone(idea.length, limits);
  // Checked on submit, then live while the user fixes it; too long is said at once.
  const problem = attempted || tone === 'over' ? ideaProblem(idea, limits) : null;
  const pendingType: AnalysisType | null = reading.isPending
    ? 'chat'
    : submission.isPending
      ? 'simple'
      : null;
  const working = submission.isPending || reading.isPending;
  const empty = idea.length === 0;
  const language = supportedLanguage(i18n.language);
  const team = anonymous ? null : (fileUnder?.team ?? null);

  const updateIdea = (value: string) => {
    setIdea(value);
    writeStorage(IDEA_DRAFT, value, 'session');
  };

  const focusIdea = () => document.getElementById(textareaId)?.focus();

  const submit = (type: AnalysisType) => {
    if (working) return;
    if (type === 'chat' && deepAccess === 'sign-in-required') {
      signIn('/');
      return;
    }
    if (type === 'chat' && deepAccess === 'insufficient-points') return;
    if (type === 'simple' && busy) return;
    setAttempted(true);
    if (ideaProblem(idea, limits)) {
      focusIdea();
      return;
    }
    const text = idea.trim();
    submission.reset();
    reading.reset();
    if (type === 'chat') {
      // The review step first: the brief is read at no cost, the point is spent only there.
      if (reviewDraft && reviewDraft.idea === text && reviewDraft.language === language) {
        onReview({ idea: text, language });
        return;
      }
      reading.mutate(
        { idea: text, language },
        {
          // The review step creates its draft from the brief (its code is not on the first screen).
          onSuccess: () => onReview({ idea: text, language }),
          onError: (error) => {
            if ('unclear' in describeSubmitFailure(error)) focusIdea();
            track('analysis_brief_failed', {
              code: isApiError(error) ? error.code : 'UNKNOWN',
              status: isApiError(error) ? error.status : 0,
            });
          },
        },
      );
      return;
    }
    // A quick analysis (a deep one is submitted by the review step).
    submission.mutate(
      { type, data: { idea: text, language }, ...(team ? { teamId: team.id } : {}) },
      {
        onSuccess: ({ taskId }) => {
          removeStorage(IDEA_DRAFT, 'session');
          void navigate(`/analysis-result?taskId=${encodeURIComponent(taskId)}&type=simple`, {
            state: { taskId, isSimpleAnalysis: true, idea: text },
          });
        },
        onError: (error) => {
          // Not an idea: said at the idea, like its other problems.
          if ('unclear' in describeSubmitFailure(error)) focusIdea();
          track('analysis_submit_failed', {
            type,
            code: isApiError(error) ? error.code : 'UNKNOWN',
            status: isApiError(error) ? error.status : 0,
          });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit('simple');
    }
  };

  const failure = submission.isError
    ? describeSubmitFailure(submission.error)
    : reading.isError
      ? describeSubmitFailure(reading.error)
      : null;
  // What is wrong with the idea itself: the form's own check, else the server's "not an idea".
  const problemText = problem
    ? t(`form.errors.${problem}`, { min: limits.min, max: limits.max })
    : failure && 'unclear' in failure
      ? (failure.unclear ?? t('form.errors.unclear'))
      : null;
  const failureText =
    failure === null || 'unclear' in failure
      ? null
      : 'text' in failure
        ? failure.text
        : failure.key === 'teamNotFound'
          ? // Only ever filed under a team: the choice's words have arrived with it.
            t('review:errors.teamNotFound')
          : t(`form.errors.${failure.key}`, { min: limits.min, max: limits.max });

  const describedBy = [hintId, counterId, problemText ? problemId : null].filter(Boolean).join(' ');

  return (
    <div>
      {busy ? <BusyBanner className="mb-6" onSignIn={() => signIn('/')} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit('simple');
        }}
      >
        <label htmlFor={textareaId} className="block font-medium text-base text-zinc-900">
          {t('form.label')}
        </label>
        <p id={hintId} className="mt-1 text-sm text-zinc-600">
          {t('form.hint')}
        </p>
        <textarea
          id={textareaId}
          value={idea}
          onChange={(event) => updateIdea(event.target.value)}
          onKeyDown={onKeyDown}
          rows={6}
          placeholder={t('form.placeholder')}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'mt-3 block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-zinc-900 leading-relaxed shadow-xs',
            'placeholder:text-zinc-400 focus:outline-none focus:ring-2',
            problemText
              ? 'border-red-400 focus:ring-red-500'
              : 'border-zinc-300 focus:border-indigo-500 focus:ring-indigo-500',
          )}
        />
        <div className="mt-2 flex items-start justify-between gap-4 text-sm">
          <div className="min-w-0">
            {problemText ? (
              <p id={problemId} className="flex items-start gap-1.5 text-red-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {problemText}
              </p>
            ) : anonymous ? (
              <p className="text-zinc-500">
                {t('form.signInForMore', { max: IDEA_MAX_LENGTH_SIGNED_IN })}
              </p>
            ) : null}
          </div>
          <p
            id={counterId}
            data-tone={tone}
            className={cn('shrink-0 tabular-nums', COUNTER_TONES[tone])}
          >
            {t('form.counter', { length: idea.length, max: limits.max })}
          </p>
        </div>
        {/* Announced only near the limit, not on every keystroke. */}
        <p className="sr-only" aria-live="polite">
          {tone === 'normal'
            ? ''
            : tone === 'warning'
              ? t('form.remaining', { remaining: limits.max - idea.length })
              : t('form.overLimit', { over: idea.length - limits.max })}
        </p>

        {!anonymous && fileUnder && fileUnder.teams.length > 0 ? (
          <Suspense fallback={null}>
            <LazyFileUnder.Component
              teams={fileUnder.teams}
              team={fileUnder.team}
              onChoose={fileUnder.choose}
              disabled={working}
              className="mt-5"
            />
          </Suspense>
        ) : null}

        {failureText ? (
          <div
            role="alert"
            className="mt-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            <p>{failureText}</p>
          </div>
        ) : null}

        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={empty || working || busy}
              aria-describedby={simpleNoteId}
            >
              {pendingType === 'simple' ? (
                <>
                  <Spinner tone="current" />
                  {t('form.simple.submitting')}
                </>
              ) : (
                <>
                  <Zap aria-hidden="true" className="size-4" />
                  {t('form.simple.label')}
                </>
              )}
            </Button>
            <p
              id={simpleNoteId}
              className={cn('mt-2 text-center text-sm', busy ? 'text-amber-800' : 'text-zinc-500')}
            >
              {busy ? t('form.errors.busy') : t('form.simple.note')}
              {queueUnknown ? (
                <>
                  {' '}
                  <span className="mt-1 block text-amber-800">{t('form.errors.queueStatus')}</span>
                </>
              ) : null}
            </p>
          </div>
          <div>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              disabled={empty || working || deepAccess === 'insufficient-points'}
              aria-describedby={deepNoteId}
              title={deepAccess === 'sign-in-required' ? t('form.deep.signInNote') : undefined}
              onClick={() => submit('chat')}
            >
              {pendingType === 'chat' ? (
                <>
                  <Spinner tone="current" />
                  {t('form.deep.reading')}
                </>
              ) : (
                <>
                  {deepAccess === 'sign-in-required' ? (
                    <Lock aria-hidden="true" className="size-4" />
                  ) : (
                    <Sparkles aria-hidden="true" className="size-4" />
                  )}
                  {t('form.deep.label')}
                </>
              )}
            </Button>
            <p
              id={deepNoteId}
              className={cn(
                'mt-2 text-center text-sm',
                deepAccess === 'insufficient-points' ? 'text-amber-800' : 'text-zinc-500',
              )}
            >
              {deepAccess === 'sign-in-required'
                ? t('form.deep.signInNote')
                : deepAccess === 'insufficient-points'
                  ? team
                    ? t('review:fileUnder.poolEmpty', { name: team.name })
                    : t('form.errors.insufficientPoints')
                  : team
                    ? t('review:fileUnder.deepNote', { name: team.name })
                    : t('form.deep.note')}
            </p>
          </div>
        </div>
        {anonymous ? null : (
          <SignedInBenefits
            analysisPoints={analysisPoints}
            team={team}
            outOfPoints={deepAccess === 'insufficient-points'}
          />
        )}
      </form>
    </div>
  );
}

/**
 * Under the deep and quick choice: what a signed-in user has to spend (their points, or the
 * chosen team's pool), and their priority.
 */
function SignedInBenefits({
  analysisPoints,
  team,
  outOfPoints,
}: {
  analysisPoints: number | null;
  team: FileUnderChoice['team'];
  outOfPoints: boolean;
}) {
  const { t } = useTranslation('home');
  // The pool is its owner's points: only they can buy more.
  const canBuyMore = team === null || team.role === 'owner';
  return (
    <div className="mt-6 flex flex-col gap-2 border-zinc-100 border-t pt-4 text-sm text-zinc-600">
      {analysisPoints === null ? null : (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Coins aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
          <span className="font-medium text-zinc-900">
            {team
              ? t('review:fileUnder.pool', { count: analysisPoints, name: team.name })
              : t('form.points.balance', { count: analysisPoints })}
          </span>
          {outOfPoints && canBuyMore ? (
            <Link
              to="/pricing"
              className="rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {t('form.points.getMore')}
            </Link>
          ) : null}
        </p>
      )}
      <p className="flex items-start gap-2">
        <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        <span>{t('form.priority')}</span>
      </p>
    </div>
  );
}
