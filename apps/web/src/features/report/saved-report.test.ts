import type { ReportDetail } from '@idealens/shared/reports';
import { describe, expect, it } from 'vitest';
import { readSavedReport } from './saved-report.ts';

function detail(analysisContent: string): ReportDetail {
  return {
    id: '0b6f3a8e-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
    reportTitle: 'Fridge-first dinners',
    userMessage: 'An app that plans dinners from the fridge',
    createdAt: '2025-07-18T10:00:00.000Z',
    compositeScore: 7.1,
    reportType: 'deep',
    analysisContent,
    metadata: {
      toolsUsed: ['web_search'],
      engine: 'llm',
      model: 'gpt-4o-mini',
      sources: [{ title: 'ReFED', url: 'https://refed.org/' }],
      tokens: null,
    },
  };
}

describe('saved report', () => {
  it('parses analysisContent and files the report’s basic info beside it', () => {
    const saved = readSavedReport(detail('{"project_analysis":{"overview":{}}}'));
    expect(saved).toEqual({
      status: 'readable',
      result: { project_analysis: { overview: {} } },
      info: {
        reportTitle: 'Fridge-first dinners',
        userMessage: 'An app that plans dinners from the fridge',
        createdAt: '2025-07-18T10:00:00.000Z',
        compositeScore: 7.1,
        reportType: 'deep',
      },
      meta: {
        title: null,
        timestamp: '2025-07-18T10:00:00.000Z',
        processingTimeMs: null,
        engine: 'llm',
        model: 'gpt-4o-mini',
        toolsUsed: ['web_search'],
        sources: [{ title: 'ReFED', url: 'https://refed.org/' }],
      },
    });
  });

  it.each([
    ['text that is not JSON', '{"project_analysis": {'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a JSON string', '"a report"'],
    ['a JSON list', '[1, 2]'],
  ])('cannot read %s', (_, content) => {
    expect(readSavedReport(detail(content))).toEqual({ status: 'unreadable' });
  });
});
