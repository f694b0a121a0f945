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
      maxOutputTokens: 2_000,
      deepMaxOutputTokens: 8_000,
      search: { provider: 'tavily', apiKey: 'tvly-1' },
      research: { limits: { maxSearches: 10, maxTokens: 120_000, deadlineMs: 720_000 } },
    });
  });

  it("passes a deep analysis' limits on, and refuses a deadline past the job's expiry", () => {
    const llm = { LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-test', LLM_API_KEY: 'sk-1' };
    const config = analystConfig(
      loadConfig({
        ...llm,
        LLM_MAX_OUTPUT_TOKENS: '3000',
        LLM_DEEP_TIMEOUT_MS: '240000',
        LLM_DEEP_MAX_OUTPUT_TOKENS: '12000',
        RESEARCH_MAX_SEARCHES: '6',
        RESEARCH_MAX_TOKENS: '50000',
        RESEARCH_DEADLINE_MS: '300000',
      }),
    );
    expect(config).toMatchObject({
      maxOutputTokens: 3_000,
      deepTimeoutMs: 240_000,
      deepMaxOutputTokens: 12_000,
      research: { limits: { maxSearches: 6, maxTokens: 50_000, deadlineMs: 300_000 } },
    });
    expect(() => loadConfig({ ...llm, RESEARCH_DEADLINE_MS: String(15 * 60_000) })).toThrow(
      /RESEARCH_DEADLINE_MS/,
    );
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
