import {
  AUDIENCE_KINDS,
  type Brief,
  type BriefField,
  PAYER_KINDS,
  REGIONS,
  RESEARCH_AREAS,
  REVENUE_MODELS,
  type ResearchArea,
} from '@idealens/shared/brief';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  CircleAlert,
  ListChecks,
  MessageCircleQuestion,
  Plus,
  Sparkles,
  Trash2,
  UserRound,
  Zap,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BriefRedFlags } from '../../../components/brief-red-flags.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { IDEA_DRAFT, removeStorage } from '../../../lib/storage-keys.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useUserPoints } from '../../../lib/user-points.ts';
import { analysisCenterPath } from '../../../lib/workspace.ts';
import { briefQueryOptions, type ReviewTarget } from '../api/get-brief-reading.ts';
import { useSubmitAnalysis } from '../api/submit-analysis.ts';
import { type FileUnderChoice, pointsToSpend, useFileUnderChoice } from '../file-under-choice.ts';
import { describeSubmitFailure } from '../idea-rules.ts';
import type { IndustryOption } from '../industry-options.ts';
import { INDUSTRY_OPTIONS } from '../industry-options.ts';
import {
  ANSWER_MAX,
  addQuery,
  changedFields,
  confirmedData,
  createDraft,
  draftProblems,
  moveQuery,
  PLAN_LIMIT,
  QUERY_MAX,
  type ReviewDraft,
  withIndustry,
  withPayer,
  withRegion,
  withRevenueModel,
  withSubNiche,
  withUsers,
} from '../review-draft.ts';
import { FileUnder } from './file-under.tsx';
import { IndustryCombobox, industryOption, parentOf } from './industry-combobox.tsx';

const FIELD_CLASSES =
  'block w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 aria-[invalid=true]:border-red-400';

export type ReviewMode =
  /** From the home form: the deep analysis waits for the user's confirmation. */
  | 'deep'
  /** From a quick report's brief: a free quick re-run, or (signed in) a deep analysis. */
  | 'correct'
  /** From a quick report's call to action (signed in): a deep analysis of its idea. */
  | 'deep-from-report';

type ReviewStepProps = {
  mode: ReviewMode;
  idea: string;
  language: ReviewDraft['language'];
  /** The brief to start from instead of a new reading's (a report's, corrections and all). */
  seedBrief?: Brief;
  /** The edits so far, kept by the page; null until the brief has been read. */
  draft: ReviewDraft | null;
  onDraftChange: (draft: ReviewDraft) => void;
  onBack: () => void;
  /**
   * Where the analysis is filed, shared with the home form; elsewhere (a report's correction)
   * the step keeps its own, starting at the remembered workspace.
   */
  fileUnder?: FileUnderChoice;
};

/**
 * Reads the brief the review step opens with into the query cache, where the step finds it: the
 * home form reads it before it opens the step, to say at the idea when the text is no idea. Here,
 * with the step's code, so that the home page's first screen does not carry it (ADR 011).
 */
export async function readBrief(queryClient: QueryClient, target: ReviewTarget): Promise<void> {
  await queryClient.fetchQuery(briefQueryOptions(target));
}

/**
 * The review step before an analysis runs: what the analyst understood (editable), its red flags,
 * its questions and the research plan. Nothing is spent until the user confirms.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { draft, idea, language, seedBrief, onDraftChange } = props;
  // A report's correction reads the questions and the plan first; the home form has read them.
  const reading = useQuery({ ...briefQueryOptions({ idea, language }), enabled: draft === null });
  useEffect(() => {
    if (draft === null && reading.data) {
      onDraftChange(
        createDraft(idea, language, {
          ...reading.data,
          brief: seedBrief ?? reading.data.brief,
        }),
      );
    }
  }, [draft, reading.data, idea, language, seedBrief, onDraftChange]);

  if (draft === null) {
    return reading.isError ? (
      <ReadingFailed
        error={reading.error}
        onRetry={() => void reading.refetch()}
        onBack={props.onBack}
      />
    ) : (
      <ReviewSkeleton />
    );
  }
  return <ReviewForm {...props} draft={draft} />;
}

/** While the brief is read: the review's shape. */
export function ReviewSkeleton() {
  const { t } = useTranslation('review');
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton corners="xl" className="h-48" />
      <Skeleton corners="xl" className="h-32" />
      <Skeleton corners="xl" className="h-40" />
    </div>
  );
}

