import type { Language } from '@idealens/shared/simple-report';
import { truncate } from '../offline/text.ts';
import type { PageFetcher } from '../search/page-fetcher.ts';
import { selectPassages } from './passages.ts';
import type { NumberedResult } from './research.ts';
import { looksLikeInstructions } from './source-text.ts';

/**
 * A source as the model reads it: the passages of its page that matter to the query and the
 * brief (or its snippet when no page could be read). Quotes are checked against this text, the
 * only text the model saw.
 */
export interface ReadSource {
  id: number;
  title: string;
  url?: string;
  query: string;
  text: string;
  /** Whether its page (not only its snippet) was read. */
  pageRead: boolean;
  /** Set when the source reads as instructions to a model: shown last, its passages trimmed. */
  flagged?: 'instructions';
}

export interface SourceReadingSettings {
  language: Language;
  /** Words of the brief (industry, users, region) that make a passage relevant beside the query. */
  context: readonly string[];
  /** Reads pages the provider gave no text for; none: snippets only. */
  fetchPage?: PageFetcher;
  signal?: AbortSignal;
  /** Characters of each source the model reads. Default 1 600. */
  maxCharsPerSource?: number;
  /** Characters of all sources together. Default 24 000. */
  maxChars?: number;
  /** Pages fetched at the same time. Default 4. */
  concurrency?: number;
}

/** A split into sentences, to drop the ones that read as instructions from a flagged source. */
const SENTENCE = /[^.!?。！？\n]+[.!?。！？]*/gu;

/** The text without its sentences that read as instructions; the rest stays as written. */
function withoutInstructions(text: string): string {
  return text
    .replace(SENTENCE, (sentence) => (looksLikeInstructions(sentence) ? '' : sentence))
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** A text held to `room` characters (cut at a word end), nothing when no room is left. */
const within = (text: string, room: number) =>
  text.length <= room ? text : room > 1 ? truncate(text, room) : '';

/**
 * Reads every result: the provider's page text, or the page fetched through the guarded fetcher,
 * cut to the passages that matter within the budget. A source whose text reads as instructions
 * to a model is flagged, loses those sentences and goes last.
 */
export async function readSources(
  results: readonly NumberedResult[],
  settings: SourceReadingSettings,
): Promise<ReadSource[]> {
  const perSource = settings.maxCharsPerSource ?? 1_600;
  const total = settings.maxChars ?? 24_000;
  const concurrency = settings.concurrency ?? 4;
  const pages: (string | undefined)[] = results.map((result) => result.pageText);

  const toFetch = results.flatMap((result, index) =>
    !result.pageText && result.url && settings.fetchPage ? [{ index, url: result.url }] : [],
  );
  for (let start = 0; start < toFetch.length; start += concurrency) {
    settings.signal?.throwIfAborted();
    await Promise.all(
      toFetch.slice(start, start + concurrency).map(async ({ index, url }) => {
        const page = await settings.fetchPage?.(url, { signal: settings.signal });
        pages[index] = page?.text;
      }),
    );
  }

  let budget = total;
  const read = results.map((result, index): ReadSource => {
    const page = pages[index];
    const whole = `${result.title}\n${page ?? result.content}`;
    const flagged = looksLikeInstructions(whole);
    // Snippets count against the budget too: once it is spent, a source keeps only its title.
    const room = Math.max(Math.min(perSource, budget), 0);
    const snippet = within(flagged ? withoutInstructions(result.content) : result.content, room);
    const body = page
      ? selectPassages(flagged ? withoutInstructions(page) : page, result.query, settings.context, {
          maxChars: room,
          language: settings.language,
        })
          // Passages that follow each other in the page read on; a gap is marked "…".
          .map((passage, i, all) =>
            i > 0 && all[i - 1]?.index !== passage.index - 1
              ? ` … ${passage.text}`
              : ` ${passage.text}`,
          )
          .join('')
          .trim()
      : snippet;
    // A flagged source with nothing left but instructions keeps only its title.
    const text = body || (flagged ? '' : snippet);
    budget -= text.length;
    return {
      id: result.id,
      title: result.title,
      ...(result.url ? { url: result.url } : {}),
      query: result.query,
      text,
      pageRead: Boolean(page),
      ...(flagged ? { flagged: 'instructions' as const } : {}),
    };
  });
  // Down-ranked: flagged sources are shown to the model after every other.
  return [...read.filter((s) => !s.flagged), ...read.filter((s) => s.flagged)];
}
