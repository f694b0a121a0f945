import { CircleAlert, Home, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { loginPath } from '../../../lib/redirect-target.ts';
import { signInErrorKey } from '../sign-in-errors.ts';

/** A failed sign-in in the spec's words, with the two ways on: try again, or go home. */
export function SignInErrorCard({ error, returnTo }: { error: unknown; returnTo: string }) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  return (
    <Card className="w-full max-w-md px-6 py-10 text-center sm:px-10">
      <section aria-labelledby={headingId}>
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50">
          <CircleAlert aria-hidden="true" className="size-6 text-red-600" />
        </span>
        <h1 id={headingId} className="mt-4 font-semibold text-2xl tracking-tight">
          {t('callback.errorTitle')}
        </h1>
        <p role="alert" className="mt-3 text-zinc-700">
          {t(`signInErrors.${signInErrorKey(error)}`)}
        </p>
        <p className="mt-2 text-sm text-zinc-500">{t('callback.errorHint')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* Full page loads: a fresh start for the SDK after a broken sign-in. */}
          <a href={loginPath(returnTo)} className={buttonClasses()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('callback.tryAgain')}
          </a>
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            <Home aria-hidden="true" className="size-4" />
            {t('common:actions.backHome')}
          </a>
        </div>
      </section>
    </Card>
  );
}