function ReadingFailed({
  error,
  onRetry,
  onBack,
}: {
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('review');
  const failure = describeSubmitFailure(error);
  const text =
    'unclear' in failure
      ? (failure.unclear ?? t('errors.unclear'))
      : 'text' in failure
        ? failure.text
        : t(`errors.${failureKey(failure.key)}`);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        {t('readFailed')}
      </p>
      <p className="mt-1 text-sm">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToReport')}
        </Button>
        {'unclear' in failure ? null : <Button onClick={onRetry}>{t('retry')}</Button>}
      </div>
    </div>
  );
}

const FAILURE_KEYS = [
  'network',
  'busy',
  'rateLimited',
  'insufficientPoints',
  'signInRequired',
  'submitFailedLater',
  'teamNotFound',
] as const;
type FailureKey = (typeof FAILURE_KEYS)[number];

/** The review's own words for a failure (the idea's own problems are the form's). */
function failureKey(key: string): FailureKey | 'submitFailed' {
  return (FAILURE_KEYS as readonly string[]).includes(key) ? (key as FailureKey) : 'submitFailed';
}

function SetByYou({ show }: { show: boolean }) {
  const { t } = useTranslation('review');
  if (!show) return null;
  return (
    <Badge tone="accent" className="ml-2 align-middle">
      <UserRound aria-hidden="true" className="size-3.5" />
      {t('brief.changed')}
    </Badge>
  );
}

