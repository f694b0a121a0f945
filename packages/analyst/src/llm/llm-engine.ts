import type { SimpleReportBody } from '@idealens/shared/simple-report';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import type { AnalysisEngine, AnalyzeOptions } from '../engine.ts';
import { createOfflineSearch } from '../search/offline-search.ts';
import { analyzeDeepWithLlm, type DeepResearchSettings } from './llm-deep.ts';
import { buildIdeaMessage, buildSimpleSystemPrompt } from './prompt.ts';
import { createLanguageModel, LlmConfigError, type LlmModelSettings } from './provider.ts';
import { simpleReportOutput } from './schema.ts';
import { generateStructured, type ModelCallSettings } from './structured-call.ts';

export interface LlmConfig extends LlmModelSettings {
  /** Time limit of each model call, including the SDK's retries. Default 60 000 ms. */
  timeoutMs?: number;
  /** Token limit of each answer. Default 2 000. */
  maxOutputTokens?: number;
  /** Retries of a call that failed with 429, 5xx or a network error, with exponential backoff. Default 3. */
  maxRetries?: number;
  /** Time limit of the deep analysis' synthesis call, which writes the whole report. Default 3 × timeoutMs. */
  deepTimeoutMs?: number;
  /** Token limit of the deep analysis' synthesis. Default 8 000. */
  deepMaxOutputTokens?: number;
}

/**
 * The LLM engine. A quick analysis is one structured-output call; a deep analysis plans
 * searches, runs them through the search provider and synthesises the report from the results.
 * Every call gets one repair attempt when its reply is not valid.
 */
export function createLlmEngine(
  config: LlmConfig,
  research: DeepResearchSettings = { provider: createOfflineSearch() },
): AnalysisEngine {
  const timeoutMs = positiveInteger(config.timeoutMs, 60_000, 'timeoutMs');
  const call: ModelCallSettings = {
    model: createLanguageModel(config),
    timeoutMs,
    maxOutputTokens: positiveInteger(config.maxOutputTokens, 2_000, 'maxOutputTokens'),
    maxRetries: config.maxRetries ?? 3,
  };
  if (!Number.isInteger(call.maxRetries) || call.maxRetries < 0) {
    throw new LlmConfigError('LLM configuration: maxRetries must be a whole number, 0 or more.');
  }
  const limits = {
    synthesisTimeoutMs: positiveInteger(config.deepTimeoutMs, timeoutMs * 3, 'deepTimeoutMs'),
    synthesisMaxOutputTokens: positiveInteger(
      config.deepMaxOutputTokens,
      8_000,
      'deepMaxOutputTokens',
    ),
  };

  return {
    kind: 'llm',
    model: config.model.trim(),
    analyzeSimple(idea: string, { language, signal }: AnalyzeOptions): Promise<SimpleReportBody> {
      return generateStructured(call, {
        output: simpleReportOutput,
        schema: simpleReportBodySchema,
        instructions: buildSimpleSystemPrompt(language),
        question: [{ role: 'user', content: buildIdeaMessage(idea) }],
        signal,
      });
    },
    analyzeDeep(idea, options, progress) {
      return analyzeDeepWithLlm(idea, options, progress, { call, research, limits });
    },
  };
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new LlmConfigError(`LLM configuration: ${name} must be a whole number above 0.`);
  }
  return value;
}
