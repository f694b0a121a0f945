import { RESEARCH_AREAS } from '@idealens/shared/brief';
import { QUERY_ORIGINS } from '@idealens/shared/full-report';
import { z } from 'zod';

/**
 * The research of a deep analysis as stored on its task once the searching and reading are done:
 * a retried job (a model time-out, a worker restart) resumes at writing the report instead of
 * searching again. Read back through this schema: anything else is ignored and searched anew.
 */
export const storedResearchSchema = z.object({
  version: z.literal(1),
  sources: z.array(
    z.object({
      id: z.number().int().min(1),
      title: z.string(),
      url: z.string().optional(),
      query: z.string(),
      text: z.string(),
      pageRead: z.boolean(),
      flagged: z.literal('instructions').optional(),
    }),
  ),
  queries: z.array(
    z.object({
      area: z.enum(RESEARCH_AREAS),
      query: z.string().min(1),
      origin: z.enum(QUERY_ORIGINS),
      results: z.number().int().nonnegative(),
      failed: z.boolean().optional(),
    }),
  ),
  timings: z.record(z.string(), z.number().int().nonnegative()),
});
export type StoredResearch = z.infer<typeof storedResearchSchema>;

/** Where a task keeps its research (the server stores it on the task row). */
export interface ResearchStore {
  load(): Promise<unknown>;
  save(research: StoredResearch): Promise<void>;
}

/** The stored research if there is a valid one. */
export async function loadStoredResearch(
  store: ResearchStore | undefined,
): Promise<StoredResearch | undefined> {
  if (!store) return undefined;
  // What cannot be read back is searched anew: keeping research never fails an analysis.
  const stored = await store.load().catch(() => undefined);
  const parsed = storedResearchSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
