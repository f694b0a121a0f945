import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuth } from '../../auth/use-auth.ts';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { status, signIn } = useAuth();
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={title} subtitle={t('subtitle')} />
      {status === 'loading' ? <PageSkeleton label={t('common:status.loading')} /> : null}
      {status === 'anonymous' ? (
        <LoginRequired description={t('loginRequired')} onSignIn={() => signIn()} />
      ) : null}
    </Container>
  );
}
