import {
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  type OutputInterface,
} from 'ai';
import type { z } from 'zod';
import type { ResearchBudget } from '../deep/budget.ts';
import { AnalysisError } from '../engine.ts';
import { INVALID_REPORT_MESSAGE, TIMEOUT_MESSAGE, toAnalysisError } from './errors.ts';
import { buildRepairMessage, echoInvalidReply } from './prompt.ts';
import { findReplyProblems } from './schema.ts';

/** Tokens spent, summed over every call of an analysis (failed and repaired calls included). */
export interface TokenUsage {
  input: number;
  output: number;
}

export interface ModelCallSettings {
  model: LanguageModel;
  /** Time limit of one call, the SDK's retries included. */
  timeoutMs: number;
  maxOutputTokens: number;
  maxRetries: number;
}

export interface StructuredRequest<T> {
  /** The SDK's structured output (the vendor's native JSON schema where there is one). */
  output: OutputInterface<T>;
  /** The same schema, to tell the model what is wrong with an invalid reply. */
  schema: z.ZodType<T>;
  instructions: string;
  question: ModelMessage[];
  signal?: AbortSignal;
  /** Overrides of the settings for this call (a long synthesis needs more time and tokens). */
  timeoutMs?: number;
  maxOutputTokens?: number;
  /** Receives the tokens of every call made. */
  usage?: TokenUsage;
  /** The analysis' budget: checked before each call, charged with its tokens after. */
  budget?: ResearchBudget;
  /**
   * What is wrong with a valid reply that the schema cannot tell (the report's language, say):
   * problems get one repair turn, like an invalid reply; a repaired reply with problems left
   * fails with `unrepaired`.
   */
  check?: { problems: (value: T) => string[]; unrepaired: string };
}

/** A reply that was not valid: what the model said and why it stopped. */
interface InvalidReply {
  text: string | undefined;
  truncated: boolean;
}

/**
 * One structured-output call; if the reply is not valid, one repair call that shows the model
 * its reply and what is wrong with it. Failures come back as AnalysisErrors fit to show, except
 * the caller's own cancellation, which comes back as the caller's reason.
 */
export async function generateStructured<T>(
  settings: ModelCallSettings,
  request: StructuredRequest<T>,
): Promise<T> {
  const { signal, check } = request;
  let repairTurn: ModelMessage[];
  try {
    const value = await callOnce(settings, request, request.question);
    const problems = check?.problems(value) ?? [];
    if (problems.length === 0) return value;
    repairTurn = [
      { role: 'assistant', content: echoInvalidReply(JSON.stringify(value)) },
      { role: 'user', content: buildRepairMessage(problems, { truncated: false }) },
    ];
  } catch (error) {
    const invalid = asInvalidReply(error);
    if (!invalid) throw signal?.aborted ? error : toAnalysisError(error);
    repairTurn = [
      { role: 'assistant', content: echoInvalidReply(invalid.text) },
      {
        role: 'user',
        content: buildRepairMessage(findReplyProblems(invalid.text, request.schema), {
          truncated: invalid.truncated,
        }),
      },
    ];
  }

  let repaired: T;
  try {
    repaired = await callOnce(settings, request, [...request.question, ...repairTurn]);
  } catch (error) {
    if (asInvalidReply(error))
      throw new AnalysisError(INVALID_REPORT_MESSAGE, { retryable: true, cause: error });
    throw signal?.aborted ? error : toAnalysisError(error);
  }
  if (check && check.problems(repaired).length > 0) {
    throw new AnalysisError(check.unrepaired, { retryable: true });
  }
  return repaired;
}

async function callOnce<T>(
  settings: ModelCallSettings,
  request: StructuredRequest<T>,
  messages: ModelMessage[],
): Promise<T> {
  const { signal, usage, budget } = request;
  budget?.beforeModelCall();
  const timeout = AbortSignal.timeout(request.timeoutMs ?? settings.timeoutMs);
  try {
    const result = await generateText({
      model: settings.model,
      instructions: request.instructions,
      messages,
      output: request.output,
      maxOutputTokens: request.maxOutputTokens ?? settings.maxOutputTokens,
      maxRetries: settings.maxRetries,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    addUsage(usage, budget, result.usage);
    return result.output as T;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) addUsage(usage, budget, error.usage);
    // The caller's own cancellation goes back to the caller as it came.
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted)
      throw new AnalysisError(TIMEOUT_MESSAGE, { retryable: true, cause: error });
    throw error;
  }
}

function addUsage(
  total: TokenUsage | undefined,
  budget: ResearchBudget | undefined,
  usage: LanguageModelUsage | undefined,
): void {
  if (!usage) return;
  budget?.spendTokens((usage.inputTokens ?? 0) + (usage.outputTokens ?? 0));
  if (!total) return;
  total.input += usage.inputTokens ?? 0;
  total.output += usage.outputTokens ?? 0;
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
