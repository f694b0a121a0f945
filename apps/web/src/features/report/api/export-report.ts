import { tierIncludes } from '@idealens/shared/plans';
import {
  demoReportExportPath,
  REPORT_FILE_CAPABILITY,
  type ReportFileFormat,
  reportExportPath,
} from '@idealens/shared/report-file-terms';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-file.ts';
import type { Language } from '../../../lib/languages.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Whether the plan in force (the profile's `plan.tier`) downloads the report as `format`. */
export function tierExports(tier: string, format: ReportFileFormat): boolean {
  const capability = REPORT_FILE_CAPABILITY[format];
  return capability === null || tierIncludes(tier, capability);
}

/** What is exported: a saved report of the signed-in user, or the demo. */
export type ExportSubject = { kind: 'saved'; reportId: string } | { kind: 'demo' };

/** Downloads the report as a file, in `language`, named as the server names it. */
export async function downloadExport(
  subject: ExportSubject,
  format: ReportFileFormat,
  language: Language,
): Promise<void> {
  const path =
    subject.kind === 'demo'
      ? demoReportExportPath(format, language)
      : reportExportPath(subject.reportId, format, language);
  const file = await apiFile(path);
  saveFile(file.blob, file.fileName ?? `report.${format}`);
}

/** One export at a time: `variables` is the format on its way, `error` the last one's failure. */
export function useExportDownload(subject: ExportSubject | null, language: Language) {
  return useMutation({
    mutationFn: async (format: ReportFileFormat) => {
      if (!subject) throw new Error('Nothing to export');
      await downloadExport(subject, format, language);
    },
  });
}
