import { type Brief, briefSchema } from '@idealens/shared/brief';

// With zod: reading a result from the API or from storage. The bundled demo's brief is proved
// valid by its tests instead (packages/shared/src/demo-report.test.ts), so the demo shows the
// brief without zod.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A result's brief (what the analyst understood, beside `meta`, or beside `data`'s sections when
 * the report is wrapped), or null: a report made before briefs existed has none, and a brief that
 * does not validate is not shown rather than shown half right.
 */
export function readBrief(result: unknown): Brief | null {
  if (!isRecord(result)) return null;
  const brief = result.brief ?? (isRecord(result.data) ? result.data.brief : undefined);
  if (brief === undefined || brief === null) return null;
  const parsed = briefSchema.safeParse(brief);
  return parsed.success ? parsed.data : null;
}
