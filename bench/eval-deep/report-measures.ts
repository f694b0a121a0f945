// What `npm run eval:deep` reads from each stored deep report, and the figures of a group of them.
import { languageProblems } from '@idealens/analyst/llm/report-language';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';

export interface ReportMeasure {
  id: string;
  language: Language;
  /** The claims the code checked against their sources (meta.research.claims). */
  claims: { checked: number; supported: number; needsChecking: number; dropped: number };
  /** languageProblems finds nothing in the stored report. */
  inLanguage: boolean;
  /** Areas the plan researched, and those with at least one result (follow-up included). */
  plannedAreas: number;
  coveredAreas: number;
  /** The brief call, the report call and any repair turn. */
  modelCalls: number;
  /** The report took a repair turn (wrong language or an invalid reply). */
  repaired: boolean;
  /** Tokens of the report's calls (meta.tokens); the brief call's are not recorded. */
  tokens: { input: number; output: number } | null;
  /** Wall time of the brief and the deep analysis. */
  ms: number;
  searches: number;
  thin: boolean;
  flaggedSources: number;
}

/**
 * Keys whose values are not the report's own prose: quotes and names keep their source's
 * language, titles and addresses are the sources', and ids, kinds, codes and the verdict are
 * fixed English words whatever the language.
 */
const NOT_PROSE = new Set([
  'quote',
  'name',
  'title',
  'url',
  'id',
  'kind',
  'kinds',
  'code',
  'verdict',
  'setByUser',
]);

/** The stored report's own writing: every section and the brief, with the report's title. */
export function reportProse(report: DeepAnalysisResult): unknown {
  const { meta, ...body } = report;
  return { ...body, reportTitle: meta.title };
}

export function measureReport(
  id: string,
  language: Language,
  report: DeepAnalysisResult,
  ms: number,
): ReportMeasure {
  const research = report.meta.research;
  const queries = research?.queries ?? [];
  const planned = [...new Set(queries.filter((q) => q.origin === 'plan').map((q) => q.area))];
  const covered = planned.filter((area) =>
    queries.some((query) => query.area === area && query.results > 0),
  );
  const reportCalls = research?.modelCalls ?? 1;
  return {
    id,
    language,
    claims: research?.claims ?? { checked: 0, supported: 0, needsChecking: 0, dropped: 0 },
    inLanguage: languageProblems(reportProse(report), language, NOT_PROSE).length === 0,
    plannedAreas: planned.length,
    coveredAreas: covered.length,
    modelCalls: 1 + reportCalls,
    repaired: reportCalls > 1,
    tokens: report.meta.tokens,
    ms,
    searches: queries.length,
    thin: report.search_performed.evidence_level === 'thin',
    flaggedSources: research?.flaggedSources.length ?? 0,
  };
}

export interface GroupFigures {
  ideas: number;
  reports: number;
  failed: number;
  claimsChecked: number;
  /** Claims whose quote is in a cited source with the claim's figures, of those checked. */
  supportedShare: number | null;
  needsChecking: number;
  dropped: number;
  inLanguageShare: number | null;
  /** Mean over reports of the share of planned areas with a result. */
  planCoverage: number | null;
  modelCallsPerReport: number | null;
  repaired: number;
  inputTokensPerReport: number | null;
  outputTokensPerReport: number | null;
  msPerReport: number | null;
  slowestMs: number | null;
  thin: number;
  searchesPerReport: number | null;
  flaggedSources: number;
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The figures of a group of ideas: its reports' measures and how many ideas failed. */
export function groupFigures(measures: ReportMeasure[], failed: number): GroupFigures {
  const checked = sum(measures.map((m) => m.claims.checked));
  const withTokens = measures.flatMap((m) => (m.tokens ? [m.tokens] : []));
  return {
    ideas: measures.length + failed,
    reports: measures.length,
    failed,
    claimsChecked: checked,
    supportedShare: checked === 0 ? null : sum(measures.map((m) => m.claims.supported)) / checked,
    needsChecking: sum(measures.map((m) => m.claims.needsChecking)),
    dropped: sum(measures.map((m) => m.claims.dropped)),
    inLanguageShare: mean(measures.map((m) => (m.inLanguage ? 1 : 0))),
    planCoverage: mean(
      measures.map((m) => (m.plannedAreas === 0 ? 0 : m.coveredAreas / m.plannedAreas)),
    ),
    modelCallsPerReport: mean(measures.map((m) => m.modelCalls)),
    repaired: measures.filter((m) => m.repaired).length,
    inputTokensPerReport: mean(withTokens.map((t) => t.input)),
    outputTokensPerReport: mean(withTokens.map((t) => t.output)),
    msPerReport: mean(measures.map((m) => m.ms)),
    slowestMs: measures.length === 0 ? null : Math.max(...measures.map((m) => m.ms)),
    thin: measures.filter((m) => m.thin).length,
    searchesPerReport: mean(measures.map((m) => m.searches)),
    flaggedSources: sum(measures.map((m) => m.flaggedSources)),
  };
}
