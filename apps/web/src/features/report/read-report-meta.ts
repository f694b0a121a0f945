import { type DeepAnalysisMeta, deepAnalysisMetaSchema } from '@idealens/shared/full-report';
import type { ReportMetadata } from '@idealens/shared/reports';
import type { ReportMeta } from './report-meta.ts';

/** What a saved report knows about itself beside its content. */
export type ReportMetaFallback = Partial<
  Pick<ReportMetadata, 'engine' | 'model' | 'toolsUsed' | 'sources'>
> & {
  createdAt?: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `meta` sits beside the sections, or beside `data` when the report is wrapped. */
function metaOf(result: unknown): Record<string, unknown> {
  if (!isRecord(result)) return {};
  if (isRecord(result.meta)) return result.meta;
  if (isRecord(result.data) && isRecord(result.data.meta)) return result.data.meta;
  return {};
}

const fields = deepAnalysisMetaSchema.shape;

/** One field of `meta` when it is valid on its own. */
function field<Name extends keyof DeepAnalysisMeta>(
  meta: Record<string, unknown>,
  name: Name,
): DeepAnalysisMeta[Name] | undefined {
  const parsed = fields[name].safeParse(meta[name]);
  return parsed.success ? (parsed.data as DeepAnalysisMeta[Name]) : undefined;
}

function validTime(value: string | null | undefined): string | null {
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** A result's meta (see `ReportMeta`), each field read on its own, else the fallback's. */
export function readReportMeta(result: unknown, fallback: ReportMetaFallback = {}): ReportMeta {
  const meta = metaOf(result);
  const toolsUsed = field(meta, 'toolsUsed') ?? fallback.toolsUsed ?? [];
  const sources = field(meta, 'sources') ?? fallback.sources ?? [];
  const research = field(meta, 'research');
  return {
    title: field(meta, 'title') ?? null,
    timestamp: validTime(field(meta, 'timestamp')) ?? validTime(fallback.createdAt),
    processingTimeMs: field(meta, 'processing_time') ?? null,
    engine: field(meta, 'engine') ?? fallback.engine ?? null,
    model: field(meta, 'model') ?? fallback.model ?? null,
    toolsUsed,
    sources,
    ...(research ? { research } : {}),
  };
}
