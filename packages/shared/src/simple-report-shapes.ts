import type { Level } from './simple-report.ts';

/**
 * Reading a quick ("simple") analysis result in any of the shapes the product accepts (spec §3):
 *
 * - Shape A: `core_analysis`, `quick_assessment`, `recommendations{feasibility_score,
 *   key_suggestions, main_challenges, next_step}` — what this product's analyst produces.
 * - Shape B: `analysis_summary`, `market_assessment`, `recommendations{feasibility_score,
 *   next_steps, timeline_suggestion}` — it has no challenges, so their default is used.
 * - Each of the two either at the top level or wrapped in `{ data: … }` (four shapes in all).
 *
 * Missing fields are reported as `null` (texts) or `[]` (lists) rather than filled with English
 * text, so the interface shows each default in its own language; `SIMPLE_REPORT_DEFAULTS` holds
 * the spec's English wording for callers without translations.
 */

export const DEFAULT_LEVEL: Level = 'medium';
export const DEFAULT_FEASIBILITY_SCORE = 5;

/** The spec's defaults for missing fields (§5), in English. */
export const SIMPLE_REPORT_DEFAULTS = {
  coreProblem: 'Core problem analysis not provided',
  valueProposition: 'Value proposition not provided',
  marketDemand: 'Market demand analysis not provided',
  keySuggestions: 'No suggestions available',
  mainChallenges: 'Requires further analysis',
  nextStep: 'Start Market Research',
} as const;

export type SimpleReportShape = 'A' | 'B';

/** Fields a shape should carry but the data did not (Shape B's challenges are never listed). */
export type SimpleReportField =
  | 'coreProblem'
  | 'valueProposition'
  | 'feasibilityLevel'
  | 'marketDemand'
  | 'competitionLevel'
  | 'implementationDifficulty'
  | 'feasibilityScore'
  | 'keySuggestions'
  | 'mainChallenges'
  | 'nextStep';

export type SimpleReportView = {
  shape: SimpleReportShape;
  coreAnalysis: {
    /** null: show 'Core problem analysis not provided'. */
    coreProblem: string | null;
    /** null: show 'Value proposition not provided'. */
    valueProposition: string | null;
    feasibilityLevel: Level;
  };
  quickAssessment: {
    /** null: show 'Market demand analysis not provided'. */
    marketDemand: string | null;
    competitionLevel: Level;
    implementationDifficulty: Level;
  };
  recommendations: {
    /** 0-10; 5 when missing. */
    feasibilityScore: number;
    /** Empty: show 'No suggestions available'. */
    keySuggestions: string[];
    /** Empty: show 'Requires further analysis'. */
    mainChallenges: string[];
    /** null: show 'Start Market Research'. */
    nextStep: string | null;
    /** Shape B only. */
    timelineSuggestion: string | null;
  };
  meta: {
    /** Milliseconds the analysis took, when known. */
    processingTimeMs: number | null;
    /** ISO time the analysis finished, when known and valid. */
    timestamp: string | null;
  };
  /** Fields that fell back to a default although the shape should carry them. */
  missingFields: SimpleReportField[];
};

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordAt(parent: Record_, key: string): Record_ {
  const value = parent[key];
  return isRecord(value) ? value : {};
}

function detectShape(value: Record_): SimpleReportShape | null {
  if (isRecord(value.core_analysis) || isRecord(value.quick_assessment)) return 'A';
  if (isRecord(value.analysis_summary) || isRecord(value.market_assessment)) return 'B';
  return null;
}

/** The object holding the shape's sections: the value itself, or its `data`. */
function unwrap(
  input: unknown,
): { body: Record_; outer: Record_; shape: SimpleReportShape } | null {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const shape = detectShape(value);
  if (shape) return { body: value, outer: value, shape };
  if (isRecord(value.data)) {
    const innerShape = detectShape(value.data);
    if (innerShape) return { body: value.data, outer: value, shape: innerShape };
  }
  return null;
}

