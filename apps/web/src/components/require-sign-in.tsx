import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/use-auth.ts';
import { LoginRequired } from './ui/login-required.tsx';
import { PageSkeleton } from './ui/skeleton.tsx';

/**
 * A page region for signed-in users only: a skeleton while sign-in state loads, the spec's
 * "login required" panel for anonymous visitors, and the children once signed in.
 */
export function RequireSignIn({
  description,
  children,
}: {
  description: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { status, signIn } = useAuth();
  if (status === 'loading') return <PageSkeleton label={t('status.loading')} />;
  if (status === 'anonymous')
    return <LoginRequired description={description} onSignIn={() => signIn()} />;
  return children;
}
