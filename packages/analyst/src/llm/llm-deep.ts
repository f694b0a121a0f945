import type { BriefReading } from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { citeResearch, cleanTexts } from '../deep/citations.ts';
import type { ProgressReporter } from '../deep/progress.ts';
import { runResearch } from '../deep/research.ts';
import type { DeepReportDraft } from '../engine.ts';
import type { SearchProvider } from '../search/search-provider.ts';
import { buildSynthesisMessage, buildSynthesisSystemPrompt } from './deep-prompt.ts';
import { type DeepSynthesis, deepSynthesisOutput, deepSynthesisSchema } from './deep-schema.ts';
import { generateStructured, type ModelCallSettings, type TokenUsage } from './structured-call.ts';

export interface DeepResearchSettings {
  provider: SearchProvider;
  /** Time limit of one search. Default 15 000 ms. */
  timeoutMs?: number;
}

export interface DeepLimits {
  /** Time and token limits of the synthesis call, which writes the whole report. */
  synthesisTimeoutMs: number;
  synthesisMaxOutputTokens: number;
}

/** The most searches one deep analysis runs: the first distinct queries of the brief's plan. */
export const MAX_QUERIES = 6;
const DEFAULT_SEARCH_TIMEOUT_MS = 15_000;

/** "2 of 5 searches failed…", in the report's language. */
const FAILED_SEARCHES: Record<Language, string> = {
  'en-US': '{failed} of {total} searches failed, so these findings rest on the other {done}.',
  'zh-CN': '{total} 次搜索中有 {failed} 次失败，以上发现基于其余 {done} 次搜索。',
};

/** The plan's queries to run: distinct (spacing and case aside), in order, at most MAX_QUERIES. */
export function distinctQueries(queries: readonly string[]): string[] {
  const seen = new Set<string>();
  return queries
    .map((query) => query.replace(/\s+/g, ' ').trim())
    .filter((query) => {
      const key = query.toLowerCase();
      if (!query || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_QUERIES);
}

/**
 * The LLM engine's deep analysis of an idea whose brief is read (the analyst's brief call wrote
 * the brief and its research plan): the search provider runs the plan's queries in parallel, one
 * call writes the report from the brief and the numbered results, and the code ties every
 * finding, competitor and source to a real result.
 */
export async function analyzeDeepWithLlm(
  idea: string,
  reading: BriefReading,
  { language, signal }: { language: Language; signal?: AbortSignal },
  progress: ProgressReporter,
  settings: { call: ModelCallSettings; research: DeepResearchSettings; limits: DeepLimits },
): Promise<DeepReportDraft> {
  const { call, research, limits } = settings;
  const usage: TokenUsage = { input: 0, output: 0 };

  // The brief and its plan are the analysing stage's work, done before this engine is called.
  await progress.report('analyzing', 1);
  const queries = distinctQueries(reading.plan.map((step) => step.query));
  signal?.throwIfAborted();

  await progress.report('researching');
  const outcome = await runResearch(queries, {
    provider: research.provider,
    language,
    signal,
    timeoutMs: research.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS,
    onSearchSettled: (settled, total) => progress.report('researching', settled / total),
  });

  await progress.report('synthesizing');
  const synthesis = await generateStructured(call, {
    output: deepSynthesisOutput,
    schema: deepSynthesisSchema,
    instructions: buildSynthesisSystemPrompt(language),
    question: [
      { role: 'user', content: buildSynthesisMessage(idea, reading.brief, outcome.results) },
    ],
    signal,
    usage,
    timeoutMs: limits.synthesisTimeoutMs,
    maxOutputTokens: limits.synthesisMaxOutputTokens,
  });

  // No link survives unless it is a result's own address.
  const allowed = new Set(outcome.results.flatMap((result) => (result.url ? [result.url] : [])));
  const report: DeepSynthesis = cleanTexts(synthesis, allowed);
  const cited = citeResearch(
    report.key_findings.map(({ finding, sources }) => ({ text: finding, sources })),
    report.competitive_analysis.direct_competitors.map(({ sources, ...competitor }) => ({
      text: competitor,
      sources,
    })),
    outcome.results,
  );
  const failed = outcome.failed.length;
  const findings =
    failed > 0
      ? [
          ...cited.key_findings,
          FAILED_SEARCHES[language]
            .replace('{failed}', String(failed))
            .replace('{total}', String(queries.length))
            .replace('{done}', String(queries.length - failed)),
        ]
      : cited.key_findings;
  await progress.report('synthesizing', 1);

  return {
    sections: {
      search_performed: {
        searches_conducted: outcome.searched.length,
        key_findings: findings,
        data_sources: cited.data_sources,
      },
      project_analysis: report.project_analysis,
      competitive_analysis: {
        market_gap: report.competitive_analysis.market_gap,
        direct_competitors: cited.direct_competitors,
      },
      risk_assessment: report.risk_assessment,
      growth_strategy: report.growth_strategy,
      mvp_roadmap: report.mvp_roadmap,
    },
    dimensions: Object.entries(report.scoring).map(([name, dimension]) => ({
      name: name as keyof DeepSynthesis['scoring'],
      ...dimension,
    })),
    investment: {
      critical_success_factors: report.critical_success_factors,
      timing_considerations: report.timing_considerations,
    },
    redFlags: report.red_flags,
    title: report.title,
    toolsUsed: [research.provider.tool],
    sources: cited.data_sources,
    tokens: usage,
  };
}
