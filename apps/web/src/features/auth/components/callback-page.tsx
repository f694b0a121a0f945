import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Where the identity provider sends the browser back; for now it only returns home. */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const message = t('callback.processing');
  useDocumentTitle(message);

  useEffect(() => {
    void navigate('/', { replace: true });
  }, [navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-white px-4">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-8" />
        <h1 className="font-medium text-lg text-zinc-900">{message}</h1>
      </div>
    </main>
  );
}
