import { setTimeout } from 'node:timers/promises';
import type { BriefReading, RedFlag } from '@idealens/shared/brief';
import type { ResearchRecord } from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';
import { ResearchBudget, type ResearchLimits } from '../deep/budget.ts';
import { checkSynthesis } from '../deep/checked-report.ts';
import { cleanTexts } from '../deep/citations.ts';
import type { ProgressReporter } from '../deep/progress.ts';
import { researchFailure, resultKey, runResearch } from '../deep/research.ts';
import { followUpQueries, planQueries, searchCountry } from '../deep/research-plan.ts';
import {
  loadStoredResearch,
  type ResearchStore,
  type StoredResearch,
} from '../deep/research-store.ts';
import { readSources } from '../deep/source-reading.ts';
import type { DeepReportDraft } from '../engine.ts';
import type { PageFetcher } from '../search/page-fetcher.ts';
import type { SearchProvider } from '../search/search-provider.ts';
import { buildSynthesisMessage, buildSynthesisSystemPrompt } from './deep-prompt.ts';
import { deepSynthesisOutput, deepSynthesisSchema } from './deep-schema.ts';
import { languageProblems, WRONG_LANGUAGE_MESSAGE } from './report-language.ts';
import { generateStructured, type ModelCallSettings, type TokenUsage } from './structured-call.ts';

export interface DeepResearchSettings {
  provider: SearchProvider;
  /** Time limit of one search. Default 15 000 ms. */
  timeoutMs?: number;
  /** Reads the pages of results that come without their text (SearXNG); none: snippets only. */
  fetchPage?: PageFetcher;
  /** What one deep analysis may spend (DEFAULT_RESEARCH_LIMITS otherwise). */
  limits?: Partial<ResearchLimits>;
}

export interface DeepLimits {
  /** Time and token limits of the synthesis call, which writes the whole report. */
  synthesisTimeoutMs: number;
  synthesisMaxOutputTokens: number;
}

/** What the analyst tells the LLM engine's deep analysis beside the idea and its reading. */
export interface DeepRunOptions {
  language: Language;
  signal?: AbortSignal;
  /** The user approved the plan: it runs exactly as approved. */
  planApproved?: boolean;
  /** Where the task keeps its research, so a retry resumes at writing. */
  research?: ResearchStore;
}

const DEFAULT_SEARCH_TIMEOUT_MS = 15_000;
/** How long keeping the research may hold the analysis up. */
const KEEP_RESEARCH_WAIT_MS = 2_000;

/** "2 of 5 searches failed…", in the report's language. */
const FAILED_SEARCHES: Record<Language, string> = {
  'en-US': '{failed} of {total} searches failed, so these findings rest on the other {done}.',
  'zh-CN': '{total} 次搜索中有 {failed} 次失败，以上发现基于其余 {done} 次搜索。',
};

/**
 * The LLM engine's deep analysis of an idea whose brief is read:
 * 1. the plan's queries run (an approved plan exactly as approved; a proposed one with its gaps
 *    filled by code), in the brief's region, then one follow-up round for areas left empty;
 * 2. the sources are read: page text, cut to the passages that matter, each source wrapped as
 *    data and those that read as instructions set last; the research is stored on the task;
 * 3. one call writes the report, every claim with its sources and a verbatim quote, in the
 *    requested language (one repair turn otherwise);
 * 4. the code checks every claim against its source, caps what evidence does not back, and
 *    records what ran. A budget bounds calls, tokens, searches and time.
 */
