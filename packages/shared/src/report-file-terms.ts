import type { PlanCapability } from './plans.ts';
import type { Language } from './simple-report.ts';

// A report's files (issue 21, ADR 029), without zod: the web's Export menu (the demo's too)
// reads these and loads no schemas. `report-files.ts` has the endpoint's schemas.

/** The files a report downloads as, by their extension. */
export const REPORT_FILE_FORMATS = ['pdf', 'xlsx', 'md', 'json'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** What each file is sent as (`Content-Type`). */
export const REPORT_FILE_CONTENT_TYPES: Readonly<Record<ReportFileFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * The capability a format needs of the plan in force (`tierIncludes` in plans.ts), or null when
 * every signed-in user downloads it. The demo report downloads in every format, for anyone.
 */
export const REPORT_FILE_CAPABILITY: Readonly<Record<ReportFileFormat, PlanCapability | null>> = {
  pdf: 'pdf_excel_export',
  xlsx: 'pdf_excel_export',
  md: null,
  json: null,
};

/** The version of the JSON file's shape (`ReportFile`); raised when a reader would misread it. */
export const REPORT_FILE_SCHEMA_VERSION = 1;

function exportQuery(format: ReportFileFormat, language?: Language): string {
  const query = new URLSearchParams({ format });
  if (language) query.set('lang', language);
  return query.toString();
}

/**
 * Where a saved report downloads (`GET`, its owner signed in): its labels in `language`, or in
 * the report's own language when not given.
 */
export function reportExportPath(
  reportId: string,
  format: ReportFileFormat,
  language?: Language,
): string {
  return `/api/reports/${encodeURIComponent(reportId)}/export?${exportQuery(format, language)}`;
}

/** Where the demo report downloads (`GET`, anyone), written in `language`. */
export function demoReportExportPath(format: ReportFileFormat, language: Language): string {
  return `/api/demo-report/export?${exportQuery(format, language)}`;
}
