import type { ReportDetail } from '@idealens/shared/reports';
import type { ReportBasicInfo } from '../../lib/report-storage.ts';
import { readReportMeta } from './read-report-meta.ts';
import type { ReportMeta } from './report-meta.ts';

/** A saved report ready to show: its parsed content, basic info and meta. */
export type SavedReport =
  | { status: 'readable'; result: unknown; info: ReportBasicInfo; meta: ReportMeta }
  /** `analysisContent` is not JSON, or JSON with no report in it (spec §5). */
  | { status: 'unreadable' };

/**
 * Reads a report detail (the owner's, or a shared one without its id): its `analysisContent` is
 * the report as a JSON string (spec §3).
 */
export function readSavedReport(detail: Omit<ReportDetail, 'id'>): SavedReport {
  let result: unknown;
  try {
    result = JSON.parse(detail.analysisContent);
  } catch {
    return { status: 'unreadable' };
  }
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    return { status: 'unreadable' };
  }
  return {
    status: 'readable',
    result,
    info: {
      reportTitle: detail.reportTitle,
      userMessage: detail.userMessage,
      createdAt: detail.createdAt,
      compositeScore: detail.compositeScore,
      reportType: detail.reportType,
    },
    meta: readReportMeta(result, { ...detail.metadata, createdAt: detail.createdAt }),
  };
}
