import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { signInErrorKey } from '../sign-in-errors.ts';
import { forgetSignInReturn, readSignInReturn } from '../sign-in-return.ts';
import { useSignInCallback } from '../use-sign-in-callback.ts';
import { SignInErrorCard } from './sign-in-error-card.tsx';

/**
 * Where the identity provider sends the browser back: the processing-login message while the
 * SDK finishes sign-in, then the page that started it (replacing /callback in history). A person
 * who cancelled on the sign-in page goes back to that page quietly; any other failure is shown
 * in words for people.
 */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const callback = useSignInCallback();
  // Read once: the stored page is forgotten when we leave for it.
  const [returnTo] = useState(readSignInReturn);
  const cancelled =
    callback.state === 'error' && signInErrorKey(callback.error) === 'userCancelled';
  const failed = callback.state === 'error' && !cancelled;
  useDocumentTitle(failed ? t('callback.errorTitle') : t('callback.processing'));

  const done = callback.state === 'done' || cancelled;
  useEffect(() => {
    if (!done) return;
    forgetSignInReturn();
    void navigate(returnTo, { replace: true });
  }, [done, navigate, returnTo]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4">
      {callback.state === 'error' && failed ? (
        <SignInErrorCard error={callback.error} returnTo={returnTo} />
      ) : (
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <Spinner size="lg" />
          <h1 className="font-medium text-lg text-zinc-900">{t('callback.processing')}</h1>
        </div>
      )}
    </main>
  );
}
