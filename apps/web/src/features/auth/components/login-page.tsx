import { ArrowLeft, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { safeRedirectPath } from '../redirect-target.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const backTo = safeRedirectPath(searchParams.get('redirect')) ?? '/';
  const title = t('login.title');
  useDocumentTitle(title);

  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-md px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50">
          <LogIn aria-hidden="true" className="size-6 text-indigo-600" />
        </span>
        <h1 className="mt-4 font-semibold text-2xl tracking-tight">{title}</h1>
        <p className="mt-3 text-zinc-600">{t('login.unavailable')}</p>
        <Link to={backTo} className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backTo === '/' ? t('common:actions.backHome') : t('login.goBack')}
        </Link>
      </Card>
    </Container>
  );
}
