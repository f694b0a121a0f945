import type {
  AudienceKind,
  Brief,
  BriefAnswer,
  BriefField,
  BriefReading,
  ClarifyingQuestion,
  PayerKind,
  Region,
  ResearchArea,
  ResearchQuery,
  RevenueModel,
} from '@idealens/shared/brief';
import type { Language } from '../../lib/languages.ts';
import type { IndustryOption } from './industry-options.ts';

// The review step's state: the brief as the user corrects it, their answers and the research
// plan, kept by the page while it lives (going back to the form keeps the edits). Types only from
// the shared schema, so the home page holds a draft without loading zod.

/** Plan limit of the contract (`MAX_PLAN_QUERIES` in @idealens/shared/brief). */
export const PLAN_LIMIT = 8;
export const QUERY_MIN = 2;
export const QUERY_MAX = 200;
export const ANSWER_MAX = 300;

/** One search of the plan, with a key of its own for the list (queries may repeat). */
export type PlanItem = ResearchQuery & { key: string };

export type ReviewDraft = {
  /** The idea the brief was read from (a changed idea needs a new reading). */
  idea: string;
  language: Language;
  /** The brief as the analyst read it (or as a report carries it, earlier corrections and all). */
  original: Brief;
  /** The brief as the user has it now. */
  brief: Brief;
  questions: ClarifyingQuestion[];
  /** Question id → the answer picked or typed. */
  answers: Record<string, string>;
  plan: PlanItem[];
  /** The next plan item's key. */
  nextKey: number;
};

export function createDraft(
  idea: string,
  language: Language,
  reading: Pick<BriefReading, 'brief' | 'questions' | 'plan'>,
): ReviewDraft {
  return {
    idea,
    language,
    original: reading.brief,
    brief: reading.brief,
    questions: reading.questions.slice(0, 3),
    answers: {},
    plan: reading.plan.slice(0, PLAN_LIMIT).map((query, index) => ({ ...query, key: `q${index}` })),
    nextKey: reading.plan.length,
  };
}

const nameIn = (option: IndustryOption, language: Language) =>
  language === 'zh-CN' ? option.name.zh : option.name.en;

/** The industry (and sub-niche, when `option` is one) the user picked. */
export function withIndustry(
  brief: Brief,
  option: IndustryOption,
  parent: IndustryOption | undefined,
  language: Language,
): Brief {
  const industry = option.parent && parent ? parent : option;
  return {
    ...brief,
    industry: {
      id: industry.id,
      name: nameIn(industry, language),
      subNiche: option.parent ? { id: option.id, name: nameIn(option, language) } : null,
      confidence: 'high',
    },
  };
}

/** A sub-niche of the current industry, or none. */
export function withSubNiche(
  brief: Brief,
  option: IndustryOption | null,
  language: Language,
): Brief {
  return {
    ...brief,
    industry: {
      ...brief.industry,
      subNiche: option ? { id: option.id, name: nameIn(option, language) } : null,
      confidence: 'high',
    },
  };
}

export function withUsers(brief: Brief, change: { description?: string; kind?: AudienceKind }) {
  return { ...brief, users: { ...brief.users, ...change, confidence: 'high' as const } };
}

export function withPayer(brief: Brief, change: { description?: string; kind?: PayerKind }) {
  return { ...brief, payer: { ...brief.payer, ...change, confidence: 'high' as const } };
}

/** `label`: the model's name in the report's language (the description the analyst wrote no longer fits). */
export function withRevenueModel(brief: Brief, kind: RevenueModel, label: string): Brief {
  return {
    ...brief,
    revenueModel:
      kind === brief.revenueModel.kind
        ? brief.revenueModel
        : { kind, description: label, confidence: 'high' },
  };
}

/** `name`: the region's name in the report's language; a region the user picks is stated. */
export function withRegion(brief: Brief, code: Region, name: string): Brief {
  return {
    ...brief,
    region:
      code === brief.region.code ? brief.region : { code, name, stated: true, confidence: 'high' },
  };
}

