import type { BriefReading } from '@idealens/shared/brief';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/languages.ts';

/**
 * `POST /api/analysis/brief`: what the analyst understood of an idea, its questions and the
 * research plan a deep analysis would run, at no cost (the idea rules of a submission apply:
 * text that is no idea answers IDEA_UNCLEAR).
 */
export async function getBriefReading(
  { idea, language }: { idea: string; language: Language },
  signal?: AbortSignal,
): Promise<BriefReading> {
  const schema = import('@idealens/shared/analysis').then((module) => module.briefResponseSchema);
  const response = await apiRequest('/api/analysis/brief', {
    method: 'POST',
    body: { idea, language },
    signal,
    schema,
  });
  return response.data;
}

/** The idea the review step is about. */
export type ReviewTarget = { idea: string; language: Language };

/**
 * The brief read for an idea, kept while the page lives: the home form reads it before it opens
 * the review step (`readBrief`), a report's correction when the step opens. Not retried: text
 * that is no idea stays no idea.
 */
export const briefQueryOptions = (target: ReviewTarget) =>
  queryOptions({
    queryKey: ['analysis', 'brief', target.language, target.idea] as const,
    queryFn: ({ signal }) => getBriefReading(target, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
