import type { BriefReading } from '@idealens/shared/brief';
import { useMutation } from '@tanstack/react-query';
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

/** Reads the brief for the review step (a mutation: it runs when the user asks, not on render). */
export function useBriefReading() {
  return useMutation({
    mutationFn: (request: { idea: string; language: Language }) => getBriefReading(request),
  });
}

/** The idea the review step is about; its brief is in the query cache (`briefQueryKey`). */
export type ReviewTarget = { idea: string; language: Language };

/** Where the review step finds the brief read for an idea. */
export const briefQueryKey = ({ idea, language }: ReviewTarget) =>
  ['analysis', 'brief', language, idea] as const;