/** The brief's fields that differ from the analyst's reading. */
export function changedFields(original: Brief, brief: Brief): BriefField[] {
  const changed: BriefField[] = [];
  if (
    original.industry.id !== brief.industry.id ||
    (original.industry.subNiche?.id ?? null) !== (brief.industry.subNiche?.id ?? null)
  ) {
    changed.push('industry');
  }
  if (
    original.users.kind !== brief.users.kind ||
    original.users.description.trim() !== brief.users.description.trim()
  ) {
    changed.push('users');
  }
  if (
    original.payer.kind !== brief.payer.kind ||
    original.payer.description.trim() !== brief.payer.description.trim()
  ) {
    changed.push('payer');
  }
  if (original.revenueModel.kind !== brief.revenueModel.kind) changed.push('revenueModel');
  if (original.region.code !== brief.region.code) changed.push('region');
  return changed;
}

/** What a text field must hold before the draft can be confirmed. */
export type DraftProblem =
  | { kind: 'users' | 'payer' | 'summary' }
  | { kind: 'query'; key: string }
  | { kind: 'answer'; questionId: string };

export function draftProblems(draft: ReviewDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.brief.summary.trim() === '') problems.push({ kind: 'summary' });
  if (draft.brief.users.description.trim() === '') problems.push({ kind: 'users' });
  if (draft.brief.payer.description.trim() === '') problems.push({ kind: 'payer' });
  for (const item of draft.plan) {
    const length = item.query.trim().length;
    if (length < QUERY_MIN || length > QUERY_MAX) problems.push({ kind: 'query', key: item.key });
  }
  for (const [questionId, answer] of Object.entries(draft.answers)) {
    if (answer.trim().length > ANSWER_MAX) problems.push({ kind: 'answer', questionId });
  }
  return problems;
}

/**
 * What the submission carries beside the idea: the brief with `setByUser` naming the fields the
 * user changed (and those a report's brief already had), the answers given, and the plan (left
 * out when the user removed every search: the analysis then plans its own).
 */
export function confirmedData(draft: ReviewDraft): {
  brief: Brief;
  answers?: BriefAnswer[];
  plan?: ResearchQuery[];
} {
  const changed = changedFields(draft.original, draft.brief);
  const setByUser = [...new Set([...(draft.original.setByUser ?? []), ...changed])];
  const { setByUser: _previous, ...rest } = draft.brief;
  const brief: Brief = {
    ...rest,
    summary: draft.brief.summary.trim(),
    users: { ...draft.brief.users, description: draft.brief.users.description.trim() },
    payer: { ...draft.brief.payer, description: draft.brief.payer.description.trim() },
    ...(setByUser.length > 0 ? { setByUser } : {}),
  };
  const answers = draft.questions.flatMap((question) => {
    const answer = draft.answers[question.id]?.trim() ?? '';
    return answer === '' ? [] : [{ questionId: question.id, field: question.field, answer }];
  });
  const plan = draft.plan.map(({ area, query }) => ({ area, query: query.trim() }));
  return {
    brief,
    ...(answers.length > 0 ? { answers } : {}),
    ...(plan.length > 0 ? { plan } : {}),
  };
}

/** Plan edits: each returns the new plan. */
export function moveQuery(plan: PlanItem[], key: string, by: -1 | 1): PlanItem[] {
  const from = plan.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= plan.length) return plan;
  const next = [...plan];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

export function addQuery(draft: ReviewDraft, area: ResearchArea = 'competitors'): ReviewDraft {
  if (draft.plan.length >= PLAN_LIMIT) return draft;
  return {
    ...draft,
    plan: [...draft.plan, { key: `q${draft.nextKey}`, area, query: '' }],
    nextKey: draft.nextKey + 1,
  };
}
