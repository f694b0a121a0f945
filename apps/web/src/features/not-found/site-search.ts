/**
 * What the not-found page can search: the site's own pages, each with its name (the header's
 * and footer's words, `layout` namespace) and a line of what it holds (`not-found` namespace).
 * Nine fixed entries matched by their words: a search library would be more than this needs.
 */
export type SitePage = {
  key: string;
  path: string;
  /** Its name in the `layout` namespace. */
  labelKey: string;
  /** Shown only to signed-in users (their own pages). */
  signedInOnly?: boolean;
};

export const SITE_PAGES: readonly SitePage[] = [
  { key: 'home', path: '/', labelKey: 'nav.home' },
  { key: 'pricing', path: '/pricing', labelKey: 'nav.pricing' },
  { key: 'tasks', path: '/tasks', labelKey: 'nav.tasks', signedInOnly: true },
  { key: 'profile', path: '/profile', labelKey: 'nav.profile', signedInOnly: true },
  { key: 'about', path: '/about', labelKey: 'footer.links.about' },
  { key: 'methodology', path: '/methodology', labelKey: 'footer.links.methodology' },
  { key: 'terms', path: '/terms-of-service', labelKey: 'footer.links.terms' },
  { key: 'privacy', path: '/privacy-policy', labelKey: 'footer.links.privacy' },
  { key: 'refund', path: '/refund-policy', labelKey: 'footer.links.refund' },
];

export type SearchablePage = { path: string; label: string; description: string };

/** Folded for comparing: full-width forms and case set aside (NFKC, lower case). */
function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** The words of a query (Chinese, written without spaces, is one word per run). */
export function queryTerms(query: string): string[] {
  return fold(query)
    .split(/[\s,，、;；]+/u)
    .filter((term) => term.length > 0);
}

/**
 * The pages holding every word of `query` (or, with `anyWord`, at least one) in their name,
 * description or address (in any interface language, `/pricing` is found by "pricing"), those
 * whose name holds them first; nothing for an empty query.
 */
export function matchSitePages<T extends SearchablePage>(
  pages: readonly T[],
  query: string,
  { anyWord = false }: { anyWord?: boolean } = {},
): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const holds = (text: string) => {
    const folded = fold(text);
    const has = (term: string) => folded.includes(term);
    return anyWord ? terms.some(has) : terms.every(has);
  };
  const matches = pages.filter((page) =>
    holds(`${page.label} ${page.description} ${page.path.replaceAll('-', ' ')}`),
  );
  return [
    ...matches.filter((page) => holds(page.label)),
    ...matches.filter((page) => !holds(page.label)),
  ];
}

/**
 * Words of a path that led nowhere (`/old/prices` → `old prices`), of three letters or more, to
 * suggest pages by (any one word will do).
 */
export function wordsOfPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: its words are read as they are.
  }
  return path
    .split(/[/\-_.+]+/)
    .filter((word) => /\p{L}/u.test(word) && (word.length >= 3 || /\p{Script=Han}/u.test(word)))
    .join(' ')
    .slice(0, 100);
}
