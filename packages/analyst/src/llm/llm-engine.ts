import type { SimpleReportBody } from '@idealens/shared/simple-report';
import {
  generateText,
  type ModelMessage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
} from 'ai';
import { type AnalysisEngine, AnalysisError, type AnalyzeOptions } from '../engine.ts';
import { INVALID_REPORT_MESSAGE, TIMEOUT_MESSAGE, toAnalysisError } from './errors.ts';
import {
  buildIdeaMessage,
  buildRepairMessage,
  buildSimpleSystemPrompt,
  echoInvalidReply,
} from './prompt.ts';
import { createLanguageModel, LlmConfigError, type LlmModelSettings } from './provider.ts';
import { findReportProblems, simpleReportOutput } from './schema.ts';

export interface LlmConfig extends LlmModelSettings {
  /** Time limit of each model call, including the SDK's retries. Default 60 000 ms. */
  timeoutMs?: number;
  /** Token limit of each answer. Default 2 000. */
  maxOutputTokens?: number;
  /** Retries of a call that failed with 429, 5xx or a network error, with exponential backoff. Default 3. */
  maxRetries?: number;
}

/** A reply that was not a valid report: what the model said and why it stopped. */
interface InvalidReply {
  text: string | undefined;
  truncated: boolean;
}

/**
 * The LLM engine: one structured-output call per analysis; if the reply is not a valid report,
 * one repair call that shows the model its reply and what is wrong with it.
 */
export function createLlmEngine(config: LlmConfig): AnalysisEngine {
  const model = createLanguageModel(config);
  const timeoutMs = positiveInteger(config.timeoutMs, 60_000, 'timeoutMs');
  const maxOutputTokens = positiveInteger(config.maxOutputTokens, 2_000, 'maxOutputTokens');
  const maxRetries = config.maxRetries ?? 3;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new LlmConfigError('LLM configuration: maxRetries must be a whole number, 0 or more.');
  }

  async function generateReport(
    instructions: string,
    messages: ModelMessage[],
    signal: AbortSignal | undefined,
  ): Promise<SimpleReportBody> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const result = await generateText({
        model,
        instructions,
        messages,
        output: simpleReportOutput,
        maxOutputTokens,
        maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return result.output;
    } catch (error) {
      // The caller's own cancellation goes back to the caller as it came.
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted)
        throw new AnalysisError(TIMEOUT_MESSAGE, { retryable: true, cause: error });
      throw error;
    }
  }

  return {
    kind: 'llm',
    model: config.model.trim(),
    async analyzeSimple(
      idea: string,
      { language, signal }: AnalyzeOptions,
    ): Promise<SimpleReportBody> {
      const instructions = buildSimpleSystemPrompt(language);
      const question: ModelMessage[] = [{ role: 'user', content: buildIdeaMessage(idea) }];

      let invalid: InvalidReply;
      try {
        return await generateReport(instructions, question, signal);
      } catch (error) {
        const reply = asInvalidReply(error);
        if (!reply) throw signal?.aborted ? error : toAnalysisError(error);
        invalid = reply;
      }

      const repair: ModelMessage[] = [
        ...question,
        { role: 'assistant', content: echoInvalidReply(invalid.text) },
        {
          role: 'user',
          content: buildRepairMessage(findReportProblems(invalid.text), {
            truncated: invalid.truncated,
          }),
        },
      ];
      try {
        return await generateReport(instructions, repair, signal);
      } catch (error) {
        if (asInvalidReply(error))
          throw new AnalysisError(INVALID_REPORT_MESSAGE, { retryable: true, cause: error });
        throw signal?.aborted ? error : toAnalysisError(error);
      }
    },
  };
}

/** The SDK's "the model answered, but not with a valid object" errors, as the reply to repair. */
function asInvalidReply(error: unknown): InvalidReply | undefined {
  if (NoObjectGeneratedError.isInstance(error)) {
    return { text: error.text, truncated: error.finishReason === 'length' };
  }
  // No text at all, e.g. the token limit was reached before any output.
  if (NoOutputGeneratedError.isInstance(error)) return { text: undefined, truncated: false };
  return undefined;
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new LlmConfigError(`LLM configuration: ${name} must be a whole number above 0.`);
  }
  return value;
}
