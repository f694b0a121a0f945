import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Shown when the demo module itself could not be loaded (offline, a deploy replaced it). */
export function DemoLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('demo');
  return (
    <Card role="alert" className="mx-auto max-w-lg px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50">
        <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
      </span>
      <p className="mt-4 font-semibold text-lg text-zinc-900">{t('loadError.title')}</p>
      <p className="mt-2 text-zinc-600">{t('loadError.description')}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('loadError.retry')}
      </Button>
    </Card>
  );
}
