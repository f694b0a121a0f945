import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function describeError(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** What a route shows when it failed to render: says what broke and offers a way back. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
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

type CatchProps = { children: ReactNode; location: string };
type CatchState = { location: string; failed: boolean; error?: unknown };

/** React's error boundary (a class, as React requires), reset by a navigation. */
class CatchRenderError extends Component<CatchProps, CatchState> {
  override state: CatchState = { location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> {
    // Navigating away from a broken page shows the next page.
    return props.location === state.location
      ? {}
      : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of whatever inside it failed to render, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <CatchRenderError location={location.key}>{children}</CatchRenderError>;
}
