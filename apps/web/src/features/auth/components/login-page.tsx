import { ArrowLeft, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthContext } from '../../../lib/auth-context.ts';
import { safeRedirectPath } from '../../../lib/redirect-target.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * Whether this page was reached with the browser's Back button from the identity provider: then
 * starting sign-in again would trap the person between the two pages.
 */
function cameBackFromProvider(locationKey: string): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (
    locationKey === 'default' &&
    (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward'
  );
}

/** `/login?redirect=…`: hands over to the identity provider, then comes back to `redirect`. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { status, availability, startSignIn } = useAuthContext();
  const target = safeRedirectPath(searchParams.get('redirect')) ?? '/';
  const title = t('login.title');
  useDocumentTitle(title);

  const autoStart = useRef(!cameBackFromProvider(location.key));
  const started = useRef(false);
  const canStart = availability === 'ready' && status === 'anonymous';
  useEffect(() => {
    if (!canStart || !autoStart.current || started.current) return;
    // Once only (Strict Mode runs effects twice): two sign-in sessions would not match.
    started.current = true;
    void startSignIn(target);
  }, [canStart, startSignIn, target]);

  if (status === 'authenticated') return <Navigate to={target} replace />;

  const unavailable = availability === 'unavailable';
  const waiting = !unavailable && (autoStart.current || status === 'loading');

  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-md px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50">
          <LogIn aria-hidden="true" className="size-6 text-indigo-600" />
        </span>
        <h1 className="mt-4 font-semibold text-2xl tracking-tight">{title}</h1>
        {unavailable ? (
          <p className="mt-3 text-zinc-600">{t('login.unavailable')}</p>
        ) : waiting ? (
          <p role="status" className="mt-3 flex items-center justify-center gap-2 text-zinc-600">
            <Spinner size="sm" />
            {t('login.redirecting')}
          </p>
        ) : (
          <>
            <p className="mt-3 text-zinc-600">{t('login.continueHint')}</p>
            <Button
              className="mt-6"
              onClick={() => {
                started.current = true;
                void startSignIn(target);
              }}
            >
              {t('login.continue')}
            </Button>
          </>
        )}
        <Link to={target} className={buttonClasses({ variant: 'ghost', className: 'mt-6' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {target === '/' ? t('common:actions.backHome') : t('login.goBack')}
        </Link>
      </Card>
    </Container>
  );
}
