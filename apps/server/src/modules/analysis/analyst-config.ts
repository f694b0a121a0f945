import type { AnalystConfig } from '@idealens/analyst/analyst';
import type { Config } from '../../config.ts';

/** The analysis engine the configuration asks for: the offline analyst unless an LLM is configured. */
export function analystConfig(config: Config): AnalystConfig {
  if (config.LLM_PROVIDER === 'offline') return { engine: 'offline' };
  return {
    engine: 'llm',
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL ?? '',
    apiKey: config.LLM_API_KEY,
    baseURL: config.LLM_BASE_URL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}
