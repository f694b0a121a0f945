import { useTranslation } from 'react-i18next';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AnalysisCenter } from './analysis-center.tsx';

/** `/tasks`, the Analysis Center: "login required" until signed in. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={title} subtitle={t('subtitle')} />
      <RequireSignIn description={t('loginRequired')}>
        <AnalysisCenter />
      </RequireSignIn>
    </Container>
  );
}
