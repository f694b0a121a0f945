import {
  type Brief,
  type BriefReading,
  briefReadingSchema,
  briefSchema,
} from '@idealens/shared/brief';
import { simpleReportBodySchema } from '@idealens/shared/simple-report';
import type { z } from 'zod';
import {
  type AnalysisEngine,
  AnalysisError,
  type AnalyzeOptions,
  type SimpleDraft,
} from '../engine.ts';
import { createOfflineSearch } from '../search/offline-search.ts';
import {
  briefReadingOutput,
  modelBriefReadingSchema,
  simpleReportWithBriefOutput,
  simpleReportWithBriefSchema,
} from './brief-schema.ts';
import { INVALID_REPORT_MESSAGE } from './errors.ts';
import { analyzeDeepWithLlm, type DeepResearchSettings } from './llm-deep.ts';
import { normaliseBrief, normaliseReading } from './normalise-brief.ts';
import {
  buildBriefedIdeaMessage,
  buildBriefMessage,
  buildBriefSystemPrompt,
  buildIdeaMessage,
  buildSimpleSystemPrompt,
} from './prompt.ts';
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
 * The LLM engine. The brief call writes the brief, its clarifying questions and the research
 * plan; a quick analysis is one call (the report and, unless one is given, its brief); a deep
 * analysis runs the brief's plan through the search provider and synthesises the report from the
 * brief and the results. Every call gets one repair attempt when its reply is not valid.
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
    async readBrief(
      idea: string,
      { language, signal, usage }: AnalyzeOptions,
    ): Promise<BriefReading> {
      const reply = await generateStructured(call, {
        output: briefReadingOutput,
        schema: modelBriefReadingSchema,
        instructions: buildBriefSystemPrompt(language),
        question: [{ role: 'user', content: buildBriefMessage(idea) }],
        signal,
        usage,
      });
      return checked(briefReadingSchema, normaliseReading(reply, language));
    },
    async analyzeSimple(
      idea: string,
      given: Brief | undefined,
      { language, signal }: AnalyzeOptions,
    ): Promise<SimpleDraft> {
      if (given) {
        const body = await generateStructured(call, {
          output: simpleReportOutput,
          schema: simpleReportBodySchema,
          instructions: buildSimpleSystemPrompt(language, 'given'),
          question: [{ role: 'user', content: buildBriefedIdeaMessage(idea, given) }],
          signal,
        });
        return { body, brief: given };
      }
      // One call writes the brief and the report that follows it.
      const { brief, ...report } = await generateStructured(call, {
        output: simpleReportWithBriefOutput,
        schema: simpleReportWithBriefSchema,
        instructions: buildSimpleSystemPrompt(language, 'write'),
        question: [{ role: 'user', content: buildIdeaMessage(idea) }],
        signal,
      });
      return {
        body: checked(simpleReportBodySchema, report),
        brief: checked(briefSchema, normaliseBrief(brief, language)),
      };
    },
    analyzeDeep(idea, reading, options, progress) {
      return analyzeDeepWithLlm(idea, reading, options, progress, { call, research, limits });
    },
  };
}

/** A value code built from a valid reply, checked against the shared schema all the same. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AnalysisError(INVALID_REPORT_MESSAGE, { retryable: true, cause: parsed.error });
  }
  return parsed.data;
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new LlmConfigError(`LLM configuration: ${name} must be a whole number above 0.`);
  }
  return value;
}
