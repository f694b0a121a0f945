import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** Shown to anonymous visitors while the queue is full (spec: 'Analysis Currently Busy'). */
export function BusyBanner({ onSignIn, className }: { onSignIn: () => void; className?: string }) {
  const { t } = useTranslation('home');
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between sm:px-5',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">{t('busy.title')}</p>
          <p className="mt-1 text-sm">{t('busy.description')}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-center"
        onClick={onSignIn}
      >
        {t('busy.signIn')}
      </Button>
    </div>
  );
}
