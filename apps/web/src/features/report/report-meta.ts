import type { ResearchRecord, ResearchSource } from '@idealens/shared/full-report';

// Without zod (the demo report shows a meta line too): reading a result's meta is in
// read-report-meta.ts.

/**
 * How a report came to be, as far as it is known: from the result's own `meta` (a deep analysis
 * result carries title, engine, model, tools and sources; a quick one its time and timestamp),
 * else from a saved report's `metadata` and creation time. A broken field is left out, never
 * fatal: the meta line shows what it can. `research` (how a web research ran) is only in a deep
 * result's own meta, and only in those written since the research was recorded.
 */
export type ReportMeta = {
  title: string | null;
  /** ISO time the analysis finished. */
  timestamp: string | null;
  processingTimeMs: number | null;
  engine: 'offline' | 'llm' | null;
  model: string | null;
  toolsUsed: string[];
  sources: ResearchSource[];
  research?: ResearchRecord;
};

export const EMPTY_REPORT_META: ReportMeta = {
  title: null,
  timestamp: null,
  processingTimeMs: null,
  engine: null,
  model: null,
  toolsUsed: [],
  sources: [],
};
