import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

/** The old dashboard: analysis now starts on the home page, which shows this message once. */
export function DashboardRedirect() {
  const { t } = useTranslation('dashboard');
  return <Navigate to="/" replace state={{ message: t('movedToHome') }} />;
}
