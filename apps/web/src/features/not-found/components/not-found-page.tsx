import { Home, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuth } from '../../auth/use-auth.ts';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { status } = useAuth();
  const title = t('notFound.title');
  useDocumentTitle(title);
  // The product has no site-wide search: signed-in users search their report history,
  // everyone else starts from the home page.
  const searchTarget = status === 'authenticated' ? '/tasks?tab=reports' : '/';

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p
        aria-hidden="true"
        className="font-semibold text-7xl text-indigo-600 tabular-nums tracking-tight sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-zinc-600">{t('notFound.description')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          <Home aria-hidden="true" className="size-4" />
          {t('common:actions.backHome')}
        </Link>
        <Link to={searchTarget} className={buttonClasses({ variant: 'secondary' })}>
          <Search aria-hidden="true" className="size-4" />
          {t('notFound.search')}
        </Link>
      </div>
    </Container>
  );
}
