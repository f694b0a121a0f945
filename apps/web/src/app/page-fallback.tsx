import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * Shown inside the layout while a page's code loads for the first time. A screen tall, so the
 * footer stays below the fold instead of jumping down when the page arrives.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <Container className="min-h-dvh">
      <PageSkeleton label={t('status.loadingPage')} />
    </Container>
  );
}

/** Shown on pages outside the layout (the sign-in callback) while their code loads. */
export function FullPageFallback() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={t('status.loadingPage')} />
    </div>
  );
}
