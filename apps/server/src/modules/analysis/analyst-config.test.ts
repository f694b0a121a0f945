import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { analystConfig } from './analyst-config.ts';

describe('analystConfig', () => {
  it('is the offline analyst with offline research by default', () => {
    expect(analystConfig(loadConfig({}))).toEqual({
      engine: 'offline',
      search: { provider: 'offline' },
    });
  });

  it('passes the LLM and search settings on', () => {
    const config = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'deepseek-chat',
      LLM_API_KEY: 'sk-1',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      SEARCH_PROVIDER: 'tavily',
      SEARCH_API_KEY: 'tvly-1',
    });
    expect(analystConfig(config)).toEqual({
      engine: 'llm',
      provider: 'openai-compatible',
      model: 'deepseek-chat',
      apiKey: 'sk-1',
      baseURL: 'http://localhost:11434/v1',
      timeoutMs: 60_000,
      search: { provider: 'tavily', apiKey: 'tvly-1' },
    });
  });

  it('maps Tavily with its own base URL, and SearXNG with its URL', () => {
    expect(
      analystConfig(
        loadConfig({
          SEARCH_PROVIDER: 'tavily',
          SEARCH_API_KEY: 'tvly-1',
          SEARCH_URL: 'http://127.0.0.1:9000',
        }),
      ).search,
    ).toEqual({ provider: 'tavily', apiKey: 'tvly-1', baseUrl: 'http://127.0.0.1:9000' });
    expect(
      analystConfig(loadConfig({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: 'http://searx.local' }))
        .search,
    ).toEqual({ provider: 'searxng', url: 'http://searx.local' });
  });
});
