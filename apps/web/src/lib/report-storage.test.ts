import { describe, expect, it } from 'vitest';
import {
  adoptStoredReport,
  clearStoredReport,
  forgetStoredReportOf,
  hasProjectAnalysis,
  isSimpleResult,
  loadStoredReport,
  saveReport,
} from './report-storage.ts';
import { ANALYSIS_RESULT, REPORT_BASIC_INFO } from './storage-keys.ts';

const info = {
  reportTitle: 'Dinner planner',
  userMessage: 'An app that plans dinners',
  createdAt: '2025-07-17T09:30:00.000Z',
  compositeScore: 7.4,
  reportType: 'simple' as const,
};

const anonymous = { owner: null, taskId: 'task-1' };
const ada = { owner: 'user-ada', taskId: 'task-2' };

describe('stored report', () => {
  it('round-trips through the spec’s local storage keys, with whose it is', () => {
    saveReport({ core_analysis: {} }, info, anonymous);
    expect(JSON.parse(window.localStorage.getItem(ANALYSIS_RESULT) ?? '')).toEqual({
      core_analysis: {},
    });
    expect(JSON.parse(window.localStorage.getItem(REPORT_BASIC_INFO) ?? '')).toEqual({
      ...info,
      ...anonymous,
    });
    expect(loadStoredReport(null)).toEqual({
      status: 'found',
      result: { core_analysis: {} },
      info,
    });
    clearStoredReport();
    expect(loadStoredReport(null)).toEqual({ status: 'none' });
  });

  it('forgets the stored result when its task or its saved report is deleted, and only then', () => {
    saveReport({ core_analysis: {} }, info, ada);
    forgetStoredReportOf({ taskId: 'task-other' });
    forgetStoredReportOf({ reportId: 'report-other' });
    expect(loadStoredReport('user-ada').status).toBe('found');
    forgetStoredReportOf({ taskId: 'task-2' });
    expect(loadStoredReport('user-ada')).toEqual({ status: 'none' });

    saveReport({ core_analysis: {} }, info, { owner: 'user-ada', taskId: null, reportId: 'r-9' });
    forgetStoredReportOf({ taskId: 'task-2' });
    expect(loadStoredReport('user-ada').status).toBe('found');
    forgetStoredReportOf({ reportId: 'r-9' });
    expect(loadStoredReport('user-ada')).toEqual({ status: 'none' });
  });

  it('tells unreadable data apart from none', () => {
    window.localStorage.setItem(ANALYSIS_RESULT, '{"core_analysis":');
    window.localStorage.setItem(REPORT_BASIC_INFO, JSON.stringify({ ...info, ...anonymous }));
    expect(loadStoredReport(null)).toEqual({ status: 'unreadable' });
  });

  // Issue 19: after a user signed out, the next visitor of /analysis-result saw their report.
  it('shows a signed-in user’s result to that user alone, and forgets it when anyone else looks', () => {
    saveReport({ core_analysis: {} }, info, ada);
    expect(loadStoredReport('user-ada')).toMatchObject({ status: 'found' });
    expect(loadStoredReport('user-bob')).toEqual({ status: 'none' });
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
    expect(window.localStorage.getItem(REPORT_BASIC_INFO)).toBeNull();

    saveReport({ core_analysis: {} }, info, ada);
    expect(loadStoredReport(null)).toEqual({ status: 'none' });
    expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
  });

  it('shows an anonymous visitor’s result to whoever uses this browser', () => {
    saveReport({ core_analysis: {} }, info, anonymous);
    expect(loadStoredReport(null)).toMatchObject({ status: 'found' });
    expect(loadStoredReport('user-ada')).toMatchObject({ status: 'found' });
  });

  it('never shows a result whose owner cannot be read (kept by an older version, or broken)', () => {
    for (const basicInfo of [null, 'not json', JSON.stringify(info), '{"owner":42}']) {
      window.localStorage.setItem(ANALYSIS_RESULT, '{"core_analysis":{}}');
      if (basicInfo === null) window.localStorage.removeItem(REPORT_BASIC_INFO);
      else window.localStorage.setItem(REPORT_BASIC_INFO, basicInfo);
      for (const viewer of [null, 'user-ada']) {
        expect(loadStoredReport(viewer), `${basicInfo} to ${viewer}`).toEqual({ status: 'none' });
      }
      expect(window.localStorage.getItem(ANALYSIS_RESULT)).toBeNull();
    }
  });

  it('makes an anonymous result the account’s once the account claimed its task', () => {
    saveReport({ core_analysis: {} }, info, anonymous);
    adoptStoredReport(['another-task'], 'user-ada');
    expect(loadStoredReport(null)).toMatchObject({ status: 'found' });
    adoptStoredReport(['task-1'], 'user-ada');
    expect(loadStoredReport('user-ada')).toMatchObject({ status: 'found', info });
    expect(loadStoredReport(null)).toEqual({ status: 'none' });

    // Someone else's result never changes hands.
    saveReport({ core_analysis: {} }, info, ada);
    adoptStoredReport(['task-2'], 'user-bob');
    expect(loadStoredReport('user-ada')).toMatchObject({ status: 'found' });
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
