import {
  type Brief,
  type BriefReading,
  briefReadingSchema,
  briefSchema,
  type ConfirmedBrief,
  hasUnlawfulRedFlag,
  type RedFlag,
  type Region,
} from '@idealens/shared/brief';
import { type DeepAnalysisResult, deepAnalysisResultSchema } from '@idealens/shared/full-report';
import type { Language, SimpleReport } from '@idealens/shared/simple-report';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import { applyAnswers } from './answers.ts';
import type { ResearchLimits } from './deep/budget.ts';
import { createProgressReporter } from './deep/progress.ts';
import type { ResearchStore } from './deep/research-store.ts';
import { settleScoring, verdictFor } from './deep/scoring.ts';
import type { DeepProgressListener } from './deep/stages.ts';
import { type AnalysisEngine, AnalysisError } from './engine.ts';
import { createLlmEngine, type LlmConfig } from './llm/llm-engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { detectRedFlags } from './offline/red-flags.ts';
import {
  applyRedFlagsToSimple,
  mergeRedFlags,
  UNLAWFUL_RISK_SCORE,
  unlawfulTiming,
} from './red-flag-rules.ts';
import { createSearchProvider } from './search/create-search-provider.ts';
import { createPageFetcher, type PageFetcherSettings } from './search/page-fetcher.ts';
import { type SearchCacheSettings, withSearchCache } from './search/search-cache.ts';
import type { SearchConfig } from './search/search-provider.ts';

/**
 * The analyst's settings. `search` is where the LLM engine's deep research comes from (default:
 * the bundled offline knowledge); the offline engine never goes to the network and always
 * cites its own knowledge base.
 */
export type AnalystConfig = ({ engine: 'offline' } | ({ engine: 'llm' } & LlmConfig)) & {
  search?: SearchConfig;
  /**
   * What a deep analysis with a model may spend, how pages are fetched, and how long searches
   * are reused (`cache: false` searches every time).
   */
  research?: {
    limits?: Partial<ResearchLimits>;
    pages?: PageFetcherSettings;
    cache?: SearchCacheSettings | false;
  };
};

export interface AnalysisOptions {
  language: Language;
  signal?: AbortSignal;
  /** A brief read before (the brief endpoint); read anew when absent. */
  reading?: BriefReading;
  /** What the user confirmed before the analysis: it wins over the engine's own reading. */
  confirmed?: ConfirmedBrief;
  /** Where the task keeps a deep analysis' research, so a retry resumes at writing. */
  research?: ResearchStore;
}

export interface Analyst {
  readonly engine: AnalysisEngine;
  /**
   * Idea → what the engine understood (the brief, with the red flags found in code added), up to
   * three clarifying questions and the research plan of a deep analysis; validated.
   */
  readBrief(idea: string, options: Omit<AnalysisOptions, 'reading'>): Promise<BriefReading>;
  /** Idea → a validated quick analysis with its brief and meta (time taken, engine, model, language). */
  analyzeSimple(idea: string, options: AnalysisOptions): Promise<SimpleReport>;
  /**
   * Idea → a validated deep analysis (its brief, the full report, its title, tools, sources and
   * tokens): reads the brief, runs its research plan, synthesises, validates; `onProgress` hears
   * each stage.
   */
  analyzeDeep(
    idea: string,
    options: AnalysisOptions,
    onProgress?: DeepProgressListener,
  ): Promise<DeepAnalysisResult>;
}

type TokenCount = { input: number; output: number };

/** The red flags code finds in an idea, whatever the engine (unlawful activity, safety, fatal flaws). */
export function redFlagsInCode(idea: string, language: Language, region?: Region): RedFlag[] {
  return detectRedFlags(idea, language, { region });
}

/**
 * A brief with the red flags found in code merged into its own, read for the brief's region:
 * whoever wrote the brief (an engine, a model, a user editing it), those flags stand.
 */
function withCodeFlags(brief: Brief, idea: string, language: Language): Brief {
  const found = redFlagsInCode(idea, language, brief.region.code);
  return { ...brief, redFlags: mergeRedFlags(brief.redFlags, found) };
}

const INCOMPLETE_REPORT = 'The analysis engine returned an incomplete report.';

