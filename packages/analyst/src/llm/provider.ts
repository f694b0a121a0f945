import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export interface LlmModelSettings {
  provider: LlmProvider;
  model: string;
  apiKey?: string;
  baseURL?: string;
}

/** The LLM settings cannot work; raised when the engine is created, never during an analysis. */
export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

/** The AI SDK model for the configured vendor. Without an apiKey the SDKs read OPENAI_API_KEY / ANTHROPIC_API_KEY. */
export function createLanguageModel(settings: LlmModelSettings): LanguageModel {
  const model = settings.model.trim();
  if (!model)
    throw new LlmConfigError('LLM configuration: a model name is required (set LLM_MODEL).');
  const baseURL = settings.baseURL?.trim() || undefined;
  if (baseURL !== undefined && !URL.canParse(baseURL)) {
    throw new LlmConfigError(
      'LLM configuration: the base URL is not a valid URL (check LLM_BASE_URL).',
    );
  }
  const apiKey = settings.apiKey?.trim() || undefined;

  switch (settings.provider) {
    case 'openai':
      // The Chat Completions API rather than Responses, so OpenAI-compatible servers work too.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'openai-compatible':
      if (baseURL === undefined) {
        throw new LlmConfigError(
          'LLM configuration: the openai-compatible provider needs a base URL (set LLM_BASE_URL, e.g. http://localhost:11434/v1).',
        );
      }
      return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey })(model);
    default:
      throw new LlmConfigError(
        `LLM configuration: unknown provider "${String(settings.provider)}" (LLM_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')}).`,
      );
  }
}