export function normalizeSimpleReport(input: unknown): SimpleReportView | null {
  const found = unwrap(input);
  if (!found) return null;
  const { body, outer, shape } = found;
  const missing: SimpleReportField[] = [];

  const readText = (parent: Record_, key: string, field: SimpleReportField): string | null => {
    const value = parent[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    missing.push(field);
    return null;
  };
  const readLevel = (parent: Record_, key: string, field: SimpleReportField): Level => {
    const value = parent[key];
    const level = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (level === 'high' || level === 'medium' || level === 'low') return level;
    missing.push(field);
    return DEFAULT_LEVEL;
  };
  const readList = (parent: Record_, key: string, field: SimpleReportField): string[] => {
    const value = parent[key];
    const items = (Array.isArray(value) ? value : [value])
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.length === 0) missing.push(field);
    return items;
  };
  const readScore = (parent: Record_): number => {
    const raw = parent.feasibility_score;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value === 'number' && Number.isFinite(value)) {
      return Math.min(10, Math.max(0, value));
    }
    missing.push('feasibilityScore');
    return DEFAULT_FEASIBILITY_SCORE;
  };

  const recommendations = recordAt(body, 'recommendations');
  let view: Omit<SimpleReportView, 'meta' | 'missingFields'>;
  if (shape === 'A') {
    const core = recordAt(body, 'core_analysis');
    const assessment = recordAt(body, 'quick_assessment');
    view = {
      shape,
      coreAnalysis: {
        coreProblem: readText(core, 'problem_solved', 'coreProblem'),
        valueProposition: readText(core, 'value_proposition', 'valueProposition'),
        feasibilityLevel: readLevel(core, 'feasibility_level', 'feasibilityLevel'),
      },
      quickAssessment: {
        marketDemand: readText(assessment, 'market_demand', 'marketDemand'),
        competitionLevel: readLevel(assessment, 'competition_level', 'competitionLevel'),
        implementationDifficulty: readLevel(
          assessment,
          'implementation_difficulty',
          'implementationDifficulty',
        ),
      },
      recommendations: {
        feasibilityScore: readScore(recommendations),
        keySuggestions: readList(recommendations, 'key_suggestions', 'keySuggestions'),
        mainChallenges: readList(recommendations, 'main_challenges', 'mainChallenges'),
        nextStep: readText(recommendations, 'next_step', 'nextStep'),
        timelineSuggestion: null,
      },
    };
  } else {
    const summary = recordAt(body, 'analysis_summary');
    const assessment = recordAt(body, 'market_assessment');
    const timeline = recommendations.timeline_suggestion;
    view = {
      shape,
      coreAnalysis: {
        coreProblem: readText(summary, 'core_problem', 'coreProblem'),
        valueProposition: readText(summary, 'value_proposition', 'valueProposition'),
        feasibilityLevel: readLevel(summary, 'feasibility_level', 'feasibilityLevel'),
      },
      quickAssessment: {
        marketDemand: readText(assessment, 'market_demand', 'marketDemand'),
        competitionLevel: readLevel(assessment, 'competition_level', 'competitionLevel'),
        implementationDifficulty: readLevel(
          assessment,
          'technical_complexity',
          'implementationDifficulty',
        ),
      },
      recommendations: {
        feasibilityScore: readScore(recommendations),
        // Shape B's steps are its suggestions; it names no single next step and no challenges,
        // so those show their defaults without counting as missing.
        keySuggestions: readList(recommendations, 'next_steps', 'keySuggestions'),
        mainChallenges: [],
        nextStep: null,
        timelineSuggestion:
          typeof timeline === 'string' && timeline.trim() !== '' ? timeline.trim() : null,
      },
    };
  }

  return { ...view, meta: readMeta(body, outer), missingFields: missing };
}

/** `meta` sits beside the sections, or beside `data` when the report is wrapped. */
function readMeta(body: Record_, outer: Record_): SimpleReportView['meta'] {
  const meta = isRecord(body.meta) ? body.meta : recordAt(outer, 'meta');
  const time = meta.processing_time;
  const stamp = meta.timestamp;
  return {
    processingTimeMs: typeof time === 'number' && Number.isFinite(time) && time >= 0 ? time : null,
    timestamp: typeof stamp === 'string' && !Number.isNaN(Date.parse(stamp)) ? stamp : null,
  };
}
