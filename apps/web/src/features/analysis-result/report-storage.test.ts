import { describe, expect, it } from 'vitest';
import { ANALYSIS_RESULT, REPORT_BASIC_INFO } from '../../lib/storage-keys.ts';
import {
  clearStoredReport,
  hasProjectAnalysis,
  isSimpleResult,
  loadStoredReport,
  saveReport,
} from './report-storage.ts';

const info = {
  reportTitle: 'Dinner planner',
  userMessage: 'An app that plans dinners',
  createdAt: '2025-07-17T09:30:00.000Z',
  compositeScore: 7.4,
  reportType: 'simple' as const,
};

describe('stored report', () => {
  it('round-trips through the spec’s local storage keys', () => {
    saveReport({ core_analysis: {} }, info);
    expect(JSON.parse(window.localStorage.getItem(ANALYSIS_RESULT) ?? '')).toEqual({
      core_analysis: {},
    });
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toEqual(info);
    expect(loadStoredReport()).toEqual({ status: 'found', result: { core_analysis: {} }, info });
    clearStoredReport();
    expect(loadStoredReport()).toEqual({ status: 'none' });
  });

  it('tells unreadable data apart from none, and survives broken basic info', () => {
    window.localStorage.setItem(ANALYSIS_RESULT, '{"core_analysis":');
    expect(loadStoredReport()).toEqual({ status: 'unreadable' });
    window.localStorage.setItem(ANALYSIS_RESULT, '{"core_analysis":{}}');
    window.localStorage.setItem(REPORT_BASIC_INFO, 'not json');
    expect(loadStoredReport()).toEqual({
      status: 'found',
      result: { core_analysis: {} },
      info: null,
    });
  });
});

describe('isSimpleResult', () => {
  const full = { project_analysis: { overview: {} } };
  it('is simple by basic info, by task type, or for data without project_analysis', () => {
    expect(isSimpleResult(full, { reportType: 'simple' }, false)).toBe(true);
    expect(isSimpleResult(full, null, true)).toBe(true);
    expect(isSimpleResult({ core_analysis: {} }, { reportType: 'deep' }, false)).toBe(true);
    expect(isSimpleResult(full, { reportType: 'deep' }, false)).toBe(false);
    expect(isSimpleResult({ data: full }, null, false)).toBe(false);
  });

  it('finds project_analysis at the top level or under data', () => {
    expect(hasProjectAnalysis(full)).toBe(true);
    expect(hasProjectAnalysis({ data: full })).toBe(true);
    expect(hasProjectAnalysis('text')).toBe(false);
  });
});
