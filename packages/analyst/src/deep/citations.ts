import type { Competitor, ResearchSource } from '@idealens/shared/full-report';
import type { NumberedResult } from './research.ts';

/** Anything that looks like a link: an http(s) address or a bare www. host. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`）」』\])]+/giu;
/** Citation markers the model may have written into a text ("[3]", "[2, 5]"). */
const MARKER = /\s*[[［]\s*\d+(?:\s*[,，、]\s*\d+)*\s*[\]］]/gu;

/**
 * A text without links that are not among the search results and without the model's own
 * citation markers (its numbers are not the report's). A text left empty becomes "—".
 */
export function cleanText(text: string, allowedUrls: ReadonlySet<string>): string {
  const cleaned = text
    .replace(LINK, (link) => {
      const bare = link.replace(/[.,;:!?，。；：！？]+$/u, '');
      return allowedUrls.has(bare) ? link : '';
    })
    .replace(MARKER, '')
    .replace(/[(（]\s*[)）]/gu, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([.,;:!?，。；：！？])/gu, '$1')
    .trim();
  return cleaned || '—';
}

/** Every string inside a value, cleaned with `cleanText`. */
export function cleanTexts<T>(value: T, allowedUrls: ReadonlySet<string>): T {
  if (typeof value === 'string') return cleanText(value, allowedUrls) as T;
  if (Array.isArray(value)) return value.map((item) => cleanTexts(item, allowedUrls)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanTexts(item, allowedUrls)]),
    ) as T;
  }
  return value;
}

/** The ways a competitor may be written: "ABC Fitness (Glofox)" → the whole, "ABC Fitness", "Glofox". */
function spellings(name: string): string[] {
  const outer = name.replace(/[(（][^)）]*[)）]/gu, ' ').trim();
  const inner = [...name.matchAll(/[(（]([^)）]+)[)）]/gu)].map((m) => m[1]?.trim() ?? '');
  const slashed = outer.split(/\s*[/／]\s*/u);
  return [name, outer, ...inner, ...slashed]
    .map((s) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((s) => [...s].length >= 2);
}

/** Whether `text` mentions `spelling` as a whole word (Latin) or as a substring (Chinese). */
function mentions(text: string, spelling: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(spelling, from);
    if (at < 0) return false;
    // "Wag" is not named in "wages": a Latin edge needs a non-letter beside it.
    const clearBefore = !/^[a-z0-9]/.test(spelling) || !/[a-z0-9]/.test(text[at - 1] ?? ' ');
    const clearAfter =
      !/[a-z0-9]$/.test(spelling) || !/[a-z0-9]/.test(text[at + spelling.length] ?? ' ');
    if (clearBefore && clearAfter) return true;
    from = at + 1;
  }
}

function haystack(result: NumberedResult): string {
  return `${result.title}\n${result.content}`.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

interface Cited<T> {
  text: T;
  sources: readonly number[];
}

export interface CitedResearch {
  key_findings: string[];
  direct_competitors: Competitor[];
  data_sources: ResearchSource[];
}

/**
 * Ties the model's report to the research, in code rather than by trust:
 * - a finding is kept only if it cites at least one real result number;
 * - a competitor is kept only if a result (preferably one it cites) names it;
 * - findings and competitors' strengths end with "[n]" markers pointing into `data_sources`;
 * - `data_sources` lists exactly the results cited, with their own titles and addresses.
 */
export function citeResearch(
  findings: readonly Cited<string>[],
  competitors: readonly Cited<Competitor>[],
  results: readonly NumberedResult[],
): CitedResearch {
  const byId = new Map(results.map((result) => [result.id, result]));
  const cited: number[] = [];
  const marker = (id: number) => {
    if (!cited.includes(id)) cited.push(id);
    return `[${cited.indexOf(id) + 1}]`;
  };
  const markers = (ids: readonly number[]) => [...new Set(ids)].map(marker).join('');

  const key_findings = findings.flatMap(({ text, sources }) => {
    const valid = sources.filter((id) => byId.has(id));
    return valid.length > 0 ? [`${text} ${markers(valid)}`] : [];
  });

  const seen = new Set<string>();
  const direct_competitors = competitors.flatMap(({ text: competitor, sources }) => {
    const names = spellings(competitor.name);
    const key = names[0];
    if (!key || seen.has(key)) return [];
    const namedIn = (result: NumberedResult | undefined) =>
      result !== undefined && names.some((spelling) => mentions(haystack(result), spelling));
    const support =
      sources.map((id) => byId.get(id)).find(namedIn) ?? results.find((result) => namedIn(result));
    if (!support) return [];
    seen.add(key);
    return [{ ...competitor, strengths: `${competitor.strengths} ${markers([support.id])}` }];
  });

  const data_sources = cited.flatMap((id) => {
    const result = byId.get(id);
    if (!result) return [];
    return [result.url ? { title: result.title, url: result.url } : { title: result.title }];
  });
  return { key_findings, direct_competitors, data_sources };
}