export function createAnalyst(config: AnalystConfig): Analyst {
  // Created (and so checked) for every engine, so a broken search setting fails at start-up.
  const search = createSearchProvider(config.search ?? { provider: 'offline' });
  const engine =
    config.engine === 'offline'
      ? createOfflineEngine()
      : createLlmEngine(config, {
          provider:
            config.research?.cache === false
              ? search
              : withSearchCache(search, config.research?.cache),
          timeoutMs: config.search?.timeoutMs,
          // SearXNG gives snippets only: its results' pages are read through the guarded fetcher.
          fetchPage:
            search.name === 'searxng' ? createPageFetcher(config.research?.pages) : undefined,
          limits: config.research?.limits,
        });
  async function readBrief(
    idea: string,
    { language, signal, usage }: Omit<AnalysisOptions, 'reading'> & { usage?: TokenCount },
  ): Promise<BriefReading> {
    const reading = await engine.readBrief(idea, { language, signal, usage });
    const parsed = briefReadingSchema.safeParse({
      ...reading,
      brief: withCodeFlags(reading.brief, idea, language),
    });
    if (!parsed.success) {
      throw new AnalysisError(INCOMPLETE_REPORT, { retryable: true, cause: parsed.error });
    }
    return parsed.data;
  }

  /**
   * The reading an analysis follows: the one given or read now, with what the user confirmed in
   * its place (their brief, their plan). The red flags found in code are merged again: a user
   * cannot take away an unlawful flag by editing the brief.
   */
  async function withConfirmed(
    idea: string,
    given: BriefReading | undefined,
    confirmed: ConfirmedBrief | undefined,
    {
      language,
      signal,
      usage,
    }: Omit<AnalysisOptions, 'reading' | 'confirmed'> & {
      usage?: TokenCount;
    },
    needs: 'brief' | 'brief and plan' = 'brief and plan',
  ): Promise<BriefReading> {
    // What the user confirmed spares reading the idea again: a brief for a quick analysis, a
    // brief and a plan for a deep one.
    const confirmedBrief = confirmed?.brief;
    const spared =
      !given && confirmedBrief && (needs === 'brief' || (confirmed.plan?.length ?? 0) > 0);
    const base = spared
      ? { brief: confirmedBrief, questions: [], plan: confirmed.plan ?? [] }
      : (given ?? (await readBrief(idea, { language, signal, usage })));
    if (!confirmed?.brief && !confirmed?.plan && !confirmed?.answers) return base;
    // The answers to the clarifying questions set the fields they were about.
    const answered = applyAnswers(confirmed.brief ?? base.brief, confirmed.answers);
    return {
      brief: withCodeFlags(answered, idea, language),
      questions: base.questions,
      plan: confirmed.plan ?? base.plan,
    };
  }

  return {
    engine,
    readBrief,
    async analyzeSimple(idea, { language, signal, reading: given, confirmed }) {
      const started = performance.now();
      const reading =
        confirmed?.brief || confirmed?.answers
          ? await withConfirmed(idea, given, confirmed, { language, signal }, 'brief')
          : given;
      const draft = await engine.analyzeSimple(idea, reading?.brief, { language, signal });
      // Every engine's output is checked against the one schema the web app also reads.
      const parsed = simpleReportBodySchema.safeParse(draft.body);
      // A brief read or confirmed before carries the code's flags already; one the engine read
      // in this pass gets them now.
      const brief = briefSchema.safeParse(
        reading ? draft.brief : withCodeFlags(draft.brief, idea, language),
      );
      if (!parsed.success || !brief.success) {
        const cause = parsed.error ?? brief.error;
        throw new AnalysisError(INCOMPLETE_REPORT, { retryable: true, cause });
      }
      return {
        ...applyRedFlagsToSimple(parsed.data, brief.data, language),
        brief: brief.data,
        meta: {
          processing_time: Math.round(performance.now() - started),
          timestamp: new Date().toISOString(),
          engine: engine.kind,
          model: engine.model,
          language,
        },
      };
    },
    async analyzeDeep(idea, { language, signal, reading: given, confirmed, research }, onProgress) {
      const started = performance.now();
      const progress = createProgressReporter(onProgress);
      await progress.report('analyzing');
      // The brief call's tokens, when the brief is read in this analysis, count with the report's.
      const briefUsage: TokenCount = { input: 0, output: 0 };
      const read = await withConfirmed(idea, given, confirmed, {
        language,
        signal,
        usage: briefUsage,
      });
      const planApproved = (confirmed?.plan?.length ?? 0) > 0;
      const draft = await engine.analyzeDeep(
        idea,
        read,
        { language, signal, planApproved, research },
        progress,
      );
      // Red flags the research backs join the brief's: stated first, and counted by the verdict.
      const reading = draft.researchRedFlags?.length
        ? {
            ...read,
            brief: {
              ...read.brief,
              redFlags: mergeRedFlags(read.brief.redFlags, draft.researchRedFlags),
            },
          }
        : read;
      signal?.throwIfAborted();
      await progress.report('finalizing');

      let report: unknown;
      try {
        const { brief } = reading;
        const unlawful = hasUnlawfulRedFlag(brief);
        const reasons = brief.redFlags.filter((f) => f.kind === 'unlawful').map((f) => f.reason);
        // The composite and the verdict are computed here, the same way for every engine; an
        // unlawful idea's legal exposure is its execution risk.
        const dimensions = unlawful
          ? draft.dimensions.map((d) =>
              d.name === 'execution_risk'
                ? {
                    ...d,
                    score: Math.min(d.score, UNLAWFUL_RISK_SCORE),
                    evidence: reasons.join(' '),
                  }
                : d,
            )
          : draft.dimensions;
        const scoring = settleScoring(dimensions, brief);
        const redFlagCount = draft.redFlags.length + brief.redFlags.length;
        report = {
          brief,
          ...draft.sections,
          quantitative_scoring: scoring,
          investment_recommendation: {
            verdict: verdictFor(
              scoring.composite_score,
              redFlagCount,
              unlawful,
              draft.evidenceLevel === 'thin',
            ),
            ...draft.investment,
            critical_success_factors: unlawful
              ? [...new Set([...reasons, ...draft.investment.critical_success_factors])]
              : draft.investment.critical_success_factors,
            timing_considerations: unlawful
              ? unlawfulTiming(reasons, language)
              : draft.investment.timing_considerations,
          },
          meta: {
            processing_time: Math.round(performance.now() - started),
            timestamp: new Date().toISOString(),
            engine: engine.kind,
            model: engine.model,
            language,
            title: draft.title,
            toolsUsed: draft.toolsUsed,
            sources: draft.sources,
            tokens: draft.tokens && {
              input: draft.tokens.input + briefUsage.input,
              output: draft.tokens.output + briefUsage.output,
            },
            ...(draft.research ? { research: draft.research } : {}),
          },
        };
      } catch (error) {
        throw new AnalysisError(INCOMPLETE_REPORT, { retryable: true, cause: error });
      }
      const parsed = deepAnalysisResultSchema.safeParse(report);
      if (!parsed.success) {
        throw new AnalysisError(INCOMPLETE_REPORT, { retryable: true, cause: parsed.error });
      }
      await progress.report('finalizing', 1);
      return parsed.data;
    },
  };
}
