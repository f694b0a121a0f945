import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function describeError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** The router's error boundary: says what broke and offers a way back. */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const message = describeError(error);
  const title = t('routeError.title');
  useDocumentTitle(title);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50">
        <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-xl text-zinc-600">{t('routeError.description')}</p>
      {message ? (
        <pre className="mt-5 max-w-xl overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-3 text-left font-mono text-sm text-zinc-700">
          {message}
        </pre>
      ) : null}
      {/* A full page load: whatever broke in this session's state is left behind. */}
      <Link to="/" reloadDocument className={buttonClasses({ className: 'mt-8' })}>
        {t('actions.backHome', { ns: 'common' })}
      </Link>
    </Container>
  );
}
