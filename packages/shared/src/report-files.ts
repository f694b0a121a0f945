import { z } from 'zod';
import { briefSchema } from './brief.ts';
import { deepAnalysisMetaSchema, fullReportSchema } from './full-report.ts';
import {
  REPORT_FILE_CONTENT_TYPES,
  REPORT_FILE_FORMATS,
  REPORT_FILE_SCHEMA_VERSION,
} from './report-file-terms.ts';
import { languageSchema, simpleReportSchema } from './simple-report.ts';

export * from './report-file-terms.ts';

/**
 * `GET /api/reports/{id}/export`: the file's format and, optionally, the language of its labels
 * (the report's own language when not given; the report's text stays as it was written).
 */
export const reportExportQuerySchema = z.object({
  format: z.enum(REPORT_FILE_FORMATS),
  lang: languageSchema.optional(),
});
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

/** `GET /api/demo-report/export`: the demo is written in both languages; English by default. */
export const demoReportExportQuerySchema = z.object({
  format: z.enum(REPORT_FILE_FORMATS),
  lang: languageSchema.default('en-US'),
});
export type DemoReportExportQuery = z.infer<typeof demoReportExportQuerySchema>;

/**
 * A deep report as its files carry it: the full report with its brief and meta when it has them
 * (a report saved before the brief existed has none; the demo report has no meta).
 */
export const deepReportContentSchema = fullReportSchema.extend({
  brief: briefSchema.optional(),
  meta: deepAnalysisMetaSchema.optional(),
});

const fileHeader = {
  schemaVersion: z.literal(REPORT_FILE_SCHEMA_VERSION),
  title: z.string(),
  /** The idea as its author typed it. */
  idea: z.string(),
  /** ISO 8601 time the report was filed. */
  createdAt: z.string(),
  /** The language the report is written in. */
  language: languageSchema,
};

/**
 * A report as a JSON file: what the report page shows, in the shapes of the shared schemas, with
 * a version to read it back by, and nothing of its owner (no user, task or report ids). `report`
 * is a deep analysis (`full`: the full report with its brief and meta, as the analyst wrote it;
 * the demo has no meta) or a quick one (`simple`). A deep report saved before a schema change
 * reads back with `normalizeFullReport`, as the report page reads it.
 */
export const reportFileSchema = z
  .discriminatedUnion('type', [
    z.object({
      ...fileHeader,
      type: z.literal('full'),
      report: deepReportContentSchema,
    }),
    z.object({ ...fileHeader, type: z.literal('simple'), report: simpleReportSchema }),
  ])
  .meta({ id: 'ReportFile' });
export type ReportFile = z.infer<typeof reportFileSchema>;

/** The export endpoints' 200 answer for the OpenAPI document: one media type per format. */
export const reportFileResponse = {
  description:
    'The file, as an attachment named after the report title and its day (`Content-Disposition`)',
  content: {
    'application/pdf': { schema: z.string().describe('A PDF document') },
    [REPORT_FILE_CONTENT_TYPES.xlsx]: { schema: z.string().describe('An Excel workbook') },
    'text/markdown': { schema: z.string().describe('The report as Markdown (UTF-8)') },
    'application/json': { schema: reportFileSchema },
  },
} as const;