function Section({
  icon: Icon,
  title,
  intro,
  children,
  headingId,
}: {
  icon: typeof Sparkles;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  headingId: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-6"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <Icon aria-hidden="true" className="size-4 text-indigo-600" />
        {title}
      </h3>
      {intro ? <div className="mt-1 text-pretty text-sm text-zinc-600">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ReviewForm({
  mode,
  draft,
  onDraftChange,
  onBack,
  fileUnder,
}: ReviewStepProps & { draft: ReviewDraft }) {
  const { t } = useTranslation(['review', 'report']);
  const navigate = useNavigate();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const points = useUserPoints({ enabled: signedIn });
  const ownChoice = useFileUnderChoice(signedIn);
  const choice = fileUnder ?? ownChoice;
  const team = signedIn ? choice.team : null;
  const submission = useSubmitAnalysis();
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = {
    heading: useId(),
    brief: useId(),
    questions: useId(),
    plan: useId(),
    planCount: useId(),
    summary: useId(),
    users: useId(),
    usersKind: useId(),
    payer: useId(),
    payerKind: useId(),
    revenue: useId(),
    region: useId(),
    subNiche: useId(),
    balance: useId(),
    problems: useId(),
  };
  const lng = draft.language;
  const tr = (key: string) => t(key, { lng });

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, []);

  const brief = draft.brief;
  const changed = new Set<BriefField>(changedFields(draft.original, brief));
  const problems = draftProblems(draft);
  const showProblems = attempted && problems.length > 0;
  const invalid = (kind: string, key?: string) =>
    attempted &&
    problems.some(
      (problem) =>
        problem.kind === kind &&
        (key === undefined ||
          ('key' in problem && problem.key === key) ||
          ('questionId' in problem && problem.questionId === key)),
    );

  const setBrief = (next: Brief) => onDraftChange({ ...draft, brief: next });
  const industry = industryOption(brief.industry.id);
  const subNiches = INDUSTRY_OPTIONS.filter((option) => option.parent === brief.industry.id);
  const pickIndustry = (option: IndustryOption) =>
    setBrief(withIndustry(brief, option, parentOf(option), lng));

  const balance = pointsToSpend(choice, points.data?.analysisPoints ?? null);
  const pending = submission.isPending ? (submission.variables?.type ?? null) : null;
  const failure = submission.isError ? describeSubmitFailure(submission.error) : null;
  const failureText =
    failure === null
      ? null
      : 'unclear' in failure
        ? (failure.unclear ?? t('errors.unclear'))
        : 'text' in failure
          ? failure.text
          : t(`errors.${failureKey(failure.key)}`);

  const run = (type: 'simple' | 'chat') => {
    if (submission.isPending) return;
    setAttempted(true);
    if (problems.length > 0) {
      document.getElementById(ids.problems)?.focus();
      return;
    }
    const confirmed = confirmedData(draft);
    const workspace = team ? { teamId: team.id } : {};
    const body =
      type === 'simple'
        ? ({ type, data: { idea: draft.idea, language: lng, ...confirmed }, ...workspace } as const)
        : ({
            type,
            data: { message: draft.idea, json_format: true, language: lng, ...confirmed },
            ...workspace,
          } as const);
    submission.mutate(body, {
      onSuccess: ({ taskId }) => {
        removeStorage(IDEA_DRAFT, 'session');
        if (type === 'simple') {
          void navigate(`/analysis-result?taskId=${encodeURIComponent(taskId)}&type=simple`, {
            state: { taskId, isSimpleAnalysis: true, idea: draft.idea },
          });
        } else {
          // The Analysis Center opens on the workspace the task was filed in.
          void navigate(analysisCenterPath(team?.id), {
            state: { newTaskId: taskId, message: t('submitted') },
          });
        }
      },
    });
  };

  // Plan edits, each said to screen readers; focus stays with what was moved.
  const planItemId = (key: string, part: string) => `${ids.plan}-${key}-${part}`;
  const focusSoon = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  const updateQuery = (key: string, change: { area?: ResearchArea; query?: string }) =>
    onDraftChange({
      ...draft,
      plan: draft.plan.map((item) => (item.key === key ? { ...item, ...change } : item)),
    });
  const move = (key: string, by: -1 | 1) => {
    const plan = moveQuery(draft.plan, key, by);
    onDraftChange({ ...draft, plan });
    const position = plan.findIndex((item) => item.key === key) + 1;
    setAnnouncement(t('plan.moved', { position, count: plan.length }));
    const atEdge = (by === -1 && position === 1) || (by === 1 && position === plan.length);
    focusSoon(planItemId(key, atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'));
  };
  const remove = (key: string) => {
    const index = draft.plan.findIndex((item) => item.key === key);
    const plan = draft.plan.filter((item) => item.key !== key);
    onDraftChange({ ...draft, plan });
    setAnnouncement(t('plan.removed', { count: plan.length }));
    const next = plan[Math.min(index, plan.length - 1)];
    focusSoon(next ? planItemId(next.key, 'remove') : `${ids.plan}-add`);
  };
  const add = () => {
    const next = addQuery(draft);
    onDraftChange(next);
    const item = next.plan.at(-1);
    if (item) focusSoon(planItemId(item.key, 'query'));
  };

  return (
    <div className="grid gap-5">
      {/* Its own choice (opened from a quick report) reads the teams itself. */}
      {fileUnder ? null : ownChoice.feed}
      <div>
        <h2
          ref={headingRef}
          id={ids.heading}
          tabIndex={-1}
          className="text-balance font-semibold text-2xl tracking-tight focus:outline-none sm:text-3xl"
        >
          {mode === 'correct' ? t('title.correct') : t('title.deep')}
        </h2>
        <p className="mt-2 text-pretty text-zinc-600">
          {mode === 'correct' ? t('intro.correct') : t('intro.deep')}
        </p>
        <blockquote className="mt-4 line-clamp-4 whitespace-pre-line rounded-lg border-indigo-200 border-l-4 bg-zinc-50 px-4 py-3 text-sm text-zinc-700">
          {draft.idea}
        </blockquote>
      </div>

      {brief.redFlags.length > 0 ? (
        <BriefRedFlags brief={brief} />
      ) : (
        <p className="rounded-lg border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-600">
          {t('redFlags.none')}
        </p>
      )}

      <Section
        icon={Sparkles}
        title={t('brief.title')}
        intro={t('brief.intro')}
        headingId={ids.brief}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={ids.summary} className="block font-medium text-sm text-zinc-700">
              {t('brief.summary')}
            </label>
            <p className="mt-0.5 text-xs text-zinc-500">{t('brief.summaryHint')}</p>
            <textarea
              id={ids.summary}
              rows={2}
              maxLength={600}
              value={brief.summary}
              aria-invalid={invalid('summary') || undefined}
              onChange={(event) => setBrief({ ...brief, summary: event.target.value })}
              className={cn(FIELD_CLASSES, 'mt-1.5 resize-y')}
            />
          </div>

          <div>
            <IndustryCombobox
              label={t('report:brief.fields.industry')}
              value={brief.industry.subNiche?.id ?? brief.industry.id}
              valueName={brief.industry.subNiche?.name ?? brief.industry.name}
              language={lng}
              onSelect={pickIndustry}
            />
            <SetByYou show={changed.has('industry')} />
          </div>
          <div>
            <label htmlFor={ids.subNiche} className="block font-medium text-sm text-zinc-700">
              {t('brief.subNiche')}
            </label>
            <Select
              id={ids.subNiche}
              className="mt-1.5 w-full"
              value={brief.industry.subNiche?.id ?? ''}
              disabled={subNiches.length === 0}
              onChange={(event) => {
                const option = subNiches.find((item) => item.id === event.target.value) ?? null;
                setBrief(withSubNiche(brief, option, lng));
              }}
            >
              <option value="">
                {subNiches.length === 0 ? t('brief.noSubNiches') : t('brief.noSubNiche')}
              </option>
              {subNiches.map((option) => (
                <option key={option.id} value={option.id}>
                  {lng === 'zh-CN' ? option.name.zh : option.name.en}
                </option>
              ))}
            </Select>
            {industry ? null : <p className="mt-1 text-xs text-zinc-500">{brief.industry.name}</p>}
          </div>

          <fieldset className="min-w-0">
            <legend className="font-medium text-sm text-zinc-700">
              {t('report:brief.fields.users')}
              <SetByYou show={changed.has('users')} />
            </legend>
            <label htmlFor={ids.users} className="sr-only">
              {t('brief.usersText')}
            </label>
            <input
              id={ids.users}
              type="text"
              maxLength={300}
              value={brief.users.description}
              aria-invalid={invalid('users') || undefined}
              onChange={(event) => setBrief(withUsers(brief, { description: event.target.value }))}
              className={cn(FIELD_CLASSES, 'mt-1.5')}
            />
            <label htmlFor={ids.usersKind} className="mt-2 block text-xs text-zinc-500">
              {t('brief.usersKind')}
            </label>
            <Select
              id={ids.usersKind}
              className="mt-1 w-full"
              value={brief.users.kind}
              onChange={(event) =>
                setBrief(
                  withUsers(brief, {
                    kind: AUDIENCE_KINDS.find((kind) => kind === event.target.value),
                  }),
                )
              }
            >
              {AUDIENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`report:brief.audience.${kind}`)}
                </option>
              ))}
            </Select>
          </fieldset>

          <fieldset className="min-w-0">
            <legend className="font-medium text-sm text-zinc-700">
              {t('report:brief.fields.payer')}
              <SetByYou show={changed.has('payer')} />
            </legend>
            <label htmlFor={ids.payer} className="sr-only">
              {t('brief.payerText')}
            </label>
            <input
              id={ids.payer}
              type="text"
              maxLength={300}
              value={brief.payer.description}
              aria-invalid={invalid('payer') || undefined}
              onChange={(event) => setBrief(withPayer(brief, { description: event.target.value }))}
              className={cn(FIELD_CLASSES, 'mt-1.5')}
            />
            <label htmlFor={ids.payerKind} className="mt-2 block text-xs text-zinc-500">
              {t('brief.payerKind')}
            </label>
            <Select
              id={ids.payerKind}
              className="mt-1 w-full"
              value={brief.payer.kind}
              onChange={(event) =>
                setBrief(
                  withPayer(brief, {
                    kind: PAYER_KINDS.find((kind) => kind === event.target.value),
                  }),
                )
              }
            >
              {PAYER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`report:brief.payer.${kind}`)}
                </option>
              ))}
            </Select>
          </fieldset>

          <div>
            <label htmlFor={ids.revenue} className="block font-medium text-sm text-zinc-700">
              {t('report:brief.fields.revenueModel')}
              <SetByYou show={changed.has('revenueModel')} />
            </label>
            <Select
              id={ids.revenue}
              className="mt-1.5 w-full"
              value={brief.revenueModel.kind}
              onChange={(event) => {
                const kind = REVENUE_MODELS.find((model) => model === event.target.value);
                if (kind)
                  setBrief(withRevenueModel(brief, kind, tr(`report:brief.revenue.${kind}`)));
              }}
            >
              {REVENUE_MODELS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`report:brief.revenue.${kind}`)}
                </option>
              ))}
            </Select>
          </div>

          <div>
            <label htmlFor={ids.region} className="block font-medium text-sm text-zinc-700">
              {t('report:brief.fields.region')}
              <SetByYou show={changed.has('region')} />
            </label>
            <Select
              id={ids.region}
              className="mt-1.5 w-full"
              value={brief.region.code}
              onChange={(event) => {
                const code = REGIONS.find((region) => region === event.target.value);
                if (code) setBrief(withRegion(brief, code, tr(`report:brief.regions.${code}`)));
              }}
            >
              {REGIONS.map((code) => (
                <option key={code} value={code}>
                  {t(`report:brief.regions.${code}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </Section>

      <Section
        icon={MessageCircleQuestion}
        title={t('questions.title')}
        intro={draft.questions.length > 0 ? t('questions.intro') : null}
        headingId={ids.questions}
      >
        {draft.questions.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('questions.none')}</p>
        ) : (
          <div className="grid gap-5">
            {draft.questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question.question}
                suggestions={question.suggestions}
                answer={draft.answers[question.id] ?? ''}
                invalid={invalid('answer', question.id)}
                onAnswer={(answer) =>
                  onDraftChange({ ...draft, answers: { ...draft.answers, [question.id]: answer } })
                }
              />
            ))}
          </div>
        )}
      </Section>

      <Section
        icon={ListChecks}
        title={t('plan.title')}
        intro={
          <>
            {t('plan.intro', { max: PLAN_LIMIT })}{' '}
            <span id={ids.planCount} className="font-medium text-zinc-800 tabular-nums">
              {t('plan.count', { count: draft.plan.length, max: PLAN_LIMIT })}
            </span>
          </>
        }
        headingId={ids.plan}
      >
        {draft.plan.length === 0 ? (
          <p className="mb-4 rounded-lg bg-zinc-50 px-4 py-3 text-sm text-zinc-600">
            {t('plan.empty')}
          </p>
        ) : (
          <ol className="grid gap-3">
            {draft.plan.map((item, index) => (
              <li
                key={item.key}
                className="grid gap-2 rounded-lg border border-zinc-200 p-3 sm:grid-cols-[9rem_1fr_auto] sm:items-center"
              >
                <label htmlFor={planItemId(item.key, 'area')} className="sr-only">
                  {t('plan.area', { position: index + 1 })}
                </label>
                <Select
                  id={planItemId(item.key, 'area')}
                  className="w-full"
                  value={item.area}
                  onChange={(event) => {
                    const area = RESEARCH_AREAS.find((value) => value === event.target.value);
                    if (area) updateQuery(item.key, { area });
                  }}
                >
                  {RESEARCH_AREAS.map((area) => (
                    <option key={area} value={area}>
                      {t(`plan.areas.${area}`)}
                    </option>
                  ))}
                </Select>
                <label htmlFor={planItemId(item.key, 'query')} className="sr-only">
                  {t('plan.query', { position: index + 1 })}
                </label>
                <input
                  id={planItemId(item.key, 'query')}
                  type="text"
                  maxLength={QUERY_MAX}
                  value={item.query}
                  placeholder={t('plan.placeholder')}
                  aria-invalid={invalid('query', item.key) || undefined}
                  onChange={(event) => updateQuery(item.key, { query: event.target.value })}
                  className={FIELD_CLASSES}
                />
                <div className="flex justify-end gap-1">
                  <Button
                    id={planItemId(item.key, 'up')}
                    variant="ghost"
                    size="square"
                    aria-label={t('plan.moveUp', { position: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(item.key, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    id={planItemId(item.key, 'down')}
                    variant="ghost"
                    size="square"
                    aria-label={t('plan.moveDown', { position: index + 1 })}
                    disabled={index === draft.plan.length - 1}
                    onClick={() => move(item.key, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    id={planItemId(item.key, 'remove')}
                    variant="ghostDanger"
                    size="square"
                    aria-label={t('plan.remove', { position: index + 1 })}
                    onClick={() => remove(item.key)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            id={`${ids.plan}-add`}
            variant="secondary"
            onClick={add}
            disabled={draft.plan.length >= PLAN_LIMIT}
            aria-describedby={ids.planCount}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('plan.add')}
          </Button>
          {draft.plan.length >= PLAN_LIMIT ? (
            <p className="text-sm text-amber-800">{t('plan.full', { max: PLAN_LIMIT })}</p>
          ) : null}
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </Section>

      <div
        id={ids.problems}
        tabIndex={-1}
        role={showProblems || failureText ? 'alert' : undefined}
        className="focus:outline-none"
      >
        {showProblems ? (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            {t('problems', { min: 2, max: QUERY_MAX, answerMax: ANSWER_MAX })}
          </p>
        ) : failureText ? (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            {failureText}
          </p>
        ) : null}
      </div>

      {signedIn && choice.teams.length > 0 ? (
        <FileUnder
          teams={choice.teams}
          team={choice.team}
          onChoose={choice.choose}
          disabled={submission.isPending}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-zinc-200 border-t pt-5 sm:flex-row sm:items-start sm:justify-between">
        <Button variant="ghost" size="lg" onClick={onBack} disabled={submission.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {mode === 'deep' ? t('backToForm') : t('backToReport')}
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {mode === 'correct' ? (
            <div>
              <Button
                size="lg"
                variant={signedIn ? 'secondary' : 'primary'}
                className="w-full"
                disabled={submission.isPending}
                onClick={() => run('simple')}
              >
                {pending === 'simple' ? (
                  <Spinner tone="current" />
                ) : (
                  <Zap aria-hidden="true" className="size-4" />
                )}
                {t('runQuick')}
              </Button>
              <p className="mt-1.5 text-center text-sm text-zinc-500">{t('runQuickNote')}</p>
            </div>
          ) : null}
          {signedIn ? (
            <div>
              <Button
                size="lg"
                className="w-full"
                disabled={submission.isPending || (balance !== null && balance < 1)}
                aria-describedby={ids.balance}
                onClick={() => run('chat')}
              >
                {pending === 'chat' ? (
                  <Spinner tone="current" />
                ) : (
                  <Sparkles aria-hidden="true" className="size-4" />
                )}
                {t('runDeep')}
              </Button>
              <p
                id={ids.balance}
                className={cn(
                  'mt-1.5 text-center text-sm tabular-nums',
                  balance !== null && balance < 1 ? 'text-amber-800' : 'text-zinc-500',
                )}
              >
                {balance === null
                  ? points.isError && !choice.checking
                    ? t('balance.unknown')
                    : t('balance.loading')
                  : team
                    ? balance < 1
                      ? t('balance.teamNone', { name: team.name })
                      : t('balance.teamAfter', { count: balance - 1, balance, name: team.name })
                    : balance < 1
                      ? t('balance.none')
                      : t('balance.after', { count: balance - 1, balance })}
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function QuestionField({
  question,
  suggestions,
  answer,
  invalid,
  onAnswer,
}: {
  question: string;
  suggestions: readonly string[];
  answer: string;
  invalid: boolean;
  onAnswer: (answer: string) => void;
}) {
  const { t } = useTranslation('review');
  const inputId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-pretty font-medium text-sm text-zinc-900">{question}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((suggestion) => {
          const chosen = answer === suggestion;
          return (
            <button
              key={suggestion}
              type="button"
              aria-pressed={chosen}
              onClick={() => onAnswer(chosen ? '' : suggestion)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 motion-reduce:transition-none',
                chosen
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50',
              )}
            >
              {suggestion}
            </button>
          );
        })}
      </div>
      <label htmlFor={inputId} className="mt-3 block text-xs text-zinc-500">
        {t('questions.typed')}
      </label>
      <input
        id={inputId}
        type="text"
        maxLength={ANSWER_MAX + 50}
        value={answer}
        aria-invalid={invalid || undefined}
        onChange={(event) => onAnswer(event.target.value)}
        className={cn(FIELD_CLASSES, 'mt-1')}
      />
    </fieldset>
  );
}
