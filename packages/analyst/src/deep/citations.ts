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

/** Whether a text names a competitor, in any of the ways its name may be written. */
export function namesCompetitor(text: string, name: string): boolean {
  const haystack = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  return spellings(name).some((spelling) => mentions(haystack, spelling));
}
