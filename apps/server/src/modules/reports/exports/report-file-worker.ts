import { demoReports } from '@idealens/shared/demo-report';
import { renderReportWorkbook } from './excel-workbook.ts';
import type { ExportableReport, ExportOptions } from './exportable-report.ts';
import { renderReportPdf } from './pdf-document.ts';

// A thread of the report file pool (report-file-pool.ts): makes PDF documents and Excel
// workbooks off the server's event loop. Node runs this TypeScript file as it is, as the server
// (ADR 001): it and everything it imports use erasable syntax only.

/** One file to make: its format, the report, and the language of its labels. */
export interface ReportFileTask {
  format: 'pdf' | 'xlsx';
  report: ExportableReport;
  options: ExportOptions;
}

/** Makes one file. Its bytes go back to the server thread (copied: a few hundred KB at most). */
export default async function makeReportFile(task: ReportFileTask): Promise<Uint8Array> {
  return task.format === 'pdf'
    ? renderReportPdf(task.report, task.options)
    : renderReportWorkbook(task.report, task.options);
}

/**
 * Makes the demo report's PDF and workbook once and throws them away: the fonts are read and
 * parsed and the layout code compiled now, not while the first user waits (ADR 027: the first
 * PDF of a process takes about three times as long as the next). Answers the time it took.
 */
export async function warmUp(): Promise<number> {
  const started = performance.now();
  const demo = demoReports['en-US'];
  const report: ExportableReport = {
    title: demo.reportTitle,
    idea: `${demo.userMessage} ${demoReports['zh-CN'].userMessage}`,
    createdAt: demo.createdAt,
    content: { type: 'deep', result: { ...demo.report, brief: demo.brief } },
  };
  await renderReportPdf(report, { language: 'en-US' });
  await renderReportWorkbook(report, { language: 'en-US' });
  return performance.now() - started;
}
