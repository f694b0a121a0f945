import { CircleAlert, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** One card's failure, in the spec's words, with a retry: the rest of the page carries on. */
export function CardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p className="flex items-start gap-2 text-red-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
