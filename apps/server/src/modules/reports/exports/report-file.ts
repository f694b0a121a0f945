import { demoReports } from '@idealens/shared/demo-report';
import {
  deepReportContentSchema,
  REPORT_FILE_CONTENT_TYPES,
  type ReportFileFormat,
} from '@idealens/shared/report-files';
import { type Language, simpleReportSchema } from '@idealens/shared/simple-report';
import { exportFileName } from './export-file-name.ts';
import type { ExportableReport, ExportOptions } from './exportable-report.ts';
import type { ReportFilePool } from './report-file-pool.ts';
import { renderReportJson } from './report-json.ts';

/** A report file as the endpoint sends it: its bytes, media type and download name. */
export interface ReportFileAnswer {
  body: Buffer | string;
  contentType: string;
  /** `attachment` with the file's name (export-file-name.ts). */
  contentDisposition: string;
}

/**
 * A report in one format: Markdown and JSON are written here (a few milliseconds), PDF and Excel
 * on the pool's threads. The Markdown writer loads with the first Markdown file: its modules
 * would add some 60 ms to every server's start.
 */
export async function makeReportFile(
  report: ExportableReport,
  format: ReportFileFormat,
  options: ExportOptions,
  pool: Pick<ReportFilePool, 'render'>,
): Promise<ReportFileAnswer> {
  const body =
    format === 'md'
      ? (await import('./report-markdown.ts')).renderReportMarkdown(report, options)
      : format === 'json'
        ? renderReportJson(report, options.language)
        : await pool.render(format, report, options);
  return {
    body,
    contentType: REPORT_FILE_CONTENT_TYPES[format],
    contentDisposition: exportFileName(report, format).contentDisposition,
  };
}

/** What the exports read of a saved report's row. */
export interface SavedReport {
  report_title: string;
  user_message: string;
  created_at: Date | string;
  report_type: 'simple' | 'deep';
  analysis_content: unknown;
}

/**
 * A saved report as the exports read it, its content checked against the shared schemas: a file
 * is made from what the schemas promise, or not at all (a report that does not match is a bug
 * to see in the log, not a half-drawn PDF).
 */
export function savedReportExportable(row: SavedReport): ExportableReport {
  const common = {
    title: row.report_title,
    idea: row.user_message,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.report_type === 'deep') {
    return {
      ...common,
      content: { type: 'deep', result: deepReportContentSchema.parse(row.analysis_content) },
    };
  }
  return {
    ...common,
    content: { type: 'simple', result: simpleReportSchema.parse(row.analysis_content) },
  };
}

/** The demo report (the one the web app shows at `/analysis-result?demo=true`) in a language. */
export function demoReportExportable(language: Language): ExportableReport {
  const demo = demoReports[language];
  return {
    title: demo.reportTitle,
    idea: demo.userMessage,
    createdAt: demo.createdAt,
    content: { type: 'deep', result: { ...demo.report, brief: demo.brief } },
  };
}
