import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

type LoginRequiredProps = {
  onSignIn: () => void;
  /** Overrides the generic sentence, e.g. to say what signing in unlocks on this page. */
  description?: string;
};

/** Shown in place of a page's content when the visitor must sign in first. */
export function LoginRequired({ onSignIn, description }: LoginRequiredProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center sm:px-10">
      <section aria-labelledby={headingId}>
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50">
          <LockKeyhole aria-hidden="true" className="size-6 text-indigo-600" />
        </span>
        <h2 id={headingId} className="mt-4 font-semibold text-xl">
          {t('loginRequired.title')}
        </h2>
        <p className="mt-2 text-zinc-600">{description ?? t('loginRequired.description')}</p>
        <Button className="mt-6" onClick={onSignIn}>
          {t('actions.signIn')}
        </Button>
      </section>
    </Card>
  );
}
