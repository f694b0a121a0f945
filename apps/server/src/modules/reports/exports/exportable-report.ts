import type { Brief } from '@idealens/shared/brief';
import type { DeepAnalysisMeta, FullReport } from '@idealens/shared/full-report';
import type { Language, SimpleReport } from '@idealens/shared/simple-report';

/**
 * A deep report as an export reads it: the full report with its brief and meta when it has them
 * (a report stored before the brief existed has none; the demo report has no meta).
 */
export type DeepReportContent = FullReport & { brief?: Brief; meta?: DeepAnalysisMeta };

/** A saved report as the exports read it: what the report page shows, in one object. */
export interface ExportableReport {
  title: string;
  /** The idea as the user typed it. */
  idea: string;
  /** ISO 8601 time the report was filed. */
  createdAt: string;
  content: { type: 'deep'; result: DeepReportContent } | { type: 'simple'; result: SimpleReport };
}

export interface ExportOptions {
  /** The language of the file's labels; the report's own language when not given. */
  language?: Language;
}

/** The language a report's file speaks: the one asked for, else the report's own. */
export function exportLanguage(report: ExportableReport, options: ExportOptions = {}): Language {
  return options.language ?? report.content.result.meta?.language ?? 'en-US';
}

/** A cited source as a file lists it: `[n]` markers count from 1 in this order. */
export type ListedSource = { title: string; url?: string };

/**
 * Every source of a deep report, numbered as its `[n]` markers count (`data_sources`), then the
 * meta's sources the research did not list.
 */
export function sourcesOf(result: DeepReportContent): ListedSource[] {
  const listed: ListedSource[] = result.search_performed.data_sources.map((source) =>
    typeof source === 'string' ? { title: source } : source,
  );
  const known = new Set(listed.map((source) => source.url ?? source.title));
  for (const source of result.meta?.sources ?? []) {
    if (!known.has(source.url ?? source.title)) {
      listed.push(source);
      known.add(source.url ?? source.title);
    }
  }
  return listed;
}
