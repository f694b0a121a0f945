import { ChevronRight, FileSearch, Home } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { matchSitePages, SITE_PAGES, wordsOfPath } from '../site-search.ts';

type Result = { path: string; label: string; description: string };

/** The report history's own search, for a signed-in user's query. */
function reportSearchPath(query: string): string {
  return `/tasks?${new URLSearchParams({ tab: 'reports', search: query.trim() })}`;
}

export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'not-found', 'layout']);
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = t('errors:notFound.title');
  useDocumentTitle(title);
  const inputId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');

  const pages = useMemo<Result[]>(
    () =>
      SITE_PAGES.filter((page) => signedIn || !page.signedInOnly).map((page) => ({
        path: page.path,
        label: t(`layout:${page.labelKey}`),
        description: t(`not-found:pages.${page.key}`),
      })),
    [signedIn, t],
  );
  const typed = query.trim() !== '';
  // Before anything is typed, the words of the address that led here suggest where to go.
  const results = typed
    ? matchSitePages(pages, query)
    : matchSitePages(pages, wordsOfPath(pathname), { anyWord: true });
  const firstResult = results[0]?.path ?? (typed && signedIn ? reportSearchPath(query) : null);

  return (
    <Container
      maxWidth="2xl"
      className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      <p
        aria-hidden="true"
        className="font-semibold text-7xl text-indigo-600 tabular-nums tracking-tight sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-zinc-600">{t('errors:notFound.description')}</p>

      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (the tests) does not know yet */}
      <form
        role="search"
        aria-label={t('not-found:label')}
        className="mt-8 flex w-full max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (firstResult) void navigate(firstResult);
        }}
      >
        <SearchInput
          id={inputId}
          label={t('not-found:label')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t(signedIn ? 'not-found:placeholderSignedIn' : 'not-found:placeholder')}
          aria-controls={resultsId}
        />
        <Button type="submit" variant="secondary">
          {t('errors:notFound.search')}
        </Button>
      </form>

      <div id={resultsId} aria-live="polite" className="mt-4 w-full max-w-md text-left">
        {results.length > 0 || (typed && signedIn) ? (
          <>
            <p className="font-medium text-sm text-zinc-600">
              {typed ? t('not-found:results', { query: query.trim() }) : t('not-found:suggestions')}
            </p>
            <ul className="mt-2 divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
              {results.map((result) => (
                <li key={result.path}>
                  <Link
                    to={result.path}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-sm text-zinc-900">
                        {result.label}
                      </span>
                      <span className="block text-sm text-zinc-600">{result.description}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
                  </Link>
                </li>
              ))}
              {typed && signedIn ? (
                <li>
                  <Link
                    to={reportSearchPath(query)}
                    className="flex items-center gap-3 px-4 py-3 font-medium text-indigo-700 text-sm hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset"
                  >
                    <FileSearch aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 flex-1 break-words">
                      {t('not-found:searchReports', { query: query.trim() })}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
                  </Link>
                </li>
              ) : null}
            </ul>
          </>
        ) : typed ? (
          <p className="text-center text-sm text-zinc-600">
            {t('not-found:noMatches', { query: query.trim() })}
          </p>
        ) : null}
      </div>

      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        <Home aria-hidden="true" className="size-4" />
        {t('common:actions.backHome')}
      </Link>
    </Container>
  );
}
