import { describe, expect, it } from 'vitest';
import { readReportMeta } from './read-report-meta.ts';

const deepMeta = {
  processing_time: 42_300,
  timestamp: '2025-07-17T09:30:00.000Z',
  engine: 'llm',
  model: 'gpt-4o-mini',
  language: 'en-US',
  title: 'Fridge-first dinners',
  toolsUsed: ['web_search'],
  sources: [{ title: 'ReFED', url: 'https://refed.org/' }, { title: 'Parent interviews' }],
  tokens: { input: 1200, output: 3400 },
};

describe('report meta', () => {
  it('reads a deep analysis result’s meta, at the top level or beside wrapped data', () => {
    const expected = {
      title: 'Fridge-first dinners',
      timestamp: '2025-07-17T09:30:00.000Z',
      processingTimeMs: 42_300,
      engine: 'llm',
      model: 'gpt-4o-mini',
      toolsUsed: ['web_search'],
      sources: [{ title: 'ReFED', url: 'https://refed.org/' }, { title: 'Parent interviews' }],
    };
    expect(readReportMeta({ meta: deepMeta })).toEqual(expected);
    expect(readReportMeta({ data: { meta: deepMeta } })).toEqual(expected);
  });

  it('keeps the valid fields of a partly broken meta and drops the rest', () => {
    const meta = readReportMeta({
      meta: {
        ...deepMeta,
        processing_time: -5,
        timestamp: 'yesterday',
        engine: 'magic',
        sources: [{ title: 'Evil', url: 'javascript:alert(1)' }],
      },
    });
    expect(meta.processingTimeMs).toBeNull();
    expect(meta.timestamp).toBeNull();
    expect(meta.engine).toBeNull();
    expect(meta.sources).toEqual([]);
    expect(meta.title).toBe('Fridge-first dinners');
    expect(meta.toolsUsed).toEqual(['web_search']);
  });

  it('falls back to what a saved report records beside its content', () => {
    expect(
      readReportMeta(
        { project_analysis: {} },
        {
          engine: 'offline',
          model: 'offline-1',
          toolsUsed: ['offline_knowledge'],
          sources: [{ title: 'Bundled knowledge' }],
          createdAt: '2025-07-18T10:00:00.000Z',
        },
      ),
    ).toEqual({
      title: null,
      timestamp: '2025-07-18T10:00:00.000Z',
      processingTimeMs: null,
      engine: 'offline',
      model: 'offline-1',
      toolsUsed: ['offline_knowledge'],
      sources: [{ title: 'Bundled knowledge' }],
    });
  });

  it('knows nothing about a result without meta', () => {
    expect(readReportMeta(null)).toEqual({
      title: null,
      timestamp: null,
      processingTimeMs: null,
      engine: null,
      model: null,
      toolsUsed: [],
      sources: [],
    });
  });

  it('reads how the research ran when the result recorded it, and only a valid record', () => {
    const research = {
      queries: [{ query: 'meal planners', area: 'competitors', origin: 'plan', results: 4 }],
      flaggedSources: [],
      claims: { checked: 3, supported: 2, needsChecking: 1, dropped: 0 },
      modelCalls: 2,
      timings: { searching: 900 },
    };
    expect(readReportMeta({ meta: { ...deepMeta, research } }).research).toEqual(research);
    expect(readReportMeta({ meta: deepMeta })).not.toHaveProperty('research');
    const broken = { ...research, queries: [{ ...research.queries[0], origin: 'guess' }] };
    const meta = readReportMeta({ meta: { ...deepMeta, research: broken } });
    expect(meta).not.toHaveProperty('research');
    expect(meta.title).toBe('Fridge-first dinners');
  });
});
