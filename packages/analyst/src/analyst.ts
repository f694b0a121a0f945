import { type DeepAnalysisResult, deepAnalysisResultSchema } from '@idealens/shared/full-report';
import type { Language, SimpleReport } from '@idealens/shared/simple-report';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import { createProgressReporter } from './deep/progress.ts';
import { settleScoring, verdictFor } from './deep/scoring.ts';
import { type AnalysisEngine, AnalysisError, type DeepProgressListener } from './engine.ts';
import { createLlmEngine, type LlmConfig } from './llm/llm-engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { createSearchProvider } from './search/create-search-provider.ts';
import type { SearchConfig } from './search/search-provider.ts';

/**
 * The analyst's settings. `search` is where the LLM engine's deep research comes from (default:
 * the bundled offline knowledge); the offline engine never goes to the network and always
 * cites its own knowledge base.
 */
export type AnalystConfig = ({ engine: 'offline' } | ({ engine: 'llm' } & LlmConfig)) & {
  search?: SearchConfig;
};

export interface Analyst {
  readonly engine: AnalysisEngine;
  /** Idea → a validated quick analysis with its meta (time taken, engine, model, language). */
  analyzeSimple(
    idea: string,
    options: { language: Language; signal?: AbortSignal },
  ): Promise<SimpleReport>;
  /**
   * Idea → a validated deep analysis (the full report, its title, tools, sources and tokens):
   * plans the searches, runs them, synthesises, validates; `onProgress` hears each stage.
   */
  analyzeDeep(
    idea: string,
    options: { language: Language; signal?: AbortSignal },
    onProgress?: DeepProgressListener,
  ): Promise<DeepAnalysisResult>;
}

const INCOMPLETE_REPORT = 'The analysis engine returned an incomplete report.';

export function createAnalyst(config: AnalystConfig): Analyst {
  // Created (and so checked) for every engine, so a broken search setting fails at start-up.
  const search = createSearchProvider(config.search ?? { provider: 'offline' });
  const engine =
    config.engine === 'offline'
      ? createOfflineEngine()
      : createLlmEngine(config, { provider: search, timeoutMs: config.search?.timeoutMs });
  return {
    engine,
    async analyzeSimple(idea, { language, signal }) {
      const started = performance.now();
      const body = await engine.analyzeSimple(idea, { language, signal });
      // Every engine's output is checked against the one schema the web app also reads.
      const parsed = simpleReportBodySchema.safeParse(body);
      if (!parsed.success) {
        throw new AnalysisError(INCOMPLETE_REPORT, { retryable: true, cause: parsed.error });
      }
      return {
        ...parsed.data,
        meta: {
          processing_time: Math.round(performance.now() - started),
          timestamp: new Date().toISOString(),
          engine: engine.kind,
          model: engine.model,
          language,
        },
      };
    },
    async analyzeDeep(idea, { language, signal }, onProgress) {
      const started = performance.now();
      const progress = createProgressReporter(onProgress);
      const draft = await engine.analyzeDeep(idea, { language, signal }, progress);
      signal?.throwIfAborted();
      await progress.report('finalizing');

      let report: unknown;
      try {
        // The composite and the verdict are computed here, the same way for every engine.
        const scoring = settleScoring(draft.dimensions);
        report = {
          ...draft.sections,
          quantitative_scoring: scoring,
          investment_recommendation: {
            verdict: verdictFor(scoring.composite_score, draft.redFlags.length),
            ...draft.investment,
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
            tokens: draft.tokens,
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
