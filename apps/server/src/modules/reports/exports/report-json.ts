import { REPORT_FILE_SCHEMA_VERSION, type ReportFile } from '@idealens/shared/report-files';
import type { Language } from '@idealens/shared/simple-report';
import type { ExportableReport } from './exportable-report.ts';

/**
 * A report as a JSON file (`ReportFile` in shared/report-files.ts): its title, idea, day and
 * language beside the report itself, exactly as the analyst wrote it, and a schema version to
 * read it back by. Nothing of its owner: a saved report's row holds the user's, task's and
 * report's ids, the report itself none.
 */
export function renderReportJson(report: ExportableReport, ownLanguage?: Language): string {
  const header = {
    schemaVersion: REPORT_FILE_SCHEMA_VERSION,
    title: report.title,
    idea: report.idea,
    createdAt: report.createdAt,
    language: report.content.result.meta?.language ?? ownLanguage ?? 'en-US',
  } as const;
  const file: ReportFile =
    report.content.type === 'deep'
      ? { ...header, type: 'full', report: report.content.result }
      : { ...header, type: 'simple', report: report.content.result };
  return `${JSON.stringify(file, null, 2)}\n`;
}
