import type { ReportFileFormat } from '@idealens/shared/report-files';
import { create as contentDisposition } from 'content-disposition';
import type { ExportableReport } from './exportable-report.ts';

/** The files a report exports to, by their extension. */
export type ExportFormat = ReportFileFormat;

const MAX_TITLE_LENGTH = 80;

/** A title as part of a file name: no path separators, reserved or control characters, one line. */
function fileSafe(title: string): string {
  const safe = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...safe].slice(0, MAX_TITLE_LENGTH).join('').trim();
}

/** The same name in US-ASCII only, for clients that do not read `filename*`. */
function asciiOnly(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A report's file name, its title and the day it was made (`Dog walkers 2025-07-17.pdf`), and the
 * Content-Disposition header that downloads it: a US-ASCII `filename` (`report` when the title
 * has no ASCII letters, as a Chinese title) and the whole name as RFC 5987's `filename*`.
 */
export function exportFileName(
  report: Pick<ExportableReport, 'title' | 'createdAt'>,
  format: ExportFormat,
): { fileName: string; contentDisposition: string } {
  const day = new Date(report.createdAt).toISOString().slice(0, 10);
  const title = fileSafe(report.title) || 'report';
  const fileName = `${title} ${day}.${format}`;
  const asciiTitle = asciiOnly(title);
  const fallback = `${/[A-Za-z0-9]/.test(asciiTitle) ? asciiTitle : 'report'} ${day}.${format}`;
  return {
    fileName,
    contentDisposition: contentDisposition(fileName, {
      fallback: fallback === fileName ? false : fallback,
    }),
  };
}