export async function analyzeDeepWithLlm(
  idea: string,
  reading: BriefReading,
  options: DeepRunOptions,
  progress: ProgressReporter,
  settings: { call: ModelCallSettings; research: DeepResearchSettings; limits: DeepLimits },
): Promise<DeepReportDraft> {
  const { language, signal } = options;
  const { call, research, limits } = settings;
  const { brief } = reading;
  const usage: TokenUsage = { input: 0, output: 0 };
  const budget = new ResearchBudget(research.limits);

  // The brief and its plan are the analysing stage's work, done before this engine is called.
  await progress.report('analyzing', 1);
  const gathered =
    (await loadStoredResearch(options.research)) ??
    (await doResearch(idea, reading, options, progress, research, budget));
  signal?.throwIfAborted();

  await progress.report('synthesizing');
  let started = performance.now();
  const synthesis = await generateStructured(call, {
    output: deepSynthesisOutput,
    schema: deepSynthesisSchema,
    instructions: buildSynthesisSystemPrompt(language),
    question: [{ role: 'user', content: buildSynthesisMessage(idea, brief, gathered.sources) }],
    signal,
    usage,
    budget,
    check: {
      problems: (reply) => languageProblems(reply, language),
      unrepaired: WRONG_LANGUAGE_MESSAGE,
    },
    timeoutMs: Math.min(limits.synthesisTimeoutMs, budget.remainingMs()),
    maxOutputTokens: limits.synthesisMaxOutputTokens,
  });
  const writing = Math.round(performance.now() - started);

  started = performance.now();
  // No link survives unless it is a source's own address.
  const allowed = new Set(gathered.sources.flatMap((source) => (source.url ? [source.url] : [])));
  const checked = checkSynthesis(cleanTexts(synthesis, allowed), {
    sources: gathered.sources,
    idea,
    brief,
    language,
  });
  const ran = gathered.queries.filter((query) => !query.failed).length;
  const failed = gathered.queries.length - ran;
  const findings =
    failed > 0
      ? [
          ...checked.key_findings,
          FAILED_SEARCHES[language]
            .replace('{failed}', String(failed))
            .replace('{total}', String(gathered.queries.length))
            .replace('{done}', String(ran)),
        ]
      : checked.key_findings;
  const record: ResearchRecord = {
    queries: gathered.queries,
    flaggedSources: gathered.sources.flatMap((source) =>
      source.flagged
        ? [
            {
              title: source.title,
              ...(source.url ? { url: source.url } : {}),
              reason: source.flagged,
            },
          ]
        : [],
    ),
    claims: checked.claims,
    modelCalls: budget.modelCalls,
    timings: { ...gathered.timings, writing, checking: Math.round(performance.now() - started) },
  };
  await progress.report('synthesizing', 1);

  const webSearch = research.provider.name !== 'offline';
  return {
    sections: {
      search_performed: {
        // Lookups in the bundled knowledge base are not web searches.
        searches_conducted: webSearch ? ran : 0,
        key_findings: findings,
        data_sources: checked.data_sources,
        needs_checking: checked.needs_checking,
        evidence: checked.evidence,
        evidence_level: checked.evidence_level,
      },
      project_analysis: checked.project_analysis,
      competitive_analysis: checked.competitive_analysis,
      risk_assessment: checked.risk_assessment,
      growth_strategy: synthesis.growth_strategy,
      mvp_roadmap: synthesis.mvp_roadmap,
    },
    dimensions: checked.dimensions,
    investment: checked.investment,
    redFlags: [],
    researchRedFlags: checked.redFlags satisfies RedFlag[],
    evidenceLevel: checked.evidence_level,
    research: record,
    title: synthesis.title,
    toolsUsed: [research.provider.tool],
    sources: checked.data_sources,
    tokens: usage,
  };
}

/** Steps 1 and 2: search (plan, then one follow-up round), read the sources, keep the research. */
async function doResearch(
  idea: string,
  { brief, plan }: BriefReading,
  { language, signal, planApproved, research: store }: DeepRunOptions,
  progress: ProgressReporter,
  settings: DeepResearchSettings,
  budget: ResearchBudget,
): Promise<StoredResearch> {
  await progress.report('researching');
  let started = performance.now();
  const planned = planQueries(plan, brief, { approved: planApproved ?? false, language });
  const search = {
    provider: settings.provider,
    signal,
    timeoutMs: Math.min(settings.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS, budget.remainingMs()),
    country: searchCountry(brief),
  };
  const first = await runResearch(planned.slice(0, budget.takeSearches(planned.length)), {
    ...search,
    onSearchSettled: (settled, total) => progress.report('researching', (0.7 * settled) / total),
  });
  if (first.queries.length > 0 && first.failed.length === first.queries.length) {
    throw researchFailure(first.failed);
  }
  // An approved plan runs exactly as approved: no follow-up the user did not see.
  const followUps = planApproved
    ? []
    : followUpQueries(first.queries, brief, {
        language,
        room: budget.limits.maxSearches - budget.searches,
      });
  const second =
    followUps.length > 0
      ? await runResearch(followUps.slice(0, budget.takeSearches(followUps.length)), {
          ...search,
          firstId: first.results.length + 1,
          known: new Set(first.results.map(resultKey)),
        })
      : { results: [], queries: [], failed: [] };
  const searching = Math.round(performance.now() - started);
  await progress.report('researching', 0.8);

  started = performance.now();
  const sources = await readSources([...first.results, ...second.results], {
    language,
    context: [
      brief.industry.subNiche?.name ?? brief.industry.name,
      brief.users.description,
      brief.region.name,
      idea,
    ],
    fetchPage: settings.fetchPage,
    signal,
  });
  const gathered: StoredResearch = {
    version: 1,
    sources,
    queries: [...first.queries, ...second.queries],
    timings: { searching, reading: Math.round(performance.now() - started) },
  };
  // Keeping it only spares a retry the searching: the analysis never fails with it, and waits for
  // it a short while only (long enough for a retry to find it; a database outage must not hold the
  // report back).
  if (store) {
    const saved = store.save(gathered).catch(() => undefined);
    await Promise.race([saved, setTimeout(KEEP_RESEARCH_WAIT_MS, undefined, { ref: false })]);
  }
  await progress.report('researching', 1);
  return gathered;
}
