import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { Language, SimpleReport } from '@idealens/shared/simple-report';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import { type AnalysisEngine, AnalysisError, type DeepProgressListener } from './engine.ts';
import { createLlmEngine, type LlmConfig } from './llm/llm-engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';

export type AnalystConfig = { engine: 'offline' } | ({ engine: 'llm' } & LlmConfig);

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

export function createAnalyst(config: AnalystConfig): Analyst {
  const engine = config.engine === 'offline' ? createOfflineEngine() : createLlmEngine(config);
  return {
    engine,
    async analyzeSimple(idea, { language, signal }) {
      const started = performance.now();
      const body = await engine.analyzeSimple(idea, { language, signal });
      // Every engine's output is checked against the one schema the web app also reads.
      const parsed = simpleReportBodySchema.safeParse(body);
      if (!parsed.success) {
        throw new AnalysisError('The analysis engine returned an incomplete report.', {
          retryable: true,
          cause: parsed.error,
        });
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
    async analyzeDeep() {
      throw new AnalysisError('Deep analysis is not available yet.', { retryable: false });
    },
  };
}
